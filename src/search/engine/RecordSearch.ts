/**
 * Full-text search over DocSearch-shaped records, answering in Algolia's result shape.
 *
 * Matching and ranking are MiniSearch's (BM25+, prefix and fuzzy matching); this file only maps
 * records to MiniSearch documents and MiniSearch results to Algolia hits. Runs in the browser (lazy
 * chunk of the embedded backend) and in Node (unit tests, benchmark).
 *
 * Matching: every query word must match (AND), as a prefix, with Levenshtein typos within
 * Algolia's budget (`typoBudget`), by its stem (another form of the word), or as a transposition
 * (one typo for Algolia); a stem or transposition match weighs 0.7 of the word as typed. When no
 * record matches every word, the words become optional and records matching more of them come
 * first (Algolia's `removeWordsIfNoResults: 'allOptional'`).
 *
 * Ranking, in order of effect:
 * 1. field boosts: the record's own heading text (`t`, boost 4) over the headings above it (`h`,
 *    boost 1.5) and body text (`c`, boost 1);
 * 2. a record whose own heading is the query (same letters, as many words) gets its score
 *    multiplied by 3 (by 3.6 on an API reference page), so `isEmail` puts the `isEmail()` entry first;
 * 3. a record whose heading or text has the query words in a row (a phrase) counts twice;
 * 4. the page kind (`pageWeight`): migration pages, the type listing and the architecture page
 *    weigh less unless the query asks for them;
 * 5. DocSearch's level weight as a small document boost (page titles > h2 > … > body text).
 * Results are distinct by URL (best record of each URL), like DocSearch indexes
 * (`attributeForDistinct: url`). The weights were tuned on the tuning half of
 * tests/search/relevance.ts and checked on its held-out half (README, "Search").
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';

import {escapeHtml} from '../../escapeHtml';
import {matchesFacetFilters, type FacetFilters} from '../facetFilters';
import {hierarchyLevels, type SearchRecord} from '../records';
import {
  highlight,
  indexTokens,
  phraseWords,
  snippet,
  stem,
  stemMarker,
  words,
  type HighlightOptions,
  type HighlightValue,
  type SnippetValue,
} from './text';

/** The search parameters of an Algolia query that this engine honours (others are ignored). */
export interface SearchParams {
  query?: string;
  /** Zero-based page number. Default 0. */
  page?: number;
  /** Default 20 (Algolia's default). 0 returns no hits but still counts them (facet queries). */
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  /** Facet attributes to count over the matching records, e.g. `['docusaurus_tag']`. */
  facets?: string[] | string;
  /** Default `<span class="algolia-docsearch-suggestion--highlight">` (what DocSearch indexes use). */
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** `attribute:words`, e.g. `content:10`; a hierarchy level may be given as `hierarchy.lvl2:10`. */
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  [other: string]: unknown;
}

type HierarchyHighlight = Partial<Record<(typeof hierarchyLevels)[number], HighlightValue>>;

/** One hit: the record (text fields HTML-escaped) plus Algolia's highlight and snippet results. */
export interface Hit extends Omit<SearchRecord, 'hierarchy'> {
  hierarchy: Record<(typeof hierarchyLevels)[number], string | null>;
  _highlightResult: {hierarchy: HierarchyHighlight; hierarchy_camel: HierarchyHighlight[]; content?: HighlightValue};
  _snippetResult: {hierarchy: Partial<Record<(typeof hierarchyLevels)[number], SnippetValue>>; content?: SnippetValue};
}

/** The result of one query in Algolia's multi-query response shape. */
export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index?: string;
  facets?: Record<string, Record<string, number>>;
}

const defaultPreTag = '<span class="algolia-docsearch-suggestion--highlight">';
const defaultPostTag = '</span>';

/** Lower-cased letters and digits only: `isEmail()` and `is email` both become `isemail`. */
function squash(text: string | null | undefined): string {
  return words(text ?? '').join('');
}

interface Ranked {
  record: SearchRecord;
  score: number;
  terms: string[];
  /** How many query words the record matched (all of them unless the query fell back to OR). */
  matched: number;
}

/**
 * Typos allowed in a query word, as Algolia counts them: none under 4 letters, 1 from 4, 2 from 8.
 */
export function typoBudget(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** The words made of `word` by swapping two neighbouring letters (a transposition, one typo). */
export function transpositions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}

/**
 * How one query word may match, as a MiniSearch query: the word itself (as a prefix, so results
 * come while typing, and with Levenshtein typos within its budget), its stem (another form of the
 * word, e.g. `migrate` for `Migrating`), and its transpositions, which Algolia counts as one typo
 * (Damerau) but Levenshtein as two. Returns the query and the terms it may report as matched.
 */
