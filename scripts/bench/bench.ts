/**
 * Performance benchmark of the site, for readers (page weight, Lighthouse) and maintainers (build
 * and dev-server times): `npm run bench -- site`. Not part of `npm test` (it takes minutes and its
 * numbers depend on the machine); the budgets that `npm test` enforces are in
 * e2e/budgets.spec.ts.
 *
 * Usage: npm run bench -- site [--runs N] [--port P] [--skip build,dev,pages,lighthouse] [--out FILE]
 *   --runs N   every timing and score is the median of N runs (default 3)
 *   --port P   dev server on P, static server on P+1 (default 3300)
 *   --skip     leave out sections: `build` (cold and warm builds; then an existing build/ is
 *              measured), `dev` (dev-server start), `pages` (byte counts), `lighthouse`,
 *              `floor` (the bare Docusaurus site measured beside ours; see scripts/bench/bare-docusaurus.ts)
 *   --out FILE also write the report (Markdown) to FILE
 *
 * What it measures, in this order (each step runs alone; never start another build meanwhile):
 * 1. Dev server: `docusaurus start --no-open` until /docs answers with its HTML and every script
 *    that HTML names is served, and until Chromium has rendered the page's title. Three cases:
 *    cold (after `docusaurus clear`: no bundler cache), warm (default versions), and warm with
 *    DOCS_VERSIONS=all.
 * 2. Production build as `npm run build` runs it (scripts/site/build.cjs: bundling, then the pages,
 *    in two processes): cold (`docusaurus clear` first) and warm (rebuild, content unchanged,
 *    persistent cache kept), wall time and peak memory (sum of the resident memory of the build's
 *    process tree, sampled every 200 ms from /proc; Linux only).
 * 3. Page weight of four pages, from build/ (scripts/bench/page-weight.ts): HTML, CSS, first-load JS,
 *    raw and gzip. These do not vary between runs.
 * 4. Lighthouse (npm package, programmatic; default config = mobile preset with simulated
 *    throttling) against build/ served like GitHub Pages (scripts/site/serve-build.ts, gzip on),
 *    and against the floor (a bare Docusaurus site built by scripts/bench/bare-docusaurus.ts, served the same
 *    way), all pages interleaved within each run so that every page sees the same machine; each
 *    page's TBT is also given as a multiple of the floor's median TBT and checked against its target,
 *    Chromium from CHROME_PATH or /usr/bin/chromium, flags --headless=new --no-sandbox
 *    --disable-gpu; a fresh browser per run. Requests to other hosts (the GitHub buttons script)
 *    are blocked, so results do not depend on the network; that script is async and deferred.
 *
 * The report starts with the machine: CPU count and load average before and after. On a busy
 * machine times are noisy; rerun on a quiet one for figures to compare.
 */
import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';

import {docsVersions, repoRoot} from '../../src/docsVersions';
import {bytesOf, kB, loadAndListScripts, pageWeight, sumFiles, totalCss} from './page-weight';
import {serve} from '../site/serve-build';
import {floorBuild, floorRoute} from './bare-docusaurus';

/**
 * Pages the page-weight and Lighthouse sections measure: one of each docs page type and the
 * heaviest page of each version family. `limit` is the Total Blocking Time target, as a multiple of
 * the floor's: 1.5x for every page type, and for the validation chain references (the largest
 * pages of the site): 2.5x on 7.x, 2x on 6.x and 5.x.
 */
const pages = [
  {name: 'home', route: '/', limit: 1.5},
  {name: 'version home', route: '/docs', limit: 1.5},
  {name: 'guide', route: '/docs/guides/getting-started', limit: 1.5},
  {name: 'API page', route: '/docs/api/check', limit: 1.5},
  {name: 'old-version page', route: '/docs/6.15.0/custom-error-messages', limit: 1.5},
  {name: 'search', route: '/search', limit: 1.5},
  {name: 'heaviest (7.x)', route: '/docs/api/validation-chain', limit: 2.5},
  {name: 'heaviest (6.x)', route: '/docs/6.15.0/validation-chain-api', limit: 2},
  {name: 'heaviest (5.x)', route: '/docs/5.3.0/validation-chain-api', limit: 2},
] as const;

/** Command-line options (see the module comment). */
type Options = {runs: number; port: number; skip: Set<string>; out?: string};

