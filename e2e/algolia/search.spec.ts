/**
 * Search on hosted Algolia: the build made with ALGOLIA_* set (`npm run build:algolia`, dummy
 * credentials from scripts/site/build-algolia.ts, served on its own port by the `algolia` Playwright
 * project). Every request to Algolia's hosts is intercepted here, nothing reaches the network:
 * the tests check what the site asks Algolia for and how it renders Algolia's answers.
 */
import type {Page, Request, Route} from '@playwright/test';

import {test, expect as baseExpect, hydrated} from '../fixtures';
import {algoliaTestEnv} from '../../scripts/site/build-algolia';
import {latestVersion} from '../../tests/siteContract';

const expect = baseExpect.configure({timeout: 15_000});

/** Hosts of the Algolia application (`<appId>-dsn.algolia.net`, `<appId>-N.algolianet.com`). */
const algoliaHosts = /^https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//;
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
};

interface SentQuery {
  indexName?: string;
  query?: string;
  facetFilters?: (string | string[])[];
  hitsPerPage?: number;
}

/** A DocSearch record hit as Algolia returns it for `isEmail` on the page at `path`. */
function isEmailHit(path: string) {
  const text = (value: string, matched = false) => ({
    value,
    matchLevel: matched ? 'full' : 'none',
    matchedWords: matched ? ['isemail'] : [],
  });
  return {
    objectID: `hit-${path}`,
    type: 'lvl2',
    url: `https://express-validator.github.io${path}#isemail`,
    url_without_anchor: `https://express-validator.github.io${path}`,
    anchor: 'isemail',
    content: null,
    hierarchy: {
      lvl0: 'API',
      lvl1: 'ValidationChain',
      lvl2: 'isEmail()',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: {lvl0: text('API'), lvl1: text('ValidationChain'), lvl2: text('<mark>isEmail</mark>()', true)},
    },
    _snippetResult: {hierarchy: {lvl1: text('ValidationChain'), lvl2: text('<mark>isEmail</mark>()', true)}},
  };
}

/**
 * Answers Algolia multi-queries with one mocked hit per query (none for facet-count queries) and
 * records the queries sent. Returns the list of recorded queries.
 */
async function mockAlgolia(page: Page, hitPath: string): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  await page.route(algoliaHosts, async (route: Route, request: Request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: corsHeaders});
    const body = JSON.parse(request.postData() ?? '{}') as {requests?: SentQuery[]};
    const requests = body.requests ?? [];
    sent.push(...requests);
    const results = requests.map((q) => {
      const hits = q.hitsPerPage === 0 ? [] : [isEmailHit(hitPath)];
      return {
        hits,
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: q.hitsPerPage ?? 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query: q.query ?? '',
        params: '',
        index: q.indexName,
        facets: {},
      };
    });
    return route.fulfill({
      status: 200,
      headers: corsHeaders,
      contentType: 'application/json',
      body: JSON.stringify({results}),
    });
  });
  return sent;
}

/** The facet filter entries that every request of a page must carry. */
function expectContextualFilters(query: SentQuery, versionTag: string): void {
  const filters = query.facetFilters ?? [];
  // `language:en` alone (modal) or as a one-value OR-group (the /search page's helper).
  expect(
    filters.some((f) => f === 'language:en' || (Array.isArray(f) && f.length === 1 && f[0] === 'language:en')),
  ).toBe(true);
  const tagGroup = filters.find((f) => Array.isArray(f) && f.some((v) => v.startsWith('docusaurus_tag:'))) as
    string[] | undefined;
  expect(tagGroup?.sort()).toEqual(['docusaurus_tag:default', `docusaurus_tag:${versionTag}`].sort());
  const typeGroup = filters.find((f) => Array.isArray(f) && f.some((v) => v.startsWith('type:'))) as
    string[] | undefined;
  expect(typeGroup, 'the type facet filter is one OR-group that keeps body text').toContain('type:content');
}

