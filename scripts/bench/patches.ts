/**
 * What each of the site's patches of Docusaurus internals earns, measured with it and without it
 * in one run: `npm run bench -- patches [--runs N] [--only a,b] [--work DIR [--builds-only]]`.
 *
 * The rule a patch is held to (MAINTAINING.md, "Docusaurus internals"): it stays only while it
 * saves, on a page it touches, at least 2 kB gzip of first-load JavaScript and CSS or 20 ms of
 * blocking time at 4x CPU.
 *
 * 1. Builds: the committed tree (`git archive HEAD`) is copied once as it is ("with") and once per
 *    patch with that patch switched off ({@link patches}: `without`), each copy sharing this
 *    checkout's node_modules, and built with `npm run build` (`CI=1`, so no build reads or
 *    writes the shared persistent cache). With `--work DIR` the copies live in DIR and a copy
 *    that already has a build is not built again, and `--builds-only` stops after building (to
 *    measure later on an idle machine); without it they go to a temporary folder, deleted at the
 *    end.
 * 2. Bytes: each page a patch touches, loaded once per build in Chromium: the gzip size of the
 *    same-origin scripts it ran until hydration (./page-weight.ts `loadAndListScripts`) plus its
 *    stylesheets (`pageWeight`).
 * 3. Blocking time: the same pages loaded N times (default 5) per build at 4x CPU
 *    (./main-thread.ts `load`), the builds taking turns within each run so that a change in the
 *    machine's load falls on all of them alike; the median per build.
 *
 * Output: one Markdown table, a row per patch and page: bytes and blocking time with and without,
 * the gain, and whether the patch earns its place. Needs Chromium (CHROME_PATH, default
 * /usr/bin/chromium) and an installed checkout. Throws when a copy fails to build (its log file is
 * named) or a patch's edit no longer finds the text it switches off.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';

import {chromium} from '@playwright/test';

import {repoRoot} from '../../src/docsVersions';
import {serve} from '../site/serve-build';
import {chromePath, median, table} from './bench';
import {load} from './main-thread';
import {kB, loadAndListScripts, pageWeight, sumFiles} from './page-weight';

/** The rule's thresholds: gzip bytes of first-load JS and CSS, and ms of blocking time at 4x CPU. */
export const earnsBytes = 2000;
export const earnsBlockingMs = 20;

/** One patch: the pages it touches, and the edit of a copy of the tree that switches it off. */
type Patch = {
  name: string;
  routes: readonly string[];
  /** What "without" means, for the table's reader. */
  without: string;
  /** Edits the copy at `dir`; throws when a text it replaces is missing. */
  switchOff: (dir: string) => void;
};

/** Replaces `from` by `to` in `file` of the copy at `dir`; throws when `from` is not in it. */
function edit(dir: string, file: string, from: string, to: string): void {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${JSON.stringify(from)}`);
  fs.writeFileSync(full, text.replace(from, to));
}

/** Removes a plugin from the config's plugin list. */
const dropPlugin = (name: string) => (dir: string) => edit(dir, 'docusaurus.config.ts', `\n    ${name},\n`, '\n');

const gettingStarted = '/docs/guides/getting-started';
const chainReference = '/docs/api/validation-chain';

/** The patches measured, with the pages each touches. */
export const patches: readonly Patch[] = [
  {
    name: 'route-prefetch',
    routes: [gettingStarted, chainReference],
    without: "Docusaurus's own prefetching",
    switchOff: dropPlugin('routePrefetchPlugin'),
  },
  {
    name: 'trim-client-bundle',
    routes: ['/', gettingStarted],
    without: "core's ComponentCreator, registry and tslib",
    switchOff: dropPlugin('trimClientBundlePlugin'),
  },
  {
    name: 'server-highlighting',
    routes: [gettingStarted, chainReference],
    without: "the browser highlights too (Prism and the theme's languages in the client)",
    switchOff: (dir) => {
      const file = 'src/plugins/server-highlighting/index.ts';
      edit(dir, file, 'JSON.stringify(isServer)', "'true'");
      edit(dir, file, "resolve: {alias: {[replaced]: path.join(__dirname, 'empty.ts')}},", '');
    },
  },
  {
    name: 'static-islands',
    routes: [chainReference, '/docs/6.15.0/validation-chain-api'],
    without: 'React hydrates every block',
    switchOff: (dir) =>
      edit(
        dir,
        'src/theme/MDXComponents/island.tsx',
        "if (typeof document === 'undefined') return undefined;",
        'return undefined;',
      ),
  },
  {
    name: 'search-modal-css',
    routes: ['/', gettingStarted],
    without: "DocSearch's whole stylesheet in the site's",
    switchOff: dropPlugin('searchModalCssPlugin'),
  },
];

/** A copy of the committed tree at `dir` with this checkout's node_modules linked in. */
function copyTree(dir: string): void {
  fs.mkdirSync(dir, {recursive: true});
  const archive = spawnSync('sh', ['-c', `git archive HEAD | tar -x -C ${JSON.stringify(dir)}`], {cwd: repoRoot});
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr.toString()}`);
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
}

