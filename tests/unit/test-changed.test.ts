/**
 * The fast contributor path (scripts/dev/test-changed.ts): which checks a set of changed files
 * gets. Pure logic only; the commands themselves are the ones `npm test` runs.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {docsVersions} from '../../src/docsVersions';
import {
  checkedSurface,
  importsOf,
  isProseEdit,
  isReferencePage,
  notRun,
  planChecks,
  selectUnitTests,
  stepsOf,
  versionOfPath,
  type SourceNode,
} from '../../scripts/dev/test-changed';

const versions = [
  {name: 'current', major: 7},
  {name: '7.3.0', major: 7},
  {name: '6.15.0', major: 6},
  {name: '6.14.0', major: 6},
  {name: '5.3.0', major: 5},
] as const;
const all = () => true;

test('paths map to the docs version of their folder', () => {
  assert.equal(versionOfPath('docs/guides/getting-started.md'), 'current');
  assert.equal(versionOfPath('versioned_docs/version-6.14.0/api/check.md'), '6.14.0');
  assert.equal(versionOfPath('versioned_sidebars/version-5.3.0-sidebars.json'), '5.3.0');
  assert.equal(versionOfPath('src/theme/DocItem/index.tsx'), undefined);
  assert.equal(versionOfPath('docusaurus.config.ts'), undefined);
});

test('reference pages are those of api/, the generated partials and the *-api pages', () => {
  assert.equal(isReferencePage('docs/api/validation-chain.md'), true);
  assert.equal(isReferencePage('versioned_docs/version-6.14.0/_validators.mdx'), true);
  assert.equal(isReferencePage('versioned_docs/version-5.3.0/check-api.md'), true);
  assert.equal(isReferencePage('versioned_docs/version-7.3.0/guides/getting-started.md'), false);
  assert.equal(isReferencePage('versioned_docs/version-6.14.0/faq.md'), false);
});

test('a sentence in one 7.x guide checks that version only: its page, examples, API and 7.x claims', () => {
  const plan = planChecks(['versioned_docs/version-7.3.0/guides/getting-started.md'], versions, all);
  assert.deepEqual(plan.versions, ['7.3.0']);
  assert.deepEqual(plan.pages, ['versioned_docs/version-7.3.0/guides/getting-started.md']);
  assert.deepEqual(plan.lintFiles, []);
  assert.equal(plan.code, false);
  assert.deepEqual(plan.claimFiles, [
    'tests/claims/consistency.test.ts',
    'tests/claims/faq.test.ts',
    'tests/claims/markers.test.ts',
    'tests/claims/v7.test.ts',
  ]);
  const names = stepsOf(plan).map((s) => s.name);
  assert.deepEqual(names, [
    'lint:docs (1 page)',
    'prettier (1 file)',
    'check:examples 7.3.0',
    'check:api 7.3.0',
    'claims (consistency, faq, markers, v7)',
  ]);
  const examples = stepsOf(plan).find((s) => s.name.startsWith('check:examples'));
  assert.deepEqual(examples?.args.slice(-2), ['scripts/docs/check-examples.ts', '7.3.0']);
});

test('versions keep the table order; a reference page adds the reference claims; 5.x and 6.x get their families', () => {
  const plan = planChecks(
    ['versioned_docs/version-5.3.0/wildcards.md', 'versioned_docs/version-6.14.0/check-api.md', 'docs/index.md'],
    versions,
    all,
  );
  assert.deepEqual(plan.versions, ['current', '6.14.0', '5.3.0']);
  assert.deepEqual(plan.majors, [5, 6, 7]);
  assert.deepEqual(
    plan.claimFiles.map((f) => f.replace(/^tests\/claims\/|\.test\.ts$/g, '')),
    ['consistency', 'faq', 'markers', 'reference', 'v5', 'v6', 'v7'],
  );
});

test('a code change runs ESLint and Prettier on its files, tsc and the unit tests, and no docs checks', () => {
  const plan = planChecks(['src/components/TryIt/index.tsx', 'src/css/custom.css'], versions, all);
  assert.deepEqual(plan.versions, []);
  assert.deepEqual(plan.lintFiles, ['src/components/TryIt/index.tsx']);
  assert.deepEqual(plan.formatFiles, ['src/components/TryIt/index.tsx', 'src/css/custom.css']);
  assert.equal(plan.code, true);
  assert.deepEqual(plan.claimFiles, []);
  assert.deepEqual(
    stepsOf(plan).map((s) => s.name),
    ['prettier (2 files)', 'eslint (1 file)', 'typecheck'],
  );
  plan.unitTests = ['tests/unit/a.test.ts'];
  plan.unitTotal = 3;
  const steps = stepsOf(plan);
  assert.equal(steps.at(-1)?.name, 'test:unit (1 of 3 files)');
  assert.deepEqual(steps.at(-1)?.args.slice(-2), ['--test', 'tests/unit/a.test.ts']);
  assert.ok(notRun(plan, versions).some((l) => l.startsWith('2 of 3 unit test files')));
});

test('imports resolve relative and @site/ specifiers to repository files, as TypeScript does', () => {
  const files = new Set(['src/a.ts', 'src/b/index.tsx', 'src/c.json', 'scripts/x.ts']);
  const text = [
    "import {a} from '../../src/a';",
    "import B from '../../src/b';",
    "const c = require('../../src/c.json');",
    "export {x} from '../../scripts/x';",
    "import 'node:fs';",
    "import React from 'react';",
    "const lazy = import('@site/src/a');",
    "import {gone} from './missing';",
  ].join('\n');
  assert.deepEqual(
    importsOf('tests/unit/t.test.ts', text, (f) => files.has(f)),
    ['scripts/x.ts', 'src/a.ts', 'src/b/index.tsx', 'src/c.json'],
  );
});

test('unit tests are chosen by what they import, scan or name', () => {
  const index = new Map<string, SourceNode>([
    ['tests/unit/direct.test.ts', {imports: ['src/a.ts'], text: "from '../../src/a'"}],
    ['tests/unit/deep.test.ts', {imports: ['scripts/helper.ts'], text: ''}],
    ['scripts/helper.ts', {imports: ['src/a.ts'], text: ''}],
    ['tests/unit/scanner.test.ts', {imports: [], text: 'fs.readdirSync(dir)'}],
    ['tests/unit/names.test.ts', {imports: [], text: "read('custom.css')"}],
    ['tests/unit/other.test.ts', {imports: ['src/z.ts'], text: ''}],
    ['src/a.ts', {imports: [], text: ''}],
    ['src/z.ts', {imports: [], text: ''}],
  ]);
  const tests = [...index.keys()].filter((f) => f.endsWith('.test.ts'));
  assert.deepEqual(selectUnitTests(['src/a.ts'], tests, index), [
    'tests/unit/direct.test.ts',
    'tests/unit/deep.test.ts',
    'tests/unit/scanner.test.ts',
  ]);
  assert.deepEqual(selectUnitTests(['src/css/custom.css'], tests, index), [
    'tests/unit/scanner.test.ts',
    'tests/unit/names.test.ts',
  ]);
  assert.deepEqual(selectUnitTests(['tests/unit/other.test.ts'], tests, index), [
    'tests/unit/scanner.test.ts',
    'tests/unit/other.test.ts',
  ]);
  assert.deepEqual(selectUnitTests(['package.json'], tests, index), tests);
});

test('a changed manual gets its repository links checked', () => {
  const plan = planChecks(['CONTRIBUTING.md'], versions, all);
  assert.equal(plan.manuals, true);
  assert.ok(stepsOf(plan).some((s) => s.name === 'check:repo-links'));
  assert.ok(!notRun(plan, versions).some((l) => l.includes('check:repo-links')));
  const docsOnly = planChecks(['docs/index.md'], versions, all);
  assert.equal(docsOnly.manuals, false);
  assert.ok(notRun(docsOnly, versions).some((l) => l.includes('check:repo-links')));
});

test('a deleted page still selects its version, but is not linted or formatted', () => {
  const gone = 'versioned_docs/version-6.15.0/faq.md';
  const plan = planChecks([gone], versions, (f) => f !== gone);
  assert.deepEqual(plan.versions, ['6.15.0']);
  assert.deepEqual(plan.pages, []);
  assert.deepEqual(plan.formatFiles, []);
  assert.deepEqual(
    stepsOf(plan).map((s) => s.name),
    ['check:examples 6.15.0', 'check:api 6.15.0', 'claims (consistency, faq, markers, v6)'],
  );
});

test('a claim or checker change runs every claim file and says what else to run', () => {
  const plan = planChecks(['tests/claims/v6.claims.ts', 'scripts/docs/check-examples.ts'], versions, all);
  assert.equal(plan.claimFiles.length, 7);
  assert.ok(plan.notes.some((n) => n.startsWith('scripts/docs/check-examples.ts:') && n.includes('check:examples')));
  assert.ok(notRun(plan, versions).some((l) => l.includes('e2e suite')));
});

test('a folder of a version missing from versions.json is reported, not checked', () => {
  const plan = planChecks(['versioned_docs/version-9.9.0/index.md'], versions, all);
  assert.deepEqual(plan.versions, []);
  assert.ok(plan.notes[0].includes('9.9.0 is not in versions.json'));
});

test('what is not run names the untouched versions and, for docs-only changes, tsc and the unit tests', () => {
  const plan = planChecks(['docs/index.md'], versions, all);
  const lines = notRun(plan, versions);
  assert.ok(lines.some((l) => l.includes('the 4 versions not touched')));
  assert.ok(lines.some((l) => l.includes('tsc --noEmit')));
  assert.ok(lines.some((l) => l.includes('site build')));
});

test('every present docs version maps from its own folder', () => {
  for (const v of docsVersions) {
    const folder = v.name === 'current' ? 'docs' : `versioned_docs/version-${v.name}`;
    assert.equal(versionOfPath(`${folder}/index.md`), v.name);
  }
});

test('a prose edit keeps the checked surface; code, inline code, markers and JSX lines change it', () => {
  const page = [
    '## Install',
    '',
    'Run `npm install express-validator` and then call `body()`. {/* claim: body-reads-req-body */}',
    '',
    '<Tabs>',
    '```js title="app.js"',
    'app.listen(3000);',
    '```',
    '</Tabs>',
  ].join('\n');
  assert.equal(isProseEdit(page, page.replace('Run', 'First run')), true);
  assert.equal(isProseEdit(page, page.replace('app.listen(3000)', 'app.listen(3001)')), false);
  assert.equal(isProseEdit(page, page.replace('title="app.js"', 'title="server.js"')), false);
  assert.equal(isProseEdit(page, page.replace('`body()`', '`query()`')), false);
  assert.equal(isProseEdit(page, page.replace('body-reads-req-body', 'query-reads-req-query')), false);
  assert.equal(isProseEdit(page, page.replace('<Tabs>', '<Tabs groupId="module">')), false);
  assert.equal(isProseEdit(undefined, page), false, 'a new page is checked in full');
  assert.equal(isProseEdit(page, undefined), false, 'a deleted page is checked in full');
  assert.ok(checkedSurface(page).includes('app.listen(3000);'));
  assert.ok(!checkedSurface(page).includes('First run'));
});

test('a version touched by prose edits only gets its page checks and the claim markers, not the slow checks', () => {
  const guide = 'versioned_docs/version-7.3.0/guides/getting-started.md';
  const plan = planChecks([guide], versions, all, (f) => f === guide);
  assert.deepEqual(plan.versions, []);
  assert.deepEqual(plan.proseVersions, ['7.3.0']);
  assert.deepEqual(
    stepsOf(plan).map((s) => s.name),
    ['lint:docs (1 page)', 'prettier (1 file)', 'claims (consistency, markers)'],
  );
  assert.ok(notRun(plan, versions).some((l) => l.includes('only prose changed there')));
  const mixed = planChecks([guide, 'versioned_docs/version-7.3.0/api/check.md'], versions, all, (f) => f === guide);
  assert.deepEqual(mixed.versions, ['7.3.0'], 'one page with a code change checks the whole version');
  assert.deepEqual(mixed.proseVersions, []);
  assert.ok(mixed.claimFiles.includes('tests/claims/reference.test.ts'));
});
