/**
 * The stored answers of the behaviour matrix (./answers.json) and the command that writes them.
 *
 * File shape (compact: each distinct answer is stored once, and per probe only where it changes):
 * - `releases`: the releases, oldest first;
 * - `answers`: the distinct answers (normalised JSON, ./normalise.ts);
 * - `probes`: probe id -> flat runs `[releaseIndex, answerIndex, releaseIndex, answerIndex, …]`: from
 *   each release index on, the probe answers `answers[answerIndex]` until the next run;
 * - `own`: the same runs for the probes whose answers differ when each release runs with its own
 *   dependencies (validator.js resolved as the release's range allows, installed by `--own` into
 *   node_modules/.cache/behaviour/<release>), instead of the ones the repository's lockfile installs.
 *
 * Usage: `npx tsx scripts/docs/upgrade/behaviour/answers.ts` runs every candidate probe on every
 * installed release (node_modules/express-validator-<version>) and writes the file, keeping an
 * option probe only where its answer differs from its method's answer without options in some
 * release; `-- --own` also installs each release with its own dependencies (npm, about 10 s per
 * release) and fills `own`; `-- --check` writes nothing and exits 1 when a fresh run differs.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {aliasOf, repoRoot} from '../../../../src/docsVersions';
import {installedReleases} from '../surface';
import type {Json} from './normalise';
import {allProbes} from './probes';
import {runMatrix, type Answers} from './runner';

export const answersFile = path.join(__dirname, 'answers.json');
/** Where `--own` installs each release with its own dependencies. */
export const ownDir = path.join(repoRoot, 'node_modules/.cache/behaviour');

export type Stored = {
  releases: string[];
  answers: Json[];
  probes: Record<string, number[]>;
  own: Record<string, number[]>;
};

/** The package directory of each installed release, as the lockfile installs it. */
export const lockfileTargets = (releases = installedReleases()) =>
  releases.map((release) => ({release, dir: path.join(repoRoot, 'node_modules', aliasOf(release))}));

/** Compacts answers (release -> id -> answer) into the stored shape; `own` is filled separately. */
export function compact(releases: string[], answers: Answers, ids: string[], own?: Answers): Stored {
  const table: Json[] = [];
  const index = new Map<string, number>();
  const ref = (a: Json) => {
    const k = JSON.stringify(a);
    if (!index.has(k)) {
      index.set(k, table.length);
      table.push(a);
    }
    return index.get(k)!;
  };
  const runsOf = (source: Answers, id: string) => {
    const runs: number[] = [];
    releases.forEach((r, i) => {
      const a = ref(source[r]?.[id] ?? '$missing');
      if (runs.at(-1) !== a) runs.push(i, a);
    });
    return runs;
  };
  const probes: Record<string, number[]> = {};
  for (const id of [...ids].sort()) probes[id] = runsOf(answers, id);
  const ownRuns: Record<string, number[]> = {};
  if (own)
    for (const id of Object.keys(probes)) {
      const runs = runsOf(own, id);
      if (JSON.stringify(runs) !== JSON.stringify(probes[id])) ownRuns[id] = runs;
    }
  return {releases, answers: table, probes, own: ownRuns};
}

/** The stored answer of probe `id` at `release` (`column: 'own'` for the own-dependencies run). */
export function storedAnswer(
  s: Stored,
  id: string,
  release: string,
  column: 'lockfile' | 'own' = 'lockfile',
): Json | undefined {
  const runs = (column === 'own' ? s.own[id] : undefined) ?? s.probes[id];
  const i = s.releases.indexOf(release);
  if (!runs || i < 0) return undefined;
  let a: number | undefined;
  for (let k = 0; k < runs.length; k += 2) if (runs[k] <= i) a = runs[k + 1];
  return a === undefined ? undefined : s.answers[a];
}

/** Every (probe, release) whose fresh answer differs from the stored one, as readable lines. */
export function mismatches(s: Stored, fresh: Answers): string[] {
  const out: string[] = [];
  for (const [release, byId] of Object.entries(fresh))
    for (const [id, answer] of Object.entries(byId)) {
      const stored = storedAnswer(s, id, release);
      if (JSON.stringify(stored) !== JSON.stringify(answer))
        out.push(
          `${id}@${release}: stored ${JSON.stringify(stored)?.slice(0, 200)}, now ${JSON.stringify(answer).slice(0, 200)}`,
        );
    }
  return out;
}

