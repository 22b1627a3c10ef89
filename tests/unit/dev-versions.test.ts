import assert from 'node:assert/strict';
import {test} from 'node:test';

import config from '../../docusaurus.config';
import {docsVersionsToLoad, isDevServer} from '../../src/devVersions';

const available = ['current', '7.3.0', '7.2.0', '6.15.0', '5.3.0'];

test('DOCS_VERSIONS unset or empty: the dev server loads Next and the latest release', () => {
  assert.deepEqual(docsVersionsToLoad(undefined, available, '7.3.0'), ['current', '7.3.0']);
  assert.deepEqual(docsVersionsToLoad('', available, '7.3.0'), ['current', '7.3.0']);
  assert.deepEqual(docsVersionsToLoad(' , ', available, '7.3.0'), ['current', '7.3.0']);
});

test('DOCS_VERSIONS=all loads every version', () => {
  assert.equal(docsVersionsToLoad('all', available, '7.3.0'), undefined);
  assert.equal(docsVersionsToLoad('ALL', available, '7.3.0'), undefined);
});

test('a comma list loads those versions and the latest, newest first; next means current', () => {
  assert.deepEqual(docsVersionsToLoad('5.3.0, 6.15.0', available, '7.3.0'), ['7.3.0', '6.15.0', '5.3.0']);
  assert.deepEqual(docsVersionsToLoad('next,5.3.0', available, '7.3.0'), ['current', '7.3.0', '5.3.0']);
  assert.deepEqual(docsVersionsToLoad('7.3.0', available, '7.3.0'), ['7.3.0']);
});

test('an unknown version name fails with the list of known ones', () => {
  assert.throws(
    () => docsVersionsToLoad('6.15.0,9.9.9', available, '7.3.0'),
    /unknown docs version\(s\) 9\.9\.9;.*current, 7\.3\.0/,
  );
});

test('only `docusaurus start` is the dev server', () => {
  assert.equal(isDevServer(['node', 'docusaurus', 'start', '--no-open']), true);
  assert.equal(isDevServer(['node', 'docusaurus', 'build']), false);
  assert.equal(isDevServer(['node', 'docusaurus', 'docs:version', '8.0.0']), false);
  assert.equal(isDevServer(['node', 'test.ts']), false);
});

test('outside the dev server the config builds every version, whatever DOCS_VERSIONS says', () => {
  const presets = config.presets as [string, {docs: {onlyIncludeVersions?: string[]}}][];
  const docs = presets.find(([name]) => name === 'classic')?.[1].docs;
  assert.ok(docs);
  assert.equal(docs.onlyIncludeVersions, undefined);
});

test('Docusaurus Faster with the Rspack persistent cache outside CI only; no eager Git history read', () => {
  const faster = config.future?.faster;
  assert.equal(typeof faster, 'object');
  // On CI (`CI` set) a fresh clone never reads the cache; writing it costs memory
  // (decisions/performance-persistent-cache-off-on-ci.md).
  assert.equal((faster as {rspackPersistentCache?: boolean}).rspackPersistentCache, !process.env.CI);
  assert.equal((faster as {rspackBundler?: boolean}).rspackBundler, true);
  assert.equal((faster as {gitEagerVcs?: boolean}).gitEagerVcs, false);
});
