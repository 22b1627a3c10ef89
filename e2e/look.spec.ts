import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';
import {latestVersion} from '../tests/siteContract';

/**
 * The first look of the site at 390 x 844 and 1280 x 800, light and dark: where a docs page's
 * title starts on a phone, that dark mode has no light blocks, that the search modal is in the
 * site's green, that no code block of a first screen is cut off without the word-wrap control, and
 * that the phone's version menu opens on the current major line only.
 */

const phone = {width: 390, height: 844};
const desktop = {width: 1280, height: 800};

/** WCAG relative luminance of a CSS colour `rgb(r, g, b)` or `rgba(...)` (0 black, 1 white). */
function luminance(colour: string): number {
  const [r, g, b] = colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two CSS colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The top of the page's H1, in px from the top of the document. */
async function h1Top(page: Page): Promise<number> {
  return page
    .locator('article h1')
    .first()
    .evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
}

test.describe('on a 390 x 844 phone', () => {
  test.use({viewport: phone});

  // The latest version: the announcement bar, then one line of breadcrumbs, badge and the page
  // actions menu, then "On this page".
  for (const path of ['/docs', '/docs/guides/getting-started', '/docs/api/validation-chain']) {
    test(`${path}: the title starts within 200 px, the version and the page actions one tap away`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      expect(await h1Top(page)).toBeLessThanOrEqual(200);
      await expect(page.locator('.theme-announcement-bar')).toBeVisible();
      await expect(page.locator('.theme-doc-version-badge')).toContainText(latestVersion);
      // The actions are folded into a menu that opens in place.
      await expect(page.getByRole('link', {name: 'Report a problem'})).toBeHidden();
      await page.getByText('⋯').click();
      await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Report a problem'})).toBeVisible();
    });
  }

  // Next and older versions: one version banner, no announcement bar above it.
  for (const path of ['/docs/next', '/docs/6.14.0', '/docs/5.3.0/legacy-api']) {
    test(`${path}: the title starts within 260 px under one version banner`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      expect(await h1Top(page)).toBeLessThanOrEqual(260);
      await expect(page.locator('.theme-announcement-bar')).toBeHidden();
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', {name: 'latest version'})).toBeVisible();
    });
  }

  test('the version menu opens on the current major line only, Next last', async ({page}) => {
    await page.goto('/docs/6.14.0');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    // On a docs page the menu opens on the docs sidebar; the navbar's items are one step back.
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    const versionLinks = menu.locator('a.menu__link').filter({hasText: /^(\d+\.\d+\.\d+( \(latest\))?|Next)$/});
    // 6.x is open (16 versions), 7.x and 5.x are closed; Next is a link of its own.
    await expect(versionLinks.filter({visible: true})).toHaveCount(16 + 1);
    await expect(menu.getByRole('button', {name: '7.x versions'})).toBeVisible();
    await expect(menu.getByRole('button', {name: '5.x versions'})).toBeVisible();
    const labels = await menu.locator('a.menu__link').allTextContents();
    expect(labels.indexOf('Next')).toBeGreaterThan(labels.indexOf('6.0.0'));
  });
});

test.describe('dark mode at 1280 px', () => {
  test.use({viewport: desktop, colorScheme: 'dark'});

  test('the home page: "API reference" is a dark button, darker than "Get started", its text at AA', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const style = (name: string) =>
      page
        .getByRole('link', {name, exact: true})
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return {background: s.backgroundColor, text: s.color};
        });
    const secondary = await style('API reference');
    const primary = await style('Get started');
    expect(luminance(secondary.background)).toBeLessThan(0.1);
    expect(luminance(secondary.background)).toBeLessThan(luminance(primary.background));
    expect(contrast(secondary.text, secondary.background)).toBeGreaterThanOrEqual(4.5);
  });

  test('the version badge is a dark block with its text at AA', async ({page}) => {
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    const badge = await page.locator('.theme-doc-version-badge').evaluate((el) => {
      const s = getComputedStyle(el);
      return {background: s.backgroundColor, text: s.color};
    });
    expect(luminance(badge.background)).toBeLessThan(0.1);
    expect(contrast(badge.text, badge.background)).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('search modal', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in ${colorScheme} mode: matches and the selected result in the site's green, no navy`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize(desktop);
      await page.goto('/docs');
      await hydrated(page);
      await page.getByRole('button', {name: /search/i}).click();
      await page.getByRole('searchbox').fill('optional');
      const mark = page.locator('.DocSearch-Hit mark').first();
      await expect(mark).toBeVisible();
      const colours = await page.evaluate(() => {
        const html = getComputedStyle(document.documentElement);
        const probe = document.createElement('span');
        probe.style.color = html.getPropertyValue('--ifm-color-primary');
        document.body.append(probe);
        const primary = getComputedStyle(probe).color;
        probe.style.color = html.getPropertyValue('--ifm-background-surface-color');
        const surface = getComputedStyle(probe).color;
        probe.remove();
        return {
          primary,
          surface,
          mark: getComputedStyle(document.querySelector('.DocSearch-Hit mark')!).color,
          modal: getComputedStyle(document.querySelector('.DocSearch-Modal')!).backgroundColor,
          magnifier: getComputedStyle(document.querySelector('.DocSearch-MagnifierLabel svg')!).color,
        };
      });
      expect(colours.mark).toBe(colours.primary);
      expect(colours.magnifier).toBe(colours.primary);
      if (colorScheme === 'dark') expect(colours.modal).toBe(colours.surface);
    });
  }
});

/**
 * Code blocks of the first screen that scroll sideways without a visible "Toggle word wrap"
 * button (the theme's control, always shown on such a block): their first line, and why.
 */
async function cutOffBlocks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block'))
      .filter((block) => {
        const top = block.getBoundingClientRect().top;
        return block.getClientRects().length > 0 && top < window.innerHeight && top > -block.offsetHeight;
      })
      .filter((block) => {
        const pre = block.querySelector('pre')!;
        if (pre.scrollWidth <= pre.clientWidth) return false;
        const button = block.querySelector<HTMLElement>('button[aria-label="Toggle word wrap"]');
        return !button || Number(getComputedStyle(button).opacity) < 0.8;
      })
      .map((block) => block.querySelector('pre')!.textContent!.split('\n')[0]!.slice(0, 60)),
  );
}

test.describe('code blocks of a first screen', () => {
  const pages = ['/', '/docs', '/docs/guides/getting-started', '/docs/api/validation-chain', '/docs/5.3.0/legacy-api'];
  for (const viewport of [desktop, phone]) {
    for (const path of pages) {
      test(`${path} at ${viewport.width} px: none cut off without the word-wrap button`, async ({page}) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await hydrated(page);
        // The buttons come with the ResizeObserver's first report, a frame after hydration.
        await expect.poll(() => cutOffBlocks(page)).toEqual([]);
      });
    }
  }
});
