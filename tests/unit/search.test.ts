/**
 * Unit tests of the search backends' pure parts: facet filters, record extraction from built HTML,
 * the index file encoding, the MiniSearch adapter (Algolia result shape, ranking, escaping), the
 * embedded client driven by the real algoliasearch-helper (as the /search page drives it), and the
 * build-time DocSearch fixes against the installed @docsearch/react.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import algoliaSearchHelper from 'algoliasearch-helper';

import config from '../../docusaurus.config';
import {extractPageRecords} from '../../src/plugins/search-index/extract';
import {installedSearchBarFile, linkCreatorSource} from '../../src/plugins/search-index';
import {
  matchesFacetFilters,
  requiredValues,
  typeFacetFilters,
  withExtraFacetFilters,
  type FacetFilters,
} from '../../src/search/facetFilters';
import {decodeIndexFile, encodeIndexFile, type SearchRecord} from '../../src/search/records';
import {
  RecordSearch,
  defaultWeights,
  entryDescription,
  entryKeys,
  isApiName,
  isCalledName,
  kinWords,
  maxQueryBytes,
  nameWords,
  pageKind,
  searchedPart,
  transpositions,
  typoBudget,
  weakWords,
  withoutLibraryName,
} from '../../src/search/engine/RecordSearch';
import {pickSearchVersion} from '../../src/search/searchPage/version';

// ---------------------------------------------------------------------------------------------
// Facet filters
// ---------------------------------------------------------------------------------------------

test('typeFacetFilters: one OR-group, every type by default, content always kept', () => {
  assert.deepEqual(typeFacetFilters(undefined), [
    ['type:content', 'type:lvl0', 'type:lvl1', 'type:lvl2', 'type:lvl3', 'type:lvl4', 'type:lvl5', 'type:lvl6'],
  ]);
  assert.deepEqual(typeFacetFilters(' lvl1, type:lvl2 '), [['type:content', 'type:lvl1', 'type:lvl2']]);
  assert.deepEqual(typeFacetFilters('lvl3'), [['type:content', 'type:lvl3']]);
  assert.throws(() => typeFacetFilters('lvl9'), /not a record type/);
  assert.throws(() => typeFacetFilters('type:-content'), /not a record type/);
  assert.throws(() => typeFacetFilters('language:en'), /not a record type/);
});

test('the site config sends the type group with every modal request', () => {
  const algolia = (
    config.themeConfig as {algolia: {searchParameters: {facetFilters: string[][]}; contextualSearch: boolean}}
  ).algolia;
  assert.equal(algolia.contextualSearch, true);
  assert.ok(algolia.searchParameters.facetFilters[0]!.includes('type:content'));
  const plugin = (config.plugins ?? []).find((p) => Array.isArray(p) && typeof p[0] === 'function') as [
    unknown,
    {backend: string},
  ];
  assert.equal(plugin[1].backend, process.env.ALGOLIA_APP_ID ? 'algolia' : 'embedded');
});

test('matchesFacetFilters: AND of entries, OR inside groups, negation', () => {
  const record = {language: 'en', docusaurus_tag: 'docs-default-7.3.0', type: 'lvl2'};
  const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7.3.0']];
  assert.equal(matchesFacetFilters(record, contextual), true);
  assert.equal(
    matchesFacetFilters(record, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    false,
  );
  assert.equal(matchesFacetFilters(record, [...contextual, ...typeFacetFilters('lvl1')]), false);
  assert.equal(matchesFacetFilters({...record, type: 'content'}, [...contextual, ...typeFacetFilters('lvl1')]), true);
  assert.equal(matchesFacetFilters(record, ['type:-lvl2']), false);
  assert.equal(matchesFacetFilters(record, 'language:fr'), false);
  assert.equal(matchesFacetFilters(record, undefined), true);
  assert.equal(matchesFacetFilters({}, ['language:en']), false);
});

test('requiredValues: the version tags a query can match', () => {
  const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
  assert.deepEqual(requiredValues(filters, 'docusaurus_tag'), ['default', 'docs-default-current']);
  assert.equal(requiredValues(['language:en'], 'docusaurus_tag'), undefined);
  assert.equal(requiredValues([['docusaurus_tag:default', 'type:lvl1']], 'docusaurus_tag'), undefined);
  assert.deepEqual(requiredValues([['docusaurus_tag:a', 'docusaurus_tag:b'], 'docusaurus_tag:b'], 'docusaurus_tag'), [
    'b',
  ]);
});

test('withExtraFacetFilters: both multi-query shapes, input unchanged', () => {
  const extra = [['type:content', 'type:lvl1']];
  const v5 = {requests: [{indexName: 'i', query: 'q', facetFilters: ['language:en']}]};
  assert.deepEqual(withExtraFacetFilters(v5, extra).requests[0]!.facetFilters, [
    'language:en',
    ['type:content', 'type:lvl1'],
  ]);
  assert.deepEqual(v5.requests[0]!.facetFilters, ['language:en']);
  const legacy = [{indexName: 'i', params: {query: 'q'} as {query: string; facetFilters?: FacetFilters}}];
  assert.deepEqual(withExtraFacetFilters(legacy, extra)[0]!.params!.facetFilters, [['type:content', 'type:lvl1']]);
  assert.equal(withExtraFacetFilters(legacy, undefined), legacy);
});

// ---------------------------------------------------------------------------------------------
// Extraction from built HTML
// ---------------------------------------------------------------------------------------------

/** A page shaped like Docusaurus 3.10's minified output (unquoted attributes, omitted end tags). */
const docPage = `<!doctype html><html lang=en><head><title>Customizing | express-validator</title>
<meta name=docusaurus_locale content=en><meta name=docsearch:language content=en>
<meta name=docusaurus_version content=7.3.0><meta name=docusaurus_tag content=docs-default-7.3.0></head>
<body><nav class=navbar><a class="navbar__item navbar__link navbar__link--active" href=/docs>Docs</a></nav>
<div class=main-wrapper><aside><nav class=menu><a class="menu__link menu__link--sublist menu__link--active" href=/docs/category/guides>Guides</a>
<a class="menu__link menu__link--active" href=/docs/guides/customizing>Customizing</a></nav></aside>
<main><article><nav class=theme-doc-breadcrumbs><span>Guides</span></nav><span class=theme-doc-version-badge>Version: 7.3.0</span>
<details class="page-actions pageActions_x"><summary><span aria-hidden=true>⋯</span></summary><div>Copy page</div></details>
<div class="theme-doc-markdown markdown"><header><h1>Customizing</h1></header><p>Intro text with <code>withMessage()</code>.
<h2 class=anchor id=custom-validators>Custom validators<a href=#custom-validators class=hash-link>\u200b</a></h2>
<p>A custom validator is a function &lt;value&gt;.
<div class=theme-code-block><pre><code>body('x').custom(fn)</code></pre></div>
<ul><li>First item<ul><li>Nested item</ul><li><p>Item with paragraph</ul>
<h3 id=options>Options</h3><table><thead><tr><th>Field<th>Type<tbody><tr><td><code>min</code><td>number</table>
</div><footer class=theme-doc-footer>Edit this page</footer></article></main></div>
<footer class=footer>Copyright</footer></body></html>`;

