import fs from 'node:fs';
import path from 'node:path';

import {test, expect, hydrated} from './fixtures';
import {darkCodeTheme, lightCodeTheme} from '../src/prismThemes';

/** `rgb(r, g, b)` as the browser reports a computed colour, from `#rrggbb` or `rgb(...)`. */
function rgb(colour: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!hex) return colour.replace(/\s+/g, ' ').replace(/\(\s*/, '(').replace(/\s*\)/, ')');
  return `rgb(${hex
    .slice(1)
    .map((h) => parseInt(h, 16))
    .join(', ')})`;
}

/** Colour the theme gives to string tokens. */
function stringColour(theme: typeof lightCodeTheme): string {
  const style = [...theme.styles].reverse().find((s) => s.types.includes('string'));
  return rgb(style?.style.color ?? '');
}

// src/theme/CodeBlock does not re-mount code blocks after hydration; these tests show that code
// colours still follow the reader's colour mode, on load and when it changes.
test.describe('code blocks', () => {
  test('a reader in dark mode gets dark code colours, and light ones after switching', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const block = page.locator('pre.prism-code').first();
    const token = page.locator('pre.prism-code .token.string').first();
    await expect(block).toHaveCSS('background-color', rgb(darkCodeTheme.plain.backgroundColor!));
    await expect(token).toHaveCSS('color', stringColour(darkCodeTheme));

    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(block).toHaveCSS('background-color', rgb(lightCodeTheme.plain.backgroundColor!));
    await expect(token).toHaveCSS('color', stringColour(lightCodeTheme));
  });

  test('a reader in light mode keeps the server-rendered code and gets the copy button', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    // Tag the server-rendered blocks before any script runs (deferred scripts wait for this state).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        document.querySelectorAll('pre.prism-code').forEach((pre) => Object.assign(pre, {fromServer: true}));
      });
    });
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    await expect(page.getByRole('button', {name: /copy code/i}).first()).toBeAttached();
    // Same DOM nodes as the server sent: hydrated, not replaced, inside <Tabs> too
    // (src/theme/Tabs does not remount a tab group after hydration, as the theme's did).
    const kept = await page.evaluate(() =>
      Array.from(document.querySelectorAll('pre.prism-code')).map(
        (pre) => (pre as Element & {fromServer?: boolean}).fromServer === true,
      ),
    );
    expect(kept.length).toBeGreaterThan(1);
    expect(await page.locator('.tabs-container pre.prism-code').count(), 'blocks in tabs').toBeGreaterThan(5);
    expect(kept.every(Boolean)).toBe(true);
    await expect(page.locator('pre.prism-code .token.string').first()).toHaveCSS('color', stringColour(lightCodeTheme));
  });
});

test.describe('code block markup', () => {
  test('selected code reads one source line per line, and punctuation has the text colour of either mode', async ({
    page,
  }) => {
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    // src/theme/CodeBlock/Content/lines.ts: lines are text lines of the <pre> (no element per
    // line, no <br>), neighbouring tokens of the same kind share a span, and punctuation, whose
    // colour is the block's own in both themes, is bare text.
    const blocks = page.locator('.language-js > div > pre.prism-code code:visible');
    expect(await blocks.count()).toBeGreaterThan(5);
    for (const code of (await blocks.all()).slice(0, 6)) {
      // What a reader copies after selecting the block (the selection's text), against its lines.
      const {shown, lines, lineElements} = await code.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const selection = getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return {
          shown: selection.toString().replace(/\n$/, ''),
          lines: (el.textContent ?? '').split('\n'),
          lineElements: el.querySelectorAll('.token-line, br').length,
        };
      });
      expect(shown).toBe(lines.join('\n'));
      expect(lines.length, 'several lines').toBeGreaterThan(3);
      expect(lineElements, 'lines are text lines, without an element each').toBe(0);
    }
    // Punctuation of its own kind is bare; punctuation of a kind with a colour (`tag punctuation`) is not.
    await expect(page.locator('pre.prism-code span[class="token punctuation"]')).toHaveCount(0);
    expect(await page.locator('pre.prism-code span[class="token string"]').count()).toBeGreaterThan(10);
    for (const [mode, theme] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      await page.emulateMedia({colorScheme: mode});
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      await expect(page.locator('.language-js > div > pre.prism-code').first()).toHaveCSS(
        'color',
        rgb(theme.plain.color!),
      );
    }
  });
});

