import {test, expect, hydrated} from './fixtures';
import {docsPaths, sitemapPaths, versionBase} from './site-pages';
import {docsVersions} from '../src/docsVersions';

/**
 * Faults the site must survive: storage blocked, JavaScript off, the third-party buttons script
 * blocked, a route's code chunk failing to load, the search backend unreachable. Tests that expect
 * a specific console error remove exactly that one from `consoleErrors`; any other still fails.
 */

/** Removes from `errors` the entries matching `pattern`; returns how many were removed. */
function allow(errors: string[], pattern: RegExp): number {
  const rest = errors.filter((e) => !pattern.test(e));
  const removed = errors.length - rest.length;
  errors.splice(0, errors.length, ...rest);
  return removed;
}

test.describe('browser storage unavailable', () => {
  test('every localStorage access throws: the site renders, the colour toggle works for the visit, one warning', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' && /storage/i.test(msg.text())) warnings.push(msg.text());
    });
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    await expect(page.locator('article h1')).toBeVisible();
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
    for (let i = 0; i < 2 && (await html.getAttribute('data-theme')) !== 'dark'; i++) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // Client-side navigation keeps the choice for the visit.
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Field Selection'}).click();
    await expect(page).toHaveURL(/\/docs\/guides\/field-selection$/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // The announcement bar can still be closed.
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    expect(warnings, 'a single storage warning').toHaveLength(1);
    expect(warnings[0]).toContain('browser storage is not available');
  });
});

test.describe('JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  // One test per docs version present, over every page of that version in the sitemap.
  for (const version of docsVersions) {
    const base = versionBase(version);
    test(`every page of ${version.name === 'current' ? 'Next' : version.name} (${base}) is readable and its links work`, async ({
      page,
    }) => {
      const pages = docsPaths().filter(
        (p) =>
          p === base ||
          (p.startsWith(`${base}/`) &&
            !docsVersions.some(
              (o) =>
                o !== version &&
                versionBase(o).length > base.length &&
                (p === versionBase(o) || p.startsWith(`${versionBase(o)}/`)),
            )),
      );
      expect(pages.length, 'pages of the version').toBeGreaterThan(0);
      // A validation chain reference is 450 kB of HTML: seconds to load and lay out on a busy machine.
      test.setTimeout(30_000 + pages.length * 5_000);
      const known = new Set(sitemapPaths());
      let followed = 0;
      for (const path of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // One look at the server-rendered page: its heading and text are shown, and its next-page
        // link (or first sidebar link) is a plain anchor to another page of the build.
        const seen = await page.evaluate(() => {
          const content = document.querySelector('main');
          const h1 = content?.querySelector('h1');
          const link =
            document.querySelector<HTMLAnchorElement>('.pagination-nav__link--next') ??
            document.querySelector<HTMLAnchorElement>('nav[aria-label="Docs sidebar"] a.menu__link[href^="/"]');
          return {
            heading: h1 ? h1.getBoundingClientRect().height > 0 && getComputedStyle(h1).visibility !== 'hidden' : false,
            text: content instanceof HTMLElement ? content.innerText.length : 0,
            href: link?.getAttribute('href') ?? null,
          };
        });
        expect(seen.heading, `${path}: visible h1`).toBe(true);
        expect(seen.text, `${path}: has text`).toBeGreaterThan(50);
        if (seen.href === null) continue; // a page outside every sidebar, without pagination
        expect(known.has(seen.href.replace(/#.*$/, '')), `${path}: link ${seen.href} is a page of the build`).toBe(
          true,
        );
        followed++;
      }
      // Clicking works too (a full page load, no router).
      await page.goto(pages[0]);
      const first = page
        .locator('.pagination-nav__link--next, nav[aria-label="Docs sidebar"] a.menu__link[href^="/"]')
        .first();
      const target = await first.getAttribute('href');
      await first.click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      await expect(page.locator('main h1').first()).toBeVisible();
      console.log(`${base}: ${pages.length} pages read without JavaScript, ${followed} links checked`);
    });
  }
});

test.describe('third-party buttons script blocked', () => {
  test('nothing else breaks: page, star link, toggle, search', async ({page}) => {
    // The fixture leaves other hosts' failed loads out of its errors; this test counts its own.
    const blocked: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /^https:\/\/buttons\.github\.io\//.test(msg.location().url))
        blocked.push(msg.text());
    });
    await page.route(/^https:\/\/buttons\.github\.io\//, (route) => route.abort('blockedbyclient'));
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Request validation for Express'})).toBeVisible();
    await expect(page.locator('footer').getByRole('link', {name: 'Star express-validator on GitHub'})).toBeVisible();
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(
      (await html.getAttribute('data-theme')) !== before || (await html.getAttribute('data-theme-choice')) !== 'system',
    ).toBe(true);
    expect(blocked, 'the one blocked-script error').toEqual([expect.stringMatching(/net::ERR_BLOCKED_BY_CLIENT/)]);
  });
});

test.describe('route chunk fails to load', () => {
  // Docusaurus 3.10 (PendingNavigation): when the code of the next route fails to load during a
  // client-side navigation, it logs the error with console.warn and reloads the page, which then
  // loads the target page in full. The link is followed with the keyboard: a mouse hover would
  // preload the chunk first, and that preload's failure is an unhandled rejection of Docusaurus's
  // Link (it would be reported as an uncaught error; the navigation itself still recovers).
  test('client navigation to a route whose chunk fails: a warning, then a full reload of the target page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as {__beforeReload: boolean}).__beforeReload = true));
    // Fail the first script chunk requested from now on (the target route's code).
    let failed = '';
    await page.route(/\/assets\/js\/.+\.js$/, (route) => {
      if (!failed && route.request().resourceType() === 'script') {
        failed = route.request().url();
        return route.abort('failed');
      }
      return route.continue();
    });
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    const link = page.locator('.navbar').getByRole('link', {name: 'API', exact: true});
    await link.focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/check');
    await hydrated(page);
    await expect(page.locator('article h1')).toContainText('check()');
    expect(
      await page.evaluate(() => (window as unknown as {__beforeReload?: boolean}).__beforeReload),
      'a full page load happened',
    ).toBeUndefined();
    expect(failed, 'a chunk request was failed').not.toBe('');
    expect(
      warnings.some((w) => /ChunkLoadError|Loading chunk/i.test(w)),
      `chunk warning in ${JSON.stringify(warnings)}`,
    ).toBe(true);
    expect(allow(consoleErrors, /Failed to load resource: net::ERR_FAILED/), 'the one failed chunk').toBe(1);
  });
});

test.describe('search backend unreachable', () => {
  // The default build searches the embedded index served with the site (src/plugins/search-index):
  // here every file of it fails, the manifest included. The hosted-Algolia build's network failure
  // is tested in e2e/algolia/, and a single failing index file in e2e/search.spec.ts.
  test('the search modal says "Unable to fetch results"', async ({page, consoleErrors}) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/docs');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('matchedData');
    await expect(page.getByText('Unable to fetch results')).toBeVisible({timeout: 5_000});
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    // Chromium logs the aborted requests, and DocSearch rethrows the failure after showing its
    // error screen; both were provoked on purpose.
    consoleErrors.splice(0);
  });
});
