/**
 * Every validator, sanitizer and modifier of 7.3.0, 6.15.0 and 5.3.0 (and `run()`), named in the
 * DocSearch modal of the production build: its name (`isMobilePhone`) and its words
 * (`mobile phone`) must show its reference entry as the first result, or among the first three
 * when another entry is named by the same query (`int`: `isInt()` and `toInt()`; with three or more
 * such entries, one more than their number, `NameQuery.within`). The queries are generated
 * from the release's declarations and the build's index (tests/search/nameQueries.ts), so a new
 * method is covered without editing this file.
 *
 * Speed: one page per version, the modal opened once; the queries are typed into its field from a
 * script in the page (the field's value set and an input event sent, as typing does), each after the
 * field was cleared and the modal had gone back to its start screen, so the first links that appear
 * are the answer to that query. What is asserted is the links the modal shows.
 */
import type {Page} from '@playwright/test';

import {nameQueries, type NameQuery} from '../tests/search/nameQueries';
import {test, expect, hydrated} from './fixtures';
import {latestVersion} from '../tests/siteContract';

/** A page of the version, where the modal searches that version. */
function pageOf(version: string): string {
  return version === latestVersion ? '/docs/guides/getting-started' : `/docs/${version}`;
}

/**
 * Types each query into the open modal and returns the first five result links it shows (`[]` for
 * the no-results screen). Runs in the page: a round trip per query would cost more than the search.
 */
async function shownFor(page: Page, queries: readonly string[]): Promise<string[][]> {
  return page.evaluate(async (queries) => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) throw new Error('the search modal is not open');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const type = (value: string) => {
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    };
    const links = () => Array.from(document.querySelectorAll('.DocSearch-Hits a'), (a) => a.getAttribute('href') ?? '');
    const until = (done: () => boolean, what: string) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const check = () => {
          if (done()) return resolve();
          if (performance.now() - started > 15_000) return reject(new Error(`timed out waiting for ${what}`));
          requestAnimationFrame(check);
        };
        check();
      });
    const shown: string[][] = [];
    for (const query of queries) {
      type('');
      await until(() => links().length === 0 && !document.querySelector('.DocSearch-NoResults'), 'the start screen');
      type(query);
      await until(
        () => links().length > 0 || document.querySelector('.DocSearch-NoResults') !== null,
        `the answer to ${query}`,
      );
      shown.push(links().slice(0, 5));
    }
    return shown;
  }, queries);
}

/** A line for each query whose entry is not where it must be. */
function misplaced(cases: readonly NameQuery[], shown: readonly string[][]): string[] {
  return cases.flatMap((c, i) => {
    const rank = shown[i]!.indexOf(c.entry) + 1;
    return rank >= 1 && rank <= c.within
      ? []
      : [
          `${c.query} (${c.form} of ${c.method}): ${c.entry} ${c.within === 1 ? 'first' : `in the first ${c.within}`}, shown ${shown[i]!.join(', ') || '(no results)'}`,
        ];
  });
}

for (const version of ['7.3.0', '6.15.0', '5.3.0']) {
  test(`${version}: each validator, sanitizer and modifier, by its name and by its words, finds its entry first`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const cases = nameQueries(version);
    // Every method gives its name, and most also their words: far more queries than methods.
    expect(cases.filter((c) => c.form === 'name').length).toBeGreaterThan(version === '5.3.0' ? 60 : 100);
    await page.goto(pageOf(version));
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    const shown = await shownFor(
      page,
      cases.map((c) => c.query),
    );
    expect(misplaced(cases, shown), `${cases.length} queries on ${version}`).toEqual([]);
  });
}
