/**
 * Example checker: proves every code example of every docs version against the express-validator
 * release that version documents (src/docsVersions.ts).
 *
 * Usage: `npm run check:examples [-- <docs version name> ...]` (all versions present by default).
 *
 * For each version, every js/ts/jsx/tsx block of its pages (scripts/docs/examples/blocks.ts explains
 * the kinds and the fence markers) is type-checked against the release
 * (scripts/docs/examples/typecheck.ts); complete programs are also run and the requests shown after
 * them are replayed, each real response compared with the documented one
 * (scripts/docs/examples/run.ts). Blocks marked `against=<npm version>` are checked against that
 * release instead. Blocks marked `nocheck="reason"` are skipped, counted and listed with their
 * reason; `nocheck="types: reason"` skips only the type check of a program, which still runs.
 *
 * The home page's program (src/homeExample.ts, `homeBlocks`) is checked as one more program of the
 * latest docs version (versions.json's first entry): its request is replayed and its answer compared.
 *
 * Every program of a version where the pass is enforced (`hostileEnforced()`: 7.x and 6.x) gets
 * the hostile-request pass (scripts/docs/examples/hostile.ts), under Express 4 and, in 7.x,
 * Express 5, and fails when an answer is a 5xx, carries a stack trace or shows a secret, or when
 * `Object.prototype` changed, unless its fence is marked `unsafe="reason"`. `--hostile-all` runs
 * the pass on the 5.x versions as well, for the report only; `--hostile-report` prints the
 * failures of those. The malformed-request classes of that pass (a lone surrogate, a
 * 1 MB body...) fail a program like the rest of the pass where it is enforced, and are also summed
 * per class after the table; `--hostile-report` prints each failing request.
 *
 * Output: one line per failure, `<file>:<line>: <message>`, then a table per version (blocks,
 * fragments, signatures, programs, requests, opt-outs, failures, hostile requests sent and
 * failing programs) and the time taken.
 * Exit code 1 when any block fails; throws when a page cannot be parsed or a version is unknown.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
  allDocsVersions,
  aliasOf,
  docsDirOf,
  docsVersions,
  latestDocsVersion,
  repoRoot,
  type DocsVersion,
} from '../../src/docsVersions';
import {homeExample} from '../../src/homeExample';
import {blocksOfPage, pagesOf, type CodeBlock, type RequestPair} from './examples/blocks';
import {isSecretName} from './examples/hostile';
import {runPrograms, type HostileResult} from './examples/run';
import {packageDirOf, typeCheckBlocks} from './examples/typecheck';

export type VersionReport = {
  version: string;
  npmVersion: string;
  blocks: number;
  fragments: number;
  signatures: number;
  programs: number;
  requests: number;
  optOuts: Array<{where: string; reason: string}>;
  failures: string[];
  /**
   * 7.x only: programs run under Express 5 as well, and those among them whose answer to some
   * request differs between Express 4 and Express 5 (`<page>:<line>`).
   */
  express5?: {programs: number; differing: string[]};
  /**
   * The hostile-request pass (scripts/docs/examples/hostile.ts): enforced where `hostileEnforced()`
   * says, and there a failing program fails the check; run for reporting only on other versions
   * with `--hostile-all`.
   * `sent` counts hostile requests over every run (Express 4 and 5), `failing` the programs of
   * `programs` that failed in some run, and `lines` one line per failing program and run.
   */
  hostile?: {
    enforced: boolean;
    programs: number;
    sent: number;
    failing: string[];
    lines: string[];
    /**
     * The malformed-request classes (`malformedRequests()` of scripts/docs/examples/hostile.ts),
     * summed per class: class → the programs (`<page>:<line> (<Express>)`) failing it, and
     * `details`, one line per failing request. They fail the check where `enforced` is set.
     */
    reported: Record<string, string[]>;
    details: string[];
  };
  ms: number;
};

const rel = (file: string) => path.relative(repoRoot, file);

/**
 * Whether an npm release's validation chain has `.hide()` (7.2.0 and later): read from its
 * declarations (node_modules/express-validator-<version>), not from a list.
 */
