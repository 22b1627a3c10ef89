/**
 * Matching: which records a query finds, with MiniSearch's BM25+ score of each, before the ranking
 * factors of ./rank.ts.
 *
 * Every required word (the query's words but its weak ones) must match, as a prefix, with typos
 * within Algolia's budget, or through another form of the word (./query.ts, `wordAlternatives`).
 * With three or more required words a record may miss one (`weights.missingWord`). When no record
 * is found, records with fewer of the words are (Algolia's `removeWordsIfNoResults:
 * 'allOptional'`). Weak words are optional: a record found by the others gets their score added
 * (`weights.weak`).
 */
import type MiniSearch from 'minisearch';
import type {Query, SearchResult} from 'minisearch';

import {matchesFacetFilters, type FacetFilters} from '../facetFilters';
import type {SearchRecord} from '../records';
import {wordAlternatives, weakWords, withoutLibraryName} from './query';
import {stem, stemMarker, words} from './text';
import type {RankingWeights} from './weights';

/** The fields of a record's index entry, each weighed by `weights.fields`. */
export const searchedFields = ['heading', 'above', 'content', 'anchor', 'description', 'code'] as const;
/** The fields searched together; the `code` field is searched on its own (see `findRecords`). */
const proseFields = searchedFields.filter((field) => field !== 'code');

/** The words of a query, sorted by role. */
export interface QueryWords {
  /** Every word but the library's name (`withoutLibraryName`), lower-cased, in order. */
  all: string[];
  /** The words a record must have (all words when the query has only weak ones). */
  required: string[];
  /** Weak words of a query that also has others. */
  optional: string[];
}

/**
 * Sorts a query's words into required and optional (weak) ones, after taking out the library's name,
 * which tells no two pages of this site apart ("express validator email" searches `email`).
 */
export function queryWords(query: string): QueryWords {
  const all = withoutLibraryName(words(query));
  const strong = all.filter((word) => !weakWords.has(word));
  return strong.length > 0
    ? {all, required: strong, optional: all.filter((word) => weakWords.has(word))}
    : {all, required: all, optional: []};
}

/** A record found by a query, before ranking. */
export interface Found {
  /** MiniSearch's result: id (index of the record), BM25+ score, matched terms. */
  result: SearchResult;
  /** True when the record has every required word (or all but one, with the soft AND). */
  strict: boolean;
  /** How many required words it matched (all words, weak ones too, when only weak words matched). */
  matched: number;
  /** The weak words' result for this record, when it has any of them. */
  weak?: SearchResult;
  /** True when only weak words matched anything, so every word was searched as optional. */
  allOptional: boolean;
  /** True when the record's own heading holds every required word (in one of its forms). */
  inHeading: boolean;
}

/**
 * The records that `query` finds among `records`, indexed in `miniSearch` by position.
 * Input: the query's words, the facet filters of the request, the weights. Output: the records
 * found, strict matches first, in MiniSearch's order. Never throws.
 */
export function findRecords(
  miniSearch: MiniSearch,
  records: readonly SearchRecord[],
  q: QueryWords,
  facetFilters: FacetFilters | undefined,
  w: RankingWeights,
): Found[] {
  const typed = new Set(q.all);
  const alternatives = q.required.map(wordAlternatives);
  const optionalAlternatives = q.optional.map(wordAlternatives);
  const options = {
    fields: proseFields,
    boost: w.fields,
    weights: {fuzzy: 0.3, prefix: w.prefix},
    // The query tree's leaves are single prepared terms (stems keep their marker).
    tokenize: (term: string) => [term],
    // Another form of the word (stem) or a transposition counts less than the word as typed.
    boostTerm: (term: string) => (typed.has(term) ? 1 : w.wordForm),
    filter: (result: SearchResult) =>
      matchesFacetFilters(records[result.id as number] as unknown as Record<string, unknown>, facetFilters),
  };
  const tree = (combineWith: 'AND' | 'OR', of: {query: Query}[]) => ({combineWith, queries: of.map((a) => a.query)});
  const matchedOf = (r: SearchResult, of: typeof alternatives) =>
    of.filter((a) => a.terms.some((t) => r.queryTerms.includes(t))).length;

  const soft = w.missingWord !== null && alternatives.length > 2;
  /** The records with every required word in `fields` (all but one with the soft AND, when `tolerant`). */
  const strictSearch = (fields: readonly string[], tolerant = soft) => {
    const found = miniSearch.search(tree(tolerant ? 'OR' : 'AND', alternatives), {...options, fields: [...fields]});
    if (!tolerant) return found;
    return found
      .map((r) => ({r, m: matchedOf(r, alternatives)}))
      .filter(({m}) => m >= alternatives.length - 1)
      .map(({r, m}) => ({...r, score: r.score * w.missingWord! ** (alternatives.length - m)}));
  };
  let results: SearchResult[] = strictSearch(proseFields);
  if (w.fields.code > 0) {
    // A section's code text (its examples' comments and messages) finds it only when it holds every
    // required word itself, as a pasted error message does (no soft AND: with it, a long question
    // found sections whose messages shared four of its words); its score adds to the prose's.
    const byId = new Map(results.map((r, i) => [r.id as number, i]));
    for (const c of strictSearch(['code'], false)) {
      const i = byId.get(c.id as number);
      if (i === undefined) {
        results.push(c);
        continue;
      }
      const r = results[i]!;
      results[i] = {
        ...r,
        score: r.score + c.score,
        terms: [...new Set([...r.terms, ...c.terms])],
        queryTerms: [...new Set([...r.queryTerms, ...c.queryTerms])],
      };
    }
  }
  const strict = new Set(results.map((r) => r.id as number));
  // The records whose own heading holds every required word, for the attribute rule of ./rank.ts:
  // each word as typed, as a prefix or by its stem, never by a typo (Algolia ranks typos before
  // attributes, so a heading reached by a typo does not outrank text that has the word).
  const headingTree = {
    combineWith: 'AND' as const,
    queries: q.required.map((word): Query => ({
      combineWith: 'OR',
      queries: [
        {queries: [word], prefix: true, fuzzy: false},
        {queries: [stemMarker + stem(word)], prefix: false, fuzzy: false},
      ],
    })),
  };
  const inHeading = new Set(
    results.length > 0
      ? miniSearch.search(headingTree, {...options, fields: ['heading']}).map((r) => r.id as number)
      : [],
  );
  if (alternatives.length > 1 && results.length === 0) results = miniSearch.search(tree('OR', alternatives), options);
  let counted = alternatives;
  if (results.length === 0 && optionalAlternatives.length > 0) {
    // Nothing but weak words matched: search with every word optional.
    counted = [...alternatives, ...optionalAlternatives];
    results = miniSearch.search(tree('OR', counted), options);
  }
  const allOptional = counted !== alternatives;
  const weakResults = new Map<number, SearchResult>();
  if (optionalAlternatives.length > 0 && !allOptional && results.length > 0) {
    const found = new Set(results.map((r) => r.id as number));
    for (const r of miniSearch.search(tree('OR', optionalAlternatives), {
      ...options,
      filter: (result: SearchResult) => found.has(result.id as number),
    })) {
      weakResults.set(r.id as number, r);
    }
  }
  return results.map((result) => ({
    result,
    strict: strict.has(result.id as number),
    matched: matchedOf(result, counted),
    weak: weakResults.get(result.id as number),
    allOptional,
    inHeading: inHeading.has(result.id as number),
  }));
}
