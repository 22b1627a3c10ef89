import {test, expect, hydrated} from './fixtures';

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

  test('5.2.0 lists isIPRange() only among the validators its chain has without type declarations', async ({page}) => {
    await page.goto('/docs/5.2.0/validation-chain-api#untyped-validators');
    await hydrated(page);
    const untyped = page.getByRole('heading', {level: 3, name: /Validators without type declarations/});
    await expect(untyped).toBeInViewport();
    await expect(page.locator('article')).toContainText('not in the type declarations of 5.2.0');
    // The summary table of the typed validators has no row for it.
    await expect(page.locator('article table').first().getByRole('link', {name: 'isIPRange()'})).toHaveCount(0);
    // Its heading comes after the section heading: it is one of the untyped validators.
    const order = await page.evaluate(() => {
      const headings = Array.from(document.querySelectorAll('article h3, article h4'), (h) => h.id);
      return {section: headings.indexOf('untyped-validators'), entry: headings.indexOf('isiprange')};
    });
    expect(order.section).toBeGreaterThan(-1);
    expect(order.entry).toBeGreaterThan(order.section);
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
