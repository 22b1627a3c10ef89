/**
 * Where the e2e suite spends its time: `npm run bench -- e2e-profile <report.json> [--top N]`.
 *
 * Reads a Playwright JSON report (every run writes one to `test-results/report.json`, see
 * playwright.config.ts; whole suite or some spec files) and prints three Markdown tables:
 * 1. The N slowest tests (default 20): spec file, test title (describe blocks joined by ` > `),
 *    project, duration in seconds (the sum of all its attempts, retries included) and outcome
 *    (`expected`, `unexpected`, `flaky`, `skipped`).
 * 2. Per spec file: tests, summed test time in seconds (worker time: with 2 workers the wall time
 *    is about half), share of the report's summed time, and the slowest test.
 * 3. Per spec file, from its source in e2e/ (not from the report, whose steps hold only
 *    `test.step` entries, never `page.goto`): how many `goto(` calls the file has, how many of them
 *    sit inside a loop (`for`, `while`, `.forEach(`, `.map(`: inside a test, or around the tests it
 *    generates) or a `beforeEach` hook, the number of tests of the file in the report, and the
 *    `waitForTimeout(` calls (fixed sleeps). This is a static approximation: a `goto` in a loop or
 *    hook loads a page once per iteration or test, so those are the files that load pages again and
 *    again (candidates for one shared page); page loads hidden in helpers are missed.
 * Then the report's wall time (`stats.duration`) and test counts.
 *
 * Throws when the report cannot be read or is not a Playwright JSON report.
 */
import fs from 'node:fs';
import path from 'node:path';

import {repoRoot} from '../../src/docsVersions';
import {table} from './bench';

/** The parts of a Playwright JSON report this script reads (see @playwright/test/reporter's JSONReport). */
export type JsonReport = {
  config?: {rootDir?: string};
  suites: JsonSuite[];
  stats?: {duration?: number; expected?: number; unexpected?: number; flaky?: number; skipped?: number};
};
type JsonSuite = {title: string; file: string; specs?: JsonSpec[]; suites?: JsonSuite[]};
type JsonSpec = {
  title: string;
  file: string;
  tests: {projectName: string; status?: string; results: {duration: number; status: string}[]}[];
};

/** One test of one project: its spec file (relative to the test dir), title path, time in ms. */
export type TestTime = {file: string; title: string; project: string; ms: number; status: string; attempts: number};

