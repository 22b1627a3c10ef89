/**
 * `npm run check:docusaurus-next [-- --keep] [--version <v>]`: a trial of the site on the next
 * major of Docusaurus, in a temporary copy, reporting what breaks. Not part of `npm test`.
 *
 * 1. The version: `--version`, else the newest 4.x prerelease on the registry that every
 *    `@docusaurus/*` package package.json declares has published (the packages of one release
 *    train are published together; a version some of them lack cannot be installed).
 * 2. A copy of the committed tree (`git archive HEAD`) in a temporary folder, where package.json
 *    gets that version for every `@docusaurus/*` package, and, for each peer dependency those
 *    packages declare (React, MDX, TypeScript...), the newest release in the peer's range when
 *    the installed one is outside it (the declaration is kept when it is inside). The lock file is dropped.
 * 3. The Node.js the release's `engines` asks for: the machine's when it satisfies the range,
 *    else the newest release of the lowest satisfying major from npm (`node-<platform>-<arch>`),
 *    put first on the PATH of every step.
 * 4. Steps, each timed, a failure not stopping the next: `npm install`, `npm run typecheck`,
 *    `npm run build`, `npm run test:unit`, `npm run e2e:smoke` (the smoke specs against that build).
 *
 * Output: one line per step (ok/FAIL, seconds, log file), then the last lines of each failing
 * step's log and the unit tests and specs that failed. Exit code 0 when every step passed, 1
 * otherwise. The folder is deleted at the end unless `--keep`. Throws when the registry has no
 * 4.x prerelease for all the packages, or when `git archive` fails. Facts come from the registry
 * (`npm view`) at the time of the run.
 */
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {repoRoot} from '../../src/docsVersions';

type Manifest = {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, unknown>;
};

/** `npm view <spec> <field> --json`, parsed; undefined when npm answers nothing or fails. */
function npmView(spec: string, field: string): unknown {
  const r = spawnSync('npm', ['view', spec, field, '--json'], {encoding: 'utf8', maxBuffer: 64 << 20});
  if (r.status !== 0 || !r.stdout.trim()) return undefined;
  return JSON.parse(r.stdout) as unknown;
}

/**
 * The versions a spec names, oldest first: every published one for a bare name (`versions`), the
 * matching ones for `name@range` (`version`; npm prints a bare string for one match).
 */
function versionsOf(spec: string): string[] {
  const v = npmView(spec, spec.lastIndexOf('@') > 0 ? 'version' : 'versions');
  return v === undefined ? [] : Array.isArray(v) ? (v as string[]) : [v as string];
}

/**
 * The newest version that every name in `lists` has, among those matching `wanted`, in the
 * publishing order of the first list (npm lists versions oldest first). Pure.
 */
export function newestCommon(lists: readonly (readonly string[])[], wanted: RegExp): string | undefined {
  const [first, ...rest] = lists;
  return [...(first ?? [])].reverse().find((v) => wanted.test(v) && rest.every((l) => l.includes(v)));
}

/**
 * The version to install for a peer range: `ours` (the version installed today) when the registry
 * lists it as matching `range`, else the newest match; undefined when nothing matches. `matching`
 * is the registry's list of versions in the range, oldest first. Pure.
 */
export function peerChoice(ours: string | undefined, matching: readonly string[]): string | undefined {
  if (ours !== undefined && matching.includes(ours)) return ours;
  return matching.at(-1);
}

/**
 * The Node.js release to run with, from the versions matching the release's `engines` range
 * (oldest first): undefined when `current` is among them, else the newest of the lowest major. Pure.
 */
export function nodeChoice(current: string, matching: readonly string[]): string | undefined {
  if (!matching.length || matching.includes(current)) return undefined;
  const major = matching[0].split('.')[0];
  return matching.filter((v) => v.split('.')[0] === major).at(-1);
}

function installedVersion(pkg: string): string | undefined {
  const file = path.join(repoRoot, 'node_modules', pkg, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version : undefined;
}

type StepResult = {name: string; ok: boolean; seconds: number; log: string};

function run(
  name: string,
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
): StepResult {
  const log = path.join(logDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r: SpawnSyncReturns<string> = spawnSync(cmd, args, {cwd, env, encoding: 'utf8', maxBuffer: 512 << 20});
  fs.writeFileSync(log, `${r.stdout ?? ''}\n${r.stderr ?? ''}`);
  const result = {name, ok: r.status === 0, seconds: (Date.now() - t0) / 1000, log};
  console.log(`=== ${name}: ${result.ok ? 'ok' : 'FAIL'} in ${result.seconds.toFixed(0)} s`);
  return result;
}

/** The lines of a log that name a failure: node:test's `not ok`, Playwright's `✘`, errors. */
function failureLines(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => /^\s*not ok |✘|✖|^\s*\d+\) \[chromium\]|\b(Error|error TS\d+)\b/.test(l))
    .map((l) => l.trim())
    .filter((l, i, all) => all.indexOf(l) === i)
    .slice(0, 25);
}

