import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {addAlias, addVersion, compareVersions, releasedIndex, updateSpec} from '../../scripts/docs/docs-version';
import {readVersionsFile, repoRoot} from '../../src/docsVersions';
import {versionRule} from '../../src/versionLabel';

const data = {docs: {current: '7.3.2', '7.3.0': '7.3.2', '6.15.0': '6.15.0'}, releases: ['6.15.0', '7.3.2']};

test('versions compare numerically', () => {
  assert.ok(compareVersions('6.10.0', '6.9.0') > 0);
  assert.ok(compareVersions('7.0.0', '7.0.1') < 0);
  assert.equal(compareVersions('7.3.0', '7.3.0'), 0);
});

test('the versions file gains the new version newest first, and its release oldest first, once', () => {
  const newest = addVersion(data, '7.4.0', '7.4.1');
  assert.deepEqual(Object.entries(newest.docs), [
    ['current', '7.3.2'],
    ['7.4.0', '7.4.1'],
    ['7.3.0', '7.3.2'],
    ['6.15.0', '6.15.0'],
  ]);
  assert.deepEqual(newest.releases, ['6.15.0', '7.3.2', '7.4.1']);
  assert.deepEqual(Object.keys(addVersion(data, '7.0.0', '7.0.1').docs), ['current', '7.3.0', '7.0.0', '6.15.0']);
  assert.deepEqual(Object.keys(addVersion(data, '5.2.0', '5.2.0').docs).at(-1), '5.2.0');
  assert.deepEqual(addVersion(data, '7.3.0', '7.3.2'), data, 'already mapped: unchanged');
  assert.deepEqual(data.releases, ['6.15.0', '7.3.2'], 'the input is not changed');
  assert.throws(() => addVersion(data, '7.3.0', '7.3.1'), /maps 7\.3\.0 to 7\.3\.2/);
});

test('the real versions file and spec are in the form the script edits', () => {
  const real = readVersionsFile();
  assert.deepEqual(Object.keys(addVersion(real, '99.0.0', '7.3.2').docs).slice(0, 2), ['current', '99.0.0']);
  const spec = updateSpec(fs.readFileSync(path.join(repoRoot, 'tests/siteContract.ts'), 'utf8'), '99.0.0');
  assert.match(spec, /export const latestVersion = '99\.0\.0';/);
  assert.match(spec, /\{label: '99\.0\.0', base: '\/docs', pages: /);
  assert.equal((spec.match(/base: '\/docs'/g) ?? []).length, 1, 'one version at /docs');
  const index = releasedIndex(
    fs.readFileSync(path.join(repoRoot, 'docs/index.md'), 'utf8'),
    '99.0.0',
    '99.0.1',
    real.docs.current,
  );
  assert.ok(index.includes(versionRule('99.0.0', '99.0.1')));
});

test('a frozen index loses what only Next says: its rule sentence, the unreleased section, the development line', () => {
  const next = [
    'Intro.',
    '',
    `${versionRule('current', '7.3.2')}`,
    'Those changes are listed below. Read the latest docs instead.',
    '',
    'The [playground](/playground?version=current) runs 7.3.2 (the unreleased changes documented here are not in it).',
    '',
    '## Unreleased changes {#unreleased-changes}',
    '',
    '- a new option',
    '',
    '## Requirements',
    '',
    '## What is new on the development line {#whats-new}',
    '',
  ].join('\n');
  assert.equal(
    releasedIndex(next, '7.4.0', '7.4.0', '7.3.2'),
    [
      'Intro.',
      '',
      versionRule('7.4.0', '7.4.0'),
      '',
      'The [playground](/playground?version=7.4.0) runs 7.3.2.',
      '',
      '## Requirements',
      '',
      '## What is new in 7.4.0 {#whats-new}',
      '',
    ].join('\n'),
  );
  assert.throws(() => releasedIndex('No rule here.', '7.4.0', '7.4.0', '7.3.2'), /does not say/);
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
