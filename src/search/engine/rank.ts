/**
 * Ranking: the order of the records a query found (./match.ts).
 *
 * First the attribute the whole query matched ({@link attributeRank}): a reference entry named by
 * the query, then a heading holding every required word, then body text only. Within each, the
 * record's BM25+ score multiplied by the factors below, all of them fields of `RankingWeights`
 * (./weights.ts):
 *
 * - `phrase`: its heading or text has the query words in a row;
 * - `apiName`: it sits under a heading that names an API the query names among other words;
 * - the page kind's prior (./pageKind.ts): migration guides weigh less, and the upgrade planner
 *   only answers questions about upgrading.
 *
 * Then a section's best record gains `section` times its second best, records with every required
 * word come before the others, and each URL keeps its best record (Algolia's `distinct`).
 */
import type {SearchRecord} from '../records';
import type {Found, QueryWords} from './match';
import {pageWeight} from './pageKind';
import {asksAboutUpgrading, containsPhrase, namedApis} from './query';
import type {RankingWeights} from './weights';

/** A ranked record: its score, the index terms it matched (for highlighting), the words it matched. */
export interface Ranked {
  record: SearchRecord;
  score: number;
  terms: string[];
  /** How many query words the record matched (one more than the words for a strict match). */
  matched: number;
  /** The attribute the whole query matched ({@link attributeRank}). */
  attribute: number;
}

/** What ranking needs to know of the index: the records and the API names above each. */
export interface RankContext {
  records: readonly SearchRecord[];
  /** Squashed API-name headings on each record's heading path (its own and those above it). */
  apiPaths: readonly (readonly string[])[];
  apiNames: ReadonlySet<string>;
  /**
   * For each record that heads a reference entry (a called API name such as `isEmail()` on a
   * reference page), the keys a query names it by (`entryKeys` of ./query.ts); null for the others.
   */
  entries: readonly (EntryKeys | null)[];
}

/** The keys of a reference entry: its name squashed, and its words squashed (`isemail`, `email`). */
export type EntryKeys = {name: string; words: string};

/**
 * The attribute ranking rule: which attribute of a record the whole query matched, as a rank that
 * orders records before any term count does (Algolia ranks by the best attribute matched, in the
 * order of its searchable attributes, before its proximity and exact criteria):
 *
 * - 3: the record heads a reference entry and the query is its name (`isEmail`, `is email`);
 * - 2: the query is the entry's words, the name without its `is`/`to` prefix (`email`,
 *   `mobile phone`, `iso 8601`); two entries with the same words (`isInt()`, `toInt()` for `int`)
 *   share this rank and their scores order them;
 * - 1: the record's own heading holds every required word of the query;
 * - 0: the record matched in other fields only (body text, the headings above it, its code).
 *
 * A query "is" a key when its words (the library's name taken out), or its required words, squash
 * to it. Input: the record's entry keys, the query's words, whether its heading holds every required
 * word. Output: 0 to 3.
 */
export function attributeRank(entry: EntryKeys | null, q: QueryWords, inHeading: boolean): number {
  if (entry) {
    const keys = [q.all.join(''), q.required.join('')];
    if (keys.includes(entry.name)) return 3;
    if (keys.includes(entry.words)) return 2;
  }
  return inHeading ? 1 : 0;
}

/**
 * Orders the records found for a query. Input: the index's context, the query's words, the
 * records found, the weights. Output: one record per URL, best first. Never throws.
 */
export function rankFound(index: RankContext, q: QueryWords, found: readonly Found[], w: RankingWeights): Ranked[] {
  const migrating = asksAboutUpgrading(q.all);
  const named = namedApis(q.all, index.apiNames);
  const ranked = found.map(({result, strict, matched, weak, inHeading}): Ranked => {
    const id = result.id as number;
    const record = index.records[id]!;
    const own = record.type === 'content' ? null : record.hierarchy[record.type];
    const phrase = q.all.length > 1 && containsPhrase(own ?? record.content ?? '', q.all);
    const underNamedApi = named.size > 0 && index.apiPaths[id]!.some((name) => named.has(name));
    const score =
      (result.score + (weak ? w.weak * weak.score : 0)) *
      (phrase ? w.phrase : 1) *
      (underNamedApi ? w.apiName : 1) *
      pageWeight(record, migrating, w.kinds);
    return {
      record,
      score,
      terms: weak ? [...result.terms, ...weak.terms] : result.terms,
      matched: strict ? q.all.length + 1 : matched,
      attribute: attributeRank(index.entries[id]!, q, inHeading),
    };
  });
  // A section (one URL: its heading and body text records) where several records match is more
  // likely the answer: the best record of a URL gains `section` times the second best.
  const best = new Map<string, [number, number]>();
  for (const r of ranked) {
    const [first, second] = best.get(r.record.url) ?? [0, 0];
    best.set(r.record.url, r.score > first ? [r.score, first] : [first, Math.max(second, r.score)]);
  }
  for (const r of ranked) {
    const [first, second] = best.get(r.record.url)!;
    if (r.score === first) r.score += w.section * second;
  }
  ranked.sort(
    (a, b) =>
      b.matched - a.matched ||
      b.attribute - a.attribute ||
      b.score - a.score ||
      a.record.weight.position - b.record.weight.position,
  );
  // A page kind weighing 0 for this query (the upgrade planner, when the query is not about
  // upgrading) is left out, unless nothing else matched.
  const weighed = ranked.some((r) => r.score > 0) ? ranked.filter((r) => r.score > 0) : ranked;
  const seen = new Set<string>();
  return weighed.filter((r) => (seen.has(r.record.url) ? false : (seen.add(r.record.url), true)));
}
