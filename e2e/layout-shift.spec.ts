/**
 * Content that arrives after a page has loaded moves nothing the reader already sees: the search
 * page's results (after the index is fetched), the upgrade planner's list (after its data) and the
 * playground's editors (after CodeMirror mounts). Each page's layout-shift score, summed over the
 * whole load as the browser reports it (shifts right after input excluded), stays at or under
 * 0.02: the "good" CLS threshold is 0.1, and a page that reserves its space shifts by almost
 * nothing. The figures under CPU slowdown are in `npm run bench -- main-thread`.
 */
import {test, expect, hydrated} from './fixtures';

const pages = [
  {route: '/search?q=email', ready: '.search-result-match'},
  {route: '/upgrade?from=6.5.0', ready: 'main h2'},
  {route: '/playground', ready: '.cm-editor'},
];

for (const {route, ready} of pages) {
  test(`${route}: what arrives after load shifts nothing (layout shift at most 0.02)`, async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {shift: number};
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[])
          if (!e.hadRecentInput) w.shift += e.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator(ready).first()).toBeVisible({timeout: 20_000});
    // Two frames, so that a shift caused by the last content is reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shift = await page.evaluate(() => (window as unknown as {shift: number}).shift);
    expect(shift).toBeLessThanOrEqual(0.02);
  });
}
