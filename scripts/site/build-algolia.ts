/**
 * Builds the site a second time as if hosted Algolia were configured, into `build-algolia/`, for the
 * end-to-end tests of the hosted backend (e2e/algolia/, Playwright project `algolia`).
 *
 * The credentials are dummies (app id `E2ETESTAPP`, see e2e/algolia/fixtures.ts): the tests
 * intercept every request to Algolia's hosts, so nothing ever leaves the machine. Runs through
 * build-strict.ts, so a warning fails it like the main build. Extra arguments are passed on.
 * Exit code: the build's.
 */
import {spawnSync} from 'node:child_process';

export const algoliaTestEnv = {
  ALGOLIA_APP_ID: 'E2ETESTAPP',
  ALGOLIA_SEARCH_API_KEY: 'e2e-test-search-key',
  ALGOLIA_INDEX_NAME: 'e2e-test-index',
};

if (require.main === module) {
  const result = spawnSync(
    'npx',
    ['tsx', 'scripts/site/build-strict.ts', '--out-dir', 'build-algolia', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {...process.env, ...algoliaTestEnv},
    },
  );
  process.exitCode = result.status ?? 1;
}
