import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';
import {
  docsPaths,
  familySamples,
  referenceTocEmailMatches,
  sitemapPaths,
  versionBase,
  versionOfPath,
} from './site-pages';
import {docsVersions} from '../src/docsVersions';
import {latestVersion} from '../tests/siteContract';

/**
 * The first look at the site on a phone (390 x 844) and on a desktop (1280 x 800):
 * nothing wider than the screen, table cells whose text is all visible, the page title in the
 * first screen, the heading filter of the reference's "On this page" list, an announcement bar that
 * follows the colour mode, a home page sample that fits its column, and the "Report a problem" link
 * of every docs page. Each page is loaded once and every
 * check that reads it runs on that load.
 */

const phone = {width: 390, height: 844};
const desktop = {width: 1280, height: 800};

/** The validation chain reference of a docs version (its largest page, with the most tables). */
function referenceOf(version: string): string {
  const v = docsVersions.find((d) => d.name === version);
  if (!v) throw new Error(`no docs version ${version}`);
  const base = versionBase(v);
  const page = sitemapPaths().find((p) => p === `${base}/api/validation-chain` || p === `${base}/validation-chain-api`);
  if (!page) throw new Error(`sitemap.xml has no validation chain reference for ${version}`);
  return page;
}

/**
 * Twenty pages: home, search, the validation chain reference of Next, the latest 7.x, 6.x and 5.x
 * releases, the guide and API samples of each family, then docs pages spread evenly over the
 * sitemap (so every version family and page kind turns up without a list kept by hand).
 */
function phoneSample(): string[] {
  const fixed = [
    '/',
    '/search',
    ...familySamples().flatMap((s) => [referenceOf(s.version.name), s.docsPage, s.apiPage]),
    referenceOf('current'),
  ];
  const docs = docsPaths().filter((p) => !fixed.includes(p));
  const sample = new Set(fixed);
  const step = docs.length / (20 - sample.size);
  for (let i = 0; sample.size < 20 && i < docs.length; i++) sample.add(docs[Math.floor(i * step) % docs.length]);
  return [...sample];
}

/**
 * What a page shows at the current viewport: widths, clipped table cells, tables that scroll
 * sideways, inline code in table cells broken in the middle of a name (a line break between two
 * characters of one text run, other than after a hyphen: breaks at the `<wbr>` of
 * src/theme/MDXComponents/Code.tsx fall between text runs), the title's position.
 */
