/**
 * The fast tiers' e2e specs (scripts/dev/tiers.ts): the internals table of MAINTAINING.md read as
 * rows, the specs a change of an internal or a theme component adds to `npm run test:changed`,
 * and the pull-request tier's smoke list.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {repoRoot} from '../../src/docsVersions';
import {planChecks, stepsOf} from '../../scripts/dev/test-changed';
import {e2eSpecsFor, internalsRows, repositoryInternals, smokeSpecs} from '../../scripts/dev/tiers';

const table = [
  '## Docusaurus internals',
  '',
  '| Row | Kind | Our files | Tests |',
  '| --- | --- | --- | --- |',
  '| Tabs eject | eject | `src/theme/Tabs/index.tsx` | `e2e/code-blocks.spec.ts`, `tests/unit/tabs.test.ts` |',
  '| route prefetcher | alias | `src/plugins/route-prefetch/index.ts` | `e2e/prefetch.spec.ts` |',
  '',
  '## Security',
  '| Host | When |',
].join('\n');

test('the internals table is read as rows of our files and tests; other tables are not', () => {
  assert.deepEqual(internalsRows(table), [
    {
      name: 'Tabs eject',
      ours: ['src/theme/Tabs/index.tsx'],
      tests: ['e2e/code-blocks.spec.ts', 'tests/unit/tabs.test.ts'],
    },
    {name: 'route prefetcher', ours: ['src/plugins/route-prefetch/index.ts'], tests: ['e2e/prefetch.spec.ts']},
  ]);
  assert.deepEqual(internalsRows('# no table here'), []);
});

test("a row's file brings its e2e specs; a theme wrapper no row lists brings the smoke specs; docs bring none", () => {
  const rows = internalsRows(table);
  assert.deepEqual(e2eSpecsFor(['src/theme/Tabs/index.tsx'], rows), ['e2e/code-blocks.spec.ts']);
  assert.deepEqual(e2eSpecsFor(['src/plugins/route-prefetch/index.ts'], rows), ['e2e/prefetch.spec.ts']);
  assert.deepEqual(e2eSpecsFor(['src/theme/TOC/index.tsx'], rows), [...smokeSpecs].sort());
  assert.deepEqual(e2eSpecsFor(['docs/index.md', 'src/docsVersions.ts'], rows), []);
});

test("the repository's table has rows, each with an e2e or unit test that exists, and the smoke specs exist", () => {
  const rows = repositoryInternals();
  assert.ok(rows.length >= 20, `${rows.length} rows`);
  for (const row of rows) {
    assert.ok(row.ours.length && row.tests.length, row.name);
    for (const t of row.tests) assert.ok(fs.existsSync(path.join(repoRoot, t)), `${row.name}: ${t}`);
  }
  for (const s of smokeSpecs) assert.ok(fs.existsSync(path.join(repoRoot, s)), s);
  assert.deepEqual(e2eSpecsFor(['src/theme/CodeBlock/index.tsx'], rows), [
    'e2e/chrome.spec.ts',
    'e2e/code-blocks.spec.ts',
  ]);
});

test('test:changed builds once and runs the specs when the plan has any, and never for docs only', () => {
  const versions = [{name: 'current', major: 7}] as const;
  const plan = planChecks(['src/theme/Tabs/index.tsx'], versions, () => true);
  plan.e2eSpecs = ['e2e/code-blocks.spec.ts'];
  const names = stepsOf(plan).map((s) => s.name);
  assert.deepEqual(names.slice(-2), ['build (for the e2e specs below)', 'e2e (code-blocks)']);
  const docs = planChecks(['docs/index.md'], versions, () => true);
  assert.ok(!stepsOf(docs).some((s) => s.name.startsWith('build')));
});
