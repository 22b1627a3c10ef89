/**
 * Full-text search over DocSearch-shaped records, answering in Algolia's result shape. Runs in the
 * browser (lazy chunk of the embedded backend) and in Node (unit tests, benchmarks).
 *
 * This file indexes the records in MiniSearch and turns ranked records into Algolia hits. The
 * rest is in small modules: ./query.ts (query understanding), ./match.ts (which records a query
 * finds), ./rank.ts (their order), ./weights.ts (every ranking number), ./pageKind.ts (page-kind
 * priors) and ./text.ts (tokens, highlights, snippets). src/search/README.md explains the whole.
 */
import MiniSearch from 'minisearch';

import {escapeHtml} from '../../escapeHtml';
import type {FacetFilters} from '../facetFilters';
import {hierarchyLevels, type SearchRecord} from '../records';
import {findRecords, queryWords, searchedFields} from './match';
import {entryKeys, isApiName, isCalledName, searchedPart, squash} from './query';
import {rankFound, type EntryKeys, type Ranked} from './rank';
import {pageKind} from './pageKind';
import {
  highlight,
  indexTokens,
  snippet,
  words,
  type HighlightOptions,
  type HighlightValue,
  type SnippetValue,
} from './text';
import {defaultWeights, type RankingWeights} from './weights';

export {defaultWeights, type RankingWeights} from './weights';
export {pageKind, pageWeight, type PageKind} from './pageKind';
export {
  entryKeys,
  isApiName,
  isCalledName,
  kinWords,
  libraryName,
  nameWords,
  squash,
  maxQueryBytes,
  searchedPart,
  symptomWords,
  transpositions,
  typoBudget,
  weakWords,
  wordAlternatives,
  withoutLibraryName,
  containsPhrase,
} from './query';

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

/**
 * The description of the reference entry that record `id` heads: when the record is the heading of
 * a called API name (`isInt()`) on a reference page, the first paragraph of eight words or more
 * under it, in the same section (its first lines may be short marks such as `Since 6.3.0`); else
 * ''. It is indexed with the heading's record (`fields.description`), so the job the entry names
 * reaches it together with its name (`valid email` → `isEmail()`). Input: the records in page
 * order, an index among them. Output: the paragraph's text. Never throws.
 */
export function entryDescription(records: readonly SearchRecord[], id: number): string {
  const record = records[id];
  const own = record && record.type !== 'content' ? record.hierarchy[record.type] : null;
  if (!record || !own || !isCalledName(own) || pageKind(record) !== 'reference') return '';
  for (let i = id + 1; i < records.length && records[i]!.url === record.url && records[i]!.type === 'content'; i++) {
    const text = records[i]!.content ?? '';
    if (words(text).length >= 8) return text;
  }
  return '';
}

export class RecordSearch {
  private readonly records: readonly SearchRecord[];
  /** Squashed API-name headings on each record's heading path (its own and those above it). */
  private readonly apiPaths: readonly (readonly string[])[];
  private readonly apiNames: ReadonlySet<string>;
  /** The keys of each record that heads a reference entry (see `RankContext.entries`), else null. */
  private readonly entries: readonly (EntryKeys | null)[];
  private readonly miniSearch: MiniSearch<{
    id: number;
    heading: string;
    above: string;
    content: string;
    anchor: string;
    description: string;
    code: string;
  }>;
  private readonly weights: RankingWeights;
  /** Last few ranked result lists, so paging through a query does not search again. */
  private readonly cache = new Map<string, Ranked[]>();

  /** Indexes the records (order is kept only as a tie-breaker). Cost: linear in the text size. */
  constructor(records: readonly SearchRecord[], weights: RankingWeights = defaultWeights) {
    this.records = records;
    this.weights = weights;
    const apiNames = new Set<string>();
    this.apiPaths = records.map((record) => {
      const levels = hierarchyLevels.filter(
        (level) => level !== 'lvl0' && (record.type === 'content' || level <= record.type),
      );
      const names: string[] = [];
      for (const level of levels) {
        const heading = record.hierarchy[level];
        if (heading && isApiName(heading)) names.push(squash(heading));
      }
      for (const name of names) apiNames.add(name);
      return names;
    });
    this.apiNames = apiNames;
    this.entries = records.map((record) => {
      const own = record.type === 'content' ? null : record.hierarchy[record.type];
      return own && isCalledName(own) && pageKind(record) === 'reference' ? entryKeys(own) : null;
    });
    this.miniSearch = new MiniSearch({
      idField: 'id',
      fields: [...searchedFields],
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
        // The anchor id of a heading names it in the author's words (`#i18n`, `#one-error-per-field`).
        const anchor = own !== null && weights.fields.anchor > 0 ? (record.anchor ?? '').replace(/-/g, ' ') : '';
        const description = weights.fields.description > 0 ? entryDescription(records, id) : '';
        // The comments and messages of the section's code blocks (a pasted error message finds them).
        const code = weights.fields.code > 0 ? (record.code ?? '') : '';
        return {id, heading: own ?? '', above, content: record.content ?? '', anchor, description, code};
      }),
    );
  }

  /** Number of records indexed. */
  get size(): number {
    return this.records.length;
  }

  /** The ranked records of a query (one per URL, best first), from a small cache when asked again. */
  private rank(query: string, facetFilters: FacetFilters | undefined): Ranked[] {
    const key = JSON.stringify([query, facetFilters ?? null]);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const q = queryWords(query);
    const found = findRecords(this.miniSearch, this.records, q, facetFilters, this.weights);
    const ranked = rankFound(
      {records: this.records, apiPaths: this.apiPaths, apiNames: this.apiNames, entries: this.entries},
      q,
      found,
      this.weights,
    );
    if (this.cache.size >= 20) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, ranked);
    return ranked;
  }

  /**
   * Runs one Algolia-style query.
   * Input: Algolia search parameters (see SearchParams). Output: Algolia's result for the query
   * (only its first {@link maxQueryBytes} bytes are searched; the result's `query` is the one asked);
   * an empty or word-less query matches nothing (nbHits 0). Never throws for odd input: unknown
   * parameters are ignored and HTML in the query is only ever treated as text.
   */
  search(params: SearchParams, indexName?: string): SearchResponse {
    const started = Date.now();
    const asked = typeof params.query === 'string' ? params.query : '';
    const query = searchedPart(asked);
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
      // The query as asked: the /search page's helper drops a response whose query is not its own.
      query: asked,
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
    // The code text is searched, never shown: it stays out of the hit.
    const {code: _code, ...shown} = record;
    const hit: Hit = {
      ...shown,
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
