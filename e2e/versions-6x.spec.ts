import {test, expect, hydrated} from './fixtures';
import {versions6x} from '../tests/siteContract';

test.describe('6.x docs', () => {
  for (const version of versions6x) {
    test(`${version} shows the unmaintained-version banner and its two sidebars`, async ({page}) => {
      await page.goto(`/docs/${version}`);
      await hydrated(page);
      const banner = page.locator('.theme-doc-version-banner');
      // The name is written with a non-breaking hyphen (U+2011), so that no line ends at its hyphen.
      await expect(banner).toContainText(
        `This is documentation for express\u2011validator ${version}, which is no longer actively maintained.`,
      );
      await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/docs');
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      await expect(sidebar.getByRole('link', {name: 'Introduction'})).toBeVisible();
      await expect(sidebar.getByRole('button', {name: 'Features'})).toBeVisible();
      await expect(sidebar.getByRole('button', {name: 'More'})).toHaveCount(
        Number(version.split('.')[1]) >= 10 ? 1 : 0,
      );
      await page.locator('.navbar').getByRole('link', {name: 'API', exact: true}).click();
      await expect(page).toHaveURL((url) => url.pathname === `/docs/${version}/check-api`);
      await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Filter API'})).toBeVisible();
    });
  }

  test('switching from 6.15.0 to 6.0.0 keeps the page', async ({page}) => {
    await page.goto('/docs/6.15.0/matched-data-api');
    await hydrated(page);
    const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: '6.15.0'});
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', {hasText: /^6\.0\.0$/}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/6.0.0/matched-data-api');
  });

  test('the reference of each version lists its own validators: isTime() only in 6.15.0, isISO4217() from 6.14.0', async ({
    page,
  }) => {
    await page.goto('/docs/6.15.0/validation-chain-api#istime');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 4, name: /^isTime\(\)/})).toBeVisible();
    await page.goto('/docs/6.14.0/validation-chain-api');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 4, name: /^isISO4217\(\)/})).toBeVisible();
    await expect(page.getByRole('heading', {level: 4, name: /^isTime\(\)/})).toHaveCount(0);
  });

  test('modifiers appear with the release that added them: bail() from 6.2.0, if() from 6.1.0', async ({page}) => {
    await page.goto('/docs/6.2.0/validation-chain-api');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 3, name: /^bail\(\)/})).toBeVisible();
    await page.goto('/docs/6.1.0/validation-chain-api');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 3, name: /^if\(\)/})).toBeVisible();
    await expect(page.getByRole('heading', {level: 3, name: /^bail\(\)/})).toHaveCount(0);
    await page.goto('/docs/6.0.0/validation-chain-api');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 3, name: /^if\(\)/})).toHaveCount(0);
  });

  test('the migration guide of 6.15.0 links to the 5.3.0 legacy API page', async ({page}) => {
    await page.goto('/docs/6.15.0/migration-v5-to-v6');
    await hydrated(page);
    const link = page.locator('article').getByRole('link', {name: 'legacy API page of the 5.3.0 docs'});
    await expect(link).toHaveAttribute('href', '/docs/5.3.0/legacy-api');
  });
});

test.describe('upgrading from an older version', () => {
  test('a 6.3.0 reader reaches the v6 to v7 migration guide from the sidebar', async ({page}) => {
    await page.goto('/docs/6.3.0/sanitization');
    await hydrated(page);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.getByRole('button', {name: 'Upgrading'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Migrating from v5 to v6'})).toHaveAttribute(
      'href',
      '/docs/migration-v5-to-v6',
    );
    await sidebar.getByRole('link', {name: 'Migrating from v6 to v7'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/migration-v6-to-v7');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Migrating from v6 to v7');
  });

  test('a 5.3.0 reader reaches the v5 to v6 migration guide from the version home', async ({page}) => {
    await page.goto('/docs/5.3.0');
    await hydrated(page);
    await page.locator('#upgrading ~ p').getByRole('link', {name: 'Migrating from v5 to v6'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/migration-v5-to-v6');
  });

  test('Changes within 6.x of 6.9.0 lists 6.5.0 and links the later 6.12.0 change to the 6.15.0 page', async ({
    page,
  }) => {
    await page.goto('/docs/6.9.0/changes-within-6x');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Changes within 6.x');
    await expect(page.getByRole('heading', {level: 2, name: /6\.5\.0: run\(\) takes dryRun/})).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: /^6\.12\.0/})).toHaveCount(0);
    await page.getByRole('link', {name: 'withMessage() wins over a thrown error'}).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/docs/6.15.0/changes-within-6x' && url.hash === '#message-precedence',
    );
    await expect(page.locator('#message-precedence')).toBeInViewport();
  });
});