/** Parses the command line; throws on an unknown flag. */
export function parseArgs(argv: string[]): Options {
  const options: Options = {runs: 3, port: 3300, skip: new Set()};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--runs') options.runs = Math.max(1, Number(value()));
    else if (flag === '--port') options.port = Number(value());
    else if (flag === '--skip') for (const s of value().split(',')) options.skip.add(s.trim());
    else if (flag === '--out') options.out = value();
    else throw new Error(`Unknown option ${argv[i]}; see the comment at the top of scripts/bench/bench.ts`);
  }
  return options;
}

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A Markdown table. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

const docusaurusBin = path.join(repoRoot, 'node_modules', '.bin', 'docusaurus');
/** The production build as `npm run build` runs it (bundling, then pages, in two processes). */
const buildCommand = [path.join('scripts', 'site', 'build.cjs')];
/** Folder of the logs of the commands the benchmark runs (created on first use). */
let logDirPath: string | undefined;
function logDir(): string {
  logDirPath ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  return logDirPath;
}

/**
 * Resident memory (bytes) and CPU time used so far (seconds, user + system, including waited-for
 * children) of a process and all its descendants, read from /proc; zeros where there is no /proc.
 */
function treeStats(rootPid: number): {rss: number; cpu: number} {
  if (!fs.existsSync('/proc/self/stat')) return {rss: 0, cpu: 0};
  const children = new Map<number, number[]>();
  const stats = new Map<number, {rss: number; cpu: number}>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces; fields[0]
      // is field 3 of proc(5): ppid is [1], utime..cstime are [11]..[14], rss (pages) is [21].
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      stats.set(pid, {rss: Number(fields[21]) * 4096, cpu: ticks / 100});
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we read it.
    }
  }
  const total = {rss: 0, cpu: 0};
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total.rss += stats.get(pid)?.rss ?? 0;
    total.cpu += stats.get(pid)?.cpu ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Starts a docusaurus command in its own process group, output to a log file. */
function startDocusaurus(args: string[], env: NodeJS.ProcessEnv, log: string, bin = docusaurusBin): ChildProcess {
  const out = fs.openSync(log, 'w');
  return spawn(bin, args, {
    cwd: repoRoot,
    env: {...process.env, ...env},
    stdio: ['ignore', out, out],
    detached: true,
  });
}

/** Ends a process group started by startDocusaurus and waits for its leader to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Runs `docusaurus <args>` to completion: wall time (ms), peak memory of its process tree and CPU
 * time (user + system, s; from the last sample, up to 200 ms short). CPU time varies much less
 * than wall time on a machine shared with other work.
 */
