/**
 * Search on the embedded backend (the default build, no ALGOLIA_* variables): the DocSearch modal
 * and the /search page of @docusaurus/theme-search-algolia answered by the site's own index.
 * What is checked: the shortcuts and the pre-fill of the modal from a typed key, its messages
 * (searching, no results, a failed request) and its labels.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {searchedPart} from '../src/search/engine/RecordSearch';
import {test, expect as baseExpect, hydrated} from './fixtures';
import {latestVersion} from '../tests/siteContract';

// The first search downloads the engine chunk and an index file and builds the index: give the
// assertions more time than the default on a busy machine.
const expect = baseExpect.configure({timeout: 15_000});

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hits a');

async function openWithShortcut(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
}

/** Opens the modal on `url`, types `query` and waits for the first hit. */
async function search(page: Page, url: string, query: string): Promise<void> {
  await openWithShortcut(page, url);
  await input(page).fill(query);
  await expect(hitLinks(page).first()).toBeVisible();
}

test('the modal brings its own stylesheet on first use, and is styled when it opens', async ({page}) => {
  await page.goto('/docs/guides/getting-started');
  await hydrated(page);
  const sheets = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map(
        (l) => new URL(l.href).pathname,
      ),
    );
  // Before any search: the site stylesheet alone, with the search button's rules in it.
  expect(await sheets()).toEqual([expect.stringMatching(/^\/assets\/css\/styles\.[0-9a-f]+\.css$/)]);
  const button = page.locator('.DocSearch-Button');
  expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  expect((await sheets()).length, 'the modal stylesheet was added').toBe(2);
  // The modal's own rules apply: a fixed, centred dialog with a background, not a bare list.
  const style = await modal(page).evaluate((el) => {
    const s = getComputedStyle(el);
    return {position: getComputedStyle(el.parentElement!).position, background: s.backgroundColor};
  });
  expect(style.position).toBe('fixed');
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
});

