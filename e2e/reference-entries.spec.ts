import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';

/**
 * The API reference as a reader sees it (src/css/reference.css): each entry a unit, with a rule
 * between one entry and the next; option tables whose option names never wrap inside an
 * identifier, at 1280 and 996 px, with headers that start where their cells start, cells aligned
 * to the top and the Description the widest text column; signatures that wrap between their
 * parameters on a phone instead of scrolling; and the contents list that follows the reader
 * (src/theme/TOC), with its heading filter in the site's input style.
 */

const references = [
  '/docs/api/validation-chain',
  '/docs/6.15.0/validation-chain-api',
  '/docs/5.3.0/validation-chain-api',
];

/** Opens a reference with every block drawn (the page skips offscreen ones, src/css/custom.css). */
async function openReference(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => document.documentElement.removeAttribute('data-blocks-skipped'));
}

/**
 * Every option table of the page (first header "Option"): for each option name, its text and the
 * lines it takes (its boxes grouped by their top) beside the words it has, which is as many lines
 * as it may take.
 */
async function optionNames(page: Page): Promise<{text: string; lines: number; words: number}[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.markdown table'))
      .filter((t) => t.querySelector('th')?.textContent === 'Option')
      .flatMap((t) => Array.from(t.querySelectorAll('tbody td:first-child code')))
      .map((code) => ({
        text: code.textContent!,
        lines: new Set(Array.from(code.getClientRects(), (r) => Math.round(r.top))).size,
        words: code.textContent!.trim().split(/\s+/).length,
      })),
  );
}

for (const width of [1280, 996]) {
  test.describe(`option tables at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    for (const path of references) {
      test(`${path}: no option name wraps inside an identifier`, async ({page}) => {
        await openReference(page, path);
        const names = await optionNames(page);
        expect(names.length, 'option names on the page').toBeGreaterThan(30);
        expect(names.filter((n) => n.lines > n.words)).toEqual([]);
      });
    }
  });
}

test.describe('the 7.x reference at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('option tables: headers start with their cells, cells top-aligned, Description the widest text', async ({
    page,
  }) => {
    await openReference(page, references[0]!);
    const tables = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.markdown table'))
        .filter((t) => t.querySelector('th')?.textContent === 'Option')
        .map((t) => {
          const headers = Array.from(t.querySelectorAll('thead th'));
          const rows = Array.from(t.querySelectorAll('tbody tr'), (tr) => Array.from(tr.querySelectorAll('td')));
          /** Where the text of a cell starts (undefined for an empty cell). */
          const start = (el: Element) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return range.getClientRects()[0]?.left;
          };
          return {
            // Each header against the first cell of its column that has text.
            misaligned: headers
              .map((th, i) => {
                const cell = rows.map((row) => row[i]!).find((td) => td.textContent!.trim());
                return cell ? Math.abs(start(th)! - start(cell)!) : 0;
              })
              .filter((d) => d > 2)
              .map(Math.round),
            notTop: rows
              .flat()
              .map((td) => getComputedStyle(td).verticalAlign)
              .filter((v) => v !== 'top'),
            description: headers.find((th) => th.textContent === 'Description')?.getBoundingClientRect().width,
          };
        }),
    );
    expect(tables.length).toBeGreaterThan(15);
    for (const table of tables) {
      expect(table.misaligned).toEqual([]);
      expect(table.notTop).toEqual([]);
      if (table.description !== undefined) expect(table.description).toBeGreaterThanOrEqual(208);
    }
  });

  test('a rule above each entry but the first of its group; the marks close under the heading', async ({page}) => {
    await openReference(page, references[0]!);
    const entries = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.markdown .api-entry')).map((h) => {
        const style = getComputedStyle(h);
        const before = h.previousElementSibling;
        return {
          id: h.id,
          firstOfGroup: !!before && /^H[23]$/.test(before.tagName),
          rule: parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle === 'solid',
          gapAbove: Math.round(h.getBoundingClientRect().top - (before?.getBoundingClientRect().bottom ?? 0)),
        };
      }),
    );
    // The 108 validators and sanitizers, the chain's own validators, sanitizers and modifiers.
    expect(entries.length).toBeGreaterThanOrEqual(120);
    expect(entries.filter((e) => !e.firstOfGroup && !e.rule).map((e) => e.id)).toEqual([]);
    expect(entries.filter((e) => !e.firstOfGroup && e.gapAbove < 24).map((e) => e.id)).toEqual([]);
    // isEmail() has a mark ("allow_underscores option since 7.1.0") right under it.
    const gap = await page.evaluate(() => {
      const heading = document.getElementById('isemail')!;
      const marks = heading.nextElementSibling!.querySelector('[data-api-marks]')!;
      return marks.getBoundingClientRect().top - heading.getBoundingClientRect().bottom;
    });
    expect(gap).toBeLessThanOrEqual(10);
  });

  test('the contents list follows the reader: the active entry is in view after a jump, the page unmoved', async ({
    page,
  }) => {
    await page.goto(`${references[0]}#normalizeemail`);
    await hydrated(page);
    const list = page.locator('.theme-doc-toc-desktop');
    const active = list.locator('.table-of-contents__link--active');
    await expect(active).toHaveText('normalizeEmail()');
    const inView = () =>
      list.evaluate((box) => {
        const link = box.querySelector('.table-of-contents__link--active')!.getBoundingClientRect();
        const own = box.getBoundingClientRect();
        return link.top >= own.top && link.bottom <= own.bottom && own.bottom <= window.innerHeight;
      });
    await expect.poll(inView).toBe(true);
    // The page stayed at the heading: only the list scrolled.
    const headingTop = await page.locator('#normalizeemail').evaluate((h) => h.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(0);
    expect(headingTop).toBeLessThan(120);
    // Reading on: scrolling the page back to an early entry brings its link into the list's view.
    await page.locator('#isalpha').evaluate((h) => h.scrollIntoView());
    await expect(active).toHaveText('isAlpha()');
    await expect.poll(inView).toBe(true);
  });

  test('every name in the contents list is one line at 1280 px, whatever its depth', async ({page}) => {
    await page.goto(references[0]!);
    await hydrated(page);
    // Names (one word, such as `isFreightContainerID()`); a heading of several words may wrap.
    const names = page.locator('.theme-doc-toc-desktop a', {hasText: /^\S+$/});
    expect(await names.count()).toBeGreaterThan(100);
    const wrapped = await page.locator('.theme-doc-toc-desktop').evaluate((box) =>
      Array.from(box.querySelectorAll('a'))
        .filter((a) => !/\s/.test(a.textContent!.trim()))
        .filter((a) => {
          const range = document.createRange();
          range.selectNodeContents(a);
          return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1;
        })
        .map((a) => a.textContent),
    );
    expect(wrapped).toEqual([]);
  });

  test('the heading filter is one line in the list text size, a rounded themed box with a focus ring', async ({
    page,
  }) => {
    await page.goto(references[0]!);
    await hydrated(page);
    const box = page.getByRole('searchbox', {name: 'Filter the headings'});
    const facts = await box.evaluate((input) => {
      const label = input.closest('label')!;
      const entry = document.querySelector('.theme-doc-toc-desktop .table-of-contents__link')!;
      const list = document.querySelector('.theme-doc-toc-desktop')!;
      const style = getComputedStyle(input);
      return {
        labelSize: parseFloat(getComputedStyle(label).fontSize),
        entrySize: parseFloat(getComputedStyle(entry).fontSize),
        radius: parseFloat(style.borderTopLeftRadius),
        height: input.getBoundingClientRect().height,
        pushed: list.getBoundingClientRect().top - label.getBoundingClientRect().top,
      };
    });
    expect(facts.labelSize).toBeLessThanOrEqual(facts.entrySize);
    expect(facts.radius).toBeGreaterThan(0);
    expect(facts.height).toBeGreaterThanOrEqual(24);
    // The list starts one box below where it starts on other pages (it was 77 px).
    expect(facts.pushed).toBeLessThanOrEqual(40);
    await box.focus();
    await page.keyboard.type('email');
    const outline = await box.evaluate((input) => {
      const s = getComputedStyle(input);
      return {width: parseFloat(s.outlineWidth), style: s.outlineStyle};
    });
    expect(outline.width).toBeGreaterThanOrEqual(2);
    expect(outline.style).toBe('solid');
    await expect(page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'isEmail()'})).toBeVisible();
  });
});