test.describe('program tabs', () => {
  test('getting started shows each program as ES module, CommonJS and TypeScript; a choice applies to every group and is remembered', async ({
    page,
  }) => {
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    const groups = page.locator('.tabs-container');
    await expect(groups).toHaveCount(2);
    const first = groups.nth(0);
    await expect(first.getByRole('tab', {name: 'ES module'})).toHaveAttribute('aria-selected', 'true');
    await expect(first.getByRole('tabpanel').filter({visible: true})).toContainText("import express from 'express';");
    await first.getByRole('tab', {name: 'CommonJS'}).click();
    await expect(first.getByRole('tabpanel').filter({visible: true})).toContainText(
      "const express = require('express');",
    );
    // The second program follows the choice (same groupId).
    await expect(groups.nth(1).getByRole('tab', {name: 'CommonJS'})).toHaveAttribute('aria-selected', 'true');
    await expect(groups.nth(1).getByRole('tabpanel').filter({visible: true})).toContainText(
      "const { randomBytes, scryptSync } = require('node:crypto');",
    );
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.tabs-container').nth(0).getByRole('tab', {name: 'CommonJS'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.locator('.tabs-container').nth(0).getByRole('tab', {name: 'TypeScript'}).click();
    await expect(page.locator('.tabs-container').nth(0).getByRole('tabpanel').filter({visible: true})).toContainText(
      'import express, { type Request, type Response, type ErrorRequestHandler } from',
    );
  });
});

/** The build's JavaScript files that hold Prism (its core's pattern for `language-xxx` classes). */
function prismFiles(): string[] {
  const dir = path.resolve('build', 'assets', 'js');
  return fs.readdirSync(dir).filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('lang(?:uage)?-'));
}

test.describe('static code blocks (src/theme/CodeBlock/Content)', () => {
  test('the main bundle holds no highlighter, and a docs page loads none: its code comes highlighted in the HTML', async ({
    page,
  }) => {
    const files = prismFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.startsWith('main.'))).toEqual([]);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    await page.waitForTimeout(1000);
    expect(loaded.filter((p) => files.some((f) => p.endsWith(`/${f}`)))).toEqual([]);
    // Tokens are in the server-rendered HTML, inside and outside the tabs.
    await expect(page.locator('.tabs-container pre.prism-code .token.keyword').first()).toBeVisible();
    expect(await page.locator('pre.prism-code .token').count()).toBeGreaterThan(500);
  });

  test('a code block that appears on client-side navigation is highlighted', async ({page}) => {
    const files = prismFiles();
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto('/docs');
    await hydrated(page);
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/guides/schema-validation"]').first().click();
    await expect(page).toHaveURL(/\/docs\/guides\/schema-validation$/);
    await expect(page.locator('article pre.prism-code .token.keyword').first()).toBeVisible();
    await expect(page.locator('article pre.prism-code .token.string').first()).toHaveCSS(
      'color',
      stringColour(lightCodeTheme),
    );
    expect(loaded.some((p) => files.some((f) => p.endsWith(`/${f}`)))).toBe(true);
  });

  test('a signature is a highlighted code block without a toolbar; an example keeps its copy button', async ({
    page,
  }) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    const section = page.locator('h4#isemail ~ div.theme-code-block').first();
    await expect(section.locator('pre.prism-code .token.function')).toHaveText('isEmail');
    await expect(section.locator('pre.prism-code')).toHaveCSS(
      'background-color',
      rgb(lightCodeTheme.plain.backgroundColor!),
    );
    await expect(section.getByRole('button')).toHaveCount(0);
    // Examples on the same page are full code blocks.
    const example = page.locator('div.theme-code-block', {hasText: 'app.listen('}).first();
    await expect(example.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    // Reached by client-side navigation (no server-rendered twin), the signature is highlighted too.
    await page.goto('/docs/api/check-schema');
    await hydrated(page);
    await page.locator('article a[href="/docs/api/validation-chain#isemail"]').first().click();
    await expect(page).toHaveURL(/\/docs\/api\/validation-chain#isemail$/);
    await expect(page.locator('h4#isemail ~ div.theme-code-block').first().locator('.token.function')).toHaveText(
      'isEmail',
    );
  });
});

