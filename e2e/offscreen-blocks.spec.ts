import {expect, hydrated, test} from './fixtures';

/**
 * The first load of a docs page lets the browser skip its off-screen tables and code blocks
 * (src/css/custom.css, src/clientModules/offscreenBlocks.ts). A jump to a heading must still land
 * on it, and a page without JavaScript skips nothing.
 */

/** How many tables and code blocks of the page the browser may skip now. */
async function skippable(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.markdown .table-scroll, .markdown pre')).filter(
        (e) => getComputedStyle(e).contentVisibility === 'auto',
      ).length,
  );
}

test.describe('off-screen blocks on first load', () => {
  test('the 7.3.0 reference skips its later blocks, and the first screen draws normally', async ({page}) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-blocks-skipped', '');
    expect(await skippable(page)).toBeGreaterThan(150);
    await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
  });

  test('a link to a heading further down the same page lands on it, and the page is then drawn whole', async ({
    page,
  }) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    await page.locator('.table-of-contents a[href="#hide"]').first().click();
    await expect(page).toHaveURL(/#hide$/);
    await expect(page.locator('#hide')).toBeInViewport();
    await expect(page.locator('html')).not.toHaveAttribute('data-blocks-skipped');
    expect(await skippable(page)).toBe(0);
  });

  test('a link to a heading of another page lands on it, on a page drawn whole', async ({page}) => {
    await page.goto('/docs/7.2.0');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-blocks-skipped', '');
    await page.locator('li', {hasText: 'hide() (7.2.0)'}).getByRole('link', {name: 'hide()'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/7.2.0/api/validation-chain' && url.hash === '#hide');
    await expect(page.locator('#hide')).toBeInViewport();
    expect(await skippable(page)).toBe(0);
  });

  test('a page opened at a heading far down is drawn whole and shows the heading', async ({page}) => {
    await page.goto('/docs/5.2.0/validation-chain-api#untyped-validators');
    await hydrated(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-blocks-skipped');
    expect(await skippable(page)).toBe(0);
    await expect(page.locator('#untyped-validators')).toBeInViewport();
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
