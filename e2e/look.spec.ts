import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';
import {latestVersion} from '../tests/siteContract';

/**
 * The first look of the site at 390 x 844 and 1280 x 800, light and dark: where a docs page's
 * title starts on a phone, that dark mode has no light blocks, that the search modal is in the
 * site's green, that no code block of a first screen is cut off without the word-wrap control,
 * that the phone's version menu opens on the current major line only; that the banner of an old
 * version never splits "up-to-date" and starts every line at one edge, that no version banner
 * splits the site name at its hyphen, that /search counts results, draws its matches in the green
 * and tells results with one title apart by a line that starts with the version, that the home
 * page has one gap between its parts and a footer star link in line when its script is blocked,
 * and that the validation chain reference names its columns one way, keeps its tables one width
 * and each option type (or member of a long union) on one line, leaves the Description its width
 * beside a long union, underlines code pills of a link one by one (the link's line skips them, and
 * a list of pills is a list of links), and keeps its heading filter inside the headings' column.
 */

const phone = {width: 390, height: 844};
const desktop = {width: 1280, height: 800};

/** WCAG relative luminance of a CSS colour `rgb(r, g, b)` or `rgba(...)` (0 black, 1 white). */
function luminance(colour: string): number {
  const [r, g, b] = colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two CSS colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The top of the page's H1, in px from the top of the document. */
async function h1Top(page: Page): Promise<number> {
  return page
    .locator('article h1')
    .first()
    .evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
}

test.describe('on a 390 x 844 phone', () => {
  test.use({viewport: phone});

  // The latest version: the announcement bar, then one line of breadcrumbs, badge and the page
  // actions menu, then "On this page".
  for (const path of ['/docs', '/docs/guides/getting-started', '/docs/api/validation-chain']) {
    test(`${path}: the title starts within 200 px, the version and the page actions one tap away`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      expect(await h1Top(page)).toBeLessThanOrEqual(200);
      await expect(page.locator('.theme-announcement-bar')).toBeVisible();
      await expect(page.locator('.theme-doc-version-badge')).toContainText(latestVersion);
      // The actions are folded into a menu that opens in place.
      await expect(page.getByRole('link', {name: 'Report a problem'})).toBeHidden();
      await page.getByText('⋯').click();
      await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Report a problem'})).toBeVisible();
    });
  }

  // Next and older versions: one version banner, no announcement bar above it.
  for (const path of ['/docs/next', '/docs/6.14.0', '/docs/5.3.0/legacy-api']) {
    test(`${path}: the title starts within 260 px under one version banner`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      expect(await h1Top(page)).toBeLessThanOrEqual(260);
      await expect(page.locator('.theme-announcement-bar')).toBeHidden();
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', {name: 'latest version'})).toBeVisible();
    });
  }

  test('the version menu opens on the current major line only, Next last', async ({page}) => {
    await page.goto('/docs/6.14.0');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    // On a docs page the menu opens on the docs sidebar; the navbar's items are one step back.
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    const versionLinks = menu.locator('a.menu__link').filter({hasText: /^(\d+\.\d+\.\d+( \(latest\))?|Next)$/});
    // 6.x is open (16 versions), 7.x and 5.x are closed; Next is a link of its own.
    await expect(versionLinks.filter({visible: true})).toHaveCount(16 + 1);
    await expect(menu.getByRole('button', {name: '7.x versions'})).toBeVisible();
    await expect(menu.getByRole('button', {name: '5.x versions'})).toBeVisible();
    const labels = await menu.locator('a.menu__link').allTextContents();
    expect(labels.indexOf('Next')).toBeGreaterThan(labels.indexOf('6.0.0'));
  });
});

