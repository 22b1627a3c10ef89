/**
 * Tokenizing, highlighting and snippeting for the embedded search engine (browser and Node).
 *
 * One word definition is used everywhere (index, query, highlight): a maximal run of Unicode
 * letters and digits. So `isEmail()` is the word `isEmail`, `allow_display_name` is three words,
 * and `<img src=x>` is `img`, `src`, `x`.
 */

import {stemmer} from 'stemmer';

import {escapeHtml} from '../../escapeHtml';

const wordPattern = /[\p{L}\p{N}]+/gu;
/** Boundaries inside a word: lower→Upper (`isEmail`), UPPER→Upperlower (`ISOString`), letter↔digit. */
const camelBoundary = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/** A word or camelCase part of a word, with its position in the text (UTF-16 offsets). */
interface Span {
  start: number;
  end: number;
  /** Lower-cased text of the span. */
  term: string;
}

/** Words of a query or text, lower-cased, in order (duplicates kept). */
export function words(text: string): string[] {
  return Array.from(text.matchAll(wordPattern), (m) => m[0].toLowerCase());
}

/** Parts of one word split at camelCase and letter/digit boundaries, e.g. `isISO8601` → is, ISO, 8601. */
export function camelParts(word: string): string[] {
  return word.split(camelBoundary).filter(Boolean);
}

/**
 * Entries each memo of this module keeps before it starts afresh: more than the words and record
 * texts of the largest index file, so a visit's searches reuse them; a cap so that a long visit,
 * or text a reader types, cannot grow them without end.
 */
const memoLimit = 50_000;
/** Stems already computed: a query stems the words of every record it ranks. */
const stems = new Map<string, string>();

/**
 * `compute(key)`, kept in `memo` for the next call with the same key; `memo` starts afresh once it
 * holds `memoLimit` entries.
 */
function remembered<T>(memo: Map<string, T>, key: string, compute: (key: string) => T): T {
  let value = memo.get(key);
  if (value === undefined) {
    value = compute(key);
    if (memo.size >= memoLimit) memo.clear();
    memo.set(key, value);
  }
  return value;
}

/**
 * The stem of a lower-cased word (Porter's algorithm, the `stemmer` package), so that word forms
 * meet: `migrate`, `migrating` and `migration` all give `migrat`, `validators` gives `valid`.
 * Words with digits and words under 4 letters are kept as they are.
 */
export function stem(word: string): string {
  return word.length < 4 || /\d/.test(word) ? word : remembered(stems, word, stemmer);
}

/** Prefix of the index tokens that hold a stem (`~migrat`), so a stem match can weigh less than the word. */
export const stemMarker = '~';

/**
 * Tokenizer used when indexing: every word, plus its camelCase parts when it has several, so that
 * `email` finds `isEmail` and `normalizeEmail` while `isEmail` still matches the whole word; and,
 * for each whose stem differs, the stem behind `stemMarker`, so a query word meets the other forms
 * of the same word (the engine weighs such a match below the word itself).
 */
export function indexTokens(text: string): string[] {
  const result: string[] = [];
  const add = (term: string) => {
    result.push(term);
    const stemmed = stem(term);
    if (stemmed !== term) result.push(stemMarker + stemmed);
  };
  for (const match of text.matchAll(wordPattern)) {
    add(match[0].toLowerCase());
    const parts = camelParts(match[0]);
    if (parts.length > 1) for (const part of parts) add(part.toLowerCase());
  }
  return result;
}

/** Phrase words already computed, by text: a query with several words reads every ranked record's. */
const phraseWordsOf = new Map<string, string[]>();

/**
 * Words of `text` in order, each camelCase word replaced by its parts (`onlyFirstError` → only,
 * first, error): the sequence in which a phrase is looked for.
 * The array is shared with later calls for the same text: read it, do not change it.
 */
export function phraseWords(text: string): string[] {
  return remembered(phraseWordsOf, text, wordsInOrder);
}

/** {@link phraseWords} without the memo. */
function wordsInOrder(text: string): string[] {
  const result: string[] = [];
  for (const match of text.matchAll(wordPattern)) {
    // Only lower→Upper boundaries: `v6` stays one word here.
    const parts = match[0].split(/(?<=\p{Ll})(?=\p{Lu})/u);
    if (parts.length > 1) for (const part of parts) result.push(part.toLowerCase());
    else result.push(match[0].toLowerCase());
  }
  return result;
}

/** Words and camelCase parts of `text` with their offsets. Whole words come before their parts. */
function spans(text: string): {word: Span; parts: Span[]}[] {
  const result: {word: Span; parts: Span[]}[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index ?? 0;
    const word = {start, end: start + match[0].length, term: match[0].toLowerCase()};
    const parts: Span[] = [];
    let offset = start;
    const split = camelParts(match[0]);
    if (split.length > 1) {
      for (const part of split) {
        parts.push({start: offset, end: offset + part.length, term: part.toLowerCase()});
        offset += part.length;
      }
    }
    result.push({word, parts});
  }
  return result;
}