export function wordAlternatives(word: string): {query: Query; terms: string[]} {
  const budget = typoBudget(word);
  const stemmed = stem(word);
  const exact = [
    stemMarker + stemmed,
    ...(stemmed !== word ? [stemmed] : []),
    ...(budget > 0 ? transpositions(word) : []),
  ].filter((t) => t !== word);
  const terms = [word, ...new Set(exact)];
  return {
    terms,
    query: {
      combineWith: 'OR',
      queries: [
        {queries: [word], prefix: true, fuzzy: budget === 0 ? false : budget},
        ...(exact.length > 0 ? [{queries: [...new Set(exact)], prefix: false, fuzzy: false}] : []),
      ],
    },
  };
}

/**
 * True when `text` has the query words one after the other (as Algolia's proximity criterion
 * favours), camelCase words counting as their parts: each word equal to the text's word, a prefix
 * of it, or of the same stem. So
 * `migrate from v6` is a phrase of "Migrating from v6 to v7" but not of "Migrating from v5 to v6".
 */
export function containsPhrase(text: string, queryWords: readonly string[]): boolean {
  const textWords = phraseWords(text);
  const same = (q: string, t: string) => t === q || t.startsWith(q) || stem(t) === stem(q);
  for (let i = 0; i + queryWords.length <= textWords.length; i++) {
    if (queryWords.every((q, j) => same(q, textWords[i + j]!))) return true;
  }
  return false;
}

/**
 * Weight of a heading that is exactly the query: 1.2 on an API reference page (`/api/` in 7.x,
 * `*-api` pages in 6.x and 5.x), 1 elsewhere, so an API name leads to its reference entry before a
 * guide section of the same name (`oneOf()` in check-api before `oneOf()` in a guide).
 */
export function referenceWeight(record: SearchRecord): number {
  const path = new URL(record.url_without_anchor).pathname;
  return /\/api\/|-api$/.test(path) ? 1.2 : 1;
}

/** Query words that ask about upgrading: migration pages are only favoured for those. */
const migrationWords = /^(?:migrat|upgrad|v[5-7]$|breaking)/;

/**
 * Weight of a record's page kind: guides and API pages 1; migration pages 0.5 unless the query is
 * about migrating (they repeat every API name in before/after code); the type listing (`api/misc`)
 * 0.6, where type names that share words with concepts (`ErrorMessage`, `CustomValidator`) would
 * otherwise answer concept questions; the architecture page 0.8 (how it works inside, not how to use).
 */
export function pageWeight(record: SearchRecord, migrating: boolean): number {
  const path = new URL(record.url_without_anchor).pathname;
  if (/\/migration-v\d-to-v\d$/.test(path)) return migrating ? 1.5 : 0.5;
  if (/\/api\/misc$/.test(path)) return 0.6;
  if (/\/architecture$/.test(path)) return 0.8;
  return 1;
}

export class RecordSearch {
  private readonly records: readonly SearchRecord[];
  private readonly miniSearch: MiniSearch<{id: number; t: string; h: string; c: string}>;
  /** Last few ranked result lists, so paging through a query does not search again. */
  private readonly cache = new Map<string, Ranked[]>();