/**
 * The `--check` run: every stored probe re-run on every target (default: the installed releases as
 * the lockfile installs them). Output: the fresh answers (release -> probe id -> answer), the
 * mismatch lines of `mismatches` (empty when the stored answers hold) and the run time in seconds.
 */
export async function checkStored(
  s: Stored,
  targets = lockfileTargets(),
): Promise<{fresh: Answers; mismatched: string[]; seconds: number}> {
  const t0 = Date.now();
  const fresh = await runMatrix(targets, Object.keys(s.probes));
  return {fresh, mismatched: mismatches(s, fresh), seconds: (Date.now() - t0) / 1000};
}

/** The file's text: one probe per line, so a review reads what changed. */
export function serialize(s: Stored): string {
  const obj = (o: Record<string, unknown>) =>
    Object.entries(o)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n');
  return `{\n  "releases": ${JSON.stringify(s.releases)},\n  "answers": [\n${s.answers.map((a) => `    ${JSON.stringify(a)}`).join(',\n')}\n  ],\n  "probes": {\n${obj(s.probes)}\n  },\n  "own": {\n${obj(s.own)}\n  }\n}\n`;
}

/** The committed answers. Throws when the file is missing. */
export const readStored = (): Stored => JSON.parse(fs.readFileSync(answersFile, 'utf8')) as Stored;

/** Option probes kept: those whose answer differs from the method's plain answer in some release. */
export function flipping(answers: Answers, ids: string[]): string[] {
  return ids.filter((id) => {
    const m = /^(v:[^:]+):/.exec(id);
    if (!m) return true;
    return Object.values(answers).some((byId) => JSON.stringify(byId[id]) !== JSON.stringify(byId[m[1]]));
  });
}

/** Installs each release with its own dependencies (skipping those already there). */
export function installOwn(releases: string[]): {release: string; dir: string}[] {
  return releases.map((release) => {
    const root = path.join(ownDir, release);
    const dir = path.join(root, 'node_modules/express-validator');
    if (!fs.existsSync(path.join(dir, 'package.json'))) {
      fs.mkdirSync(root, {recursive: true});
      fs.writeFileSync(path.join(root, 'package.json'), '{"private":true}\n');
      execFileSync(
        'npm',
        ['install', `express-validator@${release}`, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts'],
        {cwd: root, stdio: 'ignore'},
      );
    }
    return {release, dir};
  });
}

async function main(argv: string[]): Promise<number> {
  const releases = installedReleases();
  const previous = fs.existsSync(answersFile) ? readStored() : undefined;
  if (argv.includes('--check')) {
    if (!previous) {
      console.error('no stored answers');
      return 1;
    }
    const {mismatched, seconds} = await checkStored(previous, lockfileTargets(releases));
    console.log(
      `ran ${Object.keys(previous.probes).length} probes on ${releases.length} releases in ${seconds.toFixed(1)} s`,
    );
    for (const line of mismatched.slice(0, 40)) console.error(line);
    return mismatched.length ? 1 : 0;
  }
  const candidates = [...allProbes().keys()];
  const t0 = Date.now();
  const fresh = await runMatrix(lockfileTargets(releases), candidates);
  console.log(
    `ran ${candidates.length} probes on ${releases.length} releases in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const ids = flipping(fresh, candidates);
  let own: Answers | undefined;
  if (argv.includes('--own')) {
    const t1 = Date.now();
    own = await runMatrix(installOwn(releases), ids);
    console.log(`own dependencies: ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  } else if (previous) {
    // Keep the own column of the previous run for the probes it has.
    own = {};
    for (const r of releases) {
      own[r] = {};
      for (const id of ids) own[r][id] = previous.own[id] ? storedAnswer(previous, id, r, 'own')! : fresh[r][id];
    }
  }
  const stored = compact(releases, fresh, ids, own);
  const text = serialize(stored);
  fs.writeFileSync(answersFile, text);
  console.log(
    `wrote ${path.relative(repoRoot, answersFile)}: ${ids.length} probes, ${stored.answers.length} distinct answers, ${text.length} bytes`,
  );
  return 0;
}

if (require.main === module) void main(process.argv.slice(2)).then((c) => (process.exitCode = c));
