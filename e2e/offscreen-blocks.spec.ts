import type {Page} from '@playwright/test';

import {expect, hydrated, test} from './fixtures';

/**
 * The first load of a docs page skips the off-screen tables and code blocks (src/css/custom.css)
 * and draws them in idle time (src/clientModules/offscreenBlocks.ts). These tests hold the page in
 * the skipped state by giving it a `requestIdleCallback` that never calls back (a page kept busy),
 * and check that a jump to a heading still lands on it.
 */

/** Opens `path` with idle callbacks that never run, and waits for React only. */
async function openBusy(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** How many tables and code blocks of the page the browser may skip now. */
async function skippable(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.markdown .table-scroll, .markdown pre')).filter(
        (e) => getComputedStyle(e).contentVisibility === 'auto',
      ).length,
  );
}

test.describe('off-screen blocks on first load', () => {
  test('the 7.3.0 reference skips its later blocks, then draws all of them and turns the rule off', async ({page}) => {
    await openBusy(page, '/docs/api/validation-chain');
    expect(await skippable(page)).toBeGreaterThan(150);
    await expect(page.locator('html')).toHaveAttribute('data-blocks-skipped', '');

    const fresh = await page.context().newPage();
    await fresh.goto('/docs/api/validation-chain');
    await hydrated(fresh);
    expect(await skippable(fresh)).toBe(0);
    expect(await fresh.locator('.markdown [style*="content-visibility"]').count()).toBe(0);
  });

  test('a link to a heading further down the same page lands on it while blocks are skipped', async ({page}) => {
    await openBusy(page, '/docs/api/validation-chain');
    await page.locator('.table-of-contents a[href="#hide"]').first().click();
    await expect(page).toHaveURL(/#hide$/);
    await expect(page.locator('#hide')).toBeInViewport();
    await expect(page.locator('html')).not.toHaveAttribute('data-blocks-skipped');
  });

  test('a link to a heading of another page lands on it while blocks are skipped', async ({page}) => {
    await openBusy(page, '/docs/7.2.0');
    await page.locator('li', {hasText: 'hide() (7.2.0)'}).getByRole('link', {name: 'hide()'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/7.2.0/api/validation-chain' && url.hash === '#hide');
    await expect(page.locator('#hide')).toBeInViewport();
    expect(await skippable(page)).toBe(0);
  });

  test('without JavaScript nothing is skipped, so a jump to a heading lands on it', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/api/validation-chain');
    expect(await skippable(page)).toBe(0);
    await page.locator('.table-of-contents a[href="#hide"]').first().click();
    await expect(page.locator('#hide')).toBeInViewport();
    await context.close();
  });
});