  /** Indexes the records (order is kept only as a tie-breaker). Cost: linear in the text size. */
  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    this.miniSearch = new MiniSearch({
      idField: 'id',
      fields: ['t', 'h', 'c'],
      tokenize: indexTokens,
      processTerm: (term) => term,
      searchOptions: {tokenize: words, processTerm: (term) => term},
    });
    this.miniSearch.addAll(
      records.map((record, id) => {
        const own = record.type === 'content' ? null : record.hierarchy[record.type];
        const above = hierarchyLevels
          .filter((level) => record.type === 'content' || level < record.type)
          .map((level) => record.hierarchy[level])
          .filter(Boolean)
          .join(' ');
        return {id, t: own ?? '', h: above, c: record.content ?? ''};
      }),
    );
  }

  /** Number of records indexed. */
  get size(): number {
    return this.records.length;
  }

  private rank(query: string, facetFilters: FacetFilters | undefined): Ranked[] {
    const key = JSON.stringify([query, facetFilters ?? null]);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const queryWords = words(query);
    const queryWordSet = new Set(queryWords);
    const alternatives = queryWords.map(wordAlternatives);
    const options = {
      fields: ['t', 'h', 'c'],
      boost: {t: 4, h: 1.5, c: 1},
      weights: {fuzzy: 0.3, prefix: 0.5},
      // The query tree's leaves are single prepared terms (stems keep their marker).
      tokenize: (term: string) => [term],
      // Another form of the word (stem) or a transposition counts less than the word as typed.
      boostTerm: (term: string) => (queryWordSet.has(term) ? 1 : 0.7),
      boostDocument: (id: number) => 1 + (this.records[id]?.weight.level ?? 0) / 400,
      filter: (result: SearchResult) =>
        matchesFacetFilters(this.records[result.id as number] as unknown as Record<string, unknown>, facetFilters),
    };
    const tree = (combineWith: 'AND' | 'OR') => ({combineWith, queries: alternatives.map((a) => a.query)});
    // Every word required first; when that finds nothing, every word optional (as Algolia's
    // removeWordsIfNoResults: 'allOptional'), records matching more of the words first.
    let results: SearchResult[] = this.miniSearch.search(tree('AND'), options);
    const fallback = results.length === 0 && queryWords.length > 1;
    if (fallback) results = this.miniSearch.search(tree('OR'), options);

    const wanted = squash(query);
    const migrating = queryWords.some((w) => migrationWords.test(w));
    const ranked = results.map((r): Ranked => {
      const record = this.records[r.id as number]!;
      const own = record.type === 'content' ? null : record.hierarchy[record.type];
      // The query names this heading (`isEmail` → `isEmail()`): same letters and as many words, so
      // `custom validator` is not taken for the type `CustomValidator`.
      const exact = own !== null && squash(own) === wanted && words(own).length === queryWords.length;
      const matched = fallback
        ? alternatives.filter((a) => a.terms.some((t) => r.queryTerms.includes(t))).length
        : queryWords.length;
      const phrase = queryWords.length > 1 && containsPhrase(own ?? record.content ?? '', queryWords) ? 2 : 1;
      return {
        record,
        score: r.score * phrase * (exact ? 3 * referenceWeight(record) : pageWeight(record, migrating)),
        terms: r.terms,
        matched,
      };
    });
    ranked.sort(
      (a, b) => b.matched - a.matched || b.score - a.score || a.record.weight.position - b.record.weight.position,
    );
    // Distinct by URL: keep the best record of each URL.
    const seen = new Set<string>();
    const distinct = ranked.filter((r) => (seen.has(r.record.url) ? false : (seen.add(r.record.url), true)));
    if (this.cache.size >= 20) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, distinct);
    return distinct;
  }

  /**
   * Runs one Algolia-style query.
   * Input: Algolia search parameters (see SearchParams). Output: Algolia's result for the query;
   * an empty or word-less query matches nothing (nbHits 0). Never throws for odd input: unknown
   * parameters are ignored and HTML in the query is only ever treated as text.
   */
  search(params: SearchParams, indexName?: string): SearchResponse {
    const started = Date.now();
    const query = typeof params.query === 'string' ? params.query : '';
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20) || 0));
    const page = Math.max(0, Number(params.page ?? 0) || 0);
    const queryWords = words(query);
    const ranked = queryWords.length === 0 ? [] : this.rank(query, params.facetFilters);
    const nbHits = ranked.length;
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage);
    const slice = hitsPerPage === 0 ? [] : ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const response: SearchResponse = {
      hits: slice.map((r) => this.toHit(r, queryWords, params)),
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
      query,
      params: '',
      ...(indexName === undefined ? {} : {index: indexName}),
    };
    const facets = typeof params.facets === 'string' ? [params.facets] : params.facets;
    if (facets && facets.length > 0) {
      response.facets = {};
      for (const facet of facets) {
        const counts: Record<string, number> = {};
        for (const {record} of ranked) {
          const value = (record as unknown as Record<string, unknown>)[facet];
          for (const v of Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) {
            counts[String(v)] = (counts[String(v)] ?? 0) + 1;
          }
        }
        response.facets[facet] = counts;
      }
    }
    return response;
  }

  private toHit(ranked: Ranked, queryWords: string[], params: SearchParams): Hit {
    const {record} = ranked;
    const options: HighlightOptions = {
      terms: new Set(ranked.terms),
      queryWords,
      preTag: params.highlightPreTag ?? defaultPreTag,
      postTag: params.highlightPostTag ?? defaultPostTag,
    };
    const ellipsis = params.snippetEllipsisText ?? '…';
    const snippetWords = new Map<string, number>();
    for (const spec of params.attributesToSnippet ?? []) {
      const [attribute, count] = spec.split(':');
      if (attribute) snippetWords.set(attribute, Number(count) || 10);
    }
    const hierarchyHighlight: HierarchyHighlight = {};
    const hierarchySnippet: Hit['_snippetResult']['hierarchy'] = {};
    const hierarchy = {} as Hit['hierarchy'];
    for (const level of hierarchyLevels) {
      const text = record.hierarchy[level];
      hierarchy[level] = text === null ? null : escapeHtml(text);
      if (text === null) continue;
      hierarchyHighlight[level] = highlight(text, options);
      // Headings are short: their snippet is their highlight unless a shorter snippet is asked for.
      const words = snippetWords.get(`hierarchy.${level}`);
      hierarchySnippet[level] =
        words === undefined || text.split(/\s+/).length <= words
          ? {value: hierarchyHighlight[level]!.value, matchLevel: hierarchyHighlight[level]!.matchLevel}
          : snippet(text, words, ellipsis, options);
    }
    const hit: Hit = {
      ...record,
      hierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      _highlightResult: {hierarchy: hierarchyHighlight, hierarchy_camel: [hierarchyHighlight]},
      _snippetResult: {hierarchy: hierarchySnippet},
    };
    if (record.content !== null) {
      hit._highlightResult.content = highlight(record.content, options);
      hit._snippetResult.content = snippet(record.content, snippetWords.get('content') ?? 10, ellipsis, options);
    }
    return hit;
  }
}