/** Every test of the report with its summed duration (all attempts), in report order. */
export function testTimes(report: JsonReport): TestTime[] {
  if (!report || !Array.isArray(report.suites)) throw new Error('not a Playwright JSON report (no "suites" array)');
  const out: TestTime[] = [];
  const walk = (suite: JsonSuite, titles: string[]) => {
    // The top suite of a file is titled with the file name; describe blocks below it add their titles.
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        out.push({
          file: spec.file,
          title: [...titles, spec.title].join(' > '),
          project: t.projectName,
          ms: t.results.reduce((sum, r) => sum + r.duration, 0),
          status: t.status ?? t.results.at(-1)?.status ?? 'skipped',
          attempts: t.results.length,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const fileSuite of report.suites) walk(fileSuite, []);
  return out;
}

/** Per spec file: test count, summed ms and slowest test, largest total first. */
export function perFile(times: readonly TestTime[]): {file: string; tests: number; ms: number; slowest: TestTime}[] {
  const byFile = new Map<string, TestTime[]>();
  for (const t of times) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  return [...byFile]
    .map(([file, list]) => ({
      file,
      tests: list.length,
      ms: list.reduce((s, t) => s + t.ms, 0),
      slowest: list.reduce((a, b) => (b.ms > a.ms ? b : a)),
    }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Static page-load profile of one spec file's source: `goto(` calls, those inside a loop or a
 * `beforeEach` hook (found by indentation: any enclosing line, that is a line above with less
 * indentation, opens a loop or the hook), and `waitForTimeout(` calls; comment lines are skipped. An approximation for well-indented code (Prettier).
 */
export function gotoProfile(source: string): {gotos: number; repeated: number; fixedWaits: number} {
  const lines = source.split('\n');
  const indent = (l: string) => l.length - l.trimStart().length;
  let gotos = 0;
  let repeated = 0;
  const isComment = (l: string) => /^\s*(\/\/|\*|\/\*)/.test(l);
  let fixedWaits = 0;
  for (let i = 0; i < lines.length; i++) {
    if (isComment(lines[i])) continue;
    fixedWaits += lines[i].match(/\bwaitForTimeout\(/g)?.length ?? 0;
    const calls = lines[i].match(/\bgoto\(/g)?.length ?? 0;
    if (!calls) continue;
    gotos += calls;
    let level = indent(lines[i]);
    for (let j = i - 1; j >= 0 && level > 0; j--) {
      const line = lines[j];
      if (!line.trim() || indent(line) >= level) continue;
      level = indent(line);
      if (/\b(for|while)\s*\(|\.forEach\(|\.map\(|\bbeforeEach\(/.test(line)) {
        repeated += calls;
        break;
      }
    }
  }
  return {gotos, repeated, fixedWaits};
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The three tables and the totals, as Markdown text. `testDir` is where the spec files are. */
export function profile(report: JsonReport, top: number, testDir: string): string {
  const times = testTimes(report);
  const total = times.reduce((s, t) => s + t.ms, 0);
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, top);
  const files = perFile(times);
  const out: string[] = [];
  out.push(`## ${slowest.length} slowest tests\n`);
  out.push(
    table(
      ['spec file', 'test', 'project', 's', 'outcome'],
      slowest.map((t) => [
        t.file,
        t.title,
        t.project,
        seconds(t.ms),
        t.attempts > 1 ? `${t.status} (${t.attempts} attempts)` : t.status,
      ]),
    ),
  );
  out.push('\n## Time per spec file (summed test time; worker time, not wall time)\n');
  out.push(
    table(
      ['spec file', 'tests', 's', 'share', 'slowest test (s)'],
      files.map((f) => [
        f.file,
        f.tests,
        seconds(f.ms),
        total ? `${((100 * f.ms) / total).toFixed(0)} %` : '-',
        `${f.slowest.title} (${seconds(f.slowest.ms)})`,
      ]),
    ),
  );
  out.push('\n## Page loads per spec file (static count of the sources, an approximation)\n');
  out.push(
    table(
      ['spec file', 'tests', '`goto(` calls', 'in a loop or beforeEach', '`waitForTimeout(`'],
      files.map((f) => {
        const file = path.join(testDir, f.file);
        if (!fs.existsSync(file)) return [f.file, f.tests, '-', '-', '-'];
        const g = gotoProfile(fs.readFileSync(file, 'utf8'));
        return [f.file, f.tests, g.gotos, g.repeated, g.fixedWaits];
      }),
    ),
  );
  const s = report.stats ?? {};
  out.push(
    `\n${times.length} tests in ${files.length} spec file(s); summed test time ${seconds(total)} s; wall time ${
      s.duration === undefined ? 'not in the report' : `${seconds(s.duration)} s`
    }; passed ${s.expected ?? '-'}, failed ${s.unexpected ?? '-'}, flaky ${s.flaky ?? '-'}, skipped ${s.skipped ?? '-'}.`,
  );
  return out.join('\n');
}

function main(argv: readonly string[]): void {
  let top = 20;
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--top') top = Number(argv[++i]);
    else if (!argv[i].startsWith('--') && !file) file = argv[i];
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!file || !Number.isInteger(top) || top < 1) {
    throw new Error('usage: npm run bench -- e2e-profile <playwright-report.json> [--top N]');
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonReport;
  console.log(profile(report, top, report.config?.rootDir ?? path.join(repoRoot, 'e2e')));
}

if (require.main === module) {
  main(process.argv.slice(2));
}
