/**
 * The end-to-end specs of the fast test tiers, chosen from one list and one table:
 * - `smokeSpecs`: the specs of the pull-request tier (`npm run test:pr`, which runs them with
 *   `npm run e2e:smoke` after one build). They cover every internal link and redirect of the build,
 *   the chrome of a docs page, search on both of its screens with the version it keeps, the code
 *   blocks and the first guide a reader opens; together they take about a minute of worker time
 *   (the per-file times of `npm run bench -- e2e-profile test-results/report.json`).
 * - `e2eSpecsFor`: the specs `npm run test:changed` adds when a change touches a part of the site
 *   that leans on Docusaurus internals or a theme component: the "Tests" of every row of
 *   MAINTAINING.md's "Docusaurus internals" table whose "Our files" include a changed file, and
 *   the smoke specs for a changed theme component (src/theme/) that no row lists (a wrapper).
 */
import fs from 'node:fs';
import path from 'node:path';

import {repoRoot} from '../../src/docsVersions';

/** The pull-request tier's specs, repository-relative. */
export const smokeSpecs: readonly string[] = [
  'e2e/links.spec.ts',
  'e2e/chrome.spec.ts',
  'e2e/search.spec.ts',
  'e2e/code-blocks.spec.ts',
  'e2e/getting-started.spec.ts',
];

/** One row of the internals table: its name, our files and its tests (repository-relative paths). */
export type InternalsRow = {name: string; ours: string[]; tests: string[]};

/**
 * The rows of the "Docusaurus internals" table of a MAINTAINING.md text: the cells "Row", "Our
 * files" and "Tests", paths read from their backticks. Returns [] when the text has no such
 * table. Pure. tests/unit/docusaurus-internals.test.ts keeps the table equal to the dependences.
 */
export function internalsRows(text: string): InternalsRow[] {
  const section = /## Docusaurus internals\n([\s\S]*?)(?:\n## |$)/.exec(text)?.[1] ?? '';
  const lines = section.split('\n').filter((l) => l.startsWith('|'));
  if (lines.length < 2) return [];
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
  const header = cells(lines[0]);
  const col = (name: string) => header.indexOf(name);
  const [nameCol, oursCol, testsCol] = [col('Row'), col('Our files'), col('Tests')];
  if (nameCol < 0 || oursCol < 0 || testsCol < 0) return [];
  const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  return lines.slice(2).map((line) => {
    const c = cells(line);
    return {name: c[nameCol], ours: paths(c[oursCol]), tests: paths(c[testsCol])};
  });
}

/**
 * The e2e spec files to run for `changed` (repository-relative paths): the `.spec.ts` tests of the
 * rows that list a changed file among their own, and `smokeSpecs` when a changed file under
 * src/theme/ is in no row. Unit tests a row names are left out (test:changed picks unit tests by
 * imports). Sorted, without duplicates. Pure.
 */
export function e2eSpecsFor(changed: readonly string[], rows: readonly InternalsRow[]): string[] {
  const specs = new Set<string>();
  for (const file of changed) {
    const listed = rows.filter((r) => r.ours.includes(file));
    for (const row of listed) for (const t of row.tests) if (t.endsWith('.spec.ts')) specs.add(t);
    if (!listed.length && file.startsWith('src/theme/')) for (const s of smokeSpecs) specs.add(s);
  }
  return [...specs].sort();
}

/** The rows of the repository's MAINTAINING.md (`root`: the checkout). */
export function repositoryInternals(root: string = repoRoot): InternalsRow[] {
  const file = path.join(root, 'MAINTAINING.md');
  return fs.existsSync(file) ? internalsRows(fs.readFileSync(file, 'utf8')) : [];
}