test.describe('dark mode at 1280 px', () => {
  test.use({viewport: desktop, colorScheme: 'dark'});

  test('the home page: "API reference" is a dark button, darker than "Get started", its text at AA', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const style = (name: string) =>
      page
        .getByRole('link', {name, exact: true})
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return {background: s.backgroundColor, text: s.color};
        });
    const secondary = await style('API reference');
    const primary = await style('Get started');
    expect(luminance(secondary.background)).toBeLessThan(0.1);
    expect(luminance(secondary.background)).toBeLessThan(luminance(primary.background));
    expect(contrast(secondary.text, secondary.background)).toBeGreaterThanOrEqual(4.5);
  });

  test('the version badge is a dark block with its text at AA', async ({page}) => {
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    const badge = await page.locator('.theme-doc-version-badge').evaluate((el) => {
      const s = getComputedStyle(el);
      return {background: s.backgroundColor, text: s.color};
    });
    expect(luminance(badge.background)).toBeLessThan(0.1);
    expect(contrast(badge.text, badge.background)).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('search modal', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in ${colorScheme} mode: matches and the selected result in the site's green, no navy`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize(desktop);
      await page.goto('/docs');
      await hydrated(page);
      await page.getByRole('button', {name: /search/i}).click();
      await page.getByRole('searchbox').fill('optional');
      const mark = page.locator('.DocSearch-Hit mark').first();
      await expect(mark).toBeVisible();
      const colours = await page.evaluate(() => {
        const html = getComputedStyle(document.documentElement);
        const probe = document.createElement('span');
        probe.style.color = html.getPropertyValue('--ifm-color-primary');
        document.body.append(probe);
        const primary = getComputedStyle(probe).color;
        probe.style.color = html.getPropertyValue('--ifm-background-surface-color');
        const surface = getComputedStyle(probe).color;
        probe.remove();
        return {
          primary,
          surface,
          mark: getComputedStyle(document.querySelector('.DocSearch-Hit mark')!).color,
          modal: getComputedStyle(document.querySelector('.DocSearch-Modal')!).backgroundColor,
          magnifier: getComputedStyle(document.querySelector('.DocSearch-MagnifierLabel svg')!).color,
        };
      });
      expect(colours.mark).toBe(colours.primary);
      expect(colours.magnifier).toBe(colours.primary);
      if (colorScheme === 'dark') expect(colours.modal).toBe(colours.surface);
    });
  }
});

test.describe('search modal results', () => {
  test('a title or path cut by the modal ends with an ellipsis, on one line', async ({page}) => {
    await page.setViewportSize(desktop);
    await page.goto('/docs');
    await hydrated(page);
    await page.getByRole('button', {name: /search/i}).click();
    // A word found in long sentences, so some result lines are wider than the modal.
    await page.getByRole('searchbox').fill('email');
    await expect(page.locator('.DocSearch-Hit').nth(3)).toBeVisible();
    const lines = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.DocSearch-Hit-title, .DocSearch-Hit-path')).map((el) => ({
        cut: el.scrollWidth > el.clientWidth + 1,
        ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
        oneLine:
          el.getClientRects().length === 1 &&
          el.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(el).fontSize) + 4,
      })),
    );
    expect(lines.filter((l) => l.cut).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.cut && !l.ellipsis)).toEqual([]);
    expect(lines.filter((l) => !l.oneLine)).toEqual([]);
  });
});

test.describe('forms', () => {
  test('every select of Try it, the playground and the upgrade planner is the same control', async ({page}) => {
    await page.setViewportSize(desktop);
    const styles: {page: string; height: string; radius: string; appearance: string; border: string}[] = [];
    const read = async (name: string) => {
      for (const s of await page.locator('main select').evaluateAll((els) =>
        els
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => {
            const c = getComputedStyle(el);
            return {height: c.height, radius: c.borderRadius, appearance: c.appearance, border: c.borderTopWidth};
          }),
      ))
        styles.push({page: name, ...s});
    };
    await page.goto('/playground');
    await hydrated(page);
    await read('playground');
    await page.goto('/upgrade?from=6.5.0&to=7.3.2');
    await hydrated(page);
    await expect(page.locator('main select').first()).toBeVisible({timeout: 20_000});
    await read('upgrade');
    await page.goto('/docs/api/validation-chain#isemail');
    await hydrated(page);
    await page.getByRole('button', {name: 'Try isEmail()', exact: true}).click();
    // The form's code loads on the first open; under load that takes a few seconds.
    await expect(page.getByRole('form', {name: 'Try isEmail()'}).getByRole('button', {name: 'Run'})).toBeEnabled({
      timeout: 20_000,
    });
    await read('try it');
    expect(new Set(styles.map((s) => s.page))).toEqual(new Set(['playground', 'upgrade', 'try it']));
    const first = styles[0]!;
    expect(first.appearance).toBe('none');
    expect(
      styles.filter(
        (s) =>
          s.height !== first.height ||
          s.radius !== first.radius ||
          s.appearance !== first.appearance ||
          s.border !== first.border,
      ),
    ).toEqual([]);
  });
});

/**
 * Code blocks of the first screen that scroll sideways without a visible "Toggle word wrap"
 * button (the theme's control, always shown on such a block): their first line, and why.
 */
