import {test, expect, hydrated} from './fixtures';

/**
 * Link prefetching (src/plugins/route-prefetch): a page in view of links prefetches the chunks of
 * their pages once each, and following a prefetched link is a client-side navigation.
 */

/** The hrefs of the page's `<link rel="prefetch">` elements, in document order. */
async function prefetchHrefs(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
}

test('a docs page prefetches the chunks of the pages it links to, each file once', async ({page}) => {
  await page.goto('/docs/guides/getting-started');
  await hydrated(page);
  // The sidebar links are in view at load: their pages' chunks are prefetched.
  await expect.poll(async () => (await prefetchHrefs(page)).length).toBeGreaterThan(10);
  await page.waitForTimeout(500);
  const hrefs = await prefetchHrefs(page);
  expect(hrefs.every((h) => /\/assets\/js\/[\w~.-]+\.js$/.test(h))).toBe(true);
  expect(hrefs.length - new Set(hrefs).size, 'files prefetched more than once').toBe(0);

  // Links scrolled into view later (pagination, footer) repeat no file either.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const after = await prefetchHrefs(page);
  expect(after.length - new Set(after).size).toBe(0);
});

test('following a prefetched link navigates on the client, without loading a new document', async ({page}) => {
  await page.goto('/docs/guides/getting-started');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {stillHere: boolean}).stillHere = true));
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/guides/validation-chain"]').first().click();
  await expect(page).toHaveURL(/\/docs\/guides\/validation-chain$/);
  await expect(page.locator('h1')).toHaveText('The Validation Chain');
  expect(await page.evaluate(() => (window as unknown as {stillHere?: boolean}).stillHere)).toBe(true);
});
