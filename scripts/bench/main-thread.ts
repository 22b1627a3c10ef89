/**
 * Main-thread work of page loads in a real Chromium, for tuning (faster and steadier than
 * Lighthouse, whose figures PERFORMANCE.md reports): `npm run bench -- main-thread [--runs N]
 * [--cpu X] [--dark] [--profile] [--build DIR] [route ...]`.
 *
 * Each route of build/ (or DIR; served like GitHub Pages) and the floor page (scripts/bench/bare-docusaurus.ts) is
 * loaded N times (default 5) in a fresh page with the CPU slowed down X times (default 4, as
 * Lighthouse's mobile preset), until hydration plus 3 s. Printed per route, as medians: the
 * blocking time of long tasks (sum of each task's time over 50 ms: what Lighthouse calls Total
 * Blocking Time, here measured instead of simulated), the number of long tasks, the DOM element
 * count, the elements React hydrated (./hydration.ts; the rest are static islands), the `<link rel="prefetch">` count
 * and the cumulative layout shift (CLS: the largest session window of layout shifts without recent
 * input, windows closing after a 1 s gap or at 5 s, as Core Web Vitals define it; unitless). With
 * --dark the pages load with `prefers-color-scheme: dark`, which the site follows on a first visit.
 * With --profile, also the functions with the most self time (a CPU profile of the load, 200 µs
 * sampling), to see where the time goes.
 *
 * Needs Chromium (CHROME_PATH, default /usr/bin/chromium) and a build/ (npm run build). Throws
 * when there is no build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';

import {chromium, type Page} from '@playwright/test';

import {repoRoot} from '../../src/docsVersions';
import {serve} from '../site/serve-build';
import {chromePath, median, table} from './bench';
import {floorBuild, floorRoute} from './bare-docusaurus';
import {countHydratedElements} from './hydration';

const defaultRoutes = [
  '/',
  '/docs',
  '/docs/guides/getting-started',
  '/docs/api/check',
  '/docs/6.15.0/custom-error-messages',
  '/docs/api/validation-chain',
  '/docs/6.15.0/validation-chain-api',
  '/docs/5.3.0/validation-chain-api',
];

/** The figures of one page load (blocking time in ms; CLS unitless; the rest counts). */
export type Load = {
  blockingMs: number;
  longTasks: number;
  elements: number;
  hydrated: number;
  prefetches: number;
  cls: number;
  self?: Map<string, number>;
};

/**
 * Loads `url` once in `page` with the CPU slowed down `cpu` times (a fresh page per call) and
 * measures what the module comment says, waiting for hydration plus 3 s. Throws when the page
 * never hydrates (Playwright's 30 s timeout).
 */
export async function load(page: Page, url: string, cpu: number, profile = false): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
  await page.addInitScript(() => {
    const w = window as unknown as {longTasks: number[]; shifts: {t: number; v: number}[]};
    w.longTasks = [];
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({type: 'longtask', buffered: true});
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {startTime: number; value: number; hadRecentInput: boolean}[])
        if (!e.hadRecentInput) w.shifts.push({t: e.startTime, v: e.value});
    }).observe({type: 'layout-shift', buffered: true});
  });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    await cdp.send('Profiler.start');
  }
  await page.goto(url, {waitUntil: 'load'});
  // A Docusaurus page marks hydration on <html>; the floor too.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    polling: 100,
  });
  await page.waitForTimeout(3000);
  const r = await page.evaluate(() => ({
    tasks: (window as unknown as {longTasks: number[]}).longTasks,
    prefetches: document.querySelectorAll('link[rel="prefetch"]').length,
    shifts: (window as unknown as {shifts: {t: number; v: number}[]}).shifts,
  }));
  const counts = await page.evaluate(countHydratedElements);
  let self: Map<string, number> | undefined;
  if (profile) {
    const {profile: p} = await cdp.send('Profiler.stop');
    self = new Map();
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    (p.samples ?? []).forEach((id, k) => {
      const f = byId.get(id)!.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
      self!.set(key, (self!.get(key) ?? 0) + (p.timeDeltas?.[k] ?? 0) / 1000);
    });
  }
  return {
    blockingMs: r.tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longTasks: r.tasks.length,
    elements: counts.elements,
    hydrated: counts.hydrated,
    prefetches: r.prefetches,
    cls: cumulativeLayoutShift(r.shifts),
    self,
  };
}

/**
 * CLS from layout-shift entries (`t` start time in ms, `v` the shift's score), in time order: the
 * largest sum over a session window, a window ending after 1 s without a shift or 5 s after it
 * opened.
 */
export function cumulativeLayoutShift(shifts: readonly {t: number; v: number}[]): number {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const {t, v} of shifts) {
    if (t - last > 1000 || t - first > 5000) {
      sum = 0;
      first = t;
    }
    sum += v;
    last = t;
    best = Math.max(best, sum);
  }
  return best;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let runs = 5;
  let cpu = 4;
  let profile = false;
  let dark = false;
  let buildDir = path.join(repoRoot, 'build');
  const routes: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--cpu') cpu = Number(args[++i]);
    else if (args[i] === '--profile') profile = true;
    else if (args[i] === '--dark') dark = true;
    else if (args[i] === '--build') buildDir = path.resolve(args[++i]);
    else if (args[i].startsWith('/')) routes.push(args[i]);
    else throw new Error(`Unknown option ${args[i]}; see the comment at the top of scripts/bench/main-thread.ts`);
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build/: run npm run build first');
  const server = await serve(buildDir, 3420);
  const floorServer = await serve(floorBuild(), 3421);
  const base = (s: typeof server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  const targets = [
    {name: `floor ${floorRoute}`, url: base(floorServer) + floorRoute},
    ...(routes.length ? routes : defaultRoutes).map((r) => ({name: r, url: base(server) + r})),
  ];
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results = new Map<string, Load[]>(targets.map((t) => [t.name, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const t of targets) {
        const page = await browser.newPage({colorScheme: dark ? 'dark' : 'light'});
        results.get(t.name)!.push(await load(page, t.url, cpu, profile));
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
    floorServer.close();
  }
  const floorBlocking = median(results.get(targets[0].name)!.map((l) => l.blockingMs));
  console.log(`CPU slowdown ${cpu}x, median of ${runs} loads, ${dark ? 'dark' : 'light'} colour scheme`);
  const rows = targets.map((t) => {
    const m = (f: (l: Load) => number) => median(results.get(t.name)!.map(f));
    return [
      t.name,
      `${Math.round(m((l) => l.blockingMs))} ms`,
      `${(m((l) => l.blockingMs) / Math.max(floorBlocking, 1)).toFixed(1)}x`,
      m((l) => l.longTasks),
      m((l) => l.elements),
      m((l) => l.hydrated),
      m((l) => l.prefetches),
      m((l) => l.cls).toFixed(3),
    ];
  });
  console.log(
    table(
      ['Page', 'Blocking time', 'x floor', 'Long tasks', 'Elements', 'Hydrated by React', 'Prefetch links', 'CLS'],
      rows,
    ),
  );
  if (profile) {
    for (const t of targets) {
      const total = new Map<string, number>();
      for (const l of results.get(t.name)!)
        for (const [k, ms] of l.self!) total.set(k, (total.get(k) ?? 0) + ms / runs);
      console.log(`\nSelf time, ${t.name} (ms per load):`);
      for (const [k, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 15))
        console.log(`${ms.toFixed(0).padStart(6)}  ${k}`);
    }
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
