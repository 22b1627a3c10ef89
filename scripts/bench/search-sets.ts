/**
 * The question sets that the search benchmarks measure (tests/search/), in the order they print.
 *
 * Each set: `name` as printed, `group` as chosen with `--set`, the questions, and `tunable`: whether
 * its misses may be listed. Blind sets kept for figures only (`tunable` false) never show a
 * question, so no change is chosen on their questions. `onlyWhenNamed`: the set runs only when
 * asked for by its group (`--set newcomer`), not with `--set all`, so that it is measured on
 * purpose, once a change is final.
 */
import {heldOutSet, tuningSet} from '../../tests/search/relevance';
import {readerHeldOut, readerTuning} from '../../tests/search/readerQuestions';
import {readerValidation} from '../../tests/search/readerValidation';
import {readerValidation2} from '../../tests/search/readerValidation2';
import {readerValidation3} from '../../tests/search/readerValidation3';
import {readerValidation4} from '../../tests/search/readerValidation4';
import {newcomerBlind} from '../../tests/search/newcomerBlind';
import {newcomerDev} from '../../tests/search/newcomerDev';
import {shortQueryBlind} from '../../tests/search/shortQueryBlind';

/** One question set of the benchmarks. */
export interface RelevanceSet {
  name: string;
  group: string;
  cases: readonly {query: string; version: string; expect: string[]}[];
  tunable: boolean;
  onlyWhenNamed?: boolean;
}

export const relevanceSets: readonly RelevanceSet[] = [
  {name: 'reader tuning', group: 'reader', cases: readerTuning, tunable: true},
  {name: 'reader held-out', group: 'reader', cases: readerHeldOut, tunable: false},
  {name: 'reader validation', group: 'validation', cases: readerValidation, tunable: true},
  {name: 'reader validation 2', group: 'validation2', cases: readerValidation2, tunable: true},
  {name: 'reader validation 3', group: 'validation3', cases: readerValidation3, tunable: true},
  // Written blind and kept for figures only: no change is chosen on it.
  {name: 'reader validation 4', group: 'validation4', cases: readerValidation4, tunable: false},
  {name: 'tuning', group: 'tuning', cases: tuningSet, tunable: true},
  {name: 'held-out', group: 'held-out', cases: heldOutSet, tunable: false},
  // The newcomers' development set: may be tuned on and looked at.
  {name: 'newcomer dev', group: 'dev', cases: newcomerDev, tunable: true},
  // The newcomers' blind set, written without looking at the engine or its results.
  {name: 'newcomer blind', group: 'newcomer', cases: newcomerBlind, tunable: false, onlyWhenNamed: true},
  // Short queries (one or two words, short questions, the library's name first), written blind and
  // kept for figures only, measured once a change is final as the newcomers' blind set is.
  {name: 'short-query blind', group: 'short', cases: shortQueryBlind, tunable: false, onlyWhenNamed: true},
];
