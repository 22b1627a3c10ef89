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
 * 5. DocSearch's level weight as a small document boost (page titles > h2 > … > body text);
 * 6. an API name that the query names among other words (`isBoolean accepts string`) favours the
 *    records under that heading (`apiName`), and a record without a symptom word of the query
 *    (`empty`, `error`…) weighs less (`missingSymptom`);
 * 7. a section's best record gains a little of its second best (`section`).
 * Results are distinct by URL (best record of each URL), like DocSearch indexes
 * (`attributeForDistinct: url`). The weights were tuned on the tuning half of the reader set
 * (tests/search/readerQuestions.ts); src/search/README.md lists every change with both halves' figures.
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

/**
 * Longest query searched, in UTF-8 bytes: Algolia's limit for its `query` parameter (its API
 * reference: query strings can be up to 512 bytes long; Algolia refuses longer ones). Here the rest
 * is ignored ({@link searchedPart}): each query word costs a prefix and typo expansion over the whole
 * index, so a long paste into the /search page, or a crafted `?q=` that the page reads from its URL,
 * kept the tab busy. Measured in Node on the 7.3.0 index, idle 2-core machine: 1.5 s for 160 words
 * (1,319 characters), 2.9 s for 320, linear in the words; with the limit, at most about 0.7 s, and
 * a 4x slower phone takes four times as long. The /search page had not hydrated 30 s after loading
 * a `?q=` of 2,000 words. The modal's own field takes 64 characters.
 */
export const maxQueryBytes = 512;

/** UTF-8 length of one code point. */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * The part of a query the engine searches: the whole query when it fits in {@link maxQueryBytes}
 * UTF-8 bytes, else its longest start that fits, without a word cut in two (a single word longer
 * than the limit is cut). Input: the query as typed. Output: a prefix of it. Never throws.
 */
export function searchedPart(query: string): string {
  let bytes = 0;
  let end = 0;
  for (const char of query) {
    bytes += utf8Length(char.codePointAt(0)!);
    if (bytes > maxQueryBytes) break;
    end += char.length;
  }
  if (end === query.length) return query;
  const head = query.slice(0, end);
  if (/\s/.test(query.charAt(end))) return head;
  return head.replace(/\S+$/, '') || head;
}

const defaultPreTag = '<span class="algolia-docsearch-suggestion--highlight">';
const defaultPostTag = '</span>';

/** Lower-cased letters and digits only: `isEmail()` and `is email` both become `isemail`. */
function squash(text: string | null | undefined): string {
  return words(text ?? '').join('');
}

