/**
 * Tables as static islands (src/theme/MDXComponents/Table.tsx): on a page the server
 * rendered, React adopts each table's HTML without hydrating its rows, and the reader sees nothing
 * different: links inside still navigate on the client, anchors still scroll, and a table reached
 * by client-side navigation is rendered by React as before.
 */
import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';

/** Whether React holds a fiber for the first element matching `selector` (see scripts/bench/hydration.ts). */
async function hasFiber(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}

/** Marks the window, so that a full page load (which would drop the mark) can be told apart. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {islandMark: number}).islandMark = 1));
}

async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {islandMark?: number}).islandMark === 1);
}

test('a server-rendered table is adopted as HTML: its cells have no React fiber, the table element has one', async ({
  page,
}) => {
  await page.goto('/docs/api/check-schema');
  await hydrated(page);
  const table = 'article table[data-island]';
  await expect(page.locator(table).first()).toBeVisible();
  expect(await hasFiber(page, table)).toBe(true);
  expect(await hasFiber(page, `${table} td`)).toBe(false);
  // The cells keep what the table component gave them on the server (the phone layout's labels).
  await expect(page.locator(`${table} td[data-label]`).first()).toBeAttached();
});

test('paragraphs and lists of a reference page are adopted too', async ({page}) => {
  await page.goto('/docs/api/validation-chain');
  await hydrated(page);
  expect(await hasFiber(page, 'article p[data-island]')).toBe(true);
  expect(await hasFiber(page, 'article p[data-island] code')).toBe(false);
  expect(await hasFiber(page, 'article ul[data-island] li')).toBe(false);
});

test('a link to another page inside an island navigates on the client, and Back returns', async ({page}) => {
  await page.goto('/docs/api/check-schema');
  await hydrated(page);
  await markWindow(page);
  const link = page.locator('article table[data-island] a[href="/docs/api/misc#location"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\/misc#location$/);
  await expect(page.locator('h1')).toHaveText(/types/i);
  await expect(page.locator('#location')).toBeInViewport();
  expect(await windowMarked(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/api\/check-schema$/);
  expect(await windowMarked(page)).toBe(true);
});

test('an anchor link inside an island scrolls to its section', async ({page}) => {
  await page.goto('/docs/api/validation-chain');
  await hydrated(page);
  await markWindow(page);
  await page.locator('article table[data-island] a[href="#isemail"]').first().click();
  await expect(page).toHaveURL(/#isemail$/);
  await expect(page.locator('#isemail')).toBeInViewport();
  expect(await windowMarked(page)).toBe(true);
});

test('a table reached by client-side navigation is rendered by React, and its links work', async ({page}) => {
  await page.goto('/docs/api/check');
  await hydrated(page);
  await markWindow(page);
  await page.locator('nav.menu a[href="/docs/api/check-schema"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/check-schema$/);
  // The URL changes before the new page is rendered: until its chunks arrive, the previous page
  // (which has adopted tables of its own) is still shown. Wait for the new page's title.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('checkSchema()');
  const table = 'article table[data-island]';
  await expect(page.locator(`${table} td`).first()).toBeVisible();
  expect(await hasFiber(page, `${table} td`)).toBe(true);
  expect(await windowMarked(page)).toBe(true);
  await page.locator(`${table} a[href="/docs/api/misc#location"]`).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/misc#location$/);
  expect(await windowMarked(page)).toBe(true);
});