test.describe('signatures on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const path of references) {
    test(`${path}: no signature scrolls; a long one wraps between its parameters`, async ({page}) => {
      await openReference(page, path);
      const facts = await page.evaluate(() => {
        const pres = Array.from(document.querySelectorAll<HTMLElement>('pre[aria-label="Signature"]'));
        const laidOut = pres.filter((pre) => pre.querySelector('.sig-line'));
        return {
          signatures: pres.length,
          laidOut: laidOut.length,
          // A part of a signature line past the right edge of its block (a type definition under
          // it may scroll).
          scrolling: laidOut.flatMap((pre) =>
            Array.from(pre.querySelectorAll('.sig-line'))
              .filter((line) =>
                Array.from(line.querySelectorAll('.sig-unit')).some(
                  (unit) => unit.getBoundingClientRect().right > pre.getBoundingClientRect().right + 1,
                ),
              )
              .map((line) => line.textContent),
          ),
          // A unit that wrapped inside although it fits on a line of its own.
          brokenUnits: laidOut.flatMap((pre) => {
            const line = pre.querySelector<HTMLElement>('.sig-line')!;
            const room = line.clientWidth - parseFloat(getComputedStyle(line).paddingLeft);
            return Array.from(pre.querySelectorAll<HTMLElement>('.sig-unit'))
              .filter(
                (unit) => unit.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(unit).lineHeight),
              )
              .filter((unit) => {
                unit.style.whiteSpace = 'pre';
                unit.style.maxWidth = 'none';
                const oneLine = unit.getBoundingClientRect().width;
                unit.style.whiteSpace = unit.style.maxWidth = '';
                return oneLine <= room;
              })
              .map((unit) => unit.textContent);
          }),
          // Signatures that take more than one line.
          wrapped: laidOut.filter((pre) => pre.getBoundingClientRect().height > 70).length,
        };
      });
      expect(facts.laidOut).toBeGreaterThan(facts.signatures * 0.9);
      expect(facts.scrolling).toEqual([]);
      expect(facts.wrapped).toBeGreaterThan(10);
      expect(facts.brokenUnits).toEqual([]);
    });
  }
});