/** The stems of the words of `text`, joined by spaces: `Sanitization` and `sanitize` both give `sanit`. */
function stemmedWords(text: string): string {
  return words(text)
    .map((word) => stem(word))
    .join(' ');
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
 * Weight of a heading that is exactly the query: `exactReference` on an API reference page (`/api/`
 * in 7.x, `*-api` pages in 6.x and 5.x), 1 elsewhere, so an API name leads to its reference entry
 * before a guide section of the same name (`oneOf()` in check-api before `oneOf()` in a guide).
 */
export function referenceWeight(record: SearchRecord, weights: RankingWeights = defaultWeights): number {
  return pageKind(record) === 'reference' ? weights.exactReference : 1;
}

/** Query words that ask about upgrading: migration pages are only favoured for those. */
const migrationWords = /^(?:migrat|upgrad|v[5-7]$|breaking)/;

/**
 * The words of a complaint (`error`, `undefined`, `empty`, `fails`): weak words (below) that also
 * lower a record which lacks them (`weights.missingSymptom`), so a symptom is weak evidence.
 */
export const symptomWords: ReadonlySet<string> = new Set(
  'error errors undefined empty fail fails failing failed wrong broken issue problem bug'.split(' '),
);

/**
 * Words that carry little evidence on their own: English function words (`how`, `to`, `my`; and the
 * determiners, quantifiers and focusing adverbs `all`, `each`, `same`, `other`, `only`) and the words
 * of a complaint (`not working`, `symptomWords`). They are not required to match; a record
 * that has them gets a little more score (`weights.weak`). A query made only of such words treats
 * them as ordinary words. A general list, not tied to any question.
 */
export const weakWords: ReadonlySet<string> = new Set([
  ...(
    'a an the to of in on at for with and or is are be been it its this that these my me i we you your ' +
    'how do does did can could should what when why which where there here ' +
    'all any some every each other another both same only also just ' +
    'not no working work works worked doesn doesnt don dont isn isnt t s cannot cant get getting'
  ).split(' '),
  ...symptomWords,
]);

/**
 * Kinds of docs pages, from the page path (the same names in every version):
 * `reference` API pages (`/api/…` in 7.x, `…-api` in 6.x and 5.x), `types` the 7.x type listing
 * (`api/misc`), `faq` common questions, `migration` migration guides, `changes` the changes within a
 * major, `architecture` how it works inside, `overview` a version's front page, `guide` other docs
 * pages, `outside` pages outside the docs (home, playground).
 */
export type PageKind =
  'reference' | 'types' | 'guide' | 'faq' | 'migration' | 'changes' | 'architecture' | 'overview' | 'outside';

/** The page kind of a record (see PageKind). */
export function pageKind(record: Pick<SearchRecord, 'url_without_anchor'>): PageKind {
  const path = new URL(record.url_without_anchor).pathname.replace(/\/$/, '');
  const match = /^\/docs(?:\/(?:next|\d+\.\d+\.\d+))?(?:\/(.*))?$/.exec(path);
  if (!match) return 'outside';
  const page = match[1] ?? '';
  if (page === '') return 'overview';
  if (/(?:^|\/)migration-v\d-to-v\d$/.test(page)) return 'migration';
  if (/changes-within-\dx$/.test(page)) return 'changes';
  if (/(?:^|\/)(?:faq|common-questions)$/.test(page)) return 'faq';
  if (/^architecture$/.test(page)) return 'architecture';
  if (/^api\/misc$/.test(page)) return 'types';
  if (/^api\/|-api$/.test(page)) return 'reference';
  return 'guide';
}

/** Major version of the docs a record belongs to (`7` for `7.3.0`), or null (`current`, outside docs). */
function majorOf(record: Pick<SearchRecord, 'version'>): number | null {
  const match = /^(\d+)\./.exec(record.version ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Ranking weights of the embedded engine. The values in `defaultWeights` were chosen on the tuning
 * half of the reader set (src/search/README.md lists every change with both halves' figures).
 */
export interface RankingWeights {
  /**
   * Field boosts: own heading, headings above, body text, words of the heading's anchor id, body
   * text of a heading's section (0 leaves it out of the index).
   */
  fields: {t: number; h: number; c: number; a: number; s: number};
  /** MiniSearch's BM25+ parameters (k: term saturation, b: length normalisation, d: floor). */
  bm25: {k: number; b: number; d: number};
  /** Factor of a record whose own heading is the query, and its extra factor on reference pages. */
  exact: number;
  exactReference: number;
  /** Weight of a match through another form of the word (stem) or a transposition, and of a prefix match. */
  wordForm: number;
  prefix: number;
  /** Factor of a record with the query words in a row. */
  phrase: number;
  /** Weight of a weak word (see `weakWords`) relative to a required word; null: every word required. */
  weak: number | null;
  /**
   * Factor of a record whose own heading is the query in other word forms (the same stems, as many
   * words: `sanitize` → "Sanitization"); 1 turns it off.
   */
  exactForm: number;
  /**
   * Heading level prior: a heading record weighs (level / 100) ^ levelPower (page title 1, h2 0.9 ^ p,
   * h3 0.8 ^ p…), a body text record `contentLevel`; null: DocSearch's level as a small boost
   * (1 + level / 400).
   */
  levelPower: number | null;
  contentLevel: number;
  /**
   * Soft AND: when set, a record may miss required words and its score is multiplied by this factor
   * for each word it misses (records missing more words than all but one never match); null: every
   * required word must match (with Algolia's fallback to all-optional when nothing does).
   */
  missingWord: number | null;
  /** Prior of each page kind. */
  kinds: Record<PageKind, number>;
  /** Extra factor of a migration guide to an older major than the docs being read (v5→v6 in 7.x). */
  migrationOlder: number;
  /** Weight of migration pages, and of the changes within a major, when the query asks about upgrading. */
  migrating: number;
  migratingChanges: number;
  /**
   * Factor of a record for each symptom word of the query (`symptomWords`: `empty`, `error`,
   * `undefined`…) that it does not have, so a symptom is weak evidence rather than none; 1 turns it off.
   */
  missingSymptom: number;
  /**
   * Factor of the records of a section or page headed by an API name that the query names among
   * other words (`isBoolean accepts string` → the records under `isBoolean()`); the query's words in
   * a row count when joined (`validation result` → `validationResult()`). 1 turns it off.
   */
  apiName: number;
  /** Share of the second best record of a section (URL) added to its best record's score; 0 turns it off. */
  section: number;
  /**
   * Fill-up: when the records that have every required word (or all but one, with the soft AND) make
   * fewer than this many sections, the records with fewer of the words follow them, as when nothing
   * matches; 0 turns it off.
   */
  fillUp: number;
}

export const defaultWeights: RankingWeights = {
  fields: {t: 4, h: 1.5, c: 1, a: 1, s: 0},
  bm25: {k: 1.2, b: 0.7, d: 0.5},
  exact: 3,
  exactReference: 1.2,
  wordForm: 0.7,
  prefix: 0.5,
  phrase: 2,
  weak: 1,
  exactForm: 1,
  levelPower: 4,
  contentLevel: 0.3,
  missingWord: 0.25,
  kinds: {
    reference: 1,
    types: 0.6,
    guide: 1,
    faq: 1,
    migration: 0.3,
    changes: 1,
    architecture: 0.5,
    overview: 1,
    outside: 0.5,
  },
  migrationOlder: 1,
  migrating: 1.5,
  migratingChanges: 1,
  missingSymptom: 0.25,
  apiName: 1.5,
  section: 0.05,
  fillUp: 3,
};

/**
 * Weight of a record's page kind for a query: `weights.kinds`, except that migration and changes
 * pages weigh `weights.migrating` when the query is about upgrading, and a migration guide to an
 * older major than the docs being read (v5→v6 in the 7.x docs) weighs `migrationOlder` times less.
 */
export function pageWeight(record: SearchRecord, migrating: boolean, weights: RankingWeights = defaultWeights): number {
  const kind = pageKind(record);
  if (kind === 'migration') {
    const to = Number(/-to-v(\d)/.exec(record.url_without_anchor)?.[1]);
    const major = majorOf(record);
    const older = major !== null && to < major ? weights.migrationOlder : 1;
    return (migrating ? weights.migrating : weights.kinds.migration) * older;
  }
  if (kind === 'changes' && migrating) return Math.max(weights.migratingChanges, weights.kinds.changes);
  return weights.kinds[kind];
}

/** A heading that names an API: one identifier that is camelCase, dotted or called (`isEmail()`, `req.body`). */
const apiHeading = /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*(?:\(\))?$/;

/** True when `heading` names an API (see `apiHeading`): `matchedData()`, `checkExact()`, not `Result`. */
export function isApiName(heading: string): boolean {
  const text = heading.trim();
  return apiHeading.test(text) && (/\(\)$|\./.test(text) || /\p{Ll}\p{Lu}/u.test(text));
}

/**
 * The API names a query names among other words: each word, and each run of two or three words
 * joined (`validation result` → `validationresult`), that squashes to a name in `names`.
 */
function namedApis(queryWords: readonly string[], names: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < queryWords.length; i++) {
    for (let n = 1; n <= 3 && i + n <= queryWords.length; n++) {
      if (n === queryWords.length) continue;
      const joined = queryWords.slice(i, i + n).join('');
      if (joined.length >= 4 && names.has(joined)) found.add(joined);
    }
  }
  return found;
}

export class RecordSearch {
  private readonly records: readonly SearchRecord[];
  /** Squashed API-name headings on each record's heading path (its own and those above it). */
  private readonly apiPaths: readonly (readonly string[])[];
  private readonly apiNames: ReadonlySet<string>;
  private readonly miniSearch: MiniSearch<{id: number; t: string; h: string; c: string; a: string; s: string}>;
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
    this.miniSearch = new MiniSearch({
      idField: 'id',
      fields: ['t', 'h', 'c', 'a', 's'],
      tokenize: indexTokens,
      processTerm: (term) => term,
      searchOptions: {tokenize: words, processTerm: (term) => term},
    });
    // The body text of each section (content records share their heading's URL), so that a heading
    // record also matches words its section has (`s`, a low weight): the answer is a section.
    const sections = new Map<string, string[]>();
    if (weights.fields.s > 0) {
      for (const record of records) {
        if (record.type !== 'content' || !record.content) continue;
        const list = sections.get(record.url) ?? [];
        list.push(record.content);
        sections.set(record.url, list);
      }
    }
    this.miniSearch.addAll(
      records.map((record, id) => {
        const own = record.type === 'content' ? null : record.hierarchy[record.type];
        const above = hierarchyLevels
          .filter((level) => record.type === 'content' || level < record.type)
          .map((level) => record.hierarchy[level])
          .filter(Boolean)
          .join(' ');
        // The anchor id of a heading names it in the author's words (`#i18n`, `#one-error-per-field`).
        const anchor = own !== null && weights.fields.a > 0 ? (record.anchor ?? '').replace(/-/g, ' ') : '';
        const section = own !== null ? (sections.get(record.url) ?? []).join(' ') : '';
        return {id, t: own ?? '', h: above, c: record.content ?? '', a: anchor, s: section};
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
    const w = this.weights;
    const queryWords = words(query);
    const queryWordSet = new Set(queryWords);
    // Weak words (function words, complaint words) are optional unless the query has nothing else.
    const strongWords = w.weak === null ? queryWords : queryWords.filter((word) => !weakWords.has(word));
    const required = strongWords.length > 0 ? strongWords : queryWords;
    const optional =
      w.weak === null || strongWords.length === 0 ? [] : queryWords.filter((word) => weakWords.has(word));
    const alternatives = required.map(wordAlternatives);
    const optionalAlternatives = optional.map(wordAlternatives);
    const options = {
      fields: ['t', 'h', 'c', 'a', 's'],
      boost: w.fields,
      bm25: w.bm25,
      weights: {fuzzy: 0.3, prefix: w.prefix},
      // The query tree's leaves are single prepared terms (stems keep their marker).
      tokenize: (term: string) => [term],
      // Another form of the word (stem) or a transposition counts less than the word as typed.
      boostTerm: (term: string) => (queryWordSet.has(term) ? 1 : w.wordForm),
      boostDocument: (id: number) => {
        const level = this.records[id]?.weight.level ?? 0;
        if (w.levelPower === null) return 1 + level / 400;
        return level === 0 ? w.contentLevel : (level / 100) ** w.levelPower;
      },
      filter: (result: SearchResult) =>
        matchesFacetFilters(this.records[result.id as number] as unknown as Record<string, unknown>, facetFilters),
    };
    const tree = (combineWith: 'AND' | 'OR', of: {query: Query}[]) => ({combineWith, queries: of.map((a) => a.query)});
    // Every required word first; when that finds nothing, every word optional (as Algolia's
    // removeWordsIfNoResults: 'allOptional'), records matching more of the words first.
    const soft = w.missingWord !== null && required.length > 2;
    let results: SearchResult[] = this.miniSearch.search(tree(soft ? 'OR' : 'AND', alternatives), options);
    if (soft) {
      const matchedOf = (r: SearchResult) =>
        alternatives.filter((a) => a.terms.some((t) => r.queryTerms.includes(t))).length;
      results = results
        .map((r) => ({r, m: matchedOf(r)}))
        .filter(({m}) => m >= alternatives.length - 1)
        .map(({r, m}) => ({...r, score: r.score * w.missingWord! ** (alternatives.length - m)}));
    }
    // When the records found so far make fewer than `fillUp` sections (none at all: Algolia's
    // allOptional), the records with fewer of the words follow them, so a lone strict match does not
    // hide every other record with most of the words.
    const strict = new Set(results.map((r) => r.id as number));
    const sections = new Set(results.map((r) => this.records[r.id as number]!.url)).size;
    if (required.length > 1 && (results.length === 0 || sections < w.fillUp)) {
      const loose = this.miniSearch.search(tree('OR', alternatives), options);
      results = [...results, ...loose.filter((r) => !strict.has(r.id as number))];
    }
    let counted = alternatives;
    if (results.length === 0 && optionalAlternatives.length > 0) {
      // Nothing but weak words matched: search with every word optional.
      counted = [...alternatives, ...optionalAlternatives];
      results = this.miniSearch.search(tree('OR', counted), options);
    }
    // Weak words add a little score to the records found by the others.
    const weakScores = new Map<number, SearchResult>();
    if (optionalAlternatives.length > 0 && counted === alternatives && results.length > 0) {
      const found = new Set(results.map((r) => r.id as number));
      for (const r of this.miniSearch.search(tree('OR', optionalAlternatives), {
        ...options,
        filter: (result: SearchResult) => found.has(result.id as number),
      })) {
        weakScores.set(r.id as number, r);
      }
    }

    const wanted = squash(query);
    const wantedStems = stemmedWords(query);
    const migrating = queryWords.some((word) => migrationWords.test(word));
    const named = w.apiName === 1 ? new Set<string>() : namedApis(queryWords, this.apiNames);
    const symptoms =
      w.missingSymptom === 1 || counted !== alternatives
        ? []
        : optional.filter((word) => symptomWords.has(word)).map((word) => wordAlternatives(word).terms);
    const ranked = results.map((r): Ranked => {
      const record = this.records[r.id as number]!;
      const apiFactor =
        named.size > 0 && this.apiPaths[r.id as number]!.some((name) => named.has(name)) ? w.apiName : 1;
      const own = record.type === 'content' ? null : record.hierarchy[record.type];
      // The query names this heading (`isEmail` → `isEmail()`): same letters and as many words, so
      // `custom validator` is not taken for the type `CustomValidator`.
      const exact = own !== null && squash(own) === wanted && words(own).length === queryWords.length;
      // The heading is the query in other word forms (`sanitize` → "Sanitization").
      const exactForm =
        !exact && own !== null && words(own).length === queryWords.length && stemmedWords(own) === wantedStems;
      // Records of the strict search come before those the fallback added, which rank by words matched.
      const matched = strict.has(r.id as number)
        ? queryWords.length + 1
        : counted.filter((a) => a.terms.some((t) => r.queryTerms.includes(t))).length;
      const phrase = queryWords.length > 1 && containsPhrase(own ?? record.content ?? '', queryWords) ? w.phrase : 1;
      const weak = weakScores.get(r.id as number);
      const score = r.score + (weak ? (w.weak ?? 0) * weak.score : 0);
      const missingSymptoms = symptoms.filter(
        (terms) => !weak || !terms.some((t) => weak.queryTerms.includes(t)),
      ).length;
      return {
        record,
        score:
          score *
          phrase *
          apiFactor *
          w.missingSymptom ** missingSymptoms *
          (exactForm ? w.exactForm : 1) *
          // The page kind applies to exact headings too: a migration guide's `optional()` section
          // must not outrank the reference entry it points to.
          (exact ? w.exact * referenceWeight(record, w) : 1) *
          pageWeight(record, migrating, w),
        terms: weak ? [...r.terms, ...weak.terms] : r.terms,
        matched,
      };
    });
    if (w.section > 0) {
      // A section (one URL: its heading and body text records) where several records match is
      // more likely the answer: the best record of a URL gains `section` times the second best.
      const best = new Map<string, [number, number]>();
      for (const r of ranked) {
        const [first, second] = best.get(r.record.url) ?? [0, 0];
        best.set(r.record.url, r.score > first ? [r.score, first] : [first, Math.max(second, r.score)]);
      }
      for (const r of ranked) {
        const [first, second] = best.get(r.record.url)!;
        if (r.score === first) r.score += w.section * second;
      }
    }
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
