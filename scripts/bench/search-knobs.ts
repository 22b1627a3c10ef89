/**
 * What each ranking knob of the embedded engine earns, after `npm run build`:
 * `npx tsx scripts/bench/search-knobs.ts [--build DIR] [--with-newcomer] [--only NAMES]`, where
 * NAMES is a comma-separated list of set names (`--only 'reader tuning,newcomer dev'`): only those
 * sets run, so the sets kept for figures only are not measured once per knob.
 *
 * For every knob of `defaultWeights` (src/search/engine/weights.ts) it turns that knob alone to its
 * off value (the value at which the engine behaves as if the knob did not exist: a factor of 1, a
 * bonus of 0, MiniSearch's own setting) and prints, for every question set, hit@1 and hit@3 with
 * the knob on and off, in questions. A knob whose "on" column beats its "off" column on no blind
 * set has not earned its place (src/search/README.md, "Tuning"). Figures only: no question is
 * printed. Exit code 1 when there is no build.
 */
import path from 'node:path';

import {defaultWeights, type RankingWeights} from '../../src/search/engine/weights';
import {runCases, type CaseResult} from './search-relevance';
import {relevanceSets} from './search-sets';

/** A knob: its name and the weights with it turned off (every other weight at its default). */
export interface Knob {
  name: string;
  off: RankingWeights;
}

/** The knobs of `defaultWeights` with their off values. */
export function knobs(w: RankingWeights = defaultWeights): Knob[] {
  const off = (name: string, change: Partial<RankingWeights>): Knob => ({name, off: {...w, ...change}});
  const kind = (k: keyof RankingWeights['kinds']) => off(`kinds.${k} ${w.kinds[k]} → 1`, {kinds: {...w.kinds, [k]: 1}});
  return [
    off(`fields.heading ${w.fields.heading} → 1`, {fields: {...w.fields, heading: 1}}),
    off(`fields.above ${w.fields.above} → 1`, {fields: {...w.fields, above: 1}}),
    off(`fields.anchor ${w.fields.anchor} → 0`, {fields: {...w.fields, anchor: 0}}),
    off(`fields.description ${w.fields.description} → 0`, {fields: {...w.fields, description: 0}}),
    off(`fields.code ${w.fields.code} → 0`, {fields: {...w.fields, code: 0}}),
    off(`wordForm ${w.wordForm} → 1`, {wordForm: 1}),
    off(`prefix ${w.prefix} → 0.375 (MiniSearch's)`, {prefix: 0.375}),
    off(`phrase ${w.phrase} → 1`, {phrase: 1}),
    off(`weak ${w.weak} → 0`, {weak: 0}),
    off(`missingWord ${w.missingWord} → strict AND`, {missingWord: null}),
    ...(Object.keys(w.kinds) as (keyof RankingWeights['kinds'])[]).filter((k) => w.kinds[k] !== 1).map(kind),
    off(`apiName ${w.apiName} → 1`, {apiName: 1}),
    off(`section ${w.section} → 0`, {section: 0}),
  ];
}

/** Questions at rank 1 and within rank 3. */
function counts(results: readonly CaseResult[]): [number, number] {
  return [results.filter((r) => r.rank === 1).length, results.filter((r) => r.rank >= 1 && r.rank <= 3).length];
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const buildDir = args.includes('--build') ? path.resolve(args[args.indexOf('--build') + 1]!) : undefined;
  try {
    // The sets measured only on purpose (the newcomers' blind set) join with `--with-newcomer`.
    const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null;
    const sets = relevanceSets.filter((s) =>
      only ? only.includes(s.name) : !s.onlyWhenNamed || args.includes('--with-newcomer'),
    );
    const base = sets.map(({cases}) => counts(runCases(cases, buildDir, defaultWeights)));
    console.log(
      `defaults: ${sets.map((s, i) => `${s.name} ${base[i]![0]}/${base[i]![1]} of ${s.cases.length}`).join('; ')}`,
    );
    for (const knob of knobs()) {
      const cells = sets.map(({name, cases}, i) => {
        const [at1, at3] = counts(runCases(cases, buildDir, knob.off));
        const [b1, b3] = base[i]!;
        const delta = (on: number, offValue: number) =>
          on === offValue ? '=' : `${on - offValue > 0 ? '+' : ''}${on - offValue}`;
        return `${name} ${delta(b1, at1)}/${delta(b3, at3)}`;
      });
      console.log(`${knob.name}: gain of the knob (hit@1/hit@3, questions) ${cells.join('; ')}`);
    }
  } catch (error) {
    console.error(String(error));
    process.exitCode = 1;
  }
}
