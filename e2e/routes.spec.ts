import {test, expect, hydrated} from './fixtures';
import {latestVersion, routeOf, specRedirects, versionRoutes} from '../tests/spec';

const notFoundHeading = 'Page Not Found';

test.describe('every route of the spec answers with its page', () => {
  for (const {label, base, pages} of versionRoutes) {
    for (const docId of pages) {
      const route = routeOf(base, docId);
      test(`${label}: ${route}`, async ({page}) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expect(page.getByRole('heading', {name: notFoundHeading})).toHaveCount(0);
        expect(new URL(page.url()).pathname).toBe(route);
      });
    }
  }

  test('the home page is a page of its own at /', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', {level: 1, name: 'express-validator'})).toBeVisible();
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
    await expect(page.getByRole('heading', {name: notFoundHeading})).toBeVisible();
  });

  test('an unknown path gets the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', {name: notFoundHeading})).toBeVisible();
  });

  test('an unknown doc of a version gets the not-found page', async ({page}) => {
    const response = await page.goto('/docs/next/api/no-such-function');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', {name: notFoundHeading})).toBeVisible();
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
