import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';
import {familySamples, sitemapPaths} from './site-pages';

/**
 * Accessibility: axe-core on every page type (home, a guide and an API page of each docs version
 * family present, a generated category page, search, not-found) in light and dark mode, then
 * keyboard-only use of the interactive chrome with a visible focus indicator.
 */

/** The page types checked by axe: [name, path, expected HTTP status]. */
function axePages(): [string, string, number][] {
  const category = sitemapPaths().find((p) => /\/category\//.test(p));
  if (!category) throw new Error('sitemap.xml lists no generated category page');
  return [
    ['home', '/', 200],
    ...familySamples().flatMap(({major, version, docsPage, apiPage}): [string, string, number][] => [
      [`${major}.x guide (${version.name})`, docsPage, 200],
      [`${major}.x API (${version.name})`, apiPage, 200],
    ]),
    ['category page', category, 200],
    ['search', '/search', 200],
    ['not found', '/this/page/does-not-exist', 404],
  ];
}

/** axe findings of impact serious or critical, as short strings (rule, impact, first targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s), e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('axe: no serious or critical violations', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [name, path, status] of axePages()) {
      test(`${name} ${path} in ${mode} mode`, async ({page}) => {
        await page.emulateMedia({colorScheme: mode});
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