test.describe('search modal: keyboard', () => {
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} opens the modal and Escape closes it`, async ({page}) => {
      await page.goto('/docs/guides/getting-started');
      await hydrated(page);
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    });
  }

  test('typing while the search button is focused opens the modal pre-filled', async ({page}) => {
    await page.goto('/docs');
    await hydrated(page);
    await page.getByRole('button', {name: /search/i}).focus();
    await page.keyboard.type('i');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('i');
    await page.keyboard.type('sEmail');
    await expect(input(page)).toHaveValue('isEmail');
    await expect(hitLinks(page).first()).toHaveAttribute('href', '/docs/api/validation-chain#isemail');
  });
});

test.describe('search modal: results', () => {
  test('isEmail finds the isEmail() entry of the reference first', async ({page}) => {
    await search(page, '/docs/api/check', 'isEmail');
    const first = hitLinks(page).first();
    await expect(first).toHaveAttribute('href', '/docs/api/validation-chain#isemail');
    await expect(first.locator('mark').first()).toHaveText('isEmail');
    await first.click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/validation-chain' && url.hash === '#isemail');
    await expect(modal(page)).toHaveCount(0);
  });

  test('a pasted error message finds the section whose example prints it, without showing code', async ({page}) => {
    // The message is in the section's code only (an example's output comment), never in its prose.
    const query = 'value.toLowerCase is not a function';
    await search(page, '/docs', query);
    const first = hitLinks(page).first();
    await expect(first).toHaveAttribute('href', '/docs/guides/common-questions#custom-validator-errors');
    // The code text is searched but not sent to the modal: the hit shows the section's heading.
    await expect(first).toContainText('Why is my error message a JavaScript error?');
    await expect(first).not.toContainText('toLowerCase');
  });

  test('results are scoped to the version being read: Next', async ({page}) => {
    await search(page, '/docs/next/guides/getting-started', 'isEmail');
    await expect(hitLinks(page).first()).toHaveAttribute('href', '/docs/next/api/validation-chain#isemail');
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs)
      expect(href, 'a Next page or a page outside the docs').toMatch(/^\/docs\/next(?:[/#]|$)|^\/(?!docs)/);
  });

  test(`results are scoped to the version being read: ${latestVersion} at /docs`, async ({page}) => {
    await search(page, '/docs/guides/getting-started', 'isEmail');
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).not.toMatch(/^\/docs\/next\b/);
  });

  test('"See all {count} results" leads to /search with the query', async ({page}) => {
    await search(page, '/docs', 'isEmail');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'isEmail');
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('no results: message, suggestions and the report link', async ({page}) => {
    await search(page, '/docs', 'isEmail');
    await input(page).fill('isEmailqqqzzz');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen.locator('strong')).toHaveText('isEmailqqqzzz');
    await expect(screen).toContainText('Try searching for');
    await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/express-validator\/express-validator\/issues\/new\?title=/,
    );
  });

  test('an index file that fails to load shows the error message, and a later search retries', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/search-index/*.json', (route) =>
      route.request().url().endsWith('/manifest.json') ? route.continue() : route.abort(),
    );
    await openWithShortcut(page, '/docs');
    await input(page).fill('isEmail');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await page.unroute('**/search-index/*.json');
    await input(page).fill('isEmai');
    await expect(hitLinks(page).first()).toHaveAttribute('href', '/docs/api/validation-chain#isemail');
    // Chromium logs the aborted requests ("Failed to load resource"); they were provoked on purpose.
    consoleErrors.splice(0);
  });

  test('while the first search loads its index, the modal says "Searching…", never "No results"', async ({page}) => {
    // The index file of the page's version arrives 1.5 s late, as on a slow phone or network.
    await page.route('**/search-index/docs-default-*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await openWithShortcut(page, '/docs');
    // Every screen the modal's dropdown shows, in order, recorded in the page (a poll could miss one).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as {screensSeen: string[]}).screensSeen = seen;
      new MutationObserver(() => {
        const screen = document.querySelector('.DocSearch-Hits')
          ? 'hits'
          : document.querySelector('.DocSearch-NoResults')
            ? 'no results'
            : document.querySelector('.DocSearch-Searching')
              ? 'searching'
              : undefined;
        if (screen && seen.at(-1) !== screen) seen.push(screen);
      }).observe(document.body, {childList: true, subtree: true});
    });
    await input(page).fill('custom validator');
    await expect(page.getByRole('status').filter({hasText: 'Searching…'})).toBeVisible();
    await expect(hitLinks(page).first()).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as {screensSeen: string[]}).screensSeen);
    expect(seen).toEqual(['searching', 'hits']);
  });

  test('HTML in the query is shown as text, never run', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // No word of it is in any index (an earlier query here, `<img src=x onerror=alert(1)>`, has
    // hits: "1" and "x" are in the upgrade pages), so the no-results screen shows it.
    const query = '<svg onload=alert()>';
    await openWithShortcut(page, '/docs');
    await input(page).fill(query);
    await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(query);
    await expect(page.locator('.DocSearch-Modal svg[onload]')).toHaveCount(0);
    // A query whose words match: highlighted hits contain the words as text only.
    await input(page).fill('<b>isEmail</b>');
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hits b')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("the index of the page's version is fetched when search opens, never with the page", async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/search-index|search-engine/.test(request.url())) requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/api/check');
    await hydrated(page);
    // Time for idle-time work (link prefetching) to have run: none of it may touch the search.
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    // Opening the modal starts the engine and the latest version's index (the reader has not typed yet).
    const latestIndex = new RegExp(
      `^/search-index/docs-default-${latestVersion.replaceAll('.', '\\.')}\\.[0-9a-f]{10}\\.json$`,
    );
    await expect.poll(() => requested.some((p) => latestIndex.test(p))).toBe(true);
    expect(requested).toContain('/search-index/manifest.json');
    expect(requested.some((p) => p.includes('docs-default-current'))).toBe(false);
    // Cached: searches fetch nothing more.
    const count = requested.length;
    await input(page).fill('isEmail');
    await expect(hitLinks(page).first()).toBeVisible();
    await input(page).fill('oneOf');
    await expect(hitLinks(page).first()).toBeVisible();
    expect(requested.length).toBe(count);
  });

  test('no Algolia preconnect without hosted Algolia', async ({page}) => {
    await page.goto('/docs');
    await hydrated(page);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
  });
});

test.describe('search page: the version it opens on', () => {
  const select = (page: Page) => page.locator('.search-page-wrapper select');
  const firstResult = (page: Page) => page.locator('main article').first().getByRole('link');

  // One page of each version family (Next, an older 7.x, 6.x, 5.x): "See all results" carries the
  // page's version, which the theme's link would drop (it opens the first version, Next) if the
  // SearchBar module stopped importing the link creator that src/search/searchBarLinkCreator.ts
  // stands in for.
  for (const {url, version, hits} of [
    {url: '/docs/next/api/check', version: 'current', hits: /^\/docs\/next\//},
    {url: '/docs/7.2.0/api/check', version: '7.2.0', hits: /^\/docs\/7\.2\.0\//},
    {url: '/docs/6.5.0/check-api', version: '6.5.0', hits: /^\/docs\/6\.5\.0\//},
    {url: '/docs/5.3.0/check-api', version: '5.3.0', hits: /^\/docs\/5\.3\.0\//},
  ]) {
    test(`"See all results" from ${url} opens /search on ${version}, with the version in the URL`, async ({page}) => {
      await search(page, url, 'isEmail');
      await page.getByRole('link', {name: /^See all \d+ results$/}).click();
      await expect(page).toHaveURL(
        (u) =>
          u.pathname === '/search' &&
          u.searchParams.get('version') === version &&
          u.searchParams.get('q') === 'isEmail',
      );
      await expect(select(page)).toHaveValue(version);
      await expect(firstResult(page)).toHaveAttribute('href', hits);
    });
  }

  test(`from ${latestVersion} (at /docs) it opens on ${latestVersion}, not on Next`, async ({page}) => {
    await search(page, '/docs/api/check', 'matchedData');
    await page.getByRole('link', {name: /^See all \d+ results$/}).click();
    await expect(select(page)).toHaveValue(latestVersion);
    await expect(firstResult(page)).toHaveAttribute('href', /^\/docs\/(?!next\/|\d)/);
  });

  test('a shared link keeps its version; without one the latest release; a bogus one is ignored', async ({page}) => {
    await page.goto('/search?q=isEmail&version=7.2.0');
    await hydrated(page);
    await expect(select(page)).toHaveValue('7.2.0');
    await expect(firstResult(page)).toHaveAttribute('href', /^\/docs\/7\.2\.0\//);

    await page.goto('/search?q=isEmail');
    await hydrated(page);
    await expect(select(page)).toHaveValue(latestVersion);
    await expect(page).toHaveURL((url) => url.searchParams.get('version') === latestVersion);

    await page.goto(`/search?q=isEmail&version=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await hydrated(page);
    await expect(select(page)).toHaveValue(latestVersion);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('the preferred docs version is used when the URL has none, and picking another updates the URL', async ({
    page,
  }) => {
    await page.goto('/docs/6.14.0');
    await page.evaluate(() => window.localStorage.setItem('docs-preferred-version-default', '6.14.0'));
    await page.goto('/search?q=wildcards');
    await hydrated(page);
    await expect(select(page)).toHaveValue('6.14.0');
    await select(page).selectOption('current');
    await expect(page).toHaveURL((url) => url.searchParams.get('version') === 'current');
    await expect(firstResult(page)).toHaveAttribute('href', /^\/docs\/next\//);
  });
});

