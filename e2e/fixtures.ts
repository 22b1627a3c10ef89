import {test as base, expect, type Page} from '@playwright/test';

/**
 * Playwright `test` with the site's shared expectations:
 * - every other host (the GitHub buttons script, Algolia) fails to resolve (`--host-resolver-rules`
 *   in playwright.config.ts), so tests never depend on the network and see the site as it is when
 *   those services are down; the browser's failed loads of them are not counted as errors;
 * - console errors and uncaught page errors collected during a test fail it (`consoleErrors`
 *   fixture; a test that provokes an error on purpose empties the array itself). The one message
 *   ignored is Chromium's log of a 404 answer to a page navigation, which not-found tests expect.
 */
/** Whether a URL is the test server's (an empty URL, e.g. an inline script, counts as local). */
function isLocal(url: string): boolean {
  if (!url) return true;
  const {hostname} = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      // A 404 answer to a page navigation is what not-found tests ask for; Chromium still logs it.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) {
          notFoundDocuments.add(response.url());
        }
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // Other hosts do not resolve in the tests (playwright.config.ts): their failed loads are expected.
        if (!isLocal(msg.location().url)) return;
        if (msg.text().includes('status of 404') && notFoundDocuments.has(msg.location().url.replace(/#.*$/, '')))
          return;
        errors.push(`console: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the page (Docusaurus sets `data-has-hydrated` on <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
