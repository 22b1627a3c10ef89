/**
 * Builds the site as a fork's GitHub Pages project site would be built, under the base URL
 * `/express-validator-docs/`, into `build-base-url/`, for the end-to-end tests of the base URL
 * (e2e/base-url/, Playwright project `base-url`, served under the same path).
 *
 * Runs through build-strict.ts, so a warning fails it like the main build. Extra arguments are
 * passed on. Exit code: the build's. `baseUrlTestEnv` is shared with playwright.config.ts.
 */
import {spawnSync} from 'node:child_process';

/** The base URL of the test build and the folder it is written to. */
export const baseUrlTestEnv = {BASE_URL: '/express-validator-docs/'};
export const baseUrlBuildDir = 'build-base-url';

if (require.main === module) {
  const result = spawnSync(
    'npx',
    ['tsx', 'scripts/site/build-strict.ts', '--out-dir', baseUrlBuildDir, ...process.argv.slice(2)],
    {stdio: 'inherit', env: {...process.env, ...baseUrlTestEnv}},
  );
  process.exitCode = result.status ?? 1;
}
