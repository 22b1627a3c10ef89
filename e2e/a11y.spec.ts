import type {Page} from '@playwright/test';

import {seriousViolations} from './axe';
import {test, expect, hydrated} from './fixtures';
import {familySamples, sitemapPaths, versionBase} from './site-pages';
import type {DocsVersion} from '../src/docsVersions';

/**
 * Accessibility: axe-core on every page type (home, a guide, an API page and the validation chain
 * reference of each docs version family present, a generated category page, search, not-found) in
 * light and dark mode at 1280 px and in light mode on a 390 px phone (where tables stack and code
 * scrolls), then keyboard-only use of the interactive chrome with a visible focus indicator.
 */

/** The validation chain reference of a docs version (its longest page: 30 tables, 160 code blocks). */
function referencePage(version: DocsVersion): string {
  const base = versionBase(version);
  const page = sitemapPaths().find((p) => p === `${base}/api/validation-chain` || p === `${base}/validation-chain-api`);
  if (!page) throw new Error(`sitemap.xml has no validation chain reference for ${version.name}`);
  return page;
}

/** The page types checked by axe: [name, path, expected HTTP status]. */
function axePages(): [string, string, number][] {
  const category = sitemapPaths().find((p) => /\/category\//.test(p));
  if (!category) throw new Error('sitemap.xml lists no generated category page');
  return [
    ['home', '/', 200],
    ...familySamples().flatMap(({major, version, docsPage, apiPage}): [string, string, number][] => [
      [`${major}.x guide (${version.name})`, docsPage, 200],
      [`${major}.x API (${version.name})`, apiPage, 200],
      [`${major}.x reference (${version.name})`, referencePage(version), 200],
    ]),
    ['category page', category, 200],
    ['search', '/search', 200],
    ['not found', '/this/page/does-not-exist', 404],
  ];
}

/** The settings axe runs in: colour mode and viewport width (the height is 800 px, 844 px on the phone). */
const axeSettings = [
  {mode: 'light', width: 1280, height: 800},
  {mode: 'dark', width: 1280, height: 800},
  {mode: 'light', width: 390, height: 844},
] as const;

test.describe('axe: no serious or critical violations', () => {
  for (const {mode, width, height} of axeSettings) {
    for (const [name, path, status] of axePages()) {
      test(`${name} ${path} in ${mode} mode at ${width} px`, async ({page}) => {
        // axe reads every element: a validation chain reference (7,300 elements) takes a minute on a
        // busy 2-core machine.
        test.setTimeout(path.includes('validation-chain') ? 180_000 : 90_000);
        await page.setViewportSize({width, height});
        await page.emulateMedia({colorScheme: mode});
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});

test('axe reports a problem planted in a page, in light and dark mode', async ({page}) => {
  // The check above passes only if axe can fail: plant two known violations (an image without a
  // text alternative; grey text on a near-grey background, readable in neither mode) in a hydrated
  // page and expect both rules in the findings.
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await page.goto('/search');
    await hydrated(page);
    await page.getByRole('heading', {level: 1}).evaluate((h1) => {
      const p = document.createElement('p');
      p.textContent = 'Planted low-contrast text';
      p.style.cssText = 'color: #777; background: #888';
      const img = document.createElement('img');
      img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      h1.after(p, img);
    });
    const found = (await seriousViolations(page)).map((v) => v.split(' ')[0]);
    expect(found, mode).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
  }
});

/**
 * Presses Tab until `target` has the focus; fails after `max` presses. Reaching a
 * control this way proves it is in the tab order and makes the browser apply :focus-visible.
 */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, {max = 40} = {}): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with ${max} presses of Tab`);
}

/**
 * Asserts that the focused `target` matches :focus-visible and draws a focus indicator: a
 * non-zero outline or a box-shadow.
 */
async function expectVisibleFocus(target: ReturnType<Page['locator']>): Promise<void> {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      focused: el === document.activeElement,
      focusVisible: el.matches(':focus-visible'),
      outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? `${s.outlineStyle} ${s.outlineWidth}` : '',
      shadow: s.boxShadow !== 'none' ? s.boxShadow : '',
    };
  });
  expect(style.focused, 'has the focus').toBe(true);
  expect(style.focusVisible, 'matches :focus-visible').toBe(true);
  expect(style.outline || style.shadow, 'outline or box-shadow while focused').not.toBe('');
}

test.describe('keyboard only', () => {
  test('a table is a named group reached with Tab, with a visible focus ring', async ({page}) => {
    await page.goto('/docs/api/validation-chain#isurl');
    await hydrated(page);
    const table = page.locator('#isurl ~ .table-scroll').first();
    await expect(table).toHaveAttribute('role', 'group');
    await expect(table).toHaveAttribute('aria-label', /^Table: Option, Type, Default/);
    // Click the text just above the table, then Tab: the table is the next stop.
    await table.locator('xpath=preceding-sibling::p[1]').click();
    await tabTo(page, table, {max: 3});
    await expectVisibleFocus(table);
  });

  test('version dropdown: reached with Tab, opened with Enter, a version chosen with Enter', async ({page}) => {
    await page.goto('/docs/api/matched-data');
    await hydrated(page);
    const dropdown = page.locator('.navbar__items--right .navbar__item.dropdown');
    const toggle = dropdown.locator('> .navbar__link');
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    const next = dropdown.locator('.dropdown__menu a', {hasText: 'Next'});
    await expect(next).toBeVisible();
    // Next is the last version of the menu, after the 21 releases.
    await tabTo(page, next, {max: 30});
    await expectVisibleFocus(next);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/next/api/matched-data');
  });

  test('version dropdown closes when the focus leaves it', async ({page}) => {
    await page.goto('/docs');
    await hydrated(page);
    const dropdown = page.locator('.navbar__items--right .navbar__item.dropdown');
    await tabTo(page, dropdown.locator('> .navbar__link'));
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await tabTo(page, page.locator('.navbar__items--right a[aria-label="GitHub repository"]'), {max: 30});
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('colour toggle: reached with Tab, switches the mode with Enter and Space', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    const html = page.locator('html');
    // The toggle cycles system -> light -> dark: dark is at most two presses away, then light again.
    for (let i = 0; i < 2 && (await html.getAttribute('data-theme')) !== 'dark'; i++)
      await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Space');
    await expect(html).not.toHaveAttribute('data-theme', 'dark');
    await expectVisibleFocus(toggle);
  });

  test('announcement bar: the close button is reached with Tab and closes it with Enter', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.locator('.theme-announcement-bar');
    const close = bar.getByRole('button', {name: 'Close'});
    await tabTo(page, close);
    await expectVisibleFocus(close);
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
  });

  test('search modal: opens with Ctrl+K, with / and from the focused button, closes with Escape', async ({page}) => {
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    const modal = page.locator('.DocSearch-Modal');
    const input = page.locator('.DocSearch-Input');
    await page.keyboard.press('Control+k');
    await expect(modal).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    // Escape gives the focus back to the search button; DocSearch ignores "/" typed on a button or
    // a field, so the focus moves back to the previous control (the GitHub link) first.
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('.navbar a[aria-label="GitHub repository"]')).toBeFocused();
    await page.keyboard.press('/');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    const button = page.locator('.navbar .DocSearch-Button');
    await tabTo(page, button);
    await expectVisibleFocus(button);
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test('mobile sidebar at 996 px: opened, walked and closed with the keyboard', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const link = sidebar.getByRole('link', {name: 'Field Selection'});
    await tabTo(page, link, {max: 30});
    await expectVisibleFocus(link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/guides/field-selection');
    await expect(sidebar).toBeHidden();

    // A fresh load (not a pointer action): the toggle is among the first stops of the tab order.
    await page.reload();
    await hydrated(page);
    await tabTo(page, toggle, {max: 10});
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    const close = page.getByRole('button', {name: 'Close navigation bar'});
    await tabTo(page, close, {max: 30});
    await expectVisibleFocus(close);
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeHidden();
  });
});