export function releaseHasHide(npmVersion: string): boolean {
  const dir = packageDirOf(aliasOf(npmVersion));
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.d.ts') && !f.split(path.sep).includes('node_modules'))
    .some((f) => /^\s*hide\(/m.test(fs.readFileSync(path.join(dir, f), 'utf8')));
}

/**
 * The secret values a documented JSON response shows: every validation error (an object with
 * `msg` and `path` or `param`), and every entry of an `unknown_fields` error's `fields` (which
 * `checkExact()` gives a `path` and the `value` sent), whose field's last path segment is named
 * like a secret (`isSecretName()`) and that still has a `value` other than a redaction: made only
 * of punctuation (`.hide('*****')`), or passed to `.hide()` in `program`, the code of the program
 * that answered. Returns `path=value` strings; `[]` for a non-JSON response.
 */
export function shownSecrets(response: string, program = ''): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response);
  } catch {
    return [];
  }
  const out: string[] = [];
  const walk = (v: unknown, unknownField = false): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, unknownField));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const field = typeof o.path === 'string' ? o.path : typeof o.param === 'string' ? o.param : undefined;
    const last =
      field
        ?.split(/[.[\]]/)
        .filter(Boolean)
        .at(-1) ?? '';
    // `.hide('*****')` redacts instead: a value made only of punctuation is not the secret.
    // So is a value the program passes to `.hide()` itself.
    const redacted =
      typeof o.value === 'string' &&
      (!/[\p{L}\p{N}]/u.test(o.value) || [`'`, `"`, '`'].some((q) => program.includes(`.hide(${q}${o.value}${q})`)));
    if (('msg' in o || unknownField) && field !== undefined && isSecretName(last) && 'value' in o && !redacted) {
      out.push(`${field}=${JSON.stringify(o.value)}`);
    }
    for (const [k, x] of Object.entries(o)) walk(x, o.type === 'unknown_fields' && k === 'fields');
  };
  walk(parsed);
  return out;
}

/** Source file of the home page's program, named in its failures. */
export const homeExampleFile = path.join(repoRoot, 'src', 'homeExample.ts');

/**
 * The home page's program (src/homeExample.ts) as a page program with its one request, checked
 * like the programs of the latest docs version's pages. Output: one `CodeBlock` of kind
 * `program`, whose `file` is src/homeExample.ts and `line` 1.
 */
export function homeBlocks(): CodeBlock[] {
  const {program, request, status, response} = homeExample;
  return [
    {
      file: homeExampleFile,
      line: 1,
      lang: 'js',
      kind: 'program',
      code: program,
      requests: [
        {
          file: homeExampleFile,
          line: 1,
          method: request.method,
          path: request.path,
          headers: {...request.headers},
          body: request.body,
          status,
          responseLang: 'json',
          response,
          responseLine: 1,
        },
      ],
    },
  ];
}

/**
 * Checks one docs version (its pages in `dir`, by default the version's docs folder, plus
 * `options.extraBlocks`, programs that live outside the pages); resolves with its report and never
 * rejects on a failing example.
 */
