/**
 * Search relevance as a reader sees it: each question is typed into the DocSearch modal on a page
 * of its docs version (production build, embedded index), and the first three result links the
 * modal shows are compared with the expected sections.
 *
 * hit@1: the first result answers the question; hit@3: one of the first three does.
 * - The evaluation set in readers' words (tests/search/readerQuestions.ts), in its two halves: the
 *   tuning half and the held-out half (never tuned against) must each reach the floors below.
 * The earlier set of tests/search/relevance.ts is measured in Node only (`npm run search:relevance -- --set all`).
 * Figures per docs family (7.x, 6.x, 5.x) are printed for every set, the misses for the tuning half only.
 */
import type {Page} from '@playwright/test';

import {readerHeldOut, readerTuning} from '../tests/search/readerQuestions';
import {answers} from '../tests/search/relevance';
import {test, expect, hydrated} from './fixtures';
import {latestVersion} from '../tests/siteContract';

type Case = {query: string; version: string; expect: string[]};

/** A page of a docs version (search is scoped to the page's version): the version's docs root. */
function pageOf(version: string): string {
  return version === latestVersion ? '/docs/guides/getting-started' : `/docs/${version}`;
}

/**
 * The first three result hrefs the modal shows for `query` once its search has answered: the hits,
 * or `[]` for the no-results screen, which must quote the query. While the search runs the modal
 * says "Searching…" (src/plugins/search-index/docsearchFixesLoader.cjs, fix 3), so the first hits
 * or no-results screen to appear are the answer; before that fix, the no-results screen showed
 * first, and a fixed wait after it sometimes read "no results" for a query that had hits.
 */
async function answerTo(page: Page, query: string): Promise<string[]> {
  const answer = page.locator('.DocSearch-Hits a, .DocSearch-NoResults').first();
  await expect(answer).toBeVisible({timeout: 15_000});
  const noResults = page.locator('.DocSearch-NoResults');
  if (await noResults.isVisible()) {
    await expect(noResults.locator('.DocSearch-Title')).toContainText(query);
    return [];
  }
  return page
    .locator('.DocSearch-Hits a')
    .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));
}

/** Types each query into the modal and returns the first three result hrefs shown. */
async function firstThree(page: Page, cases: readonly Case[]): Promise<string[][]> {
  const results: string[][] = [];
  let version: string | undefined;
  for (const testCase of cases) {
    if (testCase.version !== version) {
      version = testCase.version;
      await page.goto(pageOf(testCase.version));
      await hydrated(page);
    }
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeVisible({timeout: 15_000});
    await input.fill(testCase.query);
    // On a loaded machine the modal may open after the first fill: fill again until it holds the query.
    await expect(async () => {
      if ((await input.inputValue()) !== testCase.query) await input.fill(testCase.query);
      await expect(input).toHaveValue(testCase.query, {timeout: 1_000});
    }).toPass({timeout: 15_000});
    results.push(await answerTo(page, testCase.query));
    await page.keyboard.press('Escape');
  }
  return results;
}

/** Rank (1-based) of the first answering link among the first three, or 0. */
function rankOf(testCase: Case, hrefs: string[]): number {
  return hrefs.findIndex((href) => answers(testCase, href)) + 1;
}

/** `hit@1 x%, hit@3 y%` of some ranks. */
function figures(ranks: readonly number[]): {at1: number; at3: number; text: string} {
  const n = ranks.length || 1;
  const at1 = ranks.filter((r) => r === 1).length / n;
  const at3 = ranks.filter((r) => r >= 1).length / n;
  return {
    at1,
    at3,
    text: `${ranks.length} questions, hit@1 ${(at1 * 100).toFixed(1)}%, hit@3 ${(at3 * 100).toFixed(1)}%`,
  };
}

// Floors, as counts of questions, so that a change that loses one question fails; each is the
// figure the site reaches today. The targets are hit@1 75% and hit@3 90%. The tuning half reaches
// 75/87 at hit@1 (86.2%) and 82/87 at hit@3 (94.3%). The held-out half reaches 61/86 at hit@1
// (70.9%, under the target) and 78/86 at hit@3 (90.7%). Its questions are not looked at, so a floor
// it falls under is lowered only when plain BM25 on the same index moves the same way (new pages
// competing, not a ranking fault), and the decision record says so (decisions/search-attribute-rule.md).
// The modal groups its hits by page (src/theme/SearchBar), so its figures equal Node's
// (`npm run search:relevance`) question by question. How the figures got here:
// decisions/search-tuning-history.md and the later search decision records.
/** [name, questions, floors, whether its misses are printed]. */
const sets: [string, readonly Case[], {at1: number; at3: number}, boolean][] = [
  ['reader tuning half', readerTuning, {at1: 75 / 87, at3: 82 / 87}, true],
  ['reader held-out half', readerHeldOut, {at1: 61 / 86, at3: 78 / 86}, false],
];

for (const [name, cases, floors, printsMisses] of sets) {
  test(`relevance, ${name}: hit@1 ≥ ${(floors.at1 * 100).toFixed(1)}% and hit@3 ≥ ${(floors.at3 * 100).toFixed(1)}%`, async ({
    page,
  }) => {
    // About 3 s a question on a loaded machine; one page load per docs version.
    test.setTimeout(900_000);
    const shown = await firstThree(page, cases);
    const ranks = cases.map((c, i) => rankOf(c, shown[i]!));
    const all = figures(ranks);
    const families = ['7', '6', '5']
      .map((major) => {
        const of = ranks.filter((_, i) => cases[i]!.version.startsWith(`${major}.`));
        return of.length ? `  ${major}.x: ${figures(of).text}` : '';
      })
      .filter(Boolean);
    const misses = cases
      .map((c, i) => ({c, rank: ranks[i]!, hrefs: shown[i]!}))
      .filter((m) => m.rank !== 1)
      .map(
        (m) =>
          `  ${m.rank === 0 ? 'miss  ' : `rank ${m.rank}`} [${m.c.version}] ${m.c.query} → ${m.hrefs.join(', ') || '(no results)'}`,
      );
    // The held-out half's misses are not printed: nobody working on the search may see its questions,
    // or it stops being held out; its figures are enough to judge a change.
    const shownMisses = printsMisses ? misses : [];
    console.log(
      `${name}: ${all.text}\n${families.join('\n')}` + (shownMisses.length ? `\n${shownMisses.join('\n')}` : ''),
    );
    expect(all.at1, `hit@1 of the ${name}`).toBeGreaterThanOrEqual(floors.at1);
    expect(all.at3, `hit@3 of the ${name}`).toBeGreaterThanOrEqual(floors.at3);
  });
}
