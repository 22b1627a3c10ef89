import fs from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';
import {docsPaths, familySamples, sitemapPaths, versionBase} from './site-pages';
import {pages5x, pages6x, pages7x} from '../tests/siteContract';
import {docsVersions, repoRoot} from '../src/docsVersions';
import {redirects} from '../src/redirects';

/**
 * Odd URLs and odd stored state: each gets the site's documented behaviour (a not-found page, a
 * normalised path, a default colour mode or version), without a crash or an uncaught error (the fixtures fail a test on any console error or page error).
 */

const notFoundHeading = 'Page not found';

/** Seeds localStorage before the first page script runs, once per test (not on later loads). */
async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((seed) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(seed)) window.localStorage.setItem(key, value);
    window.sessionStorage.setItem('e2e-seeded', '1');
  }, entries);
}

test.describe('invalid percent-encoding', () => {
  const bad = '/docs/%E0%A4%A';

  test('the server answers 400 and keeps serving', async ({request}) => {
    const response = await request.get(bad);
    expect(response.status()).toBe(400);
    expect((await request.get('/docs')).status()).toBe(200);
  });

  test('a host that serves its 404.html there: not-found page, no router error', async ({page}) => {
    // GitHub Pages' answer to such a path is not documented; a host may serve the site's 404.html.
    // Without the head script, the router throws "could not be decoded" before rendering.
    const notFoundHtml = fs.readFileSync(path.join(repoRoot, 'build', '404.html'), 'utf8');
    await page.route(/\/docs\/%E0%A4%A$/, (route) =>
      route.fulfill({status: 404, contentType: 'text/html', body: notFoundHtml}),
    );
    await page.goto(bad);
    await expect(page).toHaveURL(/\/docs\/%25E0%25A4%25A$/);
    await hydrated(page);
    await expect(page.getByRole('heading', {name: notFoundHeading})).toBeVisible();
  });
});

test.describe('unknown versions and doc ids', () => {
  test('an unknown version: /docs/9.9.9/api/check is the not-found page', async ({page}) => {
    const response = await page.goto('/docs/9.9.9/api/check');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', {name: notFoundHeading})).toBeVisible();
    await expect(page.locator('article')).toHaveCount(0);
  });

  // For each docs version family present: a doc id that exists in another family, or another
  // version of the spec, but not in this version.
  const known = new Set([...pages7x, ...pages5x, ...pages6x('6.15.0')]);
  const present = new Set([...sitemapPaths(), ...redirects.flatMap((r) => r.from)]);
  for (const {major, version} of familySamples()) {
    const base = versionBase(version);
    const missing = [...known].filter((id) => id !== 'index' && !present.has(`${base}/${id}`));
    const docId = missing[0];
    test(`${major}.x: ${base}/${docId}, a doc of another version, is the not-found page`, async ({page}) => {
      expect(docId, 'a doc id absent from this version').toBeDefined();
      const response = await page.goto(`${base}/${docId}`);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', {name: notFoundHeading})).toBeVisible();
      // Rendered in the version's own context: the dropdown names the version.
      const label = version.name === 'current' ? 'Next' : version.name;
      await expect(page.locator('.navbar__items--right .dropdown > .navbar__link')).toHaveText(label);
    });
  }
});

test.describe('search page query', () => {
  // The search backend answers with no hits: these tests are about the query, not the backend
  // (e2e/faults.spec.ts covers an unreachable backend).
  test.beforeEach(async ({page}) => {
    await page.route(/algolia(net)?\.(net|io)\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          results: [
            {
              hits: [],
              nbHits: 0,
              page: 0,
              nbPages: 0,
              hitsPerPage: 15,
              processingTimeMS: 1,
              query: '',
              params: '',
              exhaustiveNbHits: true,
            },
          ],
        }),
      }),
    );
  });

  test('HTML and script in ?q= are shown as text, never run', async ({page}) => {
    const query = `<script>window.__injected=1</script><img src=x onerror="window.__injected=2">"'&`;
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText(query);
    await expect(page.getByRole('searchbox').or(page.locator('input[name="q"]')).first()).toHaveValue(query);
    expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('a 10,000-character query renders the search page', async ({page}) => {
    const query = 'validation '.repeat(1000).slice(0, 10_000);
    const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('validation validation');
    await expect(page.locator('input[name="q"]').first()).toHaveValue(query);
  });
});

test.describe('.html and /index.html variants', () => {
  test('every docs page of every version: <page>.html is the page, <page>/index.html the not-found document, both with the clean-URL script', async ({
    request,
  }) => {
    const pages = docsPaths();
    expect(pages.length).toBeGreaterThan(0);
    const cleanScript = '(?:\\/index)?\\.html$/';
    for (const p of pages) {
      const html = await request.get(`${p}.html`);
      expect(html.status(), `${p}.html`).toBe(200);
      const body = await html.text();
      expect(body, `${p}.html carries the clean-URL script`).toContain(cleanScript);
      const index = await request.get(`${p}/index.html`);
      expect(index.status(), `${p}/index.html`).toBe(404);
      expect(await index.text(), `${p}/index.html carries the clean-URL script`).toContain(cleanScript);
    }
    console.log(`.html variants checked: ${pages.length} pages x 2`);
  });

  // In the browser, one page per version family (the existing e2e/routes.spec.ts covers /docs).
  for (const {major, apiPage} of familySamples()) {
    for (const variant of [`${apiPage}.html`, `${apiPage}/index.html`]) {
      test(`${major}.x: ${variant}?v=1#top reaches ${apiPage} with query and hash`, async ({page}) => {
        await page.goto(`${variant}?v=1#top`);
        await expect(page).toHaveURL((url) => url.pathname === apiPage && url.search === '?v=1' && url.hash === '#top');
        await hydrated(page);
        await expect(page.locator('article h1').first()).toBeVisible();
      });
    }
  }

  test('/404.html itself stays and shows the not-found page', async ({page}) => {
    await page.goto('/404.html');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/404.html');
    await expect(page.getByRole('heading', {name: notFoundHeading})).toBeVisible();
  });
});

test.describe('stored state', () => {
  for (const system of ['light', 'dark'] as const) {
    test(`a stored colour mode that is neither light nor dark counts as light (system ${system})`, async ({page}) => {
      await seedStorage(page, {theme: 'blue'});
      await page.emulateMedia({colorScheme: system});
      await page.goto('/docs');
      await hydrated(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      // Light-only elements show: the navbar logo is the light variant.
      await expect(page.locator('.navbar__logo img').first()).toBeVisible();
      // The light theme's text colour: --ev-color-text of light mode, the grey-900 token #1a211d
      // (src/css/tokens.css); dark mode's text is a light grey.
      expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(26, 33, 29)');
      // And the toggle still works from there.
      const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
      for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) !== 'dark'; i++) await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
    });
  }

  test('a stored preferred docs version that no longer exists is cleared', async ({page}) => {
    const key = 'docs-preferred-version-default';
    await seedStorage(page, {[key]: '1.0.0'});
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    // Navbar links lead to the latest version.
    await expect(page.locator('.navbar').getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      '/docs',
    );
  });

  test('a stored preferred docs version that exists is kept and used', async ({page}) => {
    const key = 'docs-preferred-version-default';
    const other = docsVersions.find((v) => versionBase(v) !== '/docs')!;
    await seedStorage(page, {[key]: other.name});
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.navbar').getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      versionBase(other),
    );
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(other.name);
  });
});