async function cutOffBlocks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block'))
      .filter((block) => {
        const top = block.getBoundingClientRect().top;
        return block.getClientRects().length > 0 && top < window.innerHeight && top > -block.offsetHeight;
      })
      .filter((block) => {
        const pre = block.querySelector('pre')!;
        if (pre.scrollWidth <= pre.clientWidth) return false;
        const button = block.querySelector<HTMLElement>('button[aria-label="Toggle word wrap"]');
        return !button || Number(getComputedStyle(button).opacity) < 0.8;
      })
      .map((block) => block.querySelector('pre')!.textContent!.split('\n')[0]!.slice(0, 60)),
  );
}

test.describe('code blocks of a first screen', () => {
  const pages = ['/', '/docs', '/docs/guides/getting-started', '/docs/api/validation-chain', '/docs/5.3.0/legacy-api'];
  for (const viewport of [desktop, phone]) {
    for (const path of pages) {
      test(`${path} at ${viewport.width} px: none cut off without the word-wrap button`, async ({page}) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await hydrated(page);
        // The buttons come with the ResizeObserver's first report, a frame after hydration.
        await expect.poll(() => cutOffBlocks(page)).toEqual([]);
      });
    }
  }
});

/**
 * The lines of an element's text as the reader sees them: for each line (characters grouped by
 * their top, in px), the left edge of its first character and its text. Whitespace is left out.
 */
async function textLines(page: Page, selector: string): Promise<{left: number; text: string}[]> {
  return page.locator(selector).evaluate((root) => {
    const lines = new Map<number, {left: number; text: string}>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!;
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i]!)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        const top = Math.round(rect.top);
        const line = lines.get(top) ?? {left: rect.left, text: ''};
        line.left = Math.min(line.left, rect.left);
        line.text += text[i];
        lines.set(top, line);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });
}

test.describe('the version banner of an old or unreleased version', () => {
  for (const viewport of [phone, desktop]) {
    for (const path of ['/docs/6.14.0', '/docs/5.3.0/legacy-api', '/docs/next']) {
      test(`${path} at ${viewport.width} px: "up-to-date" on one line, every line starting at the same edge`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const lines = await textLines(page, '.theme-doc-version-banner');
        expect(lines.length).toBeGreaterThan(0);
        // Either hyphen: the word is whole on one of the lines.
        expect(lines.some((line) => /up.to.date/.test(line.text))).toBe(true);
        for (const line of lines) expect(line.left).toBeCloseTo(lines[0]!.left, 0);
      });
    }
  }
});

test.describe('the site name in a version banner', () => {
  for (const path of ['/docs/next', '/docs/6.14.0', '/docs/5.3.0/legacy-api']) {
    test(`${path}: "express-validator" is never split across lines, from 320 to 1280 px`, async ({page}) => {
      await page.setViewportSize(phone);
      await page.goto(path);
      const split: number[] = [];
      for (let width = 320; width <= 1280; width += 10) {
        await page.setViewportSize({width, height: 844});
        const lines = await page.locator('.theme-doc-version-banner').evaluate((banner) => {
          const walker = document.createTreeWalker(banner, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent!.search(/express.validator/);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 'express-validator'.length);
            return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
          }
          return 0;
        });
        expect(lines, `the name in the banner at ${width} px`).toBeGreaterThan(0);
        if (lines > 1) split.push(width);
      }
      expect(split).toEqual([]);
    });
  }
});

test.describe('the /search page', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in ${colorScheme} mode: counts results, paths at 14 px, upright excerpts, matches in the site's green`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize(desktop);
      await page.goto('/search?q=optional');
      await hydrated(page);
      await expect(page.getByText(/^\d+ results$/)).toBeVisible();
      const mark = page.locator('main article .search-result-match').first();
      await expect(mark).toBeVisible();
      const styles = await mark.evaluate((el) => {
        const probe = document.createElement('span');
        probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary');
        document.body.append(probe);
        const primary = getComputedStyle(probe).color;
        probe.remove();
        const path = document.querySelector('main article .breadcrumbs')!;
        const excerpt = document.querySelector('main article > p')!;
        return {
          primary,
          mark: getComputedStyle(el).color,
          pathSize: parseFloat(getComputedStyle(path).fontSize),
          excerptStyle: getComputedStyle(excerpt).fontStyle,
        };
      });
      expect(styles.mark).toBe(styles.primary);
      expect(styles.pathSize).toBeGreaterThanOrEqual(14);
      expect(styles.excerptStyle).toBe('normal');
    });
  }
});

