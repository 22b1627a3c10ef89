import fs from 'node:fs';
import path from 'node:path';

import {test, expect, hydrated} from './fixtures';
import {latestVersion, routeOf, specRedirects, versionRoutes, type VersionRoute} from '../tests/siteContract';
import {site} from '../src/site';

/** Root of the repository, whose files the edit links name. */
const repoRoot = path.resolve(__dirname, '..');

const notFoundHeading = 'Page not found';

/**
 * What every not-found page shows (src/theme/NotFound/Content): its heading, the document title
 * "Page not found | <site title>", the search form and the links into the docs and the API
 * reference. Input: a page at a not-found address, hydrated.
 */
async function expectNotFoundPage(page: import('@playwright/test').Page): Promise<void> {
  const main = page.locator('main');
  await expect(page.getByRole('heading', {level: 1, name: notFoundHeading, exact: true})).toBeVisible();
  await expect(page).toHaveTitle(`${notFoundHeading} | express-validator`);
  const search = page.getByRole('search', {name: 'Search the docs'});
  await expect(search.getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
  await expect(search.getByRole('button', {name: 'Search'})).toBeVisible();
  await expect(main.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs');
  await expect(main.getByRole('link', {name: 'Getting started'})).toHaveAttribute(
    'href',
    '/docs/guides/getting-started',
  );
  await expect(main.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/docs/api/check');
}

/**
 * Folder of a version's pages in the repository, whose files the edit links must name: docs/ for
 * Next, else versioned_docs/version-X.
 */
function docsFolderOf(version: VersionRoute): string {
  return version.label === 'Next' ? 'docs' : `versioned_docs/version-${version.label}`;
}

/** What `readPage` reports of a loaded page. */
interface PageFacts {
  /** Each visible level-1 heading: its text and its top edge in page pixels. */
  h1s: {text: string; top: number}[];
  /** Whether a visible heading reads the not-found title. */
  notFound: boolean;
  /** The href of each visible link named "Edit this page". */
  editLinks: string[];
  /** Whether the generated "What is new" heading (h2#whats-new) is visible. */
  whatsNew: boolean;
  /** The article's rendered text (innerText: what a reader sees, whitespace collapsed). */
  articleText: string;
}

/**
 * Runs in the page: the facts the route walk checks, read in one call. Visible means rendered with
 * a box and not `visibility: hidden` (Playwright's definition). Input: the not-found title.
 */
function readPage(notFoundTitle: string): PageFacts {
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(visible);
  return {
    h1s: headings
      .filter((el) => el.tagName === 'H1')
      .map((el) => ({text: text(el), top: el.getBoundingClientRect().top + window.scrollY})),
    notFound: headings.some((el) => text(el) === notFoundTitle),
    editLinks: Array.from(document.querySelectorAll('a'))
      .filter((a) => visible(a) && text(a) === 'Edit this page')
      .map((a) => a.getAttribute('href') ?? ''),
    whatsNew: Array.from(document.querySelectorAll('h2#whats-new')).some(visible),
    articleText: (document.querySelector('article') as HTMLElement | null)?.innerText.replace(/\s+/g, ' ') ?? '',
  };
}

/** The two viewports of the title check: a desktop and a phone. */
const desktop = {width: 1280, height: 800};
const phone = {width: 390, height: 844};

/** Start of every "Edit this page" URL: the library's repository, its default branch. */
const editBase = `${site.repoUrl}/edit/${site.editBranch}/`;

/**
 * What a reader sees of every page of a version, one page load each. One test per version walks
 * its pages in one browser tab (each a full load from the server, so the HTML of every route is
 * checked, but the scripts come from the tab's cache as they do for a reader going from page to
 * page), with a step per page naming the route that failed:
 * - the route answers 200 with its own page (not the not-found page), hydrates with no console
 *   error (the fixture) and shows an H1;
 * - the H1 starts within the first 300 px at 1280 x 800 (the title in the first screen),
 *   and on the version's check() page it ends within the first screen of a 390 x 844 phone;
 * - "Edit this page" opens the page's own file in the repository, and that file exists (generated
 *   category pages have no file and no link);
 * - the version's docs home has its generated "What is new" section, starting with the first
 *   sentence of the version's _whats-new.mdx.
 */
test.describe('every route of the spec answers with its page', () => {
  test.use({viewport: desktop});
  for (const version of versionRoutes) {
    test(`${version.label}: its ${version.pages.length} pages, their titles and edit links`, async ({page}) => {
      // A validation chain reference (12,000 elements) takes seconds to hydrate on a busy machine.
      test.setTimeout(60_000 + version.pages.length * 15_000);
      for (const docId of version.pages) {
        const route = routeOf(version.base, docId);
        await test.step(route, async () => {
          const response = await page.goto(route);
          expect(response?.status(), `${route} status`).toBe(200);
          await hydrated(page);
          // What the reader sees, read in one call: a walk checks about 380 pages, and a round trip
          // per fact cost as much as the page loads themselves.
          const seen = await page.evaluate(readPage, notFoundHeading);
          expect(seen.h1s, `${route}: one visible H1`).toHaveLength(1);
          expect(seen.notFound, `${route}: not the not-found page`).toBe(false);
          expect(new URL(page.url()).pathname).toBe(route);
          expect(seen.h1s[0].top, `${route}: H1 top at 1280 px`).toBeLessThanOrEqual(300);

          if (docId === 'api/check' || docId === 'check-api') {
            await page.setViewportSize(phone);
            const h1 = page.getByRole('heading', {level: 1});
            await expect
              .poll(() => h1.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY), {
                message: `${route}: H1 bottom at 390 px`,
              })
              .toBeLessThanOrEqual(phone.height);
            await page.setViewportSize(desktop);
          }

          if (docId.startsWith('category/')) {
            expect(seen.editLinks, `${route}: no edit link`).toEqual([]);
          } else {
            expect(seen.editLinks, `${route}: one edit link`).toHaveLength(1);
            const href = seen.editLinks[0];
            expect(href.startsWith(editBase), `${href} starts with ${editBase}`).toBe(true);
            const file = href.slice(editBase.length);
            expect(['.md', '.mdx'].map((ext) => `${docsFolderOf(version)}/${docId}${ext}`)).toContain(file);
            expect(fs.existsSync(path.join(repoRoot, file)), `${file} exists in the repository`).toBe(true);
          }

          if (docId === 'index') {
            expect(seen.whatsNew, `${route}: a visible "What is new" section`).toBe(true);
            const source = fs.readFileSync(path.join(repoRoot, docsFolderOf(version), '_whats-new.mdx'), 'utf8');
            // The section shows the partial's first sentence (the comparison it makes).
            const first = source.split('\n').find((l) => /^[A-Z0-9]/.test(l))!;
            expect(seen.articleText).toContain(first.replace(/`/g, '').slice(0, 60));
          }
        });
      }
    });
  }

  test('the home page is a page of its own at /', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Request validation for Express'})).toBeVisible();
    await expect(page.locator('header img[src$="/img/logo.svg"]')).toBeVisible();
    // The install command's copy button is shown without a pointer over the block.
    const copy = page.locator('header .theme-code-block').getByRole('button', {name: /copy/i});
    await expect(copy).toBeVisible();
    expect(await copy.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expect(page.getByText('npm install express-validator')).toBeVisible();
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/docs\/guides\/getting-started$/);
  });

  test('the search page answers at /search', async ({page}) => {
    const response = await page.goto('/search');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Search');
  });
});

test.describe('not-found page', () => {
  test(`/docs/${latestVersion} is not a route of its own`, async ({page}) => {
    const response = await page.goto(`/docs/${latestVersion}`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectNotFoundPage(page);
  });

  test('an unknown path gets the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectNotFoundPage(page);
    // The form opens the search page with the words typed.
    await page.getByRole('searchbox', {name: 'Search the docs'}).fill('isEmail');
    await page.getByRole('search', {name: 'Search the docs'}).getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'isEmail');
  });

  test('an unknown doc of a version gets the not-found page', async ({page}) => {
    const response = await page.goto('/docs/next/api/no-such-function');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectNotFoundPage(page);
    // GitHub Pages answers with the site-wide 404.html, prerendered for /404.html. The client
    // renders it fresh (src/clientModules/notFoundDocument.ts) instead of hydrating it, so the
    // not-found page appears inside that version's context without a hydration mismatch (React
    // error #418); the fixture fails the test on that error.
    await expect(page.locator('.navbar__items--right .dropdown > .navbar__link')).toHaveText('Next');
  });
});

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(specRedirects)) {
    test(`${from} -> ${to}`, async ({page}) => {
      await page.goto(`${from}?from=old#top`);
      await expect(page).toHaveURL((url) => url.pathname === to);
      expect(new URL(page.url()).search).toBe('?from=old');
      await hydrated(page);
      await expect(page.locator('article h1').first()).toBeVisible();
    });
  }

  for (const [variant, clean] of [
    ['/docs/api/check.html', '/docs/api/check'],
    ['/docs/api/check/index.html', '/docs/api/check'],
    ['/docs/index.html', '/docs'],
    ['/index.html', '/'],
    ['/docs/check-api.html', '/docs/api/check'],
  ] as const) {
    test(`${variant} reaches ${clean}`, async ({page}) => {
      await page.goto(variant);
      await expect(page).toHaveURL((url) => url.pathname === clean);
      await hydrated(page);
      await expect(page.getByRole('heading', {name: notFoundHeading})).toHaveCount(0);
    });
  }
});
