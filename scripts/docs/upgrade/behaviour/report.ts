/**
 * Joins the behaviour matrix (./answers.json) with the upgrade planner's items
 * (src/plugins/upgrade/facts.json) and the planner's omissions (../omissions.ts), and prints
 * Markdown on standard output.
 *
 * Usage:
 * - `npx tsx scripts/docs/upgrade/behaviour/report.ts --pairs 6.5.0:6.12.2,7.1.0:7.2.1` prints, per
 *   pair `from:to`: every probe whose stored answer at `from` differs from the one at `to`, grouped
 *   by probe family with counts, each with the planner items (release in (from, to]) that name the
 *   probe's API and the uncovered count; the items of the pair; the omissions of the pair, each
 *   with the probes that name its key.
 * - `--random 12 --seed 61` draws 12 planner items of kind `behaviour` (mulberry32, tests/seededRandom.ts)
 *   and says per item whether the matrix agrees with what the planner says holds between the
 *   release before the item's and the item's: `held`, `not held` or `no probe`.
 *
 * A probe's API names come from its id (`probeApis`), and a difference in error-object fields only (`param` to `path`) is covered by the items naming those fields; an item's from its `uses`, `surface`,
 * `appliesTo` (and a reference note's `method`). The planner's holds (`runtime`, `both` or `types`)
 * comes from `planUpgrade` on the item's own release step. Errors: exits 1 with a message for a
 * release the matrix does not store, a malformed pair, or no `--pairs`/`--random`.
 */
import {mulberry32} from '../../../../tests/seededRandom';
import type {ApiHistory} from '../../../../src/plugins/api-history/marks';
import history from '../../../../src/plugins/api-history/history.json';
import facts from '../../../../src/plugins/upgrade/facts.json';
import {keyMatches} from '../../../../src/plugins/upgrade/keys';
import {planUpgrade, type Kind, type Needle, type UpgradeFacts} from '../../../../src/plugins/upgrade/plan';
import type {Holds} from '../../../../src/plugins/upgrade/types';
import {behaviourOmissions} from '../behaviour-omissions';
import {omissions, type Omission} from '../omissions';
import {readStored, storedAnswer, type Stored} from './answers';
import type {Json} from './normalise';

/** A planner item as the report needs it: `names` are bare API names (`isEmail`, `optional`). */
export type ReportItem = {id: string; kind: Kind; release: string; title: string; names: string[]; holds?: Holds};

/** The bare name of an API or surface key: `chain:isEmail@6.0.0` -> `isEmail`, `option:chain:bail.level` -> `bail`. */
export function bareName(key: string): string {
  const k = key.replace(/@[^@]*$/, '');
  if (k.startsWith('option:')) return bareName(k.slice(7, k.lastIndexOf('.')));
  return k.slice(k.indexOf(':') + 1);
}

const needleNames = (n: Needle): string[] =>
  n.type === 'option' ? needleNames(n.owner) : 'name' in n && n.name ? [n.name] : [];

/** Every item of the planner's facts, with the ids `planUpgrade` gives them. */
export function itemsOf(f: UpgradeFacts): ReportItem[] {
  const names = (keys: string[], applies: Needle[] = []) => [
    ...new Set([...keys.map(bareName), ...applies.flatMap(needleNames)]),
  ];
  return [
    ...f.guide.map((g) => ({...g, names: names([...g.uses, ...g.surface], g.appliesTo)})),
    ...f.changes.map((c) => ({
      ...c,
      id: `changes-6x#${c.id}`,
      names: names([...c.uses, ...c.surface], c.appliesTo),
    })),
    ...f.notes
      .filter((n) => !n.option)
      .map((n) => ({
        id: `note#${n.claim}`,
        kind: 'behaviour' as Kind,
        release: n.release,
        title: `${n.method}() from ${n.release}`,
        names: [n.method],
      })),
    ...f.runtime.map((r) => ({...r, names: names([...r.uses, ...r.surface])})),
  ].map(({id, kind, release, title, names: n}) => ({id, kind, release, title, names: n}));
}

/**
 * The API names a probe exercises, read from its id: `v:isEmail:allow_display_name=true` ->
 * `isEmail`; `mod:optional-nullable` -> `optional`; `absent:wildcard-trim` -> `trim`; `schema:` ->
 * `checkSchema` and its key; `oneOf:`, `exact:`, `matched:`, `run:`, `msg:` -> the entry point or
 * method (`run:oneOf` and `run:schema` also name `oneOf` and `checkSchema`); `result:`, `error:` ->
 * `validationResult` and the Result method or the chain method (`error:notEmpty` -> `notEmpty`);
 * `field:` -> none.
 */