function main(argv: readonly string[]): number {
  const keep = argv.includes('--keep');
  const vi = argv.indexOf('--version');
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Manifest;
  const all = {...manifest.dependencies, ...manifest.devDependencies};
  const ours = Object.keys(all).filter((p) => p.startsWith('@docusaurus/'));
  const version =
    vi >= 0
      ? argv[vi + 1]
      : newestCommon(
          ours.map((p) => versionsOf(p)),
          /^4\.\d+\.\d+-/,
        );
  if (!version) throw new Error(`no 4.x prerelease published for all of ${ours.join(', ')}`);
  console.log(`Docusaurus ${version} for ${ours.length} packages`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-next-'));
  const logDir = path.join(dir, '.trial-logs');
  fs.mkdirSync(logDir);
  const archive = spawnSync('sh', ['-c', `git archive HEAD | tar -x -C '${dir}'`], {cwd: repoRoot, encoding: 'utf8'});
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);

  // Our packages at the release; each peer they declare within its range.
  const next = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  const changes: string[] = [];
  const set = (pkg: string, v: string) => {
    const field = pkg in next.dependencies ? 'dependencies' : 'devDependencies';
    if (next[field][pkg] !== v) changes.push(`${pkg}: ${next[field][pkg] ?? '(new)'} -> ${v}`);
    next[field][pkg] = v;
  };
  for (const p of ours) set(p, version);
  const peers = new Map<string, string>();
  for (const p of ours) {
    const declared = (npmView(`${p}@${version}`, 'peerDependencies') ?? {}) as Record<string, string>;
    for (const [peer, range] of Object.entries(declared)) if (!peer.startsWith('@docusaurus/')) peers.set(peer, range);
  }
  for (const [peer, range] of peers) {
    if (!(peer in all)) continue;
    const installed = installedVersion(peer);
    const choice = peerChoice(installed, versionsOf(`${peer}@${range}`));
    if (choice && choice !== installed) set(peer, choice);
    else changes.push(`${peer}: nothing on the registry matches ${range}`);
  }
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(next, null, 2)}\n`);
  fs.rmSync(path.join(dir, 'package-lock.json'), {force: true});
  console.log(changes.map((c) => `  ${c}`).join('\n'));

  // The Node.js the release asks for.
  const env: NodeJS.ProcessEnv = {...process.env, CI: ''};
  const engines = (npmView(`@docusaurus/core@${version}`, 'engines') ?? {}) as {node?: string};
  const nodePkg = `node-${process.platform}-${process.arch}`;
  const nodeVersion = engines.node
    ? nodeChoice(process.version.slice(1), versionsOf(`${nodePkg}@${engines.node}`))
    : undefined;
  const results: StepResult[] = [];
  if (nodeVersion) {
    const prefix = path.join(dir, '.trial-node');
    results.push(
      run(`node ${nodeVersion}`, 'npm', ['install', '--prefix', prefix, `${nodePkg}@${nodeVersion}`], dir, env, logDir),
    );
    env.PATH = `${path.join(prefix, 'node_modules', nodePkg, 'bin')}${path.delimiter}${env.PATH}`;
  }
  console.log(`Node.js: ${nodeVersion ?? process.version.slice(1)} (engines ${engines.node ?? 'not stated'})`);

  results.push(run('install', 'npm', ['install', '--no-audit', '--no-fund'], dir, env, logDir));
  for (const script of ['typecheck', 'build', 'test:unit', 'e2e:smoke'])
    results.push(run(script, 'npm', ['run', script], dir, env, logDir));

  console.log('\nSummary');
  for (const r of results)
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(12)} ${r.seconds.toFixed(0).padStart(5)} s  ${r.log}`);
  for (const r of results.filter((x) => !x.ok)) {
    console.log(`\n--- ${r.name}: what failed`);
    const text = fs.readFileSync(r.log, 'utf8');
    const lines = failureLines(text);
    console.log((lines.length ? lines : text.trim().split('\n').slice(-15)).map((l) => `  ${l}`).join('\n'));
  }
  if (!keep) fs.rmSync(dir, {recursive: true, force: true});
  else console.log(`\nKept: ${dir}`);
  return results.every((r) => r.ok) ? 0 : 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
