import {test, expect, hydrated} from './fixtures';
import {latestVersion, versionRoutes} from '../tests/siteContract';
import {referenceTocEmailMatches} from './site-pages';

test.describe('navbar', () => {
  test('has the version dropdown, Docs, API, GitHub and search', async ({page}) => {
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs');
    await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/api/check');
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
      'href',
      'https://github.com/express-validator/express-validator',
    );
    await expect(navbar.getByRole('button', {name: /search/i})).toBeVisible();
    await expect(navbar.locator('.navbar__item.dropdown').getByRole('button', {name: latestVersion})).toBeVisible();
  });

  test('the version dropdown lists every version and switching keeps the page', async ({page}) => {
    // Opened at its top: at an anchor the theme hides the navbar (hideOnScroll) until the reader
    // scrolls up, and hovering the hidden dropdown would wait on that scroll.
    await page.goto('/docs/api/matched-data');
    await hydrated(page);
    const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: latestVersion});
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    // Every release, newest first, the latest marked, then Next, then the upgrade planner
    // (dropdownItemsAfter in docusaurus.config.ts).
    const releases = versionRoutes.filter((v) => v.label !== 'Next').map((v) => v.label);
    await expect(items).toHaveText([
      ...releases.map((label) => (label === latestVersion ? `${label} (latest)` : label)),
      'Next',
      'Upgrade planner',
    ]);
    // Grouped by major line, in that order.
    await expect(dropdown.locator('.dropdown__menu .version-menu__group')).toHaveText([
      '7.x',
      '6.x',
      '5.x',
      'Unreleased',
    ]);
    await items.filter({hasText: 'Next'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/next/api/matched-data');
    await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
    const nextDropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'Next'});
    await nextDropdown.hover();
    await nextDropdown.locator('.dropdown__menu a', {hasText: latestVersion}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/matched-data');
  });

  test('the version menu carries no option of the site config as an HTML attribute', async ({page}) => {
    await page.goto('/docs/api/matched-data');
    await hydrated(page);
    const names = await page
      .locator('nav.navbar')
      .evaluate((nav) =>
        [nav, ...Array.from(nav.querySelectorAll('*'))].flatMap((element) => element.getAttributeNames()),
      );
    expect(names.filter((name) => name.startsWith('dropdownitems'))).toEqual([]);
  });

  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    const scrollBy = async (dy: number) => {
      for (let i = 0; i < 5; i++) {
        await page.evaluate((step) => window.scrollBy(0, step), dy / 5);
        await page.waitForTimeout(50);
      }
    };
    await scrollBy(1500);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await scrollBy(-400);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('footer', () => {
  test('links, star button and the 2025 copyright', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', {name: 'Getting Started'})).toHaveAttribute(
      'href',
      '/docs/guides/getting-started',
    );
    await expect(footer.getByRole('link', {name: 'API Reference'})).toHaveAttribute('href', '/docs/api/check');
    await expect(footer.getByRole('link', {name: 'Stack Overflow'})).toHaveAttribute(
      'href',
      'https://stackoverflow.com/questions/tagged/express-validator',
    );
    // The Community column: where to ask, discuss and report.
    await expect(footer.getByRole('link', {name: /^GitHub Discussions/})).toHaveAttribute(
      'href',
      'https://github.com/express-validator/express-validator/discussions',
    );
    await expect(footer.getByRole('link', {name: /^Issues/})).toHaveAttribute(
      'href',
      'https://github.com/express-validator/express-validator/issues',
    );
    await expect(footer.getByRole('link', {name: /^GitHub(?! Discussions)/})).toHaveAttribute(
      'href',
      'https://github.com/express-validator/express-validator',
    );
    // The star button script is stubbed out by the fixture: the plain link must remain usable.
    await expect(footer.getByRole('link', {name: 'Star express-validator on GitHub'})).toBeVisible();
    await expect(footer).toContainText('Copyright © 2025');
  });

  test('the third-party buttons script never blocks rendering', async ({page}) => {
    await page.goto('/');
    const script = page.locator('script[src="https://buttons.github.io/buttons.js"]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('async', '');
    await expect(script).toHaveAttribute('defer', '');
  });
});

test.describe('colour mode', () => {
  test('is light by default and the choice persists across reloads', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs');
    await hydrated(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    // The toggle cycles through system, light and dark; dark is at most two clicks away.
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
    for (let i = 0; i < 2 && (await html.getAttribute('data-theme')) !== 'dark'; i++) {
      await toggle.click();
      await page.waitForTimeout(100);
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference until the reader chooses', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed and stays dismissed after a reload', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('banner').filter({hasText: `Latest: ${latestVersion}`});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page.getByText(`Latest: ${latestVersion}`)).toHaveCount(0);
  });
});

test.describe('docs layout', () => {
  test('the table of contents of a guide holds only h2 and h3 headings', async ({page}) => {
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    const tocLinks = page.locator('.table-of-contents a');
    expect(await tocLinks.count()).toBeGreaterThan(3);
    const targets = await tocLinks.evaluateAll((links) =>
      links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
    );
    expect(new Set(targets)).toEqual(new Set(['H2', 'H3']));
    await expect(page.getByRole('searchbox', {name: 'Filter the headings'})).toHaveCount(0);
  });

  test('the validation chain reference lists every validator and sanitizer, with a filter', async ({page}) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    const toc = page.locator('.theme-doc-toc-desktop');
    const h4 = await page.locator('article h4[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(h4.length).toBeGreaterThan(100);
    const hrefs = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(h4));
    // isEmail() is one click away.
    await toc.getByRole('link', {name: 'isEmail()', exact: true}).click();
    await expect(page).toHaveURL(/#isemail$/);
    await expect(page.getByRole('heading', {level: 4, name: /^isEmail\(\)/})).toBeInViewport();
    // The filter and the list stick beside the page, tens of thousands of pixels down.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
    await expect(page.getByRole('searchbox', {name: 'Filter the headings'})).toBeInViewport();
    await expect(toc.getByRole('link', {name: 'isURL()', exact: true})).toBeAttached();
    expect(await toc.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    // The filter keeps the matches and the groups above them.
    await page.getByRole('searchbox', {name: 'Filter the headings'}).fill('email');
    await expect(toc.locator('a')).toHaveText(referenceTocEmailMatches);
    await page.getByRole('searchbox', {name: 'Filter the headings'}).fill('zzz');
    await expect(page.getByText('No heading matches.')).toBeVisible();
  });

  test('the api sidebar lists the middlewares first and architecture is in no sidebar', async ({page}) => {
    await page.goto('/docs/api/check');
    await hydrated(page);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.locator('.menu__list-item-collapsible').first()).toContainText('Middlewares');
    await expect(sidebar.getByRole('button', {name: 'Middlewares'})).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveText([
      'check()',
      'checkExact()',
      'checkSchema()',
      'oneOf()',
      'ValidationChain',
      'ExpressValidator',
      'matchedData()',
      'validationResult()',
      'Misc',
    ]);
    await page.goto('/docs/architecture');
    await hydrated(page);
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
  });

  test('the mobile sidebar opens and closes below 997 px', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const mobile = page.locator('.navbar-sidebar');
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', {name: 'Field Selection'})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(mobile).toBeHidden();
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  });
});