test.describe('search page', () => {
  test('shows breadcrumbs and snippets, and the version can be picked', async ({page}) => {
    await page.goto('/search?q=isEmail');
    await hydrated(page);
    const select = page.locator('.search-page-wrapper select');
    await select.selectOption(latestVersion);
    const first = page.locator('article').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/docs/api/validation-chain#isemail');
    await expect(first.locator('.breadcrumbs__item')).toHaveText([
      latestVersion,
      'API',
      'ValidationChain',
      'Standard validators',
      'Every validator in detail',
    ]);
    await expect(page.locator('article p').first()).toBeVisible();
    await select.selectOption('current');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/docs/next/api/validation-chain#isemail');
  });

  test('pages through results as the reader scrolls', async ({page}) => {
    await page.goto('/search?q=validation');
    await hydrated(page);
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(15);
    await expect(page.getByText(/^\d+ results$/)).toBeVisible();
    for (let i = 0; i < 5 && (await articles.count()) <= 15; i++) {
      await page.mouse.wheel(0, 20000);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => articles.count()).toBeGreaterThan(15);
  });

  test('HTML in ?q= is shown as text, never run', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const query = '<img src=x onerror=alert(1)>';
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
    // No record has every word, so the words become optional and records with some of them are
    // listed (fallback); the query itself never becomes markup.
    await expect(page.getByText(/^(One result|\d+ results)$|No results were found/)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("a query longer than 512 bytes is searched by its first 512 (Algolia's limit)", async ({page}) => {
    // 52 times "sanitizer " is 520 bytes, so the engine searches the first 51; "trim", past the
    // limit, is left out. A reader who pastes a page of text, or a crafted link, no longer keeps the
    // tab busy for seconds (src/search/engine/RecordSearch.ts).
    const query = `${'sanitizer '.repeat(52)}trim`;
    const firstThreeFor = async (q: string) => {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      await hydrated(page);
      await page.locator('.search-page-wrapper select').selectOption('7.3.0');
      const links = page.locator('main article h2 a');
      await expect(links.first()).toBeVisible();
      return links.evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute('href')));
    };
    const shown = await firstThreeFor(query);
    expect(shown).toEqual(await firstThreeFor(searchedPart(query)));
    // The word past the limit would have changed the answer.
    expect((await firstThreeFor('sanitizer trim'))[0]).not.toBe(shown[0]);
  });

  test('on a phone, a long query leaves the search field and a result in the first screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const query = Array.from({length: 60}, () => 'isEmail').join(' ');
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await hydrated(page);
    const field = await page.locator('.search-page-wrapper form input').first().boundingBox();
    expect(field!.y + field!.height).toBeLessThanOrEqual(844);
    const first = page.locator('main article').first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())!.y).toBeLessThan(844);
    // The title is cut to three lines on screen, but it still holds the whole query.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
  });

  test('a failed request shows the error message', async ({page, consoleErrors}) => {
    await page.route('**/search-index/**', (route) => route.abort());
    await page.goto('/search?q=isEmail');
    await hydrated(page);
    const alert = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
    await expect(alert).toContainText('You might want to check your network connection.');
    consoleErrors.splice(0);
  });
});

test.describe('bundle', () => {
  test('neither the search engine nor the index is in the main bundle', () => {
    const jsDir = 'build/assets/js';
    const main = fs.readdirSync(jsDir).filter((f) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(f));
    expect(main.length).toBe(2);
    const manifest = JSON.parse(fs.readFileSync('build/search-index/manifest.json', 'utf8')) as {
      indexes: Record<string, string>;
    };
    const index = JSON.parse(fs.readFileSync(path.join('build', manifest.indexes['docs-default-7.3.0']!), 'utf8')) as {
      records: [string, number, number, string | null, string | null, number][];
    };
    const sample = index.records.map((r) => r[4]).find((c) => c !== null && c.length > 60)!;
    for (const file of main) {
      const code = fs.readFileSync(path.join(jsDir, file), 'utf8');
      expect(code, file).not.toContain('MiniSearch');
      expect(code, file).not.toContain(sample.slice(0, 60));
      expect(code, file).not.toMatch(/docs-default-7\.3\.0\.[0-9a-f]{10}\.json/);
    }
    // The engine is a chunk of its own, loaded with import().
    expect(fs.readdirSync(jsDir).some((f) => f.startsWith('search-engine.'))).toBe(true);
  });
});
