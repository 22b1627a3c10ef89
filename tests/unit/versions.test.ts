import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {docsVersions, docsDirOf, repoRoot} from '../../scripts/docs-versions';
import {latestVersion, pages7x} from '../spec';

const versionsJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8')) as string[];

/** Doc ids of a docs folder: every .md/.mdx file that is not a partial (`_name.mdx`). */
function docIds(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'))
    .map((f) => f.replace(/\.mdx?$/, '').split(path.sep).join('/'))
    .sort();
}

test('versions.json lists released versions newest first, the latest being the spec one', () => {
  assert.equal(versionsJson[0], latestVersion);
  const sorted = [...versionsJson].sort((a, b) => b.localeCompare(a, 'en', {numeric: true}));
  assert.deepEqual(versionsJson, sorted);
});

test('every docs version has exactly one package mapping', () => {
  assert.deepEqual(
    docsVersions.map((v) => v.name).sort(),
    ['current', ...versionsJson].sort(),
  );
  for (const v of docsVersions) assert.match(v.npmVersion, /^\d+\.\d+\.\d+$/);
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