async function layoutFacts(page: Page) {
  return page.evaluate(() => {
    const midWord: string[] = [];
    for (const code of Array.from(document.querySelectorAll('article td code'))) {
      if (code.getClientRects().length === 0 || /\s/.test(code.textContent!)) continue;
      for (const run of Array.from(code.childNodes)) {
        const text = run.textContent ?? '';
        if (run.nodeType !== Node.TEXT_NODE || text.length < 2) continue;
        const range = document.createRange();
        const topOf = (i: number) => {
          range.setStart(run, i);
          range.setEnd(run, i + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        for (let i = 1, top = topOf(0); i < text.length; i++) {
          const next = topOf(i);
          if (next !== top && text[i - 1] !== '-') midWord.push(`${code.textContent} (at ${i} of "${text}")`);
          top = next;
        }
      }
    }
    const cells = Array.from(document.querySelectorAll<HTMLElement>('article td, article th')).filter(
      (c) => c.getClientRects().length > 0 && c.closest('thead') === null,
    );
    const clipped = cells
      .filter((c) => c.scrollWidth > c.clientWidth + 1)
      .map((c) => `${c.textContent!.slice(0, 40)} (${c.scrollWidth} > ${c.clientWidth})`);
    const scrolling = Array.from(document.querySelectorAll<HTMLElement>('.table-scroll'))
      .filter((t) => t.scrollWidth > t.clientWidth + 1)
      .map((t) => `${t.getAttribute('aria-label')} (${t.scrollWidth} > ${t.clientWidth})`);
    const h1 = document.querySelector('h1');
    return {
      width: document.documentElement.scrollWidth,
      clipped,
      scrolling,
      midWord,
      h1Top: h1 ? h1.getBoundingClientRect().top + window.scrollY : undefined,
      h1Bottom: h1 ? h1.getBoundingClientRect().bottom + window.scrollY : undefined,
    };
  });
}

/**
 * The page is no wider than `width` px, and its tables fit: no cell's text overflows, no table
 * scrolls sideways, no code name in a cell breaks in mid-word.
 */
function expectFits(facts: Awaited<ReturnType<typeof layoutFacts>>, width: number): void {
  expect(facts.width, 'page width').toBeLessThanOrEqual(width);
  expect(facts.clipped, 'table cells whose text overflows').toEqual([]);
  expect(facts.scrolling, 'tables that scroll sideways').toEqual([]);
  expect(facts.midWord, 'code names in table cells broken in mid-word').toEqual([]);
}

test.describe('on a 390 px phone', () => {
  test.use({viewport: phone});
  for (const path of phoneSample()) {
    test(`${path}: no wider than the screen, no table cut off, the title in the first screen`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const facts = await layoutFacts(page);
      expectFits(facts, phone.width);
      if (versionOfPath(path)) expect(facts.h1Bottom!, 'title bottom').toBeLessThanOrEqual(phone.height);
    });
  }

  test('a stacked table row shows each value under its column header', async ({page}) => {
    await page.goto(`${referenceOf('7.3.0')}#isurl`);
    await hydrated(page);
    const cell = page.locator('#isurl ~ .table-scroll td[data-label="Default"]').first();
    await expect(cell).toBeVisible();
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain('Default');
    // The header row is still there for screen readers, and the roles keep the table semantics.
    await expect(
      page.locator('#isurl ~ .table-scroll').first().getByRole('columnheader', {name: 'Default'}),
    ).toHaveCount(1);
  });

  test('the reference\'s "On this page" list, once opened, has the heading filter and it narrows the list', async ({
    page,
  }) => {
    await page.goto(referenceOf(latestVersion));
    await hydrated(page);
    const toc = page.locator('.theme-doc-toc-mobile');
    const filter = toc.getByRole('searchbox', {name: 'Filter the headings'});
    // Closed, as in the theme: nothing of the list or the filter is rendered yet.
    await expect(filter).toHaveCount(0);
    await toc.getByRole('button', {name: 'On this page'}).click();
    await expect(filter).toBeVisible();
    const links = toc.locator('.table-of-contents a');
    expect(await links.count()).toBeGreaterThan(100);
    await filter.fill('email');
    await expect(links).toHaveText(referenceTocEmailMatches);
    // The box sits inside the list's column, above its first link.
    const box = (await filter.boundingBox())!;
    const list = (await toc.boundingBox())!;
    expect(box.x).toBeGreaterThan(list.x);
    expect(box.x + box.width).toBeLessThan(list.x + list.width);
    expect(box.y + box.height).toBeLessThanOrEqual((await links.first().boundingBox())!.y);
    await filter.fill('zzz');
    await expect(toc.getByText('No heading matches.')).toBeVisible();
    await expect(links).toHaveCount(0);
  });
});

/** WCAG contrast ratio of two CSS colours `rgb(r, g, b)`. */
function contrast(a: string, b: string): number {
  const luminance = (c: string) => {
    const [r, g, bl] = c
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const s = Number(v) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('on a 1280 px desktop', () => {
  test.use({viewport: desktop});
  for (const version of ['current', ...familySamples().map((s) => s.version.name)]) {
    test(`the ${version} validation chain reference: tables fit their column, no code name broken in mid-word`, async ({
      page,
    }) => {
      await page.goto(referenceOf(version));
      await hydrated(page);
      const facts = await layoutFacts(page);
      expectFits(facts, desktop.width);
    });
  }
});

test.describe('colours and code', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`announcement bar in ${mode} mode: ${mode} background, text and link at AA contrast`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto('/docs/guides/getting-started');
      await hydrated(page);
      const bar = page.locator('.theme-announcement-bar');
      const colours = await bar.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        text: getComputedStyle(el.querySelector('[class*="announcementBarContent"]')!).color,
        link: getComputedStyle(el.querySelector('a')!).color,
        page: getComputedStyle(document.body).backgroundColor,
      }));
      const dark = contrast(colours.background, 'rgb(0, 0, 0)') < contrast(colours.background, 'rgb(255, 255, 255)');
      expect(dark, `background ${colours.background} is ${mode}`).toBe(mode === 'dark');
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.link, colours.background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('the home page sample fits its column at 1280 px and scrolls with a visible edge at 390 px', async ({page}) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await hydrated(page);
    const sample = page.getByRole('group', {name: 'Code: app.js'});
    const fit = await sample.evaluate((pre) => ({scroll: pre.scrollWidth, client: pre.clientWidth}));
    expect(fit.scroll, 'scrollWidth <= clientWidth').toBeLessThanOrEqual(fit.client);
    await page.setViewportSize(phone);
    const narrow = await sample.evaluate((pre) => ({
      scroll: pre.scrollWidth,
      client: pre.clientWidth,
      tabIndex: pre.tabIndex,
      cue: getComputedStyle(pre).backgroundImage,
    }));
    expect(narrow.scroll, 'it scrolls on a phone').toBeGreaterThan(narrow.client);
    expect(narrow.tabIndex, 'reachable with the keyboard').toBe(0);
    expect(narrow.cue, 'edge shadows').toContain('linear-gradient');
    // Both hero buttons have the same width on a phone.
    const widths = await page
      .locator('header .button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().width)));
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBe(widths[1]);
  });
});

