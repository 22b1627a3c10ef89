import {test, expect} from '@playwright/test';
import {checkLinks, formatReport} from '../scripts/site/check-links';

/**
 * The whole served build, crawled: no broken internal link, no broken #fragment, no redirect loop,
 * and every sitemap page reached. Runs over HTTP only (no browser page), so it uses the plain
 * Playwright `test`; the report (pages crawled, links checked, external links) is printed.
 */
test('every internal link, anchor and redirect of the build resolves', async ({baseURL}) => {
  test.setTimeout(300_000);
  const report = await checkLinks(baseURL!);
  console.log(formatReport(report));
  expect(report.pages.length, 'pages crawled').toBeGreaterThan(0);
  expect(
    report.sitemap.filter((url) => !report.pages.includes(url)),
    'sitemap pages not crawled',
  ).toEqual([]);
  expect(report.broken, 'broken internal links').toEqual([]);
  expect(report.brokenAnchors, 'broken anchors').toEqual([]);
  expect(report.redirectProblems, 'redirect loops or dead redirects').toEqual([]);
});