test('the Algolia preconnect is emitted and the embedded index is not used', async ({page}) => {
  const local: string[] = [];
  page.on('request', (r) => {
    if (/search-index|search-engine/.test(r.url())) local.push(r.url());
  });
  await mockAlgolia(page, '/docs/api/validation-chain');
  await page.goto('/docs');
  await hydrated(page);
  await expect(
    page.locator(`link[rel="preconnect"][href="https://${algoliaTestEnv.ALGOLIA_APP_ID}-dsn.algolia.net"]`),
  ).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('isEmail');
  await expect(page.locator('.DocSearch-Hits a').first()).toBeVisible();
  expect(local).toEqual([]);
});

for (const {label, url, tag, hitPath} of [
  {
    label: 'Next',
    url: '/docs/next/guides/getting-started',
    tag: 'docs-default-current',
    hitPath: '/docs/next/api/validation-chain',
  },
  {
    label: latestVersion,
    url: '/docs/guides/getting-started',
    tag: `docs-default-${latestVersion}`,
    hitPath: '/docs/api/validation-chain',
  },
]) {
  test(`modal on ${label}: requests carry the language and version-tag filters, hits render`, async ({page}) => {
    const sent = await mockAlgolia(page, hitPath);
    await page.goto(url);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('isEmail');
    const first = page.locator('.DocSearch-Hits a').first();
    await expect(first).toHaveAttribute('href', `${hitPath}#isemail`);
    await expect(first.locator('mark')).toHaveText('isEmail');
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) {
      expect(query.indexName).toBe(algoliaTestEnv.ALGOLIA_INDEX_NAME);
      expectContextualFilters(query, tag);
    }
  });

  test(`"See all results" on ${label} keeps the version: /search opens on it and asks Algolia for it`, async ({
    page,
  }) => {
    const sent = await mockAlgolia(page, hitPath);
    await page.goto(url);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('isEmail');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results?$/});
    await expect(seeAll).toBeVisible();
    // The requests the /search page sends, not the modal's.
    const before = sent.length;
    await seeAll.click();
    const version = tag.slice('docs-default-'.length);
    await expect(page).toHaveURL(
      (u) =>
        u.pathname === '/search' && u.searchParams.get('version') === version && u.searchParams.get('q') === 'isEmail',
    );
    await expect(page.locator('.search-page-wrapper select')).toHaveValue(version);
    const tagged = (q: SentQuery) =>
      q.query === 'isEmail' &&
      (q.facetFilters ?? []).some((f) => Array.isArray(f) && f.includes(`docusaurus_tag:${tag}`));
    await expect.poll(() => sent.slice(before).some(tagged)).toBe(true);
  });
}

test('search page: requests carry the filters of the picked version, hits render', async ({page}) => {
  const sent = await mockAlgolia(page, '/docs/api/validation-chain');
  await page.goto('/search?q=isEmail');
  await hydrated(page);
  await page.locator('.search-page-wrapper select').selectOption(latestVersion);
  await expect(page.locator('article').first().getByRole('link')).toHaveAttribute(
    'href',
    '/docs/api/validation-chain#isemail',
  );
  // The line above the hit: the version and the navbar section, then the page (the record's lvl0 left out).
  await expect(page.locator('article').first().locator('.breadcrumbs__item')).toHaveText([
    latestVersion,
    'API',
    'ValidationChain',
  ]);
  const withHits = sent.filter(
    (q) =>
      q.hitsPerPage !== 0 &&
      (q.facetFilters ?? []).some(
        (f) => Array.isArray(f) && f.includes(`docusaurus_tag:docs-default-${latestVersion}`),
      ),
  );
  expect(withHits.length).toBeGreaterThan(0);
  for (const query of withHits) expectContextualFilters(query, `docs-default-${latestVersion}`);
});

test('a network failure shows the error message', async ({page, consoleErrors}) => {
  await page.route(algoliaHosts, (route) => route.abort());
  await page.goto('/docs');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('isEmail');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error).toContainText('Unable to fetch results');
  await expect(error).toContainText('You might want to check your network connection.');
  // Failed requests are logged by Chromium, and DocSearch rethrows the failure after showing its
  // error screen (an unhandled rejection): both were provoked on purpose.
  consoleErrors.splice(0);
});