test.describe('the /search page: the line above each result', () => {
  test.use({viewport: desktop});

  test(`results with one title have different lines, each "${latestVersion} › Docs|API › page"`, async ({page}) => {
    await page.goto(`/search?q=optional&version=${latestVersion}`);
    await hydrated(page);
    await expect(page.locator('main article').first()).toBeVisible();
    const results = await page.locator('main article').evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h2')!.textContent!,
        href: article.querySelector('h2 a')!.getAttribute('href')!,
        line: Array.from(article.querySelectorAll('.breadcrumbs__item'), (item) => item.textContent!),
      })),
    );
    // "Optional fields" is a heading of three pages (the chain guide, checkExact(), how it works).
    const same = results.filter((r) => r.title === 'Optional fields');
    expect(same.length).toBeGreaterThanOrEqual(2);
    expect(new Set(same.map((r) => r.line.join(' › '))).size).toBe(same.length);
    // Every result of the docs (pages outside the docs keep the theme's line).
    for (const {line} of results.filter((r) => r.href.startsWith('/docs'))) {
      expect(line[0]).toBe(latestVersion);
      expect(['Docs', 'API']).toContain(line[1]);
      expect(line.length).toBeGreaterThanOrEqual(3);
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in ${colorScheme} mode: the line is at 14 px or more and at AA contrast`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/search?q=optional&version=6.14.0');
      await hydrated(page);
      const line = page.locator('main article .breadcrumbs').first();
      await expect(line.locator('.breadcrumbs__item').first()).toHaveText('6.14.0');
      const style = await line.evaluate((el) => {
        let bg = 'rgba(0, 0, 0, 0)';
        for (
          let node: Element | null = el;
          node && /rgba\(0, 0, 0, 0\)|transparent/.test(bg);
          node = node.parentElement
        ) {
          bg = getComputedStyle(node).backgroundColor;
        }
        const s = getComputedStyle(el);
        // No background anywhere up the tree: the canvas, white.
        return {
          size: parseFloat(s.fontSize),
          color: s.color,
          bg: bg === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : bg,
        };
      });
      expect(style.size).toBeGreaterThanOrEqual(14);
      expect(contrast(style.color, style.bg)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('the home page', () => {
  for (const viewport of [desktop, phone]) {
    test(`at ${viewport.width} px: one gap between the hero, the sections and the footer`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await hydrated(page);
      const gaps = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        const groups = Array.from(main.children);
        /** Top and bottom of what a group draws: its headings, paragraphs and code blocks. */
        const extent = (el: Element) => {
          const rects = Array.from(el.querySelectorAll('h2, h3, p, .theme-code-block')).map((c) =>
            c.getBoundingClientRect(),
          );
          return {top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom))};
        };
        const edges = [
          {top: 0, bottom: document.querySelector('header')!.getBoundingClientRect().bottom},
          ...groups.map(extent),
          {top: document.querySelector('footer')!.getBoundingClientRect().top, bottom: 0},
        ];
        return edges.slice(1).map((edge, i) => Math.round(edge.top - edges[i]!.bottom));
      });
      // The hero to the example row, that row to the footer.
      expect(gaps).toHaveLength(2);
      for (const gap of gaps) expect(gap).toBe(gaps[0]);
    });
  }

  test('the footer star link, its script blocked, lines up with the links above it', async ({page}) => {
    await page.setViewportSize(desktop);
    // buttons.github.io does not resolve in the tests (playwright.config.ts): the link stays.
    await page.goto('/');
    await hydrated(page);
    const column = page.locator('.footer__col').filter({has: page.locator('.github-button')});
    const star = column.locator('a.github-button');
    const above = column.getByRole('link', {name: /^GitHub/});
    await expect(star).toHaveText('Star express-validator on GitHub');
    const style = (link: typeof star) =>
      link.evaluate((el) => {
        const s = getComputedStyle(el);
        return {color: s.color, lineHeight: s.lineHeight, fontSize: s.fontSize, left: el.getBoundingClientRect().left};
      });
    expect(await style(star)).toEqual(await style(above));
  });
});

test.describe('the validation chain reference at 1280 px', () => {
  test.use({viewport: desktop});
  const references = [
    '/docs/api/validation-chain',
    '/docs/6.14.0/validation-chain-api',
    '/docs/5.3.0/validation-chain-api',
  ];

  for (const path of references) {
    test(`${path}: one column naming, tables one width, types on one line, no underline across pills or commas`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const facts = await page.evaluate(() => {
        // Draw every block now (the page skips offscreen ones, src/css/custom.css).
        document.documentElement.removeAttribute('data-blocks-skipped');
        const markdown = document.querySelector('.markdown')!;
        const tables = Array.from(markdown.querySelectorAll('table'));
        const headers = new Set(tables.flatMap((t) => Array.from(t.querySelectorAll('th'), (th) => th.textContent!)));
        const typeCodes = Array.from(markdown.querySelectorAll("td[data-label='Option'] + td[data-label='Type'] code"));
        const pillLinks = Array.from(markdown.querySelectorAll('a')).filter((a) => a.querySelector(':scope > code'));
        const pills = pillLinks.flatMap((a) => Array.from(a.querySelectorAll(':scope > code')));
        return {
          headers: [...headers],
          widths: [...new Set(tables.map((t) => Math.round(t.getBoundingClientRect().width)))],
          column: Math.round(markdown.getBoundingClientRect().width),
          typeCodes: typeCodes.length,
          // A type that takes more lines than it has words broke inside a word.
          wrappedTypes: typeCodes
            .filter((c) => c.getClientRects().length > c.textContent!.trim().split(/\s+/).length)
            .map((c) => c.textContent),
          pills: pills.length,
          // A pill the link's underline runs through: not an inline block, or without its own line.
          crossedPills: pills
            .filter((c) => {
              const style = getComputedStyle(c);
              return style.display !== 'inline-block' || !style.textDecorationLine.includes('underline');
            })
            .map((c) => c.textContent),
          // One link made of several pills and the commas between them ("check(), body() and query()").
          pillLists: pillLinks
            .filter((a) => a.querySelectorAll(':scope > code').length > 1)
            .filter((a) => {
              let rest = a.textContent!;
              for (const c of Array.from(a.querySelectorAll(':scope > code'))) rest = rest.replace(c.textContent!, '');
              return /^[\s,]*(and)?[\s,]*$/.test(rest.replace(/\s*,\s*/g, ' '));
            })
            .map((a) => a.textContent),
        };
      });
      expect(facts.headers).toContain('Option');
      expect(facts.headers).toContain('Description');
      expect(facts.headers).not.toContain('Field');
      expect(facts.headers).not.toContain('What it does');
      expect(facts.widths).toEqual([facts.column]);
      expect(facts.typeCodes).toBeGreaterThan(10);
      expect(facts.wrappedTypes).toEqual([]);
      expect(facts.pills).toBeGreaterThan(0);
      expect(facts.crossedPills).toEqual([]);
      expect(facts.pillLists).toEqual([]);
    });
  }

  test('a long union type wraps between its members, so Description keeps its width and no option name wraps', async ({
    page,
  }) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    const tables = await page.evaluate(() => {
      document.documentElement.removeAttribute('data-blocks-skipped');
      /** Lines a node's text takes: its boxes grouped by their top. */
      const lines = (el: Element) => new Set(Array.from(el.getClientRects(), (r) => Math.round(r.top))).size;
      return Array.from(document.querySelectorAll('.markdown table'))
        .filter((t) => /'falsy'/.test(t.querySelector("td[data-label='Type']")?.textContent ?? ''))
        .map((t) => ({
          description: Math.round(
            Array.from(t.querySelectorAll('th'))
              .find((th) => th.textContent === 'Description')!
              .getBoundingClientRect().width,
          ),
          wrappedNames: Array.from(t.querySelectorAll("td[data-label='Option'] code"))
            .filter((c) => lines(c) > 1)
            .map((c) => c.textContent),
          wrappedMembers: Array.from(t.querySelectorAll("td[data-label='Type'] code"))
            .filter((c) => lines(c) > 1)
            .map((c) => c.textContent),
        }));
    });
    // exists() and optional(): `'undefined' | 'null' | 'falsy'` as one pill left Description 147 px.
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(table.description).toBeGreaterThanOrEqual(260);
      expect(table.wrappedNames).toEqual([]);
      expect(table.wrappedMembers).toEqual([]);
    }
  });

  test('the heading filter stays within the column of headings under it', async ({page}) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    // The filter is its label and its box, on one line.
    const filter = await page
      .locator('label', {has: page.getByRole('searchbox', {name: 'Filter the headings'})})
      .boundingBox();
    const links = page.locator('.theme-doc-toc-desktop .table-of-contents__link');
    const first = (await links.first().boundingBox())!;
    const list = (await page.locator('.theme-doc-toc-desktop').boundingBox())!;
    // Its left edge is the headings' left edge, its right edge inside the list's.
    expect(Math.abs(filter!.x - first.x)).toBeLessThanOrEqual(1);
    expect(filter!.x + filter!.width).toBeLessThanOrEqual(first.x + first.width + 1);
    expect(filter!.x + filter!.width).toBeLessThanOrEqual(list.x + list.width);
  });
});
