/**
 * Builds the site a second time as if hosted Algolia were configured, into `build-algolia/`, for the
 * end-to-end tests of the hosted backend (e2e/algolia/, Playwright project `algolia`).
 *
 * The credentials are dummies (app id `E2ETESTAPP`, see e2e/algolia/fixtures.ts): the tests
 * intercept every request to Algolia's hosts, so nothing ever leaves the machine. Runs through
 * build-strict.ts, so a warning or a broken link fails it like the main build.
 *
 * A partial build (scripts/site/partial-build.ts): Next and the latest release, which the tests
 * read, plus the versions their pages link to, about a quarter of the full build's work. The pages
 * themselves are the same as in the full build, which `npm test` checks in full; this build only
 * swaps the search backend. Extra arguments are passed on to the build. Exit code: the build's.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {releasedVersionNames, repoRoot} from '../../src/docsVersions';
import {partialBuildVersions, writePartialConfig} from './partial-build';

export const algoliaTestEnv = {
  ALGOLIA_APP_ID: 'E2ETESTAPP',
  ALGOLIA_SEARCH_API_KEY: 'e2e-test-search-key',
  ALGOLIA_INDEX_NAME: 'e2e-test-index',
};

if (require.main === module) {
  const released = releasedVersionNames();
  const versions = partialBuildVersions(repoRoot, ['current', released[0]!], released);
  const config = writePartialConfig(versions);
  console.log(`build-algolia: docs versions ${versions.join(', ')}`);
  const result = spawnSync(
    'npx',
    ['tsx', 'scripts/site/build-strict.ts', '--config', config, '--out-dir', 'build-algolia', ...process.argv.slice(2)],
    {stdio: 'inherit', env: {...process.env, ...algoliaTestEnv}},
  );
  fs.rmSync(path.dirname(config), {recursive: true, force: true});
  process.exitCode = result.status ?? 1;
}
