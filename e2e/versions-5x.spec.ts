import {test, expect, hydrated} from './fixtures';
import {pages5x, routeOf} from '../tests/spec';

test.describe('5.x docs', () => {
  test('the 7.3.0 migration guide links to the 5.3.0 legacy API page', async ({page}) => {
    await page.goto('/docs/migration-v5-to-v6');
    await hydrated(page);
    const link = page.locator('article').getByRole('link', {name: 'legacy API page of the 5.3.0 docs'});
    await expect(link).toHaveAttribute('href', '/docs/5.3.0/legacy-api');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/5.3.0/legacy-api');
    await expect(page.getByRole('heading', {level: 1, name: 'Legacy API'})).toBeVisible();
  });

  test('5.3.0 documents isIPRange() in its validator reference', async ({page}) => {
    await page.goto('/docs/5.3.0/validation-chain-api#isiprange');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 4, name: /^isIPRange\(\)/})).toBeVisible();
  });

  test('no page of 5.2.0 mentions isIPRange', async ({page}) => {
    for (const docId of pages5x) {
      await page.goto(routeOf('/docs/5.2.0', docId));
      await hydrated(page);
      await expect(page.locator('article h1').first()).toBeVisible();
      expect(await page.locator('article').innerHTML(), docId).not.toContain('isIPRange');
    }
  });

  for (const version of ['5.3.0', '5.2.0']) {
    test(`${version} shows the unmaintained-version banner and its two sidebars`, async ({page}) => {
      await page.goto(`/docs/${version}`);
      await hydrated(page);
      await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer actively maintained');
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      await expect(sidebar.getByRole('link', {name: 'Introduction'})).toBeVisible();
      await expect(sidebar.getByRole('button', {name: 'Features'})).toBeVisible();
      await page.locator('.navbar').getByRole('link', {name: 'API', exact: true}).click();
      await expect(page).toHaveURL((url) => url.pathname === `/docs/${version}/check-api`);
      await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Legacy API'})).toBeVisible();
    });
  }
});