/** Builds the copy at `dir` unless it has a build; throws with the log's path when the build fails. */
function build(dir: string, label: string): string {
  const out = path.join(dir, 'build');
  if (fs.existsSync(path.join(out, 'index.html'))) return out;
  const log = path.join(dir, 'build.log');
  const started = performance.now();
  const r = spawnSync('sh', ['-c', `npm run build > ${JSON.stringify(log)} 2>&1`], {
    cwd: dir,
    env: {...process.env, CI: '1'},
  });
  if (r.status !== 0) throw new Error(`Build of ${label} failed: ${log}`);
  console.error(`built ${label} in ${Math.round((performance.now() - started) / 1000)} s`);
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let runs = 5;
  let only: Set<string> | undefined;
  let work: string | undefined;
  let buildsOnly = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--only') only = new Set(args[++i].split(','));
    else if (args[i] === '--work') work = path.resolve(args[++i]);
    else if (args[i] === '--builds-only') buildsOnly = true;
    else throw new Error(`Unknown option ${args[i]}; see the comment at the top of scripts/bench/patches.ts`);
  }
  if (buildsOnly && !work) throw new Error('--builds-only needs --work DIR, where the builds are kept');
  const chosen = patches.filter((p) => !only || only.has(p.name));
  const root = work ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-patches-'));
  const builds = new Map<string, string>();
  try {
    for (const label of ['with', ...chosen.map((p) => p.name)]) {
      const dir = path.join(root, label);
      if (!fs.existsSync(dir)) {
        copyTree(dir);
        chosen.find((p) => p.name === label)?.switchOff(dir);
      }
      builds.set(label, build(dir, label === 'with' ? 'the tree as it is' : `without ${label}`));
    }
    if (buildsOnly) return;
    const servers = new Map(
      await Promise.all([...builds].map(async ([label, dir], k) => [label, await serve(dir, 3440 + k)] as const)),
    );
    const url = (label: string, route: string) =>
      `http://127.0.0.1:${(servers.get(label)!.address() as AddressInfo).port}${route}`;
    const browser = await chromium.launch({executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu']});
    const bytes = new Map<string, number>();
    const blocking = new Map<string, number[]>();
    const key = (label: string, route: string) => `${label} ${route}`;
    const pairs = chosen.flatMap((p) => p.routes.flatMap((r) => [['with', r] as const, [p.name, r] as const]));
    const unique = [...new Map(pairs.map(([l, r]) => [key(l, r), [l, r] as const])).values()];
    try {
      for (const [label, route] of unique) {
        const page = await browser.newPage();
        const scripts = await loadAndListScripts(page, url(label, route));
        await page.close();
        const dir = builds.get(label)!;
        bytes.set(key(label, route), sumFiles(dir, scripts).gzip + pageWeight(dir, route).css.gzip);
      }
      for (let i = 0; i < runs; i++) {
        // Rotate the order each run, so no build is always measured first.
        const order = unique.map((_, k) => unique[(k + i) % unique.length]);
        for (const [label, route] of order) {
          const page = await browser.newPage();
          const {blockingMs} = await load(page, url(label, route), 4);
          await page.close();
          blocking.set(key(label, route), [...(blocking.get(key(label, route)) ?? []), blockingMs]);
        }
      }
    } finally {
      await browser.close();
      for (const s of servers.values()) s.close();
    }
    const rows = chosen.flatMap((p) =>
      p.routes.map((route) => {
        const b = (l: string) => bytes.get(key(l, route))!;
        const t = (l: string) => median(blocking.get(key(l, route))!);
        const earns = p.routes.some(
          (r) =>
            bytes.get(key(p.name, r))! - bytes.get(key('with', r))! >= earnsBytes ||
            median(blocking.get(key(p.name, r))!) - median(blocking.get(key('with', r))!) >= earnsBlockingMs,
        );
        return [
          p.name,
          route,
          p.without,
          `${kB(b('with'))} / ${kB(b(p.name))} (${kB(b(p.name) - b('with'))})`,
          `${Math.round(t('with'))} / ${Math.round(t(p.name))} ms (${Math.round(t(p.name) - t('with'))} ms)`,
          earns ? 'earns it' : 'does not earn it',
        ];
      }),
    );
    console.log(
      `First-load JS + CSS gzip; blocking time at 4x CPU, median of ${runs} loads, builds taking turns. ` +
        `Earns its place: ${kB(earnsBytes)} or ${earnsBlockingMs} ms saved on one of its pages.`,
    );
    console.log(
      table(
        ['Patch', 'Page', 'Without it', 'Bytes with / without (saved)', 'Blocking with / without (saved)', 'Rule'],
        rows,
      ),
    );
  } finally {
    if (!work) fs.rmSync(root, {recursive: true, force: true});
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
