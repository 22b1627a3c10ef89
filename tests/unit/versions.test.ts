import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {aliasOf, allDocsVersions, docsVersions, docsDirOf, historyReleases, repoRoot} from '../../src/docsVersions';
import {latestVersion, pages5x, pages6x, pages7x, sidebars5x, upgradingCategory, versions6x} from '../siteContract';

const versionsJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8')) as string[];

/** Doc ids of a docs folder: every .md/.mdx file that is not a partial (`_name.mdx`). */
function docIds(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'))
    .map((f) =>
      f
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

test('versions.json lists released versions newest first, the latest being the spec one', () => {
  assert.equal(versionsJson[0], latestVersion);
  const sorted = [...versionsJson].sort((a, b) => b.localeCompare(a, 'en', {numeric: true}));
  assert.deepEqual(versionsJson, sorted);
});

test('every docs version present has exactly one package mapping', () => {
  assert.deepEqual(docsVersions.map((v) => v.name).sort(), ['current', ...versionsJson].sort());
  for (const v of docsVersions) assert.match(v.npmVersion, /^\d+\.\d+\.\d+$/);
});

test('package.json installs each release of the history under its alias, and no other express-validator', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const installed = Object.entries({...pkg.dependencies, ...pkg.devDependencies})
    .filter(([name]) => name.startsWith('express-validator'))
    .map(([name, spec]) => `${name}=${spec}`)
    .sort();
  const expected = historyReleases.map((v) => `${aliasOf(v)}=npm:express-validator@${v}`).sort();
  assert.deepEqual(installed, expected);
  for (const v of allDocsVersions) assert.ok(historyReleases.includes(v.npmVersion), `${v.npmVersion} in the history`);
  const sorted = [...historyReleases].sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));
  assert.deepEqual(historyReleases, sorted, 'history releases are oldest first');
  assert.equal(
    historyReleases[0],
    allDocsVersions.at(-1)!.npmVersion,
    'the history starts at the oldest documented release',
  );
  assert.equal(
    historyReleases.at(-1),
    allDocsVersions[0].npmVersion,
    'the history ends at the newest documented release',
  );
  for (const v of historyReleases) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'node_modules', aliasOf(v), 'package.json'), 'utf8'),
    ) as {version: string};
    assert.equal(manifest.version, v, `${aliasOf(v)} in node_modules: run npm install`);
  }
});

test('each 7.x version has the page set of the spec, and nothing else', () => {
  for (const version of docsVersions.filter((v) => v.name === 'current' || v.name.startsWith('7.'))) {
    assert.deepEqual(docIds(docsDirOf(version)), [...pages7x].sort(), `pages of ${version.name}`);
  }
});

test('each released version has its frozen sidebars', () => {
  for (const name of versionsJson) {
    assert.ok(fs.existsSync(path.join(repoRoot, 'versioned_sidebars', `version-${name}-sidebars.json`)), name);
  }
});

/** The sidebars every 6.x version must have: Introduction, Features (and More from 6.10.0); the API list. */
function expectedSidebars6x(version: string) {
  const minor = Number(version.split('.')[1]);
  return {
    docs: [
      {type: 'doc', id: 'index', label: 'Introduction'},
      {
        type: 'category',
        label: 'Features',
        collapsed: false,
        items: [
          'sanitization',
          'custom-validators-sanitizers',
          'custom-error-messages',
          'wildcards',
          'schema-validation',
          'whole-body-validation',
          'running-imperatively',
        ],
      },
      ...(minor >= 10
        ? [{type: 'category', label: 'More', collapsed: false, items: ['faq', 'migration-v5-to-v6']}]
        : []),
      upgradingCategory(version),
    ],
    api: [
      'check-api',
      'validation-chain-api',
      'filter-api',
      'sanitization-chain-api',
      'matched-data-api',
      'validation-result-api',
    ],
  };
}

test('every 6.x version of the spec is released, each mapped to a 6.x package', () => {
  for (const name of versions6x) {
    assert.ok(versionsJson.includes(name), `versions.json lists ${name}`);
    assert.equal(docsVersions.find((v) => v.name === name)?.major, 6, name);
  }
});

