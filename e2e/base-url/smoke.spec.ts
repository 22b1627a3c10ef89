/**
 * The site built with BASE_URL=/express-validator-docs/ (a fork's GitHub Pages project site),
 * served under that path like GitHub Pages serves a project site (`npm run build:base-url`, then
 * scripts/site/serve-build.ts with the same BASE_URL). Playwright project `base-url`; its baseURL ends in
 * `/express-validator-docs/`, so every `goto` below is relative (no leading slash).
 *
 * What is checked: everything the site fetches or links by itself stays under the base path (home,
 * docs of the latest version and 5.2.0, version switch, a redirect of src/redirects.ts, an old `.html` URL, the
 * search modal and /search with the embedded index, the not-found page), plus the whole link check.
 * A link that forgets the base URL answers a bare 404 from the server, so it fails here.
 */
import type {Page} from '@playwright/test';

import {checkLinks, formatReport} from '../../scripts/site/check-links';
import {test, expect as baseExpect, hydrated} from '../fixtures';
import {latestVersion} from '../../tests/siteContract';

/** The path the build is served under (see playwright.config.ts, project `base-url`). */
const base = '/express-validator-docs/';
// The first search downloads the engine and an index file: allow for a busy machine.
const expect = baseExpect.configure({timeout: 15_000});

/** Every same-origin request the page made, to assert none escaped the base path. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === '127.0.0.1') paths.push(url.pathname);
  });
  return paths;
}

test('every internal link, anchor and redirect resolves under the base URL', async ({baseURL}) => {
  test.setTimeout(300_000);
  const report = await checkLinks(baseURL!);
  console.log(formatReport(report));
  expect(report.pages.length, 'pages crawled').toBeGreaterThan(300);
  expect(
    report.pages.every((url) => new URL(url).pathname.startsWith(base)),
    'every page under the base',
  ).toBe(true);
  expect(report.broken, 'broken internal links').toEqual([]);
  expect(report.brokenAnchors, 'broken anchors').toEqual([]);
  expect(report.redirectProblems, 'redirect loops or dead redirects').toEqual([]);
});

test('home page: its links, assets and the navbar stay under the base path', async ({page}) => {
  const requests = recordRequests(page);
  await page.goto('');
  await hydrated(page);
  await expect(page.getByRole('link', {name: 'Get started'}).first()).toHaveAttribute(
    'href',
    `${base}docs/guides/getting-started`,
  );
  await expect(page.locator('.navbar').getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
    'href',
    `${base}docs`,
  );
  await expect(page.locator('.theme-announcement-bar a')).toHaveAttribute('href', `${base}docs#whats-new`);
  expect(requests.length).toBeGreaterThan(2);
  expect(requests.filter((p) => !p.startsWith(base))).toEqual([]);
});

test('a latest-version doc and a 5.2.0 doc render with their sidebars, and the version switch keeps the base', async ({
  page,
}) => {
  await page.goto('docs/api/check');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(/check/);
  await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute(
    'href',
    `${base}docs/api/check`,
  );

  await page.goto('docs/5.2.0/check-api');
  await hydrated(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();

  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: '5.2.0'});
  await dropdown.hover();
  // 5.3.0 has the same doc id, so the switch keeps the reader on the page.
  await dropdown.locator('.dropdown__menu a', {hasText: /^5\.3\.0$/}).click();
  await expect(page).toHaveURL((url) => url.pathname === `${base}docs/5.3.0/check-api`);
  await expect(page.locator('h1')).toBeVisible();
});

test('a redirect of an old 6.x URL and an old .html URL land on the page under the base', async ({page}) => {
  await page.goto('docs/check-api');
  await expect(page).toHaveURL((url) => url.pathname === `${base}docs/api/check`);
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('docs/guides/getting-started.html#install');
  await expect(page).toHaveURL((url) => url.pathname === `${base}docs/guides/getting-started`);
  await page.goto('index.html');
  await expect(page).toHaveURL((url) => url.pathname === base);
});

test('search modal: the embedded index is fetched under the base and hits link under it', async ({page}) => {
  const requests = recordRequests(page);
  await page.goto('docs/api/check');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('isEmail');
  const first = page.locator('.DocSearch-Hits a').first();
  await expect(first).toHaveAttribute('href', `${base}docs/api/validation-chain#isemail`);
  expect(requests.some((p) => p.startsWith(`${base}search-index/docs-default-${latestVersion}.`))).toBe(true);
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === `${base}docs/api/validation-chain` && url.hash === '#isemail');
});

test('search page: results come from the embedded index and link under the base', async ({page}) => {
  await page.goto('search?q=matchedData');
  await hydrated(page);
  const first = page.locator('main article').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', new RegExp(`^${base}docs/`));
  await expect(page.getByText(/^(One result|\d+ results)$/)).toBeVisible();
});

test('not-found page: shown for a missing path under the base, with links back under it', async ({page}) => {
  const response = await page.goto('docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page not found'})).toBeVisible();
  await hydrated(page);
  await expect(page.locator('.navbar__brand')).toHaveAttribute('href', base);
});

test('Markdown and llms.txt: served under the base, linking under it', async ({request, page}) => {
  const llms = await request.get('llms.txt');
  expect(llms.status()).toBe(200);
  const text = await llms.text();
  const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => new URL(m[1]!).pathname);
  expect(links.length).toBeGreaterThan(10);
  expect(links.filter((p) => !p.startsWith(base))).toEqual([]);
  expect(links).toContain(`${base}docs/api/check.md`);
  const markdown = await request.get('docs/5.2.0/check-api.md');
  expect(markdown.status()).toBe(200);
  expect(await markdown.text()).toMatch(/^# /);

  await page.goto('docs/api/check');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${base}docs/api/check.md`);
});
