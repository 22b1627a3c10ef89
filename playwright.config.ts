import fs from 'node:fs';
import {chromium, defineConfig, devices} from '@playwright/test';

/** Port of the GitHub-Pages-like server that serves build/ for the tests. */
const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser choice: Playwright's own Chromium when it is installed (a developer's machine after
 * `npx playwright install chromium`); otherwise Debian's /usr/bin/chromium, which CI installs
 * because Playwright cannot download browsers there.
 */
function chromiumExecutable(): string | undefined {
  if (fs.existsSync(chromium.executablePath())) return undefined;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx tsx scripts/serve-build.ts build`,
    url: `http://127.0.0.1:${port}/`,
    env: {PORT: String(port)},
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