export function probeApis(id: string): string[] {
  const family = id.slice(0, id.indexOf(':'));
  const rest = id.slice(family.length + 1);
  const parts = rest.split('-');
  switch (family) {
    case 'v':
      return [rest.split(':')[0]];
    case 'mod':
      return [parts[0]];
    case 'absent':
      return [parts.at(-1)!];
    case 'schema':
      return ['checkSchema', parts[0]];
    case 'result':
      return ['validationResult', parts[0]];
    case 'error':
      return ['validationResult', parts[0]];
    case 'oneOf':
      return ['oneOf'];
    case 'exact':
      return ['checkExact'];
    case 'matched':
      return ['matchedData'];
    case 'run':
      return ['run', ...(parts[0] === 'oneOf' ? ['oneOf'] : parts[0] === 'schema' ? ['checkSchema'] : [])];
    case 'msg':
      return ['withMessage'];
    default:
      return [];
  }
}

const at = (s: Stored, r: string) => {
  const i = s.releases.indexOf(r);
  if (i < 0) throw new Error(`the matrix stores no release ${r}`);
  return i;
};
const differs = (s: Stored, id: string, from: string, to: string) =>
  JSON.stringify(storedAnswer(s, id, from)) !== JSON.stringify(storedAnswer(s, id, to));
const short = (s: Stored, id: string, r: string) => {
  const t = JSON.stringify(storedAnswer(s, id, r)) ?? '—';
  return (t.length > 70 ? `${t.slice(0, 67)}…` : t).replace(/\|/g, '\\|');
};

/** Whether `v` is an error object of an answer (normalised errors always have `msg`). */
const isError = (v: Json): v is {[k: string]: Json} =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'msg' in v;

/** The field names of every error object in `v`. */
function errorFields(v: Json | undefined, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => errorFields(x, out));
  else if (typeof v === 'object' && v !== null) {
    if (isError(v)) Object.keys(v).forEach((k) => out.add(k));
    Object.values(v).forEach((x) => errorFields(x, out));
  }
  return out;
}

/** `v` with the fields `drop` removed from its error objects. */
function withoutFields(v: Json | undefined, drop: string[]): Json | undefined {
  if (Array.isArray(v)) return v.map((x) => withoutFields(x, drop)!);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => !(isError(v) && drop.includes(k)))
      .map(([k, x]) => [k, withoutFields(x, drop)!]),
  );
}

/**
 * One difference of a pair: the probe, its family, the error fields present in one answer's error
 * objects only (`param`, `path`, `type` from 6.x to 7.x), whether the answers are equal without
 * them, and the ids of the items that cover it: those naming the probe's API, and those naming a
 * changed error field when the answers differ in those fields only.
 */
export type Difference = {id: string; family: string; errorFields: string[]; fieldsOnly: boolean; coveredBy: string[]};

/** The probes differing between `from` and `to` and the items of (from, to] that cover them. */
export function pairDifferences(
  s: Stored,
  items: ReportItem[],
  from: string,
  to: string,
): {items: ReportItem[]; differences: Difference[]} {
  const [lo, hi] = [at(s, from), at(s, to)].sort((a, b) => a - b);
  const inPair = items.filter((i) => s.releases.indexOf(i.release) > lo && s.releases.indexOf(i.release) <= hi);
  const naming = (names: string[]) => inPair.filter((i) => i.names.some((n) => names.includes(n))).map((i) => i.id);
  const differences = Object.keys(s.probes)
    .filter((id) => differs(s, id, from, to))
    .map((id) => {
      const [a, b] = [storedAnswer(s, id, from), storedAnswer(s, id, to)];
      const [fa, fb] = [errorFields(a), errorFields(b)];
      const fields = [...new Set([...fa, ...fb])].filter((k) => !fa.has(k) || !fb.has(k)).sort();
      const fieldsOnly =
        fields.length > 0 && JSON.stringify(withoutFields(a, fields)) === JSON.stringify(withoutFields(b, fields));
      const byApi = naming(probeApis(id));
      const byFields = naming(fields);
      return {
        id,
        family: id.slice(0, id.indexOf(':')),
        errorFields: fields,
        fieldsOnly,
        coveredBy: fieldsOnly || byApi.length ? [...new Set([...byApi, ...byFields])] : [],
      };
    });
  return {items: inPair, differences};
}

