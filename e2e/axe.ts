import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * The axe-core (`@axe-core/playwright`) findings of impact serious or critical on the page as it is
 * now, as short strings: rule id, impact, help text, node count and the first three targets.
 *
 * - `page`: a Playwright page, loaded and hydrated by the caller (in the colour mode and viewport
 *   under test).
 * - `include`: a CSS selector that limits the check to part of the page (default: all of it).
 * - Draws the blocks the page's first load skipped before it checks (see the comment inside).
 * - Returns `[]` when axe finds nothing serious or critical; the test then asserts `toEqual([])`,
 *   so a failure lists every finding. Throws what axe or Playwright throw (a closed page, a timeout).
 *
 * Only violations are collected: passes and incomplete results would triple the run time. axe runs
 * in legacy mode (`axe.run` inside the page, same-origin frames included) instead of the
 * package's default, which runs the rules in every frame with `axe.runPartial`, serialises every
 * checked node back to the test and finishes the run in a second, blank page. The rules and results
 * are the same; on the 7.3.0 validation chain reference (7,300 elements) the default took 37 s and
 * legacy mode 12 s, with the same findings (alternated, two runs each, 2 cores). What legacy mode
 * cannot check is the inside of a cross-origin frame; no docs page has one, and the playground's
 * sandbox frame (opaque origin) shows no content of its own: its results are shown by the page.
 */
export async function seriousViolations(page: Page, {include}: {include?: string} = {}): Promise<string[]> {
  // The first load of a page lets the browser skip its off-screen tables and code blocks
  // (src/clientModules/offscreenBlocks.ts). axe scrolls each text into view and then reads the
  // colours of the elements at its position; while skipped blocks are drawn on the way, the text
  // moves before axe reads (an inline code link in a table was read against the row above it:
  // 4.47:1 reported in dark mode). So axe checks the page drawn whole, as a reader sees any part
  // of it once the blocks around that part are drawn; the colours are the same either way.
  await page.evaluate(() => document.documentElement.removeAttribute('data-blocks-skipped'));
  let builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s), e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