/** Algolia's highlight object for one attribute. */
export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** Algolia's snippet object for one attribute. */
export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface HighlightOptions {
  /** Document terms that matched the query (lower-cased; from the engine, after prefix/fuzzy expansion). */
  terms: ReadonlySet<string>;
  /** Words of the query, lower-cased. */
  queryWords: readonly string[];
  preTag: string;
  postTag: string;
}

/** Offsets of the matched spans of `text` (a whole word, or a camelCase part when only that matched). */
function matchedRanges(text: string, terms: ReadonlySet<string>): [number, number][] {
  // Fast path: most attributes of a hit contain none of the matched terms.
  // (A stem is a prefix of its word except for a changed last letter, e.g. `arrai` for `arrays`.)
  const lower = text.toLowerCase();
  let possible = false;
  for (const term of terms) {
    const plain = term.startsWith(stemMarker) ? term.slice(stemMarker.length) : term;
    if (lower.includes(plain.length > 3 ? plain.slice(0, -1) : plain)) {
      possible = true;
      break;
    }
  }
  if (!possible) return [];
  const has = (term: string) => terms.has(term) || terms.has(stemMarker + stem(term)) || terms.has(stem(term));
  const ranges: [number, number][] = [];
  for (const {word, parts} of spans(text)) {
    if (has(word.term)) ranges.push([word.start, word.end]);
    else for (const part of parts) if (has(part.term)) ranges.push([part.start, part.end]);
  }
  return ranges;
}

/** Which query words an attribute matched: a query word counts when a matched span starts with it. */
function matchInfo(text: string, ranges: [number, number][], queryWords: readonly string[]) {
  const matched = ranges.map(([s, e]) => text.slice(s, e).toLowerCase());
  const matchedWords = queryWords.filter((w) =>
    matched.some((m) => m.startsWith(w) || w.startsWith(m) || stem(m) === stem(w)),
  );
  // A fuzzy match (typo) matches no query word literally; it still is a match.
  if (matchedWords.length === 0 && matched.length > 0 && queryWords.length > 0) matchedWords.push(queryWords[0]!);
  const matchLevel: HighlightValue['matchLevel'] =
    ranges.length === 0 ? 'none' : new Set(matchedWords).size >= new Set(queryWords).size ? 'full' : 'partial';
  return {matchedWords: [...new Set(matchedWords)], matchLevel};
}

/** Escaped `text[from, to)` with matched ranges wrapped in the highlight tags. */
function render(text: string, from: number, to: number, ranges: [number, number][], o: HighlightOptions): string {
  let out = '';
  let cursor = from;
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue;
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    out += escapeHtml(text.slice(cursor, start)) + o.preTag + escapeHtml(text.slice(start, end)) + o.postTag;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

/**
 * Highlight result of a whole attribute value, in Algolia's shape: the value HTML-escaped with
 * matched words wrapped in `preTag`/`postTag`.
 */
export function highlight(text: string, o: HighlightOptions): HighlightValue {
  const ranges = matchedRanges(text, o.terms);
  const {matchedWords, matchLevel} = matchInfo(text, ranges, o.queryWords);
  const result: HighlightValue = {value: render(text, 0, text.length, ranges, o), matchLevel, matchedWords};
  if (matchLevel !== 'none') result.fullyHighlighted = ranges.length >= words(text).length;
  return result;
}

/**
 * Snippet result in Algolia's shape: about `maxWords` whitespace-separated words around the first
 * match (or the start of the text), escaped and highlighted, with `ellipsis` where text was cut.
 */
export function snippet(text: string, maxWords: number, ellipsis: string, o: HighlightOptions): SnippetValue {
  const ranges = matchedRanges(text, o.terms);
  const {matchLevel} = matchInfo(text, ranges, o.queryWords);
  const chunks = Array.from(text.matchAll(/\S+/g), (m) => ({start: m.index ?? 0, end: (m.index ?? 0) + m[0].length}));
  if (chunks.length <= maxWords) return {value: render(text, 0, text.length, ranges, o), matchLevel};
  const firstMatch = ranges[0]?.[0] ?? 0;
  const matchChunk = Math.max(
    0,
    chunks.findIndex((c) => c.end > firstMatch),
  );
  // Start a few words before the match so it reads in context, as Algolia does.
  let first = Math.max(0, matchChunk - Math.floor(maxWords / 3));
  first = Math.min(first, chunks.length - maxWords);
  const last = first + maxWords - 1;
  const from = chunks[first]!.start;
  const to = chunks[last]!.end;
  const value =
    (first > 0 ? ellipsis : '') + render(text, from, to, ranges, o) + (last < chunks.length - 1 ? ellipsis : '');
  return {value, matchLevel};
}
