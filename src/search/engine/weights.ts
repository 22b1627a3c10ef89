/**
 * The ranking weights of the embedded search engine, in one place: every number that ranking
 * (./rank.ts) multiplies or adds is a field here, so trying a change is one edit, or
 * `npm run search:relevance -- --weights '{…}'` without editing.
 *
 * `scripts/bench/search-knobs.ts --only …` prints what each knob gains over its off value, and
 * src/search/README.md ("Knobs") lists those figures and why each knob is kept; a knob that earned
 * nothing was deleted (its off value here, or its field gone) rather than kept as a setting.
 */
import type {PageKind} from './pageKind';

export interface RankingWeights {
  /**
   * Field boosts (MiniSearch's BM25+ with its default k 1.2, b 0.7, d 0.5): the record's own
   * `heading`, the headings `above` it, body text `content`, the words of the heading's `anchor` id
   * (0 leaves the anchor out of the index), and the `description` of a reference entry headed by a
   * called API name (`isInt()`): its first paragraph of eight words or more, the job it does, indexed
   * with the heading's record (0 leaves it out), and the `code` text of a heading's section (the
   * comments and messages of its code blocks, `SearchRecord.code`; 0 leaves it out).
   */
  fields: {heading: number; above: number; content: number; anchor: number; description: number; code: number};
  /** Weight of a match through another form of the word (stem, kin word) or a transposition. */
  wordForm: number;
  /** Weight of a prefix match (MiniSearch's own is 0.375). */
  prefix: number;
  /** Factor of a record with the query words in a row. */
  phrase: number;
  /** Weight of a weak word's score (see `weakWords` in ./query.ts) relative to a required word's. */
  weak: number;
  /**
   * Soft AND: with three or more required words, a record may miss one, and its score is multiplied
   * by this factor for the word it misses; null: every required word must match.
   */
  missingWord: number | null;
  /**
   * Prior of each page kind (./pageKind.ts). The upgrade planner's weighs 0 unless the query is
   * about upgrading; then `kinds.upgrade`, and a migration guide's weighs 1 instead of
   * `kinds.migration`.
   */
  kinds: Record<PageKind, number>;
  /**
   * Factor of the records of a section or page headed by an API name that the query names among
   * other words (`isBoolean accepts string` → the records under `isBoolean()`); the query's words in
   * a row count when joined (`validation result` → `validationResult()`).
   */
  apiName: number;
  /** Share of the second best record of a section (URL) added to its best record's score. */
  section: number;
}

export const defaultWeights: RankingWeights = {
  fields: {heading: 4, above: 1.5, content: 1, anchor: 1, description: 0.5, code: 1},
  wordForm: 0.7,
  prefix: 0.5,
  phrase: 2,
  weak: 1,
  missingWord: 0.25,
  kinds: {
    reference: 1,
    guide: 1,
    faq: 1,
    migration: 0.3,
    changes: 1,
    architecture: 0.5,
    overview: 1,
    upgrade: 1,
    outside: 1,
  },
  apiName: 1.5,
  section: 0.05,
};