// src/theme/CodeBlock/Content/wordWrap.ts: the "Toggle word wrap" button of a block that scrolls
// sideways, measured by one ResizeObserver instead of the theme's reads while the page hydrates.
test.describe('word wrap', () => {
  test('a block that scrolls on a phone offers word wrap; wrapped, it fits; wide again, a fitting block has no button; a block in a tab shown later gets its button', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    const wrap = {name: 'Toggle word wrap'};
    /** The first code block of the first tab group's shown panel. */
    const shownBlock = () =>
      page
        .locator('.tabs-container')
        .first()
        .getByRole('tabpanel')
        .filter({visible: true})
        .locator('.theme-code-block')
        .first();
    // The first program of the page (ES module tab), far wider than a phone.
    const block = shownBlock();
    const pre = block.locator('pre');
    const scrolls = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await scrolls()).toBe(true);
    await expect(block.getByRole('button', wrap)).toBeAttached();
    await block.getByRole('button', wrap).click();
    await expect.poll(scrolls).toBe(false);
    await expect(block.getByRole('button', wrap)).toBeAttached();
    await block.getByRole('button', wrap).click();
    await expect.poll(scrolls).toBe(true);

    // Another module system: the CommonJS panel was hidden (zero size) until now.
    await page.locator('.tabs-container').first().getByRole('tab', {name: 'CommonJS'}).click();
    const shown = shownBlock();
    await expect(shown).toContainText("require('express')");
    await expect(shown.getByRole('button', wrap)).toBeAttached();

    // At 1280 px a short block fits: no button, before or after the window grew.
    await page.setViewportSize({width: 1280, height: 800});
    const fitting = await page
      .locator('.theme-code-block:visible pre')
      .evaluateAll((pres) => pres.filter((p) => p.scrollWidth <= p.clientWidth).length);
    expect(fitting, 'blocks that fit at 1280 px').toBeGreaterThan(3);
    await expect
      .poll(
        async () =>
          await page.locator('.theme-code-block:visible').evaluateAll(
            (blocks) =>
              blocks.filter((b) => {
                const p = b.querySelector('pre')!;
                return (
                  p.scrollWidth > p.clientWidth !== (b.querySelector('button[aria-label="Toggle word wrap"]') !== null)
                );
              }).length,
          ),
      )
      .toBe(0);
  });
});

/**
 * The buttons of every code block of the page that has them: whether each is shown (opacity),
 * its box, and the code characters (one box per character, Range.getClientRects) it covers.
 */
async function buttonsOverCode(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.theme-code-block'))
      .filter((block) => block.getClientRects().length > 0 && block.querySelector('pre + div > button'))
      .map((block) => {
        const pre = block.querySelector('pre')!;
        const clip = pre.getBoundingClientRect();
        const chars: DOMRect[] = [];
        const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            if (/\s/.test(node.textContent![i]!)) continue;
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            for (const r of Array.from(range.getClientRects())) {
              // Only what the block shows: a character scrolled out of its box is not covered.
              if (r.right > clip.left && r.left < clip.right && r.bottom > clip.top && r.top < clip.bottom)
                chars.push(r);
            }
          }
        }
        const buttons = Array.from(block.querySelectorAll<HTMLElement>('pre + div > button')).map((button) => {
          const b = button.getBoundingClientRect();
          return {
            label: button.getAttribute('aria-label') ?? button.title,
            opacity: Number(getComputedStyle(button).opacity),
            width: b.width,
            height: b.height,
            covered: chars.filter((c) => c.right > b.left && c.left < b.right && c.bottom > b.top && c.top < b.bottom)
              .length,
          };
        });
        return {first: pre.textContent!.split('\n')[0]!.slice(0, 40), buttons};
      }),
  );
}

test.describe('code block buttons on a touch screen (hover: none) at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const path of ['/', '/docs/guides/getting-started', '/docs/api/validation-chain']) {
    test(`${path}: copy and word wrap are shown, 24 px or more, and cover no character of the code`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      // The word-wrap button comes with the ResizeObserver's first report, a frame after hydration.
      await expect
        .poll(async () => (await buttonsOverCode(page)).flatMap((b) => b.buttons.map((x) => x.label)))
        .toContain('Toggle word wrap');
      const blocks = await buttonsOverCode(page);
      expect(blocks.length).toBeGreaterThan(0);
      for (const {first, buttons} of blocks) {
        for (const button of buttons) {
          expect(button.opacity, `${button.label} of "${first}"`).toBe(1);
          expect(Math.min(button.width, button.height), `${button.label} of "${first}"`).toBeGreaterThanOrEqual(24);
          expect(button.covered, `characters under ${button.label} of "${first}"`).toBe(0);
        }
      }
    });
  }
});

test.describe('code block buttons on a desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test("the theme's hover behaviour: the copy button shows when the pointer is over the block", async ({page}) => {
    await page.goto('/docs/guides/getting-started');
    await hydrated(page);
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('pre[aria-label^="Code"]')})
      .first();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toHaveCSS('opacity', '0');
    await block.hover();
    await expect(copy).not.toHaveCSS('opacity', '0');
  });
});