export async function checkVersion(
  version: DocsVersion,
  dir = docsDirOf(version),
  options: {hostileAll?: boolean; extraBlocks?: readonly CodeBlock[]} = {},
): Promise<VersionReport> {
  const started = Date.now();
  const blocks = [...pagesOf(dir).flatMap(blocksOfPage), ...(options.extraBlocks ?? [])];
  const report: VersionReport = {
    version: version.name,
    npmVersion: version.npmVersion,
    blocks: blocks.length,
    fragments: 0,
    signatures: 0,
    programs: 0,
    requests: 0,
    optOuts: [],
    failures: [],
    ms: 0,
  };
  // A 7.x release with `.hide()` never shows a secret field's value in an example: the page should
  // hide it, as a reader's app should.
  const hides = version.major === 7 && releaseHasHide(version.npmVersion);
  const byRelease = new Map<string, CodeBlock[]>();
  for (const block of blocks) {
    const typesOnly = block.optOut?.startsWith('types:');
    if (block.optOut !== undefined) {
      report.optOuts.push({where: `${rel(block.file)}:${block.line}`, reason: block.optOut || '(no reason given)'});
      // `nocheck="types: ..."` skips the type check only; a program is still run.
      if (!typesOnly || block.kind !== 'program') continue;
    }
    if (block.kind === 'program') report.programs++;
    else if (block.kind === 'signature') report.signatures++;
    else report.fragments++;
    report.requests += block.requests.length;
    // A schema has no `hide` key in 7.x (checkSchema builds its chains without one), so a program
    // made with checkSchema() alone cannot hide a value the way this check asks.
    const canHide = hides && !/\bcheckSchema\(/.test(block.code);
    for (const r of canHide ? block.requests : []) {
      for (const [line, response] of [
        [r.responseLine, r.response],
        ...(r.express5 ? [[r.express5.responseLine, r.express5.response] as const] : []),
      ] as const) {
        const secrets = shownSecrets(response, block.code);
        if (secrets.length && !report.failures.some((f) => f.startsWith(`${rel(r.file)}:${line}:`))) {
          report.failures.push(
            `${rel(r.file)}:${line}: the response shows the secret value ${secrets.join(', ')}; add .hide() to that chain`,
          );
        }
      }
    }
    const npmVersion = block.against ?? version.npmVersion;
    if (!allDocsVersions.some((v) => v.npmVersion === npmVersion)) {
      report.failures.push(
        `${rel(block.file)}:${block.line}: against=${npmVersion} is not an installed release (see src/docsVersions.ts)`,
      );
      continue;
    }
    const list = byRelease.get(npmVersion) ?? [];
    list.push(block);
    byRelease.set(npmVersion, list);
  }
  for (const [npmVersion, list] of byRelease) {
    const alias = aliasOf(npmVersion);
    const overlay = npmVersion === version.npmVersion ? version.overlay : undefined;
    for (const f of typeCheckBlocks(
      list.filter((b) => b.optOut === undefined),
      alias,
      overlay,
    )) {
      report.failures.push(
        `${rel(f.block.file)}:${f.line}: [${f.block.kind}, express-validator ${npmVersion}] ${f.message}`,
      );
    }
    const programs = list.filter((b) => b.kind === 'program');
    // Programs of an enforced version must survive hostile requests; others run it on request only.
    const own = npmVersion === version.npmVersion;
    const enforced = hostileEnforced(version.npmVersion);
    const hostile = own && (enforced || options.hostileAll === true);
    const express4 = await runPrograms(programs, alias, 'express', {hostile});
    const hostileRuns: Array<[string, HostileResult[]]> = [['Express 4', express4.hostile]];
    for (const f of express4.failures) {
      report.failures.push(`${rel(f.block.file)}:${f.line}: [run, express-validator ${npmVersion}] ${f.message}`);
    }
    // 7.x programs also run under Express 5, what `npm install express` gives today; a page shows
    // both answers, marked, where the two differ.
    if (version.major === 7 && npmVersion === version.npmVersion) {
      const express5 = await runPrograms(programs, alias, 'express-5', {hostile});
      hostileRuns.push(['Express 5', express5.hostile]);
      for (const f of express5.failures) {
        report.failures.push(
          `${rel(f.block.file)}:${f.line}: [run with Express 5, express-validator ${npmVersion}] ${f.message}`,
        );
      }
      // Each request's answers under the two Expresses, compared once.
      const differs = (r: RequestPair) =>
        JSON.stringify(express4.answers.get(`${r.file}:${r.line}`)) !==
        JSON.stringify(express5.answers.get(`${r.file}:${r.line}`));
      const differing = programs.filter((p) => p.requests.some(differs));
      report.express5 = {programs: programs.length, differing: differing.map((p) => `${rel(p.file)}:${p.line}`)};
      // A request answered differently is already a failure of one of the two runs when the page
      // shows one answer; the opposite mistake, two blocks for one answer, is reported here.
      for (const r of programs.flatMap((p) => p.requests)) {
        if (r.express5 && !differs(r)) {
          report.failures.push(
            `${rel(r.file)}:${r.responseLine}: Express 4 and 5 give the same answer; show one "Response NNN" block`,
          );
        }
      }
    }
    if (hostile) report.hostile = judgeHostile(enforced, programs, hostileRuns, report.failures);
  }
  report.ms = Date.now() - started;
  return report;
}

/**
 * Whether the hostile pass fails the programs of the release `npmVersion` ("X.Y.Z"), rather than
 * only reporting on them: every 6.x and 7.x release. (From 6.0.0 to 6.9.x a standard validator or
 * sanitizer throws a TypeError on a JSON object whose own `toString` is not a function, so the
 * programs of those versions refuse a `toString` key in their `express.json()` reviver.) 5.x stays
 * in the report (`--hostile-all`): the pass runs programs in this process, and a 5.x wildcard over
 * a long string busies it for minutes, past the timeout that should report it.
 */
export function hostileEnforced(npmVersion: string): boolean {
  const major = Number(npmVersion.split('.')[0]);
  return major === 6 || major === 7;
}

/**
 * Sums the hostile pass of a version's programs over its runs (`[label, results]` per Express).
 * When `enforced`, a failing program not marked `unsafe`, and a marked one that passes every run,
 * are added to `failures`.
 */
function judgeHostile(
  enforced: boolean,
  programs: readonly CodeBlock[],
  runs: ReadonlyArray<[string, HostileResult[]]>,
  failures: string[],
): NonNullable<VersionReport['hostile']> {
  const failing = new Set<string>();
  const lines: string[] = [];
  let sent = 0;
  const reported: Record<string, string[]> = {};
  const details: string[] = [];
  for (const [label, results] of runs) {
    for (const r of results) {
      sent += r.sent;
      for (const [kind, messages] of Object.entries(r.reported)) {
        (reported[kind] ??= []).push(`${rel(r.block.file)}:${r.block.line} (${label})`);
        for (const m of messages) details.push(`${rel(r.block.file)}:${r.block.line}: [malformed, ${label}] ${m}`);
      }
      // Where the pass is enforced, a malformed request answered wrongly fails like any other.
      const problems = enforced ? [...r.problems, ...Object.values(r.reported).flat()] : r.problems;
      if (!problems.length) continue;
      const where = `${rel(r.block.file)}:${r.block.line}`;
      failing.add(where);
      const shown = problems.slice(0, 5).join('\n    ');
      const more = problems.length > 5 ? `\n    (${problems.length - 5} more)` : '';
      const line = `${where}: [hostile, ${label}] ${problems.length} of ${r.sent} hostile requests fail${r.block.unsafe !== undefined ? ` (marked unsafe: ${r.block.unsafe})` : ''}:\n    ${shown}${more}`;
      lines.push(line);
      if (enforced && r.block.unsafe === undefined) failures.push(line);
    }
  }
  for (const p of programs) {
    const where = `${rel(p.file)}:${p.line}`;
    if (enforced && p.unsafe !== undefined && !failing.has(where)) {
      failures.push(`${where}: marked unsafe="${p.unsafe}" but passes the hostile pass; remove the marker`);
    }
  }
  return {enforced, programs: programs.length, sent, failing: [...failing], lines, reported, details};
}

/** Prints the per-version table. */
export function printTable(reports: readonly VersionReport[]): void {
  const header = [
    'version',
    'npm',
    'blocks',
    'fragments',
    'signatures',
    'programs',
    'requests',
    'opt-outs',
    'failures',
    'express 5 differs',
    'hostile sent',
    'hostile failing',
    'time',
  ];
  const rows = reports.map((r) =>
    [
      r.version,
      r.npmVersion,
      r.blocks,
      r.fragments,
      r.signatures,
      r.programs,
      r.requests,
      r.optOuts.length,
      r.failures.length,
      r.express5 ? `${r.express5.differing.length}/${r.express5.programs}` : '-',
      r.hostile ? r.hostile.sent : '-',
      r.hostile ? `${r.hostile.failing.length}/${r.hostile.programs}${r.hostile.enforced ? '' : ' (report)'}` : '-',
      `${(r.ms / 1000).toFixed(1)} s`,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

async function main(argv: string[]): Promise<number> {
  const started = Date.now();
  const names = argv.filter((a) => !a.startsWith('--'));
  // --hostile-all: run the hostile pass on 5.x too (reported, never failing);
  // --hostile-report: print every program's hostile failures, enforced or not.
  const hostileAll = argv.includes('--hostile-all');
  const hostileReport = argv.includes('--hostile-report');
  const selected = names.length ? docsVersions.filter((v) => names.includes(v.name)) : docsVersions;
  if (names.length !== 0 && selected.length !== names.length) {
    throw new Error(
      `unknown docs version in ${names.join(', ')}; present: ${docsVersions.map((v) => v.name).join(', ')}`,
    );
  }
  const reports: VersionReport[] = [];
  for (const version of selected) {
    // The home page's program runs with the pages of the latest docs version, whose release it shows.
    const extraBlocks = version.name === latestDocsVersion().name ? homeBlocks() : [];
    const report = await checkVersion(version, undefined, {hostileAll, extraBlocks});
    for (const f of report.failures) console.error(f);
    if (hostileReport) {
      for (const l of report.hostile?.enforced ? [] : (report.hostile?.lines ?? [])) console.error(l);
      for (const l of report.hostile?.details ?? []) console.error(l);
    }
    reports.push(report);
  }
  console.log('');
  printTable(reports);
  // The malformed-request classes are reported per class; --hostile-report prints each request.
  const classes = reports.flatMap((r) =>
    Object.entries(r.hostile?.reported ?? {}).map(
      ([kind, where]) => `${r.version}: ${kind}: ${where.length} program run(s) fail`,
    ),
  );
  if (classes.length) {
    console.log(
      `\nmalformed requests (failing where the pass is enforced, reported elsewhere):\n  ${classes.join('\n  ')}`,
    );
  }
  const optOuts = reports.flatMap((r) => r.optOuts.map((o) => `${r.version}: ${o.where} (${o.reason})`));
  if (optOuts.length) console.log(`\nopt-outs (nocheck):\n  ${optOuts.join('\n  ')}`);
  const failed = reports.reduce((n, r) => n + r.failures.length, 0);
  console.log(
    `\n${failed ? `${failed} failing example(s)` : 'all examples pass'}; checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return failed ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