test.describe('Report a problem', () => {
  const cases = [
    {version: latestVersion, path: '/docs/api/validation-chain', heading: 'isemail'},
    {version: '6.14.0', path: '/docs/6.14.0/validation-chain-api', heading: 'isemail'},
    {version: '5.3.0', path: '/docs/5.3.0/validation-chain-api', heading: 'isemail'},
  ];
  for (const {version, path, heading} of cases) {
    test(`${version}: opens the docs-error form with the page, its heading and the version`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const link = page.getByRole('link', {name: 'Report a problem'});
      const check = (href: string, anchor: string) => {
        const url = new URL(href);
        expect(url.origin + url.pathname).toBe('https://github.com/express-validator/express-validator/issues/new');
        expect(url.searchParams.get('template')).toBe('docs-error.yml');
        expect(url.searchParams.get('page')).toBe(`https://express-validator.github.io${path}${anchor}`);
        expect(url.searchParams.get('version')).toBe(version);
        expect(url.searchParams.get('title')).toMatch(/^\[docs\] \S/);
        // Encoded: the page URL's `:` `/` and `#` do not leak into the query string.
        expect(href).toContain(`page=${encodeURIComponent(`https://express-validator.github.io${path}${anchor}`)}`);
      };
      check((await link.getAttribute('href'))!, '');
      await expect(link).toHaveAttribute('target', '_blank');

      // Read at the isEmail() section: the link names it, computed when clicked. The click is
      // caught after the page's own handlers (a listener on window) and not followed.
      const followed = await page.evaluate(async (id) => {
        document.getElementById(id)!.scrollIntoView({block: 'start'});
        window.scrollBy(0, -20);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return new Promise<string>((resolve) => {
          window.addEventListener(
            'click',
            (event) => {
              event.preventDefault();
              resolve((event.target as Element).closest('a')!.href);
            },
            {once: true},
          );
          document.querySelector<HTMLAnchorElement>('a[href*="template=docs-error.yml"]')!.click();
        });
      }, heading);
      check(followed, `#${heading}`);
    });
  }
});