test('each 6.x version has exactly the pages of the spec, plus the generated reference partials', () => {
  for (const name of versions6x) {
    const dir = path.join(repoRoot, 'versioned_docs', `version-${name}`);
    assert.deepEqual(docIds(dir), [...pages6x(name)].sort(), `pages of ${name}`);
    const partials = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('_'))
      .sort();
    assert.deepEqual(partials, ['_sanitizers.mdx', '_validators.mdx', '_whats-new.mdx'], `partials of ${name}`);
    assert.deepEqual(
      fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory()),
      [],
      `${name} is flat`,
    );
  }
});

test('each 6.x version has its docs and api sidebars, every page in exactly one of them', () => {
  for (const name of versions6x) {
    const file = path.join(repoRoot, 'versioned_sidebars', `version-${name}-sidebars.json`);
    const sidebars = JSON.parse(fs.readFileSync(file, 'utf8')) as ReturnType<typeof expectedSidebars6x>;
    assert.deepEqual(sidebars, expectedSidebars6x(name), `sidebars of ${name}`);
    const inSidebars = [
      ...sidebars.docs
        .flatMap((item) => ('items' in item ? item.items : [item.id]))
        .filter((i) => typeof i === 'string'),
      ...sidebars.api,
    ].sort();
    assert.deepEqual(inSidebars, [...pages6x(name)].sort(), `${name}: every page in one sidebar`);
  }
});

test('the 6.x reference pages import the partials generated from their own package', () => {
  for (const name of versions6x) {
    const dir = path.join(repoRoot, 'versioned_docs', `version-${name}`);
    const validators = fs.readFileSync(path.join(dir, 'validation-chain-api.mdx'), 'utf8');
    const sanitizers = fs.readFileSync(path.join(dir, 'sanitization-chain-api.mdx'), 'utf8');
    assert.match(validators, /^import \w+ from '\.\/_validators\.mdx';$/m, name);
    assert.match(sanitizers, /^import \w+ from '\.\/_sanitizers\.mdx';$/m, name);
    const npmVersion = docsVersions.find((v) => v.name === name)!.npmVersion;
    assert.match(
      fs.readFileSync(path.join(dir, '_validators.mdx'), 'utf8'),
      new RegExp(`from express-validator ${npmVersion.replace(/\./g, '\\.')}\\.`),
      name,
    );
  }
});

test('each 5.x version has the page set of the spec in the flat layout, plus its reference partials', () => {
  const versions5x = docsVersions.filter((v) => v.major === 5);
  assert.deepEqual(
    versions5x.map((v) => v.name),
    ['5.3.0', '5.2.0'],
  );
  for (const version of versions5x) {
    const dir = docsDirOf(version);
    assert.deepEqual(docIds(dir), [...pages5x].sort(), `pages of ${version.name}`);
    const partials = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('_'))
      .sort();
    assert.deepEqual(partials, ['_sanitizers.mdx', '_validators.mdx', '_whats-new.mdx'], `partials of ${version.name}`);
  }
});

test('each 5.x version has the docs sidebar (Introduction, Features, More, Upgrading) and the api sidebar of the spec', () => {
  for (const name of ['5.3.0', '5.2.0']) {
    const file = path.join(repoRoot, 'versioned_sidebars', `version-${name}-sidebars.json`);
    const sidebars = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      docs: [
        {type: string; id: string; label: string},
        {type: string; label: string; items: string[]},
        {type: string; label: string; collapsed: boolean; items: string[]},
        ReturnType<typeof upgradingCategory>,
      ];
      api: string[];
    };
    assert.deepEqual(Object.keys(sidebars).sort(), ['api', 'docs'], name);
    assert.equal(sidebars.docs.length, 4, name);
    assert.deepEqual(
      sidebars.docs[2],
      {type: 'category', label: 'More', collapsed: false, items: ['common-questions']},
      name,
    );
    assert.deepEqual(sidebars.docs[3], upgradingCategory(name), name);
    assert.deepEqual(sidebars.docs[0], {type: 'doc', id: 'index', label: 'Introduction'}, name);
    const [, features] = sidebars.docs;
    assert.equal(features.type, 'category', name);
    assert.equal(features.label, 'Features', name);
    assert.deepEqual(['index', ...features.items], [...sidebars5x.docs], name);
    assert.deepEqual(sidebars.api, [...sidebars5x.api], name);
  }
});
