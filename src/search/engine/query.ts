/**
 * Query understanding for the embedded search engine: which part of a query is searched, which of
 * its words are weak (function words, complaint words), how each word may match (prefix, typos,
 * other forms of the word), and which API names it names. Pure functions, browser and Node.
 */
import type {Query} from 'minisearch';

import {camelParts, phraseWords, stem, stemMarker, words} from './text';

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

/**
 * The library's own name, as readers type it before their question: `express validator`,
 * `express-validator` (both the words `express`, `validator` in a row). Every page of this site is
 * about the library, so the name tells no two pages apart. Either word alone is a word of the
 * question: `express` names the framework (`validate without express`), `validator` what a chain
 * runs (`custom validator`).
 */
export const libraryName: readonly string[] = ['express', 'validator'];

/**
 * A query's words without the library's name ({@link libraryName}, wherever it stands); all of them
 * when the query is nothing but the name, which is then searched as typed. Input and output:
 * lower-cased words, in order.
 */
export function withoutLibraryName(queryWords: readonly string[]): string[] {
  const [first, second] = libraryName;
  const rest = queryWords.filter(
    (word, i) =>
      !((word === first && queryWords[i + 1] === second) || (word === second && queryWords[i - 1] === first)),
  );
  return rest.length > 0 ? rest : [...queryWords];
}

/** Lower-cased letters and digits only: `isEmail()` and `is email` both become `isemail`. */
export function squash(text: string | null | undefined): string {
  return words(text ?? '').join('');
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
 * Families of words that name the same thing in a question about validating input, where the
 * stemmer does not join them (`number` and `numeric` have different stems): a query word of a
 * family also matches the others. General English and the library's vocabulary, not any question.
 */
const kinFamilies: readonly (readonly string[])[] = [
  ['number', 'numbers', 'numeric', 'numerical'],
  ['length', 'long', 'longer', 'short', 'shorter'],
  ['localise', 'localize', 'localisation', 'localization', 'translate', 'translated', 'translation', 'i18n'],
];
const kinOf = new Map<string, readonly string[]>(kinFamilies.flatMap((family) => family.map((w) => [w, family])));

/**
 * Other words a query word stands for: its family in `kinFamilies`, and the American spelling of
 * a British `-ise` word (`sanitise` → `sanitize`, `customising` → `customizing`).
 */
export function kinWords(word: string): string[] {
  const kin = (kinOf.get(word) ?? []).filter((other) => other !== word);
  const american = word.replace(/is(e|ed|es|er|ers|ing|ation|ations)$/, 'iz$1');
  return american !== word ? [...kin, american] : [...kin];
}

/**
 * How one query word may match, as a MiniSearch query: the word itself (as a prefix, so results
 * come while typing, and with Levenshtein typos within its budget), its stem (another form of the
 * word, e.g. `migrate` for `Migrating`), its kin words ({@link kinWords}) and their stems, and its
 * transpositions, which Algolia counts as one typo (Damerau) but Levenshtein as two. Returns the
 * query and the terms it may report as matched.
 */
export function wordAlternatives(word: string): {query: Query; terms: string[]} {
  const budget = typoBudget(word);
  const stemmed = stem(word);
  const kin = kinWords(word).flatMap((other) => [other, stemMarker + stem(other)]);
  const exact = [
    stemMarker + stemmed,
    ...(stemmed !== word ? [stemmed] : []),
    ...kin,
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

/** Query words that ask about upgrading: migration pages are only favoured for those. */
const migrationWords = /^(?:migrat|upgrad|v[5-7]$|breaking)/;

/** True when a query (its lower-cased words) asks about upgrading between majors. */
export function asksAboutUpgrading(queryWords: readonly string[]): boolean {
  return queryWords.some((word) => migrationWords.test(word));
}

/** The words of a complaint (`error`, `undefined`, `empty`, `fails`): weak words (below). */
export const symptomWords: ReadonlySet<string> = new Set(
  'error errors undefined empty fail fails failing failed wrong broken issue problem bug'.split(' '),
);

/**
 * Words that carry little evidence on their own: English function words (`how`, `to`, `my`; and the
 * determiners, quantifiers and focusing adverbs `all`, `each`, `same`, `other`, `only`), the filler
 * of a question (`way`, `possible`, `how to use`), the filler of a requirement or a complaint
 * (`must`, `always`, `even though`, `says`, `like`) and the words of a complaint (`not working`,
 * `symptomWords`). They are not required to match; a record that has them gets a little more
 * score (`weights.weak`). A query made only of such words treats them as ordinary words. A general
 * list, not tied to any question.
 */
export const weakWords: ReadonlySet<string> = new Set([
  ...(
    'a an the to of in on at for with and or is are be been it its this that these my me i we you your ' +
    'how do does did can could should what when why which where there here ' +
    'all any some every each other another both same only also just ' +
    'way ways possible able sure make want wants need needs try trying tried would will am was were ' +
    'anyone someone something anything thing things please correct correctly properly right ' +
    'not no working work works worked doesn doesnt don dont isn isnt t s cannot cant get getting ' +
    'must always even though says like use using used'
  ).split(' '),
  ...symptomWords,
]);

/** A heading that names an API: one identifier that is camelCase, dotted or called (`isEmail()`, `req.body`). */
const apiHeading = /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*(?:\(\))?$/;

/** True when `heading` names an API (see `apiHeading`): `matchedData()`, `checkExact()`, not `Result`. */
export function isApiName(heading: string): boolean {
  const text = heading.trim();
  return apiHeading.test(text) && (/\(\)$|\./.test(text) || /\p{Ll}\p{Lu}/u.test(text));
}

/** True when `heading` is a called API name, as the reference's validators and sanitizers are: `isInt()`. */
export function isCalledName(heading: string): boolean {
  const text = heading.trim();
  return text.endsWith('()') && apiHeading.test(text);
}

/** The prefixes a validator's or sanitizer's name starts with that its words leave out. */
const namePrefixes: ReadonlySet<string> = new Set(['is', 'to']);

/**
 * The words of an API name as a reader types them: its camelCase, acronym and letter/digit parts,
 * lower-cased, without a leading `is` or `to` (`isMobilePhone()` → mobile, phone; `isISO8601` →
 * iso, 8601; `toInt` → int; `withMessage` → with, message). A name that is only such a prefix keeps
 * it. Input: a name, with or without `()`. Output: its words, in order. Never throws.
 */
export function nameWords(name: string): string[] {
  const parts = Array.from(name.matchAll(/[\p{L}\p{N}]+/gu), (m) => m[0])
    .flatMap((word) => camelParts(word))
    .map((part) => part.toLowerCase());
  return parts.length > 1 && namePrefixes.has(parts[0]!) ? parts.slice(1) : parts;
}

/**
 * The keys under which a query names an entry: the name squashed (`isemail`) and its words squashed
 * (`email`; `mobilephone` for `isMobilePhone()`). A query names the entry when its words, squashed,
 * equal one of them: `isEmail`, `is email` and `email` all name `isEmail()`.
 */
export function entryKeys(name: string): {name: string; words: string} {
  return {name: squash(name), words: nameWords(name).join('')};
}

/**
 * The API names a query names among other words: each word, and each run of two or three words
 * joined (`validation result` → `validationresult`), that squashes to a name in `names`.
 */
export function namedApis(queryWords: readonly string[], names: ReadonlySet<string>): Set<string> {
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