test('extractPageRecords: hierarchy, anchors, content, exclusions', () => {
  const records = extractPageRecords(docPage, {url: 'https://example.org/docs/guides/customizing'})!;
  const brief = records.map((r) => [r.type, r.anchor, r.type === 'content' ? r.content : r.hierarchy[r.type]]);
  assert.deepEqual(brief, [
    ['lvl1', null, 'Customizing'],
    ['content', null, 'Intro text with withMessage().'],
    ['lvl2', 'custom-validators', 'Custom validators'],
    ['content', 'custom-validators', 'A custom validator is a function <value>.'],
    ['content', 'custom-validators', 'First item'],
    ['content', 'custom-validators', 'Nested item'],
    ['content', 'custom-validators', 'Item with paragraph'],
    ['lvl3', 'options', 'Options'],
    ['content', 'options', 'min — number'],
  ]);
  const options = records.find((r) => r.anchor === 'options' && r.type === 'content')!;
  assert.deepEqual(options.hierarchy, {
    lvl0: 'Guides',
    lvl1: 'Customizing',
    lvl2: 'Custom validators',
    lvl3: 'Options',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(options.url, 'https://example.org/docs/guides/customizing#options');
  assert.equal(options.url_without_anchor, 'https://example.org/docs/guides/customizing');
  assert.equal(options.language, 'en');
  assert.equal(options.docusaurus_tag, 'docs-default-7.3.0');
  assert.equal(options.version, '7.3.0');
  assert.deepEqual(records[2]!.weight, {pageRank: 0, level: 90, position: 2});
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
});

test('extractPageRecords: the active navbar item is lvl0 when no category is active', () => {
  const page = docPage.replace('menu__link--sublist menu__link--active', 'menu__link--sublist');
  assert.equal(extractPageRecords(page, {url: 'https://example.org/docs/x'})![0]!.hierarchy.lvl0, 'Docs');
});

test('extractPageRecords: a summary row that only links to a section of the page is left out', () => {
  const page = `<!DOCTYPE html><html><head><meta name="docusaurus_tag" content="docs-default-7.3.0"><title>Chain | Site</title></head>
<body><div class="main-wrapper"><article><h1>Chain</h1>
<h3 id="standard-validators">Standard validators</h3>
<table><thead><tr><th>Validator</th><th>What it does</th></tr></thead><tbody>
<tr><td><a href="#isint"><code>isInt()</code></a></td><td>Checks for an integer between min and max.</td></tr>
<tr><td><a href="#elsewhere"><code>isFoo()</code></a></td><td>Links to no section of this page.</td></tr>
<tr><td>See <a href="#isint">isInt()</a></td><td>More than the link in its first cell.</td></tr>
</tbody></table>
<h4 id="isint">isInt()</h4><p>Checks for an integer between min and max.</p>
</article></div></body></html>`;
  const records = extractPageRecords(page, {url: 'https://example.org/docs/api/chain'})!;
  const contents = records.filter((r) => r.type === 'content').map((r) => `${r.anchor}: ${r.content}`);
  assert.deepEqual(contents, [
    'standard-validators: isFoo() — Links to no section of this page.',
    'standard-validators: See isInt() — More than the link in its first cell.',
    'isint: Checks for an integer between min and max.',
  ]);
});

test('extractPageRecords: redirect stubs and noindex pages are not searchable', () => {
  const stub = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/docs/api/check"></head></html>';
  assert.equal(extractPageRecords(stub, {url: 'https://example.org/docs/check-api'}), null);
  const noindex = docPage.replace('<title>', '<meta property=robots content="noindex, follow"><title>');
  assert.equal(extractPageRecords(noindex, {url: 'https://example.org/search'}), null);
});

test('index file encoding round-trips to the same records, smaller', () => {
  const records = extractPageRecords(docPage, {url: 'https://example.org/docs/guides/customizing'})!;
  const file = encodeIndexFile('docs-default-7.3.0', records);
  assert.deepEqual(decodeIndexFile(JSON.parse(JSON.stringify(file))), records);
  assert.ok(JSON.stringify(file).length < JSON.stringify(records).length / 2);
  assert.throws(() => encodeIndexFile('default', records), /tag\/language\/version/);
});

// ---------------------------------------------------------------------------------------------
// The MiniSearch adapter
// ---------------------------------------------------------------------------------------------

function record(
  tag: string,
  path: string,
  position: number,
  type: SearchRecord['type'],
  levels: string[],
  content: string | null = null,
): SearchRecord {
  const anchor = levels.length > 2 ? levels[levels.length - 1]!.toLowerCase().replace(/\W/g, '') : null;
  const url = `https://example.org${path}`;
  return {
    objectID: `${tag}:${path}:${position}`,
    type,
    hierarchy: {
      lvl0: levels[0]!,
      lvl1: levels[1] ?? null,
      lvl2: levels[2] ?? null,
      lvl3: levels[3] ?? null,
      lvl4: levels[4] ?? null,
      lvl5: null,
      lvl6: null,
    },
    content,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    language: 'en',
    docusaurus_tag: tag,
    version: tag === 'default' ? null : tag.slice('docs-default-'.length),
    weight: {pageRank: 0, level: type === 'content' ? 0 : 100 - (Number(type.slice(3)) - 1) * 10, position},
  };
}

const latest = 'docs-default-7.3.0';
const corpus: SearchRecord[] = [
  record(latest, '/docs/guides/start', 0, 'lvl1', ['Guides', 'Getting started']),
  record(
    latest,
    '/docs/guides/start',
    1,
    'content',
    ['Guides', 'Getting started'],
    "Validate with body('email').isEmail() and read <errors> as JSON.",
  ),
  record(
    latest,
    '/docs/guides/start',
    2,
    'content',
    ['Guides', 'Getting started'],
    'isEmail isEmail isEmail: three mentions in one paragraph.',
  ),
  record(latest, '/docs/api/chain', 3, 'lvl4', [
    'API',
    'ValidationChain',
    'Standard validators',
    'Validators',
    'isEmail()',
  ]),
  record(
    latest,
    '/docs/api/chain',
    4,
    'content',
    ['API', 'ValidationChain', 'Standard validators', 'Validators', 'isEmail()'],
    'Checks that the value is an email address.',
  ),
  record(latest, '/docs/api/chain', 5, 'lvl4', [
    'API',
    'ValidationChain',
    'Standard validators',
    'Validators',
    'normalizeEmail()',
  ]),
  record('docs-default-current', '/docs/next/api/chain', 6, 'lvl4', [
    'API',
    'ValidationChain',
    'Standard validators',
    'Validators',
    'isEmail()',
  ]),
  record(
    'default',
    '/',
    7,
    'content',
    ['express-validator', 'express-validator'],
    'Validation middleware; isEmail is one of many validators.',
  ),
  ...Array.from({length: 30}, (_, i) =>
    record(latest, `/docs/page-${i}`, 100 + i, 'content', ['Docs', `Page ${i}`], `Validation topic number ${i}.`),
  ),
];
const contextual = (tag: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]];

test('RecordSearch: the isEmail() heading ranks first, results stay in the requested version', () => {
  const search = new RecordSearch(corpus);
  const result = search.search({
    query: 'isEmail',
    facetFilters: contextual(latest),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  assert.equal(result.hits[0]!.url, 'https://example.org/docs/api/chain#isemail');
  assert.equal(result.hits[0]!._highlightResult.hierarchy.lvl4!.value, '<mark>isEmail</mark>()');
  assert.equal(result.hits[0]!._highlightResult.hierarchy.lvl4!.matchLevel, 'full');
  assert.ok(result.hits.every((h) => h.docusaurus_tag === latest || h.docusaurus_tag === 'default'));
  // Distinct by URL: the paragraph under the isEmail() heading shares its URL and is folded into it.
  assert.equal(result.hits.filter((h) => h.url.endsWith('#isemail')).length, 1);
  const next = search.search({query: 'isEmail', facetFilters: contextual('docs-default-current')});
  assert.equal(next.hits[0]!.url, 'https://example.org/docs/next/api/chain#isemail');
});

test('searchedPart: a query over 512 UTF-8 bytes is searched up to its last whole word within them', () => {
  assert.equal(maxQueryBytes, 512);
  assert.equal(searchedPart('isEmail not working'), 'isEmail not working');
  const exact = 'a'.repeat(512);
  assert.equal(searchedPart(exact), exact);
  // 100 words of 6 bytes and a space each: 73 fit (511 bytes); the cut 74th word is left out.
  const long = Array.from({length: 100}, (_, i) => `word${String(i).padStart(2, '0')}`).join(' ');
  const part = searchedPart(long);
  assert.ok(long.startsWith(part));
  assert.ok(Buffer.byteLength(part) <= 512);
  assert.match(part, /word71 word72 $/);
  // A cut multi-byte word: "é" is 2 bytes, so 300 of them (600 bytes) keep 256 characters.
  assert.equal(searchedPart('é'.repeat(300)), 'é'.repeat(256));
  assert.equal(searchedPart(`valid ${'é'.repeat(300)}`), 'valid ');
  // A 4-byte character is never split.
  assert.equal(Buffer.byteLength(searchedPart('😀'.repeat(200))), 512);
});

test('RecordSearch: a query over 512 bytes is answered as its first 512, and echoed whole', () => {
  const search = new RecordSearch(corpus);
  // 65 times "isEmail " is 520 bytes: "json", past the limit, would leave only the paragraph that
  // has both words (every word must match).
  const query = `${'isEmail '.repeat(65)}json`;
  const long = search.search({query, facetFilters: contextual(latest)});
  assert.equal(long.query, query);
  assert.equal(long.hits[0]!.url, 'https://example.org/docs/api/chain#isemail');
  assert.deepEqual(
    long.hits.map((h) => h.url),
    search.search({query: 'isEmail', facetFilters: contextual(latest)}).hits.map((h) => h.url),
  );
  // Only the paragraph that has both words answers "isEmail json".
  assert.equal(search.search({query: 'isEmail json', facetFilters: contextual(latest)}).nbHits, 1);
});

test('RecordSearch: Algolia result shape, paging, facet counts, count-only queries', () => {
  const search = new RecordSearch(corpus);
  const page0 = search.search({
    query: 'validation',
    hitsPerPage: 15,
    facetFilters: contextual(latest),
    facets: ['docusaurus_tag'],
  });
  const total = page0.nbHits;
  assert.ok(total > 30 && total <= 45, `${total} hits: the 30 pages, the home page and near spellings`);
  assert.equal(page0.nbPages, Math.ceil(total / 15));
  assert.equal(page0.page, 0);
  assert.equal(page0.hits.length, 15);
  assert.equal(page0.hitsPerPage, 15);
  assert.equal(page0.facets!.docusaurus_tag!.default, 1);
  assert.equal(page0.facets!.docusaurus_tag![latest], total - 1);
  const pages = Array.from(
    {length: page0.nbPages},
    (_, page) => search.search({query: 'validation', hitsPerPage: 15, page, facetFilters: contextual(latest)}).hits,
  );
  assert.equal(pages.at(-1)!.length, total - 15 * (page0.nbPages - 1));
  assert.equal(new Set(pages.flat().map((h) => h.objectID)).size, total);
  const countOnly = search.search({query: 'validation', hitsPerPage: 0});
  assert.deepEqual([countOnly.hits.length, countOnly.nbPages], [0, 0]);
  assert.ok(countOnly.nbHits >= total);
  const hit = page0.hits[0]!;
  for (const key of [
    'objectID',
    'type',
    'url',
    'url_without_anchor',
    'anchor',
    'content',
    'hierarchy',
    '_highlightResult',
    '_snippetResult',
  ]) {
    assert.ok(key in hit, key);
  }
  assert.deepEqual(search.search({query: '   '}).hits, []);
  assert.equal(search.search({query: 'zzzqqqxxx'}).nbHits, 0);
});

test('RecordSearch: prefix and typo tolerance, camelCase parts', () => {
  const search = new RecordSearch(corpus);
  const first = (query: string) => search.search({query, facetFilters: contextual(latest)}).hits[0]?.url;
  assert.equal(first('isEma'), 'https://example.org/docs/api/chain#isemail');
  assert.equal(first('isEmaik'), 'https://example.org/docs/api/chain#isemail');
  const email = search.search({
    query: 'email',
    facetFilters: contextual(latest),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  assert.ok(email.hits.some((h) => h._highlightResult.hierarchy.lvl4?.value === 'normalize<mark>Email</mark>()'));
});

test('RecordSearch: text is HTML-escaped, only the highlight tags are markup', () => {
  const search = new RecordSearch(corpus);
  const result = search.search({
    query: '<img src=x onerror=alert(1)> errors',
    facetFilters: contextual(latest),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['content:6'],
    snippetEllipsisText: '…',
  });
  // No record has every word, so the words become optional (fallback): the hits match `errors`, and
  // nothing of the query reaches them as markup.
  assert.ok(result.nbHits > 0, 'the fallback finds the records that match some words');
  for (const h of result.hits) {
    assert.ok(!JSON.stringify(h).includes('<img'), 'no query markup in a hit');
  }
  const hit = search.search({
    query: 'errors json',
    facetFilters: contextual(latest),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['content:6'],
    snippetEllipsisText: '…',
  }).hits[0]!;
  assert.equal(hit.content, 'Validate with body(&#39;email&#39;).isEmail() and read &lt;errors&gt; as JSON.');
  assert.equal(
    hit._highlightResult.content!.value,
    'Validate with body(&#39;email&#39;).isEmail() and read &lt;<mark>errors</mark>&gt; as <mark>JSON</mark>.',
  );
  assert.equal(
    hit._snippetResult.content!.value,
    '…body(&#39;email&#39;).isEmail() and read &lt;<mark>errors</mark>&gt; as <mark>JSON</mark>.',
  );
  assert.equal(
    search
      .search({query: 'errors'})
      .hits[0]!._highlightResult.content!.value.includes('algolia-docsearch-suggestion--highlight'),
    true,
    'default tags are DocSearch index tags',
  );
});

// ---------------------------------------------------------------------------------------------
// The embedded client, as the /search page drives it
// ---------------------------------------------------------------------------------------------

test('embedded client + algoliasearch-helper: results, and only the needed index files are fetched', async () => {
  const files: Record<string, unknown> = {
    '/search-index/manifest.json': {
      format: 1,
      indexes: {
        default: '/search-index/default.a.json',
        [latest]: '/search-index/latest.b.json',
        'docs-default-current': '/search-index/next.c.json',
      },
    },
    '/search-index/default.a.json': encodeIndexFile(
      'default',
      corpus.filter((r) => r.docusaurus_tag === 'default'),
    ),
    '/search-index/latest.b.json': encodeIndexFile(
      latest,
      corpus.filter((r) => r.docusaurus_tag === latest),
    ),
    '/search-index/next.c.json': encodeIndexFile(
      'docs-default-current',
      corpus.filter((r) => r.docusaurus_tag === 'docs-default-current'),
    ),
  };
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    fetched.push(url);
    const body = files[url];
    return new Response(body === undefined ? 'not found' : JSON.stringify(body), {
      status: body === undefined ? 404 : 200,
    });
  }) as typeof fetch;
  try {
    const {embeddedSearchClient} = await import('../../src/search/embeddedClient');
    const client = embeddedSearchClient('/search-index/manifest.json');
    // Configured like the theme's SearchPage (hitsPerPage 15, disjunctive language + tag facets).
    const helper = algoliaSearchHelper(client as never, 'index', {
      hitsPerPage: 15,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    } as never);
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', latest);
    const results = await new Promise<{hits: {url: string}[]; nbHits: number; nbPages: number; page: number}>(
      (resolve, reject) => {
        helper.on('result', ({results: r}) => resolve(r as never));
        helper.on('error', ({error}) => reject(error));
        helper.setQuery('isEmail').setPage(0).search();
      },
    );
    assert.equal(results.hits[0]!.url, 'https://example.org/docs/api/chain#isemail');
    assert.equal(results.page, 0);
    assert.ok(results.nbHits >= 3);
    assert.deepEqual(fetched.sort(), [
      '/search-index/default.a.json',
      '/search-index/latest.b.json',
      '/search-index/manifest.json',
    ]);

    // A missing file rejects with the error name DocSearch turns into its error screen.
    delete files['/search-index/next.c.json'];
    await assert.rejects(
      client.search({
        requests: [{indexName: 'index', query: 'isEmail', facetFilters: contextual('docs-default-current')}],
      }),
      (error: Error) => error.name === 'RetryError' && /HTTP 404/.test(error.message),
    );
  } finally {
    globalThis.fetch = realFetch;
  }
});

// ---------------------------------------------------------------------------------------------
// Build-time DocSearch fixes
// ---------------------------------------------------------------------------------------------

test('the DocSearch fixes apply to the installed @docsearch/react', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('../../src/plugins/search-index/docsearchFixesLoader.cjs') as (
    this: {resourcePath: string},
    source: string,
  ) => string;
  const file = require.resolve('@docsearch/react/modal').replace(/modal\.js$/, 'dist/esm/DocSearchModal.js');
  const source = fs.readFileSync(file, 'utf8');
  const fixed = loader.call({resourcePath: file}, source);
  assert.match(fixed, /searchSuggestions:Array\.from\(new Set\(\[\]\.concat\(/);
  assert.match(fixed, /\.finally\(function\(\)\{"error"!==[\w$]+\.getState\(\)\.status&&/);
  // While a search is loading or stalled, the screen says "Searching…", and the no-results screen
  // stays for an answer without hits.
  assert.match(
    fixed,
    /:"loading"===([\w$]+)\.state\.status\|\|"stalled"===\1\.state\.status\?[\w$]+\.createElement\("div",\{className:"DocSearch-StartScreen DocSearch-Searching"\},[\w$]+\.createElement\("p",\{className:"DocSearch-Title",role:"status"\},"Searching…"\)\):[\w$]+\.createElement\([\w$]+,[\w$]+\(\{\},\1,\{translations:null==[\w$]+\?void 0:[\w$]+\.noResultsScreen\}\)\)/,
  );
  assert.throws(() => loader.call({resourcePath: 'x.js'}, 'no such code'), /expected the expression once/);
});

test('RecordSearch: typo budget and transpositions follow Algolia (none under 4 letters, 1 from 4, 2 from 8)', () => {
  assert.equal(typoBudget('bail'), 1);
  assert.equal(typoBudget('if'), 0);
  assert.equal(typoBudget('isEmail'.toLowerCase()), 1);
  assert.equal(typoBudget('validation'), 2);
  assert.deepEqual(transpositions('abc'), ['bac', 'acb']);
  assert.ok(transpositions('isemial').includes('isemail'));
});

test('RecordSearch: word forms meet (stems), a transposition is one typo, and no word matching means no hit', () => {
  const records = [
    {...corpus[0]!, objectID: 'm', content: 'Migrating an application between major versions.'},
    {
      ...corpus[0]!,
      objectID: 'e',
      url: `${corpus[0]!.url_without_anchor}#isemail`,
      type: 'lvl3' as const,
      hierarchy: {...corpus[0]!.hierarchy, lvl3: 'isEmail()'},
      content: null,
    },
  ];
  const search = new RecordSearch(records);
  assert.equal(search.search({query: 'migrate'}).hits[0]?.objectID, 'm', 'migrate finds Migrating');
  assert.equal(search.search({query: 'isEmial'}).hits[0]?.objectID, 'e', 'a transposition is one typo at 7 letters');
  assert.equal(search.search({query: 'isEmial versions'}).nbHits, 2, 'words become optional when not all match');
  assert.equal(search.search({query: 'zzzz qqqq'}).nbHits, 0, 'nothing when no word matches anywhere');
});

test('RecordSearch: a record that matches more query words ranks first; one missing word is tolerated', () => {
  const base = corpus[0]!;
  const records = [
    {...base, objectID: 'one', url: `${base.url_without_anchor}#one`, content: 'sensitive data'},
    {...base, objectID: 'two', url: `${base.url_without_anchor}#two`, content: 'hide a sensitive value from errors'},
    {...base, objectID: 'all', url: `${base.url_without_anchor}#all`, content: 'hide the sensitive value of a token'},
  ];
  const search = new RecordSearch(records);
  // Soft AND: a record missing one of three words still matches, below the one with all three; a
  // record missing two of them does not.
  assert.deepEqual(
    search.search({query: 'hide sensitive token'}).hits.map((h) => h.objectID),
    ['all', 'two'],
  );
  // Two words are both required; when no record has both, the fallback lists every record with one.
  assert.deepEqual(
    search
      .search({query: 'sensitive zzzz'})
      .hits.map((h) => h.objectID)
      .sort(),
    ['all', 'one', 'two'],
  );
});

test('RecordSearch: an exact phrase beats the same words spread out; migration pages yield to guides', () => {
  const base = corpus[0]!;
  const origin = new URL(base.url_without_anchor).origin;
  const records = [
    {
      ...base,
      objectID: 'spread',
      url: `${base.url_without_anchor}#a`,
      content: 'field errors are listed by the order of the field',
    },
    {...base, objectID: 'phrase', url: `${base.url_without_anchor}#b`, content: 'gives the errors by field'},
  ];
  assert.equal(new RecordSearch(records).search({query: 'errors by field'}).hits[0]?.objectID, 'phrase');
  const guide = {
    ...base,
    objectID: 'guide',
    url: `${origin}/docs/guides/x#w`,
    url_without_anchor: `${origin}/docs/guides/x`,
    content: 'validate every item of an array of objects',
  };
  const migration = {
    ...base,
    objectID: 'migration',
    url: `${origin}/docs/migration-v6-to-v7#w`,
    url_without_anchor: `${origin}/docs/migration-v6-to-v7`,
    content: 'validate every item of an array of objects',
  };
  assert.equal(new RecordSearch([migration, guide]).search({query: 'array of objects'}).hits[0]?.objectID, 'guide');
  assert.equal(new RecordSearch([guide, migration]).search({query: 'array of objects'}).hits[0]?.objectID, 'guide');
});

test('RecordSearch: an exact heading on a migration guide keeps the migration weight', () => {
  // The 7.3.0 case that showed it: `optional` opened "Migrating from v5 to v6", whose h3
  // `optional()` (level prior 0.41) beat the reference's h4 `optional()` when exact headings
  // skipped the page kind.
  const reference = record(latest, '/docs/api/validation-chain', 10, 'lvl4', [
    'API',
    'ValidationChain',
    'Validators',
    'Modifiers',
    'optional()',
  ]);
  const migration = record(latest, '/docs/migration-v5-to-v6', 3, 'lvl3', [
    'Migrating',
    'Migrating from v5 to v6',
    'Changes',
    'optional()',
  ]);
  for (const records of [
    [migration, reference],
    [reference, migration],
  ]) {
    const hits = new RecordSearch(records).search({query: 'optional'}).hits.map((h) => h.objectID);
    assert.deepEqual(hits, [reference.objectID, migration.objectID]);
  }
  // Asked about migrating, the guide comes first again.
  assert.equal(
    new RecordSearch([reference, migration]).search({query: 'migrate optional'}).hits[0]?.objectID,
    migration.objectID,
  );
});

test('/search version: the URL first, then the preferred version, then the latest; unknown names are ignored', () => {
  const available = ['current', '7.3.0', '7.2.0', '6.5.0'];
  assert.equal(pickSearchVersion({requested: '6.5.0', preferred: '7.2.0', latest: '7.3.0', available}), '6.5.0');
  assert.equal(pickSearchVersion({requested: null, preferred: '7.2.0', latest: '7.3.0', available}), '7.2.0');
  assert.equal(pickSearchVersion({requested: null, preferred: null, latest: '7.3.0', available}), '7.3.0');
  assert.equal(pickSearchVersion({requested: '<b>x</b>', preferred: '9.9.9', latest: '7.3.0', available}), '7.3.0');
  assert.equal(pickSearchVersion({requested: 'current', preferred: null, latest: '7.3.0', available}), 'current');
});

test('pageKind: the page kinds of 7.x, 6.x and 5.x paths', () => {
  const kind = (path: string) => pageKind({url_without_anchor: `https://example.org${path}`});
  assert.equal(kind('/docs/api/validation-chain'), 'reference');
  assert.equal(kind('/docs/6.15.0/check-api'), 'reference');
  assert.equal(kind('/docs/api/misc'), 'reference');
  assert.equal(kind('/docs/guides/common-questions'), 'faq');
  assert.equal(kind('/docs/6.15.0/faq'), 'faq');
  assert.equal(kind('/docs/5.3.0/common-questions'), 'faq');
  assert.equal(kind('/docs/migration-v6-to-v7'), 'migration');
  assert.equal(kind('/docs/6.15.0/changes-within-6x'), 'changes');
  assert.equal(kind('/docs/architecture'), 'architecture');
  assert.equal(kind('/docs/5.3.0'), 'overview');
  assert.equal(kind('/docs/next/guides/customizing'), 'guide');
  assert.equal(kind('/playground'), 'outside');
  assert.equal(kind('/upgrade'), 'upgrade');
  assert.equal(kind('/upgrade/6.15.0-to-7.3.2'), 'upgrade');
  assert.equal(kind('/upgrades'), 'outside');
});

test('RecordSearch: the upgrade planner answers questions about upgrading only, unless nothing else matches', () => {
  const records = [
    record(latest, '/docs/api/chain', 0, 'content', ['API', 'ValidationChain'], 'isDate checks a date'),
    record(
      'default',
      '/upgrade/6.15.0-to-7.3.2',
      1,
      'content',
      ['Upgrade', 'Planner'],
      'isDate changed its date format',
    ),
    record('default', '/upgrade/6.15.0-to-7.3.2', 2, 'content', ['Upgrade', 'Planner'], 'planner of renamed options'),
  ];
  const search = new RecordSearch(records);
  const urls = (query: string) => search.search({query}).hits.map((h) => new URL(h.url).pathname);
  assert.deepEqual(urls('isDate date'), ['/docs/api/chain']);
  assert.ok(urls('upgrade isDate date').includes('/upgrade/6.15.0-to-7.3.2'));
  assert.deepEqual(urls('renamed options'), ['/upgrade/6.15.0-to-7.3.2']);
});

test('RecordSearch: asked about upgrading, a migration guide weighs as much as any docs page', () => {
  // The reference entry has more of the words; the migration guide is what a reader who upgrades
  // wants, and its prior of 0.3 applies only to questions that are not about upgrading.
  const levels = ['API', 'Upgrade from version 6'];
  const reference = record(latest, '/docs/api/chain', 0, 'content', levels, 'upgrade: version 6 options');
  const reference2 = record(latest, '/docs/api/chain', 1, 'content', levels, 'upgrade: version 6 options');
  const migration = record(
    latest,
    '/docs/migration-v6-to-v7',
    0,
    'content',
    ['Migrating', 'Migrating from v6 to v7'],
    'upgrade from version 6, its options and more of what changed in the release',
  );
  const first = (query: string) => new RecordSearch([reference, reference2, migration]).search({query}).hits[0]?.url;
  assert.equal(first('upgrade from version 6'), migration.url);
  assert.equal(first('version 6 options'), reference.url);
});

test('entryDescription: a validator heading is indexed with its first paragraph, the job it names', () => {
  const levels = (name: string) => ['API', 'ValidationChain', 'Standard validators', 'Every validator', name];
  const description = 'Checks that the value is a valid email address, such as the login of an account.';
  const records = [
    record(latest, '/docs/api/validation-chain', 0, 'lvl4', levels('isEmail()')),
    record(latest, '/docs/api/validation-chain', 1, 'content', levels('isEmail()'), 'Since 1.0.0'),
    record(latest, '/docs/api/validation-chain', 2, 'content', levels('isEmail()'), description),
    record(latest, '/docs/api/validation-chain', 3, 'lvl4', levels('isJWT()')),
    record(latest, '/docs/guides/forms', 0, 'lvl2', ['Guides', 'Forms', 'validate()']),
    record(latest, '/docs/guides/forms', 1, 'content', ['Guides', 'Forms', 'validate()'], description),
  ];
  assert.equal(entryDescription(records, 0), description);
  // Its section has no paragraph of eight words; a content record has no description.
  assert.equal(entryDescription(records, 3), '');
  assert.equal(entryDescription(records, 2), '');
  // Only a called name on a reference page: a guide's heading keeps its own words.
  assert.equal(entryDescription(records, 4), '');
  assert.equal(isCalledName('isEmail()'), true);
  assert.equal(isCalledName('ValidationChain'), false);
});

test('kinWords: number and numeric, length and long, localise and translate, British -ise spellings', () => {
  assert.ok(kinWords('number').includes('numeric'));
  assert.ok(kinWords('numeric').includes('number'));
  assert.ok(kinWords('long').includes('length'));
  assert.ok(kinWords('localise').includes('translated'));
  assert.deepEqual(kinWords('sanitise'), ['sanitize']);
  assert.deepEqual(kinWords('customising'), ['customizing']);
  assert.deepEqual(kinWords('wildcard'), []);
  const records = [
    record(latest, '/docs/api/chain', 0, 'content', ['API', 'isLength()'], 'checks that a string length is in range'),
    record(latest, '/docs/api/chain', 1, 'content', ['API', 'isNumeric()'], 'checks that a string is numeric'),
  ];
  const first = (query: string) => new RecordSearch(records).search({query}).hits[0]?.objectID;
  assert.equal(first('string too long'), records[0]!.objectID);
  assert.equal(first('number string'), records[1]!.objectID);
});

test('weakWords: the filler of a question (way, possible, make sure, want, need, how to use) is weak', () => {
  for (const word of ['way', 'possible', 'make', 'sure', 'want', 'need', 'trying', 'properly', 'use', 'using']) {
    assert.ok(weakWords.has(word), word);
  }
  assert.ok(!weakWords.has('email') && !weakWords.has('length'));
});

test('weakWords: the filler of a requirement or a complaint (must, always, even though, says, like) is weak', () => {
  for (const word of ['must', 'always', 'even', 'though', 'says', 'like']) assert.ok(weakWords.has(word), word);
  const base = corpus[0]!;
  const records = [
    {...base, objectID: 'email', url: `${base.url_without_anchor}#email`, content: 'checks that a field is an email'},
    {...base, objectID: 'must', url: `${base.url_without_anchor}#must`, content: 'a field must be sent'},
  ];
  // As a required word, `must` would leave only the record about sending a field.
  assert.deepEqual(
    new RecordSearch(records).search({query: 'field must be email'}).hits.map((h) => h.objectID)[0],
    'email',
  );
});

test('RecordSearch: complaint and function words are not required, but count when present', () => {
  const base = corpus[0]!;
  const records = [
    {...base, objectID: 'plain', url: `${base.url_without_anchor}#plain`, content: 'wildcards select every item'},
    {...base, objectID: 'other', url: `${base.url_without_anchor}#other`, content: 'globstars select nested items'},
  ];
  const search = new RecordSearch(records);
  assert.deepEqual(
    search.search({query: 'wildcard not working'}).hits.map((h) => h.objectID),
    ['plain'],
  );
  assert.ok(weakWords.has('working') && !weakWords.has('wildcard'));
});

test('RecordSearch: determiners and quantifiers (all, same, other, only) are weak words', () => {
  const base = corpus[0]!;
  const records = [
    {...base, objectID: 'reuse', url: `${base.url_without_anchor}#reuse`, content: 'use one chain in two routes'},
    {...base, objectID: 'same', url: `${base.url_without_anchor}#same`, content: 'the same value twice'},
  ];
  // `same` is not required, so the query is about routes; as a required word it would have made the
  // query fall back to either word, and the record about "the same value" would match too.
  assert.deepEqual(
    new RecordSearch(records).search({query: 'same routes'}).hits.map((h) => h.objectID),
    ['reuse'],
  );
  for (const word of ['all', 'any', 'each', 'every', 'other', 'same', 'only']) assert.ok(weakWords.has(word), word);
});

test('isApiName: called, camelCase or dotted identifiers only', () => {
  for (const name of ['isBoolean()', 'matchedData()', 'checkExact', 'req.body', 'oneOf()', 'optional()']) {
    assert.ok(isApiName(name), name);
  }
  for (const heading of ['Result', 'Sanitization', 'Custom sanitizers', 'How do I use optional()?']) {
    assert.ok(!isApiName(heading), heading);
  }
});

test('RecordSearch: a query that names an API among other words favours the section under that name', () => {
  const base = corpus[0]!;
  const at = (id: string, lvl2: string, content: string): SearchRecord => ({
    ...base,
    objectID: id,
    type: 'content',
    hierarchy: {...base.hierarchy, lvl2},
    content,
    url: `${base.url_without_anchor}#${id}`,
    anchor: id,
  });
  const records = [
    at('conversion', 'String conversion', 'isBoolean() and the others see a string: true is the string true.'),
    at(
      'isboolean',
      'isBoolean()',
      'Checks that the value is a boolean written as a string, such as true or 1, and nothing else at all.',
    ),
  ];
  const query = {query: 'isBoolean string true'};
  assert.equal(
    new RecordSearch(records, {...defaultWeights, apiName: 1}).search(query).hits[0]?.objectID,
    'conversion',
  );
  assert.equal(new RecordSearch(records).search(query).hits[0]?.objectID, 'isboolean');
  // Words in a row count when joined: `is boolean` names `isBoolean()` too.
  assert.equal(new RecordSearch(records).search({query: 'is boolean string true'}).hits[0]?.objectID, 'isboolean');
});

test('RecordSearch: a section whose second record matches too gains part of its score (section weight)', () => {
  const base = corpus[0]!;
  const at = (id: string, anchor: string, content: string, position: number): SearchRecord => ({
    ...base,
    objectID: id,
    type: 'content',
    content,
    url: `${base.url_without_anchor}#${anchor}`,
    anchor,
    weight: {pageRank: 0, level: 0, position},
  });
  const records = [
    at('lone', 'lone', 'Wildcards select items.', 1),
    at('first', 'pair', 'Wildcards select every item of an array.', 2),
    at('second', 'pair', 'Wildcards also select nested items.', 3),
  ];
  const ids = (section: number) =>
    new RecordSearch(records, {...defaultWeights, section})
      .search({query: 'wildcards select'})
      .hits.map((h) => h.objectID);
  assert.deepEqual(ids(0), ['lone', 'first']);
  assert.deepEqual(ids(0.5), ['first', 'lone']);
});

test('extractPageRecords: a section heading carries the comments and messages of its code blocks', () => {
  const page = `<!DOCTYPE html><html><head><meta name="docusaurus_tag" content="docs-default-7.3.0"><title>Chain | Site</title></head>
<body><div class="main-wrapper"><article><h1>Chain</h1>
<h2 id="errors">Errors</h2><p>What the client gets.</p>
<div class="language-js theme-code-block"><div class=codeBlockTitle>app.js</div><pre><code><span class="token keyword">const</span> x = <span class="token function">body</span>(<span class="token string">'email'</span>).<span class="token function">withMessage</span>(<span class="token string">'Enter an email'</span>);
<span class="token comment">// 400 {"errors": [...]}</span>
<span class="token comment">/* Invalid value */</span></code></pre></div>
<div class="language-json theme-code-block"><pre><code>{<span class="token property">"msg"</span>: <span class="token string">"Invalid value"</span>, <span class="token property">"path"</span>: <span class="token string">"email"</span>}</code></pre></div>
<h2 id="plain">Plain</h2><p>No code here.</p>
</article></div></body></html>`;
  const records = extractPageRecords(page, {url: 'https://example.org/docs/api/chain'})!;
  const errors = records.find((r) => r.type === 'lvl2' && r.anchor === 'errors')!;
  // Comments and strings of two words or more, each once; single-word strings are identifiers.
  assert.equal(errors.code, 'Enter an email\n400 {"errors": [...]}\nInvalid value');
  // Code is never content: the block's text makes no record, and other records carry no code.
  assert.deepEqual(
    records.filter((r) => r.type === 'content').map((r) => r.content),
    ['What the client gets.', 'No code here.'],
  );
  assert.deepEqual(
    records.filter((r) => r !== errors).map((r) => r.code),
    records.filter((r) => r !== errors).map(() => undefined),
  );
  const file = encodeIndexFile('docs-default-7.3.0', records);
  assert.deepEqual(decodeIndexFile(JSON.parse(JSON.stringify(file))), records);
});

test('extractPageRecords: a page without an h1 gets a title record, which carries the code of its first section', () => {
  const page = `<!DOCTYPE html><html><head><meta name="docusaurus_tag" content="docs-default-7.3.0"><title>Notes | Site</title></head>
<body><div class="main-wrapper"><article><p>Some intro text.</p>
<div class="language-js theme-code-block"><pre><code><span class="token comment">// prints the first error</span></code></pre></div>
<h2 id="more">More</h2><p>Later text.</p>
</article></div></body></html>`;
  const records = extractPageRecords(page, {url: 'https://example.org/docs/notes'})!;
  const title = records[0]!;
  assert.equal(title.type, 'lvl1');
  assert.equal(title.hierarchy.lvl1, 'Notes');
  assert.equal(title.code, 'prints the first error');
});

test('RecordSearch: a pasted message finds the section whose code holds it, but code alone never shows', () => {
  const levels = (heading: string) => ['Guides', 'Common questions', heading];
  const withCode = {
    ...record(latest, '/docs/guides/faq', 0, 'lvl2', levels('Errors thrown by a custom validator')),
    code: 'value.toLowerCase is not a function',
  };
  const records = [
    withCode,
    record(latest, '/docs/guides/faq', 1, 'content', levels('Errors thrown by a custom validator'), 'A thrown error.'),
    record(latest, '/docs/api/chain', 0, 'lvl2', ['API', 'Chain', 'toLowerCase()']),
    record(
      latest,
      '/docs/api/chain',
      1,
      'content',
      ['API', 'Chain', 'toLowerCase()'],
      'Converts the value to lower case.',
    ),
  ];
  const search = (weights = defaultWeights) =>
    new RecordSearch(records, weights).search({
      query: 'value.toLowerCase is not a function',
      facetFilters: contextual(latest),
    });
  const found = search();
  assert.equal(found.hits[0]!.url, 'https://example.org/docs/guides/faq#errorsthrownbyacustomvalidator');
  assert.equal('code' in found.hits[0]!, false);
  const without = search({...defaultWeights, fields: {...defaultWeights.fields, code: 0}});
  assert.notEqual(without.hits[0]?.url, found.hits[0]!.url);
});

// ---------------------------------------------------------------------------------------------
// The attribute rule and the library's name
// ---------------------------------------------------------------------------------------------

test('nameWords and entryKeys: the is/to prefix dropped, camelCase, acronyms and digits split', () => {
  assert.deepEqual(nameWords('isMobilePhone()'), ['mobile', 'phone']);
  assert.deepEqual(nameWords('isISO8601'), ['iso', '8601']);
  assert.deepEqual(nameWords('isISO31661Alpha2()'), ['iso', '31661', 'alpha', '2']);
  assert.deepEqual(nameWords('toInt()'), ['int']);
  assert.deepEqual(nameWords('withMessage()'), ['with', 'message']);
  assert.deepEqual(nameWords('customSanitizer'), ['custom', 'sanitizer']);
  assert.deepEqual(nameWords('isMD5()'), ['md', '5']);
  // A name that is only the prefix keeps it; a word that merely starts with it is not split.
  assert.deepEqual(nameWords('is()'), ['is']);
  assert.deepEqual(nameWords('isolate()'), ['isolate']);
  assert.deepEqual(entryKeys('isMobilePhone()'), {name: 'ismobilephone', words: 'mobilephone'});
  assert.deepEqual(entryKeys('custom()'), {name: 'custom', words: 'custom'});
});

test('withoutLibraryName: "express validator" and "express-validator" are taken out, either word alone stays', () => {
  assert.deepEqual(withoutLibraryName(['express', 'validator', 'email']), ['email']);
  assert.deepEqual(withoutLibraryName(['email', 'express', 'validator']), ['email']);
  assert.deepEqual(withoutLibraryName(['express', 'validator']), ['express', 'validator']);
  assert.deepEqual(withoutLibraryName(['validate', 'without', 'express']), ['validate', 'without', 'express']);
  assert.deepEqual(withoutLibraryName(['custom', 'validator']), ['custom', 'validator']);
  assert.deepEqual(withoutLibraryName(['validator', 'express']), ['validator', 'express']);
});

/** A reference entry heading (`isEmail()`) with its description, and body text about the same word. */
function attributeCorpus(): SearchRecord[] {
  const chain = (position: number, heading: string, description: string) => [
    record(latest, '/docs/api/validation-chain', position, 'lvl4', [
      'API',
      'ValidationChain',
      'Validators',
      'x',
      heading,
    ]),
    record(
      latest,
      '/docs/api/validation-chain',
      position + 1,
      'content',
      ['API', 'ValidationChain', 'Validators', 'x', heading],
      description,
    ),
  ];
  return [
    // Body text that repeats the word, under headings that do not hold it.
    record(latest, '/docs/guides/chain', 0, 'lvl2', ['Guides', 'The chain', 'Sanitization']),
    record(
      latest,
      '/docs/guides/chain',
      1,
      'content',
      ['Guides', 'The chain', 'Sanitization'],
      'The newsletter route normalizes emails too: email, email and email again, every email.',
    ),
    record(latest, '/docs/guides/chain', 2, 'lvl2', ['Guides', 'The chain', 'Email addresses in forms']),
    ...chain(10, 'normalizeEmail()', 'Canonicalizes an email address so that equal addresses compare equal.'),
    ...chain(20, 'isEmail()', 'Checks that the value is an email address such as the ones users type.'),
    ...chain(30, 'isInt()', 'Checks that the value is an integer, within optional bounds.'),
    ...chain(40, 'toInt()', 'Converts the value to an integer, or NaN when it is not one.'),
    ...chain(50, 'isMobilePhone()', 'Checks that the value is a mobile phone number of the given locale.'),
    // The library's own page: its name is every word of "express validator".
    record(latest, '/docs/api/express-validator', 60, 'lvl1', ['API', 'ExpressValidator']),
    record(
      latest,
      '/docs/api/express-validator',
      61,
      'content',
      ['API', 'ExpressValidator'],
      'The ExpressValidator class of express-validator builds chains with your own validators.',
    ),
  ];
}

const paths = (hits: {url: string}[]) => hits.map((h) => new URL(h.url).pathname + new URL(h.url).hash);

test('attribute rule: an entry named by the query, then a heading holding its words, then body text', () => {
  const search = new RecordSearch(attributeCorpus());
  const top = (query: string, n = 3) => paths(search.search({query}).hits).slice(0, n);
  // The paragraph says "email" five times; the entry named `email` comes first, then the other
  // headings that hold the word, and the paragraph last.
  assert.deepEqual(top('email', 4), [
    '/docs/api/validation-chain#isemail',
    '/docs/api/validation-chain#normalizeemail',
    '/docs/guides/chain#emailaddressesinforms',
    '/docs/guides/chain#sanitization',
  ]);
  assert.equal(top('isEmail', 1)[0], '/docs/api/validation-chain#isemail');
  assert.equal(top('is email', 1)[0], '/docs/api/validation-chain#isemail');
  assert.equal(top('mobile phone', 1)[0], '/docs/api/validation-chain#ismobilephone');
  assert.equal(top('mobilephone', 1)[0], '/docs/api/validation-chain#ismobilephone');
  // Two entries with the same words share the first places; the name itself picks one.
  assert.deepEqual(top('int', 2).sort(), ['/docs/api/validation-chain#isint', '/docs/api/validation-chain#toint']);
  assert.equal(top('toInt', 1)[0], '/docs/api/validation-chain#toint');
  // A heading reached only by a typo does not outrank text that has the word as typed.
  const typo = new RecordSearch([
    record(latest, '/docs/guides/a', 0, 'lvl2', ['Guides', 'A', 'Getting the data']),
    record(latest, '/docs/guides/a', 1, 'content', ['Guides', 'A', 'Dates'], 'Check a date with isDate().'),
  ]);
  assert.equal(paths(typo.search({query: 'date'}).hits)[0], '/docs/guides/a#dates');
});

test('the library\'s name decides nothing: "express validator X" and "express-validator X" rank as X', () => {
  const search = new RecordSearch(attributeCorpus());
  const order = (query: string) => paths(search.search({query}).hits);
  for (const query of ['email', 'mobile phone', 'int', 'toInt']) {
    assert.deepEqual(order(`express validator ${query}`), order(query), query);
    assert.deepEqual(order(`express-validator ${query}`), order(query), query);
    assert.deepEqual(order(`${query} express validator`), order(query), query);
  }
  // The name alone is searched as typed.
  assert.equal(order('express validator')[0], '/docs/api/express-validator');
});

test('linkCreatorSource: the module the SearchBar takes useSearchLinkCreator from, on Docusaurus 3 and 4', () => {
  // Docusaurus 3.10's SearchBar imports the hook with isRegexpStringMatch; 4's from the search theme.
  const v3 = `import {\n  isRegexpStringMatch,\n  useSearchLinkCreator,\n} from '@docusaurus/theme-common';\nimport {mergeFacetFilters} from '@docusaurus/theme-search-algolia/client';`;
  const v4 = `import {isRegexpStringMatch} from '@docusaurus/theme-common';\nimport {\n  mergeFacetFilters,\n  useSearchLinkCreator,\n} from '@docusaurus/theme-search-algolia/client';`;
  assert.equal(linkCreatorSource(v3), '@docusaurus/theme-common');
  assert.equal(linkCreatorSource(v4), '@docusaurus/theme-search-algolia/client');
  assert.equal(linkCreatorSource(fs.readFileSync(installedSearchBarFile(), 'utf8')), '@docusaurus/theme-common');
  assert.throws(() => linkCreatorSource(`import {useSearchLinkCreatorX} from 'x';`), /no longer imports/);
});