/** The Markdown of one pair (see the module's doc). */
export function pairMarkdown(
  s: Stored,
  items: ReportItem[],
  from: string,
  to: string,
  omitted: Omission[] = omissions,
): string {
  const {items: inPair, differences} = pairDifferences(s, items, from, to);
  const uncovered = differences.filter((d) => d.coveredBy.length === 0);
  // A probe absent at `from` exercises an API the range adds: the planner lists those from the
  // API declarations (history.json), not from facts.json.
  const added = (id: string) => storedAnswer(s, id, from) === 'absent';
  const out = [
    `## ${from} → ${to}`,
    '',
    `${differences.length} of ${Object.keys(s.probes).length} probes differ; ${inPair.length} planner items; ${uncovered.length} differences uncovered, ${uncovered.filter((d) => added(d.id)).length} of them absent in ${from} (an API the range adds).`,
  ];
  const families = [...new Set(differences.map((d) => d.family))].sort();
  for (const family of families) {
    const list = differences.filter((d) => d.family === family);
    out.push(
      '',
      `### ${family}: ${list.length} differ, ${list.filter((d) => !d.coveredBy.length).length} uncovered`,
      '',
      `| probe | ${from} | ${to} | covered by |`,
      '| --- | --- | --- | --- |',
      ...list.map(
        (d) =>
          `| \`${d.id}\` | ${short(s, d.id, from)} | ${short(s, d.id, to)} | ${d.coveredBy.join(', ') || (added(d.id) ? 'uncovered (absent before)' : d.errorFields.length ? `uncovered (differs beyond the error fields ${d.errorFields.join(', ')})` : 'uncovered')} |`,
      ),
    );
  }
  out.push('', `### Planner items (${inPair.length})`, '');
  out.push(...inPair.map((i) => `- ${i.release} ${i.kind} \`${i.id}\` (${i.names.join(', ') || 'no API name'})`));
  const [lo, hi] = [at(s, from), at(s, to)].sort((a, b) => a - b);
  const om = omitted.filter((o) => s.releases.indexOf(o.release) > lo && s.releases.indexOf(o.release) <= hi);
  out.push('', `### Omissions (${om.length})`, '');
  for (const o of om) {
    const name = o.key.endsWith('*') ? undefined : bareName(o.key);
    const probes = name ? Object.keys(s.probes).filter((id) => probeApis(id).includes(name)) : [];
    out.push(
      `- ${o.release} \`${o.key}\`: ${probes.length ? `probes ${probes.map((p) => `\`${p}\``).join(', ')}` : 'no probe names it'}`,
    );
  }
  return out.join('\n') + '\n';
}

/**
 * The items that can explain a difference between `from` and `to`: the facts' items (`itemsOf`)
 * and the plan's items from the API declarations (a new or removed API, which facts.json does not
 * hold), named by their needles; a `legacy` needle names the 5.x legacy API, not a method.
 */
export function explainingItems(f: UpgradeFacts, h: ApiHistory, from: string, to: string): ReportItem[] {
  const names = (n: Needle): string[] =>
    n.type === 'option' ? names(n.owner) : n.type !== 'legacy' && 'name' in n && n.name ? [n.name] : [];
  const declared = planUpgrade(h, f, from, to)
    .groups.flatMap((g) => g.items)
    .filter((i) => i.source === 'the API declarations')
    .map(({id, kind, release, title, needles}) => ({
      id,
      kind,
      release,
      title,
      names: [...new Set(needles.flatMap(names))],
    }));
  return [...itemsOf(f), ...declared];
}

/** An adjacent release step with the differences no item explains and no omission names. */
export type Unexplained = {from: string; to: string; differ: number; unexplained: Difference[]};

/**
 * Every step between adjacent stored releases (npm order, `s.releases`): the differing probes that
 * no item of the step covers (`pairDifferences`) and no behaviour omission of the step's release
 * names (its `key` is a probe id, or a prefix ending in `*`); and the omissions that name no such
 * difference. Steps without a difference are left out.
 */
export function adjacentUnexplained(
  s: Stored,
  itemsFor: (from: string, to: string) => ReportItem[],
  omitted: Omission[] = behaviourOmissions,
): {steps: Unexplained[]; unused: Omission[]} {
  const used = new Set<Omission>();
  const steps: Unexplained[] = [];
  for (let i = 1; i < s.releases.length; i++) {
    const [from, to] = [s.releases[i - 1], s.releases[i]];
    const {differences} = pairDifferences(s, itemsFor(from, to), from, to);
    const unexplained = differences.filter((d) => {
      if (d.coveredBy.length) return false;
      const o = omitted.filter((x) => x.release === to && keyMatches(x.key, d.id));
      o.forEach((x) => used.add(x));
      return o.length === 0;
    });
    if (differences.length) steps.push({from, to, differ: differences.length, unexplained});
  }
  return {steps, unused: omitted.filter((o) => !used.has(o))};
}

