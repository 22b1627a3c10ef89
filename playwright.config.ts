import fs from 'node:fs';
import {chromium, defineConfig, devices} from '@playwright/test';

import {baseUrlBuildDir, baseUrlTestEnv} from './scripts/site/build-base-url';

/** Port of the GitHub-Pages-like server that serves build/ for the tests. */
const port = Number(process.env.E2E_PORT ?? 3100);
/** Port of the server of build-algolia/ (the build made with hosted-Algolia settings, `npm run build:algolia`). */
const algoliaPort = Number(process.env.E2E_ALGOLIA_PORT ?? port + 100);
/**
 * The `algolia` project runs when build-algolia/ exists, and always in CI (where `npm test` builds
 * it first, so a missing build fails loudly instead of skipping the tests).
 */
const withAlgolia = Boolean(process.env.CI) || fs.existsSync('build-algolia/index.html');
/** Port of the server of build-base-url/ (the build made with BASE_URL, `npm run build:base-url`). */
const baseUrlPort = Number(process.env.E2E_BASE_URL_PORT ?? port + 200);
/** The `base-url` project runs when build-base-url/ exists, and always in CI (as `algolia`). */
const withBaseUrl = Boolean(process.env.CI) || fs.existsSync(`${baseUrlBuildDir}/index.html`);

/**
 * Browser choice: Playwright's own Chromium when it is installed (a developer's machine after
 * `npx playwright install chromium`); otherwise Debian's, which CI installs because Playwright
 * cannot download browsers there: its old headless shell (package `chromium-headless-shell`, the
 * same kind of binary Playwright itself runs headless tests in) when present, else the full
 * browser `/usr/bin/chromium`. The shell loads the docs pages about a tenth faster (a walk of ten
 * pages, alternating binaries: 9.6-10.0 s against 10.6-12.3 s).
 */
function chromiumExecutable(): string | undefined {
  if (fs.existsSync(chromium.executablePath())) return undefined;
  for (const binary of ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']) {
    if (fs.existsSync(binary)) return binary;
  }
  return undefined;
}

const launchOptions = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Every other host fails to resolve, so no test depends on the network. (Routing the requests
    // in each page instead, as the fixture did, turns off the browser's HTTP cache and sends every
    // request through Playwright: a page walk then reloads every script.)
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The HTML report is what the test workflow uploads when a test fails. The JSON report is what
  // `npm run bench -- e2e-profile test-results/report.json` reads: every run can be profiled.
  reporter: [['list'], ['html', {open: 'never'}], ['json', {outputFile: 'test-results/report.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records the page before and after every action: on a 12,000-element reference that
    // made the page walks 1.5 to 1.8 times slower (routes.spec.ts, 7.3.0 and 6.15.0 walks: 96 and
    // 84 s with it, 53 and 54 s without). So it is recorded on a failed test's retry only (CI
    // retries once); locally, rerun a failing test with `--trace on`.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/algolia[\\/]/, /base-url[\\/]/],
      use: {...devices['Desktop Chrome'], launchOptions},
    },
    ...(withAlgolia
      ? [
          {
            name: 'algolia',
            testMatch: /algolia[\\/].*\.spec\.ts$/,
            use: {...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${algoliaPort}`},
          },
        ]
      : []),
    ...(withBaseUrl
      ? [
          {
            name: 'base-url',
            testMatch: /base-url[\\/].*\.spec\.ts$/,
            use: {
              ...devices['Desktop Chrome'],
              launchOptions,
              baseURL: `http://127.0.0.1:${baseUrlPort}${baseUrlTestEnv.BASE_URL}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `npx tsx scripts/site/serve-build.ts build`,
      url: `http://127.0.0.1:${port}/`,
      env: {PORT: String(port)},
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(withAlgolia
      ? [
          {
            command: `npx tsx scripts/site/serve-build.ts build-algolia`,
            url: `http://127.0.0.1:${algoliaPort}/`,
            env: {PORT: String(algoliaPort)},
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    ...(withBaseUrl
      ? [
          {
            command: `npx tsx scripts/site/serve-build.ts ${baseUrlBuildDir}`,
            url: `http://127.0.0.1:${baseUrlPort}${baseUrlTestEnv.BASE_URL}`,
            env: {PORT: String(baseUrlPort), ...baseUrlTestEnv},
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