async function timeDocusaurus(args: string[], label: string, bin = docusaurusBin): Promise<BuildRun> {
  const log = path.join(logDir(), `${label}.log`);
  const started = performance.now();
  const child = startDocusaurus(args, {}, log, bin);
  let peak = 0;
  let cpu = 0;
  const sampler = setInterval(() => {
    const now = treeStats(child.pid!);
    peak = Math.max(peak, now.rss);
    cpu = Math.max(cpu, now.cpu);
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  const ms = performance.now() - started;
  if (code !== 0) {
    throw new Error(
      `${path.basename(bin)} ${args.join(' ')} failed (exit ${code}); log: ${log}\n${fs.readFileSync(log, 'utf8').slice(-3000)}`,
    );
  }
  return {ms, peakBytes: peak, cpuSeconds: cpu};
}

/** One timed build. */
type BuildRun = {ms: number; peakBytes: number; cpuSeconds: number};

/** `docusaurus clear`: removes .docusaurus, build/ and the bundler's persistent cache. */
function clearAll(): void {
  execFileSync(docusaurusBin, ['clear'], {cwd: repoRoot, stdio: 'ignore'});
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GET a URL; null while the server does not answer (not listening yet). */
async function tryGet(url: string): Promise<{status: number; body: string} | null> {
  try {
    const res = await fetch(url, {signal: AbortSignal.timeout(600_000)});
    return {status: res.status, body: await res.text()};
  } catch {
    return null;
  }
}

/**
 * Starts the dev server and measures, from the spawn: (1) until GET /docs returns the page HTML
 * and every same-origin script it names returns 200 with a body; (2) until Chromium, opened on
 * /docs, shows the doc's title (React rendered the page).
 */
async function devFirstPage(
  port: number,
  env: NodeJS.ProcessEnv,
  label: string,
): Promise<{servedMs: number; renderedMs: number}> {
  const base = `http://127.0.0.1:${port}`;
  const log = path.join(logDir(), `${label}.log`);
  const started = performance.now();
  const child = startDocusaurus(['start', '--no-open', '--port', String(port), '--host', '127.0.0.1'], env, log);
  try {
    let servedMs = 0;
    const deadline = started + 600_000;
    while (!servedMs) {
      if (child.exitCode !== null)
        throw new Error(`dev server exited; log: ${log}\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
      if (performance.now() > deadline) throw new Error(`dev server: no page after 10 min; log: ${log}`);
      const page = await tryGet(`${base}/docs`);
      if (page?.status === 200 && /<html/i.test(page.body)) {
        const scripts = [...page.body.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
          .map((m) => m[1])
          .filter((s) => !/^(https?:)?\/\//.test(s));
        const loaded = await Promise.all(scripts.map((s) => tryGet(new URL(s, base).href)));
        if (scripts.length && loaded.every((r) => r?.status === 200 && r.body.length > 0))
          servedMs = performance.now() - started;
      }
      if (!servedMs) await sleep(250);
    }
    const {chromium} = await import('@playwright/test');
    const browser = await chromium.launch({executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu']});
    try {
      const page = await browser.newPage();
      await page.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort(),
      );
      await page.goto(`${base}/docs`, {timeout: 300_000});
      await page.locator('article h1, article header h1').first().waitFor({timeout: 300_000});
    } finally {
      await browser.close();
    }
    return {servedMs, renderedMs: performance.now() - started};
  } finally {
    await stopGroup(child);
  }
}

/** Chromium used by Lighthouse and the dev-server check. */
export function chromePath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** Scores (0-100) and metrics of one Lighthouse run. */
type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own measure of the CPU speed during the run. */
  benchmarkIndex: number;
  /** Ids of the audits that lowered a category score (score below 1), to say why a score is not 100. */
  failed: string[];
};

/** One Lighthouse run (mobile preset) on a fresh headless Chromium. */
async function lighthouseRun(url: string): Promise<LighthouseResult> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: ['*://buttons.github.io/*', '*://api.github.com/*'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {categories, audits, runtimeError} = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      failed: Object.values(categories)
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    };
  } finally {
    chrome.kill();
  }
}

/** Number of docs versions in the repository (Next and versions.json). */
function docsVersionCount(): number {
  return docsVersions.length;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

/** The machine line of the report. */
function machine(): string {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  return `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 1e9)} GB, load average ${load}`;
}

/** Git commit of the working tree, with a `+dirty` mark when it has changes. */
function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: repoRoot, encoding: 'utf8'}).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {cwd: repoRoot, encoding: 'utf8'}).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const n = options.runs;
  const report: string[] = [];
  const emit = (text: string) => {
    report.push(text);
    console.log(text);
  };

  emit(`# Benchmark (${new Date().toISOString()}, commit ${commit()}, Node ${process.version})`);
  emit('');
  emit(`Every figure is the median of N = ${n} runs. Machine at start: ${machine()}.`);
  emit('');

  // 1. Dev server.
  if (!options.skip.has('dev')) {
    const cases = [
      {label: 'npm start, cold (no cache)', env: {DOCS_VERSIONS: ''}, clear: true},
      {label: 'npm start, warm (default versions)', env: {DOCS_VERSIONS: ''}, clear: false},
      {label: 'npm start, warm, DOCS_VERSIONS=all', env: {DOCS_VERSIONS: 'all'}, clear: false},
    ];
    const rows: string[][] = [];
    for (const c of cases) {
      const served: number[] = [];
      const rendered: number[] = [];
      for (let i = 0; i < n; i++) {
        if (c.clear) clearAll();
        const r = await devFirstPage(options.port, c.env, `dev-${rows.length}-${i}`);
        console.error(`  ${c.label} #${i + 1}: served ${seconds(r.servedMs)}, rendered ${seconds(r.renderedMs)}`);
        served.push(r.servedMs);
        rendered.push(r.renderedMs);
      }
      rows.push([c.label, seconds(median(served)), seconds(median(rendered))]);
    }
    emit('## Dev server: time to first page (/docs)');
    emit('');
    emit(table(['Case', 'HTML + JS served', 'Rendered in Chromium'], rows));
    emit('');
  }

  // 2. Production build.
  if (!options.skip.has('build')) {
    const cold: BuildRun[] = [];
    const warm: BuildRun[] = [];
    for (let i = 0; i < n; i++) {
      clearAll();
      cold.push(await timeDocusaurus(buildCommand, `build-cold-${i}`, process.execPath));
      console.error(
        `  cold build #${i + 1}: ${seconds(cold[i].ms)}, CPU ${cold[i].cpuSeconds.toFixed(1)} s, peak ${mb(cold[i].peakBytes)}`,
      );
    }
    for (let i = 0; i < n; i++) {
      warm.push(await timeDocusaurus(buildCommand, `build-warm-${i}`, process.execPath));
      console.error(
        `  warm build #${i + 1}: ${seconds(warm[i].ms)}, CPU ${warm[i].cpuSeconds.toFixed(1)} s, peak ${mb(warm[i].peakBytes)}`,
      );
    }
    const coldMs = median(cold.map((r) => r.ms));
    const warmMs = median(warm.map((r) => r.ms));
    const coldCpu = median(cold.map((r) => r.cpuSeconds));
    const warmCpu = median(warm.map((r) => r.cpuSeconds));
    emit('## Production build (`npm run build`: scripts/site/build.cjs, two processes)');
    emit('');
    emit(
      table(
        ['Case', 'Wall time', 'CPU time (user + sys)', 'Peak memory (process tree)'],
        [
          [
            'cold (after docusaurus clear)',
            seconds(coldMs),
            `${coldCpu.toFixed(1)} s`,
            mb(median(cold.map((r) => r.peakBytes))),
          ],
          [
            'warm (unchanged content, cache kept)',
            seconds(warmMs),
            `${warmCpu.toFixed(1)} s`,
            mb(median(warm.map((r) => r.peakBytes))),
          ],
        ],
      ),
    );
    emit('');
    emit(`Warm / cold: ${(warmMs / coldMs).toFixed(2)} (wall), ${(warmCpu / coldCpu).toFixed(2)} (CPU).`);
    emit('');
  }

  const buildDir = path.join(repoRoot, 'build');
  const needsBuild = !options.skip.has('pages') || !options.skip.has('lighthouse');
  if (needsBuild && !fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No build/ to measure: run npm run build (or drop --skip build)');
  }

  // 3 and 4 read build/ served like GitHub Pages.
  const server = needsBuild ? await serve(buildDir, options.port + 1) : undefined;
  const site = server ? `http://127.0.0.1:${(server.address() as AddressInfo).port}` : '';
  try {
    // 3. Page weight.
    if (!options.skip.has('pages')) {
      const {chromium} = await import('@playwright/test');
      const browser = await chromium.launch({executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu']});
      const both = (b: {raw: number; gzip: number}) => `${kB(b.raw)} / ${kB(b.gzip)}`;
      const rows: string[][] = [];
      try {
        for (const {name, route} of pages) {
          const w = pageWeight(buildDir, route);
          const page = await browser.newPage();
          const scripts = await loadAndListScripts(page, `${site}${route}`);
          await page.close();
          const js = sumFiles(buildDir, scripts);
          const thirdParty = w.thirdParty.map(
            (t) => `${new URL(t.src).host}${t.async ? ' async' : ''}${t.defer ? ' defer' : ''}`,
          );
          rows.push([
            `${name} (${route})`,
            both(w.html),
            both(w.css),
            both(js),
            `${scripts.length} (${kB(w.htmlScripts.gzip)} gzip in HTML)`,
            thirdParty.join(', ') || 'none',
          ]);
        }
      } finally {
        await browser.close();
      }
      const allCss = totalCss(buildDir);
      const jsDir = path.join(buildDir, 'assets', 'js');
      const mainJs = fs.readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
      const htmlCount = fs
        .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
        .filter((f) => f.endsWith('.html')).length;
      const generated = ['routes.js', 'registry.js', 'routesChunkNames.json']
        .map((f) => path.join(repoRoot, '.docusaurus', f))
        .filter((f) => fs.existsSync(f));
      const routeTable = generated.reduce((sum, f) => sum + fs.statSync(f).size, 0);
      emit('## Page weight (raw / gzip; the bytes do not vary between runs)');
      emit('');
      emit(
        'First-load JS: every script run before the page is hydrated (main bundle and route chunks); see scripts/bench/page-weight.ts.',
      );
      emit('');
      emit(
        table(
          ['Page', 'HTML', 'CSS', 'First-load JS', 'JS files (runtime + main named in HTML)', 'Third-party scripts'],
          rows,
        ),
      );
      emit('');
      emit(
        `Build: ${htmlCount} HTML files, ${docsVersionCount()} docs versions; all CSS ${both(allCss)} in ${allCss.files.length} file(s)` +
          (mainJs ? `; main.js ${both(bytesOf(fs.readFileSync(path.join(jsDir, mainJs))))}` : '') +
          `; route table sources (.docusaurus routes.js, registry.js, routesChunkNames.json, bundled into main.js) ${kB(routeTable)} raw.`,
      );
      emit('');
    }

    // 4. Lighthouse.
    if (!options.skip.has('lighthouse')) {
      const floorDir = options.skip.has('floor') ? undefined : floorBuild();
      const floorServer = floorDir ? await serve(floorDir, options.port + 2) : undefined;
      try {
        const targets = [
          ...(floorServer
            ? [
                {
                  name: 'floor: bare Docusaurus',
                  url: `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}${floorRoute}`,
                },
              ]
            : []),
          ...pages.map((p) => ({name: p.name, url: `${site}${p.route}`})),
        ];
        const results = new Map<string, LighthouseResult[]>(targets.map((t) => [t.name, []]));
        const benchmarkIndex: number[] = [];
        for (let i = 0; i < n; i++) {
          for (const {name, url} of targets) {
            const r = await lighthouseRun(url);
            console.error(
              `  lighthouse ${name} #${i + 1}: perf ${r.performance}, TBT ${Math.round(r.tbtMs)} ms, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}` +
                (r.failed.length ? `; below 1: ${r.failed.join(', ')}` : ''),
            );
            results.get(name)!.push(r);
            benchmarkIndex.push(r.benchmarkIndex);
          }
        }
        const med = (name: string, k: Exclude<keyof LighthouseResult, 'failed'>) =>
          median(results.get(name)!.map((r) => r[k]));
        const floorName = floorServer ? targets[0].name : undefined;
        const floorTbt = floorName ? med(floorName, 'tbtMs') : undefined;
        const floorPerf = floorName ? med(floorName, 'performance') : undefined;
        const rows = targets.map(({name, url}) => {
          const limit = pages.find((p) => p.name === name)?.limit;
          const ratio = floorTbt ? med(name, 'tbtMs') / Math.max(floorTbt, 1) : undefined;
          return [
            `${name} (${new URL(url).pathname})`,
            med(name, 'performance'),
            floorPerf === undefined ? '' : String(med(name, 'performance') - floorPerf),
            `${Math.round(med(name, 'tbtMs'))} ms`,
            ratio === undefined
              ? ''
              : `${ratio.toFixed(1)}x${limit ? (ratio <= limit ? ` (≤ ${limit}x)` : ` (over ${limit}x)`) : ''}`,
            seconds(med(name, 'lcpMs')),
            med(name, 'cls').toFixed(3),
            med(name, 'accessibility'),
            med(name, 'bestPractices'),
            med(name, 'seo'),
          ];
        });
        emit('## Lighthouse (mobile preset, simulated throttling, third-party hosts blocked)');
        emit('');
        emit(
          table(
            [
              'Page',
              'Performance',
              'vs floor',
              'TBT',
              'TBT / floor',
              'LCP',
              'CLS',
              'Accessibility',
              'Best practices',
              'SEO',
            ],
            rows,
          ),
        );
        emit('');
        emit(
          `Lighthouse benchmarkIndex (CPU speed it measured; higher is faster): median ${Math.round(median(benchmarkIndex))}.`,
        );
        emit('');
      } finally {
        floorServer?.close();
      }
    }
  } finally {
    server?.close();
  }

  emit(`Machine at end: ${machine()}. Logs: ${logDir()}`);
  if (options.out) fs.writeFileSync(options.out, `${report.join('\n')}\n`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