/** The verdict on one drawn item; `probes`/`differing` count the probes naming its API. */
export type Verdict = {
  item: ReportItem;
  before: string;
  probes: number;
  differing: number;
  verdict: 'held' | 'not held' | 'no probe';
};

/**
 * Draws `n` items of kind `behaviour` (sorted by id, then shuffled by mulberry32(seed)) and checks
 * each against the matrix: `runtime`/`both` must show a differing probe, `types` none.
 */
export function randomVerdicts(s: Stored, items: ReportItem[], n: number, seed: number): Verdict[] {
  const pool = items
    .filter((i) => i.kind === 'behaviour' && s.releases.indexOf(i.release) > 0)
    .sort((a, b) => a.id.localeCompare(b.id));
  const rand = mulberry32(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n).map((item) => {
    const before = s.releases[s.releases.indexOf(item.release) - 1];
    const ids = Object.keys(s.probes).filter((id) => probeApis(id).some((a) => item.names.includes(a)));
    const differing = ids.filter((id) => differs(s, id, before, item.release)).length;
    const shows = differing > 0;
    const verdict = !ids.length ? 'no probe' : shows === (item.holds !== 'types') ? 'held' : 'not held';
    return {item, before, probes: ids.length, differing, verdict};
  });
}

/** The planner's holds for each item, from `planUpgrade` on the step before the item's release. */
export function withHolds(items: ReportItem[], f: UpgradeFacts, h: ApiHistory): ReportItem[] {
  return items.map((i) => {
    const before = f.releases[f.releases.indexOf(i.release) - 1];
    if (!before) return i;
    const plan = planUpgrade(h, f, before, i.release);
    const found = plan.groups.flatMap((g) => g.items).find((p) => p.id === i.id);
    return found ? {...i, holds: found.holds} : i;
  });
}

/** The Markdown of a draw (see the module's doc). */
export function randomMarkdown(verdicts: Verdict[], seed: number): string {
  return [
    `## ${verdicts.length} behaviour items drawn with seed ${seed}`,
    '',
    '| item | step | planner holds | probes | differing | verdict |',
    '| --- | --- | --- | --- | --- | --- |',
    ...verdicts.map(
      (v) =>
        `| \`${v.item.id}\` (${v.item.names.join(', ') || 'no API name'}) | ${v.before} → ${v.item.release} | ${v.item.holds ?? 'not in plan'} | ${v.probes} | ${v.differing} | ${v.verdict} |`,
    ),
    '',
    `held ${verdicts.filter((v) => v.verdict === 'held').length}, not held ${verdicts.filter((v) => v.verdict === 'not held').length}, no probe ${verdicts.filter((v) => v.verdict === 'no probe').length}`,
    '',
  ].join('\n');
}

function main(argv: string[]): number {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const pairs = arg('--pairs');
  const random = arg('--random');
  if (argv.includes('--adjacent')) {
    const f = facts as unknown as UpgradeFacts;
    const h = history as unknown as ApiHistory;
    const {steps, unused} = adjacentUnexplained(readStored(), (a, b) => explainingItems(f, h, a, b));
    for (const st of steps)
      console.log(
        `${st.from} → ${st.to}: ${st.differ} differ, ${st.unexplained.length} unexplained${st.unexplained.length ? `: ${st.unexplained.map((d) => d.id).join(' ')}` : ''}`,
      );
    unused.forEach((o) => console.log(`omission naming no difference: ${o.key}@${o.release}`));
    return steps.some((st) => st.unexplained.length) || unused.length ? 1 : 0;
  }
  if (!pairs && !random) {
    console.error('usage: report.ts --pairs from:to[,from:to…] | --random N --seed S | --adjacent');
    return 1;
  }
  const s = readStored();
  const f = facts as unknown as UpgradeFacts;
  const items = withHolds(itemsOf(f), f, history as unknown as ApiHistory);
  try {
    for (const pair of pairs?.split(',') ?? []) {
      const [from, to, extra] = pair.split(':');
      if (!from || !to || extra !== undefined) throw new Error(`not a pair from:to: ${pair}`);
      console.log(pairMarkdown(s, items, from, to));
    }
    if (random) {
      const seed = Number(arg('--seed') ?? 1);
      console.log(randomMarkdown(randomVerdicts(s, items, Number(random), seed), seed));
    }
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    return 1;
  }
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
