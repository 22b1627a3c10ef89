import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {addAlias, addTableEntry, compareVersions, mappedNpmVersion, updateSpec} from '../../scripts/docs/docs-version';
import {repoRoot} from '../../src/docsVersions';

const table = `const npmVersionOf: ReadonlyArray<readonly [name: string, npmVersion: string]> = [
  ['current', '7.3.2'],
  ['7.3.0', '7.3.2'],
  ['6.15.0', '6.15.0'],
];
`;

test('versions compare numerically', () => {
  assert.ok(compareVersions('6.10.0', '6.9.0') > 0);
  assert.ok(compareVersions('7.0.0', '7.0.1') < 0);
  assert.equal(compareVersions('7.3.0', '7.3.0'), 0);
});

test('the table gains the new version in newest-first order, once', () => {
  const newest = addTableEntry(table, '7.4.0', '7.4.1');
  assert.match(newest, /\['current', '7\.3\.2'\],\n {2}\['7\.4\.0', '7\.4\.1'\],\n {2}\['7\.3\.0', '7\.3\.2'\],/);
  const between = addTableEntry(table, '7.0.0', '7.0.1');
  assert.match(between, /\['7\.3\.0', '7\.3\.2'\],\n {2}\['7\.0\.0', '7\.0\.1'\],\n {2}\['6\.15\.0'/);
  const oldest = addTableEntry(table, '5.2.0', '5.2.0');
  assert.match(oldest, /\['6\.15\.0', '6\.15\.0'\],\n {2}\['5\.2\.0', '5\.2\.0'\],\n\];/);
  assert.equal(addTableEntry(table, '7.3.0', '7.3.2'), table, 'already mapped: unchanged');
  assert.throws(() => addTableEntry(table, '7.3.0', '7.3.1'), /maps 7\.3\.0 to 7\.3\.2/);
  assert.equal(mappedNpmVersion(table, '7.3.0'), '7.3.2');
  assert.equal(mappedNpmVersion(table, '7.4.0'), undefined);
});

test('the real table and spec are in the form the script edits', () => {
  const realTable = fs.readFileSync(path.join(repoRoot, 'src/docsVersions.ts'), 'utf8');
  assert.match(addTableEntry(realTable, '99.0.0', '7.3.2'), /\['current', '[\d.]+'\],\n {2}\['99\.0\.0', '7\.3\.2'\],/);
  const spec = updateSpec(fs.readFileSync(path.join(repoRoot, 'tests/spec.ts'), 'utf8'), '99.0.0');
  assert.match(spec, /export const latestVersion = '99\.0\.0';/);
  assert.match(spec, /\{label: '99\.0\.0', base: '\/docs', pages: /);
  assert.equal((spec.match(/base: '\/docs'/g) ?? []).length, 1, 'one version at /docs');
});

test('package.json gains the alias, sorted, only when missing', () => {
  const pkg = {devDependencies: {'express-validator-7.3.2': 'npm:express-validator@7.3.2', typescript: '5.9.3'}};
  assert.equal(addAlias(pkg, '7.3.2'), false);
  assert.equal(addAlias(pkg, '7.4.0'), true);
  assert.deepEqual(Object.entries(pkg.devDependencies), [
    ['express-validator-7.3.2', 'npm:express-validator@7.3.2'],
    ['express-validator-7.4.0', 'npm:express-validator@7.4.0'],
    ['typescript', '5.9.3'],
  ]);
});

test('the spec gets the new latest version at /docs after Next, the old one at its own path', () => {
  const spec = `export const latestVersion = '7.3.0';
export const versionRoutes: readonly VersionRoute[] = [
  {label: 'Next', base: '/docs/next', pages: [...pages7x, ...categoryPages7x]},
  {label: '7.3.0', base: '/docs', pages: [...pages7x, ...categoryPages7x]},
  {label: '6.15.0', base: '/docs/6.15.0', pages: pages6x('6.15.0')},
];
`;
  assert.equal(
    updateSpec(spec, '7.4.0'),
    `export const latestVersion = '7.4.0';
export const versionRoutes: readonly VersionRoute[] = [
  {label: 'Next', base: '/docs/next', pages: [...pages7x, ...categoryPages7x]},
  {label: '7.4.0', base: '/docs', pages: [...pages7x, ...categoryPages7x]},
  {label: '7.3.0', base: '/docs/7.3.0', pages: [...pages7x, ...categoryPages7x]},
  {label: '6.15.0', base: '/docs/6.15.0', pages: pages6x('6.15.0')},
];
`,
  );
  assert.throws(() => updateSpec(spec, '7.3.0'), /already lists 7\.3\.0/);
  assert.throws(() => updateSpec(spec.replace("'Next'", "'Dev'"), '7.4.0'), /no Next entry/);
});
