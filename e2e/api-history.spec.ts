/**
 * API history marks and "what is new" sections, as a reader meets them in the production build.
 * Expected marks are computed here from the generated history (src/plugins/api-history/history.json,
 * itself checked against the packages by tests/unit/api-history.test.ts) and the pages' sources,
 * never typed into the test.
 */
import fs from 'node:fs';
import path from 'node:path';

import {seriousViolations} from './axe';
import {test, expect, hydrated} from './fixtures';
import {allDocsVersions, docsDirOf, docsVersions} from '../src/docsVersions';
import historyJson from '../src/plugins/api-history/history.json';
import {marksOf, type ApiHistory} from '../src/plugins/api-history/marks';
import {keysOfHeading} from '../src/plugins/api-history/match';

const history = historyJson as unknown as ApiHistory;
const latest = allDocsVersions.find((v) => v.name === docsVersions[1].name)!;

/** Every reference heading of the latest version: page URL, heading id, the release its "Since" names (or none). */
function latestEntries(): {url: string; id: string; since?: string}[] {
  const dir = docsDirOf(latest);
  const out: {url: string; id: string; since?: string}[] = [];
  for (const file of fs.readdirSync(path.join(dir, 'api'))) {
    const page = file.startsWith('_') ? 'validation-chain' : file.replace(/\.mdx?$/, '');
    const source = fs.readFileSync(path.join(dir, 'api', file), 'utf8');
    for (const m of source.matchAll(/^#{2,4} (.+)$/gm)) {
      const id = /\{#([^}]+)\}\s*$/.exec(m[1])?.[1];
      const candidates = keysOfHeading(`api/${file}`, m[1]);
      if (!id || candidates.length !== 1) continue;
      const key = candidates[0].find((k) => marksOf(history, latest.npmVersion, k));
      if (!key) continue;
      out.push({url: `/docs/api/${page}`, id, since: marksOf(history, latest.npmVersion, key)!.since});
    }
  }
  return out;
}

test.describe('API history marks', () => {
  test(`every reference entry of ${latest.name} has its "Since" mark, or is from 5.2.0 and has none`, async ({
    page,
  }) => {
    const entries = latestEntries();
    expect(entries.filter((e) => e.since).length).toBeGreaterThan(40);
    for (const url of [...new Set(entries.map((e) => e.url))]) {
      await page.goto(url);
      const found = await page.evaluate(
        (ids) =>
          ids.map((id) => {
            const heading = document.getElementById(id);
            const next = heading?.nextElementSibling;
            return next?.querySelector('[data-api-marks]')?.textContent ?? null;
          }),
        entries.filter((e) => e.url === url).map((e) => e.id),
      );
      entries
        .filter((e) => e.url === url)
        .forEach((e, i) => {
          if (e.since) expect(found[i], `${url}#${e.id}`).toContain(`Since ${e.since}`);
          else expect(found[i] ?? '', `${url}#${e.id}`).not.toContain('Since');
        });
    }
  });

  test('hide() says since 7.2.0 and bail() shows its 7.0.0 level option, in text a screen reader reads', async ({
    page,
  }) => {
    await page.goto('/docs/api/validation-chain');
    const marksOfHeading = (id: string) => page.locator(`#${id} + p [data-api-marks]`);
    await expect(marksOfHeading('hide')).toHaveText('Since 7.2.0');
    await expect(marksOfHeading('bail')).toContainText('level option since 7.0.0');
    // The summary table of the standard validators has a Since column.
    const row = page.locator('tr', {has: page.locator('a[href="#isulid"]')});
    await expect(row.locator('td').last()).toHaveText('7.1.0');
  });

  test('6.14.0: sanitizeBody() is deprecated since 6.4.0 and removed in 7.0.0, with links to body() and the migration guide', async ({
    page,
  }) => {
    await page.goto('/docs/6.14.0/filter-api');
    await hydrated(page);
    const marks = page.locator('#sanitizebody + p [data-api-marks]');
    await expect(marks).toContainText('Deprecated since 6.4.0');
    await expect(marks).toContainText('Removed in 7.0.0; use body()');
    await expect(marks.getByRole('link', {name: 'body()'})).toHaveAttribute('href', '/docs/api/check#body');
    await marks.getByRole('link', {name: 'migration guide'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/migration-v6-to-v7');
    // The guide itself, not the previous page still on screen while the guide's chunks load.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Migrating from v6 to v7');
  });

  test('5.3.0: the legacy API page says it was removed in 6.0.0', async ({page}) => {
    await page.goto('/docs/5.3.0/legacy-api');
    const marks = page.locator('article [data-api-marks]').first();
    await expect(marks).toContainText('Removed in 6.0.0');
    await expect(marks.getByRole('link', {name: 'migration guide'})).toHaveAttribute(
      'href',
      '/docs/migration-v5-to-v6',
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe: marks and "what is new" in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      for (const url of ['/docs/6.14.0/filter-api', '/docs/7.2.0']) {
        await page.goto(url);
        await hydrated(page);
        expect((await seriousViolations(page, {include: 'article'})).map((v) => `${url}: ${v}`)).toEqual([]);
      }
    });
  }

  test('search: "since 7.2" finds hide()', async ({page}) => {
    await page.goto('/docs/api/check');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('since 7.2');
    const hits = page.locator('.DocSearch-Hits a');
    await expect(hits.first()).toBeVisible();
    const hrefs = await hits.evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/docs/api/validation-chain#hide');
  });
});

test.describe('what is new in each version', () => {
  test('7.2.0 lists hide() from 7.2.0, linked to its entry on the 7.2.0 page', async ({page}) => {
    await page.goto('/docs/7.2.0');
    await hydrated(page);
    const item = page.locator('li', {hasText: 'hide() (7.2.0)'});
    await item.getByRole('link', {name: 'hide()'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/7.2.0/api/validation-chain' && url.hash === '#hide');
    await expect(page.locator('#hide')).toBeInViewport();
  });
});
