import {test, expect, hydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {releasedVersionNames} from '../src/docsVersions';
import {latestVersion} from '../tests/siteContract';

/**
 * The older 7.x docs versions (7.2.0 and 7.0.0) next to the latest one: the dropdown, the banner
 * that sends readers to the latest version, and the API each version really has.
 */

/** Opens the navbar's version dropdown, whichever version it currently shows. */
async function openVersionDropdown(page: Page, current: string) {
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: current});
  await dropdown.hover();
  return dropdown.locator('.dropdown__menu a');
}

test.describe('7.x versions', () => {
  test('the dropdown lists the 7.x releases first, newest first, the latest marked, and Next after the releases', async ({
    page,
  }) => {
    const releases7 = releasedVersionNames().filter((name) => name.startsWith('7.'));
    expect(releases7.slice(-3)).toEqual(['7.3.0', '7.2.0', '7.0.0']);
    await page.goto('/docs/api/matched-data');
    await hydrated(page);
    const items = await openVersionDropdown(page, latestVersion);
    await expect(items.first()).toBeVisible();
    // Older lines (6.x, 5.x) follow; the 7.x versions come first, in this order; Next is the last version.
    const labels = await items.allTextContents();
    expect(labels.slice(0, releases7.length)).toEqual(
      releases7.map((name) => (name === latestVersion ? `${name} (latest)` : name)),
    );
    expect(labels.at(-2)).toBe('Next');
  });

  test('switching to 7.0.0 keeps the page', async ({page}) => {
    await page.goto('/docs/api/matched-data');
    await hydrated(page);
    const items = await openVersionDropdown(page, latestVersion);
    await items.filter({hasText: '7.0.0'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/7.0.0/api/matched-data');
    await expect(page.locator('.navbar__item.dropdown').filter({hasText: '7.0.0'})).toBeVisible();
    await expect(page.locator('article h1')).toHaveText('matchedData()');
  });

  for (const version of ['7.2.0', '7.0.0']) {
    test(`${version} pages say they are not the latest version and link to the same page in it`, async ({page}) => {
      await page.goto(`/docs/${version}/api/matched-data`);
      await hydrated(page);
      const banner = page.locator('.theme-doc-version-banner');
      // The name is written with a non-breaking hyphen (U+2011), so that no line ends at its hyphen.
      await expect(banner).toContainText(`express\u2011validator ${version}`);
      await expect(banner).toContainText('no longer actively maintained');
      const latest = banner.getByRole('link', {name: 'latest version'});
      await expect(latest).toHaveAttribute('href', '/docs/api/matched-data');
      await latest.click();
      await expect(page).toHaveURL((url) => url.pathname === '/docs/api/matched-data');
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });
  }

  test('the latest version has no version banner', async ({page}) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('hide() is documented in 7.2.0 and absent from 7.0.0', async ({page}) => {
    await page.goto('/docs/7.2.0/api/validation-chain');
    await hydrated(page);
    await expect(page.locator('h3#hide')).toHaveText(/hide\(\)/);
    await expect(page.locator('.table-of-contents a[href="#hide"]')).toHaveCount(1);

    await page.goto('/docs/7.0.0/api/validation-chain');
    await hydrated(page);
    await expect(page.locator('article h1')).toHaveText('ValidationChain');
    await expect(page.locator('#hide')).toHaveCount(0);
    await expect(page.locator('article')).not.toContainText('hide(');
  });

  test('isISO15924() is in the 7.3.0 reference only', async ({page}) => {
    const expected: Array<[string, number]> = [
      ['/docs/api/validation-chain', 1],
      ['/docs/7.2.0/api/validation-chain', 0],
      ['/docs/7.0.0/api/validation-chain', 0],
    ];
    for (const [route, count] of expected) {
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('h4#isiso15924'), route).toHaveCount(count);
      // The reference of every version has its standard validators, so an absent heading is not
      // an empty page.
      await expect(page.locator('h4#isemail'), route).toHaveCount(1);
    }
  });

  test('Meta has pathValues in 7.2.0 but not in 7.0.0', async ({page}) => {
    await page.goto('/docs/7.2.0/api/misc');
    await hydrated(page);
    await expect(page.locator('article')).toContainText('pathValues: readonly (string | string[])[];');

    await page.goto('/docs/7.0.0/api/misc');
    await hydrated(page);
    await expect(page.locator('article')).toContainText('export type Meta');
    await expect(page.locator('article')).not.toContainText('pathValues');
  });
});
