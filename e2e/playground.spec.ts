/**
 * The playground (/playground) in Chromium against the production build: runs compared with the
 * same code run in Node on the same release (scripts/docs/examples/playground-node.ts, a real
 * Express and the real package), differences between releases, errors a reader makes, the
 * sandbox's isolation, shared links, "Try it" links of the docs, accessibility and keyboard use,
 * and that docs pages load none of it.
 */
import type {Page} from '@playwright/test';

import {seriousViolations} from './axe';
import {test, expect, hydrated} from './fixtures';
import {runInNode} from '../scripts/docs/examples/playground-node';
import path from 'node:path';

import {allDocsVersions, docsDirOf} from '../src/docsVersions';
import {blocksOfPage} from '../scripts/docs/examples/blocks';
import {startersFor} from '../src/components/Playground/starters';
import {decodeState, encodeState} from '../src/plugins/playground/state';
import {latestVersion} from '../tests/siteContract';

/** Opens the playground with a state, as a shared link does. */
async function openWith(
  page: Page,
  version: string,
  code: string,
  request: object = {body: {}},
  express: 4 | 5 = 5,
): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/playground${encodeState({version, code, request: JSON.stringify(request), express})}`);
  await hydrated(page);
  await expect(page.getByRole('status')).toContainText('Loaded from a link');
}

/** Presses Run and waits for this run's outcome (the result panel counts runs). */
async function run(page: Page): Promise<void> {
  const before = Number(await page.locator('[data-runs]').getAttribute('data-runs'));
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(page.locator('[data-runs]')).toHaveAttribute('data-runs', String(before + 1), {timeout: 10_000});
}

/** The JSON a result section shows; `[undefined]` values dropped, as JSON.stringify drops them in Node. */
async function section(page: Page, name: string): Promise<unknown> {
  const text = await page.locator(`[data-section="${name}"] pre`).textContent();
  return JSON.parse(text ?? 'null', (_k, v: unknown) => (v === '[undefined]' ? undefined : v));
}

const family = (version: string) => allDocsVersions.find((v) => v.name === version)!.major;

const families = [
  {version: '7.3.0', npm: allDocsVersions.find((v) => v.name === '7.3.0')!.npmVersion, major: 7 as const},
  {version: '6.15.0', npm: '6.15.0', major: 6 as const},
  {version: '5.3.0', npm: allDocsVersions.find((v) => v.name === '5.3.0')!.npmVersion, major: 5 as const},
];

test.describe('playground: runs equal Node runs of the same release', () => {
  for (const family of families) {
    test(`${family.version}: every starter gives the errors and matched data of express-validator ${family.npm} in Node`, async ({
      page,
    }) => {
      // Five starters, each opened, run in the browser and in Node.
      test.setTimeout(120_000);
      for (const starter of startersFor(family.major).filter((s) => s.id !== 'app')) {
        // Express 4, as the Node reference runs it (with Express 5, 5.x's matchedData() reads the
        // query again and loses what toInt() wrote there: "2", not 2).
        await openWith(page, family.version, starter.code, JSON.parse(starter.request) as object, 4);
        await run(page);
        await expect(page.locator('[data-run-error]')).toHaveCount(0);
        const node = await runInNode(starter.code, family.npm, JSON.parse(starter.request) as object);
        expect(await section(page, 'errors'), `${starter.id}: errors`).toEqual(node.errors);
        expect(await section(page, 'mapped'), `${starter.id}: mapped`).toEqual(node.mapped);
        expect(await section(page, 'matchedData'), `${starter.id}: matched data`).toEqual(node.matchedData);
      }
    });
  }

  test('the version select opens on the latest release; a 7.1.0 validator fails in 7.0.0 with "not a function" and works in 7.3.0', async ({
    page,
  }) => {
    const code = `import { body } from 'express-validator';\n\nexport default [\n  body('id').isULID(),\n];\n`;
    await openWith(page, '7.0.0', code, {body: {id: 'nope'}});
    await run(page);
    await expect(page.locator('[data-run-error]')).toContainText('TypeError on line 4');
    await expect(page.locator('[data-run-error]')).toContainText('is not a function');
    await page.getByLabel('express-validator version').selectOption('7.3.0');
    await run(page);
    await expect(page.locator('[data-run-error]')).toHaveCount(0);
    expect(await section(page, 'errors')).toEqual([
      {type: 'field', value: 'nope', msg: 'Invalid value', path: 'id', location: 'body'},
    ]);
  });
});

test.describe('playground: mistakes and limits', () => {
  test('a syntax error names its line; nothing runs', async ({page}) => {
    await openWith(page, '7.3.0', `import { body } from 'express-validator';\n\nexport default [body('a'),, ;\n`);
    await run(page);
    await expect(page.locator('[data-run-error]')).toContainText('SyntaxError on line 3');
  });

  test('an endless loop is stopped with a message, and the page stays usable', async ({page}) => {
    await openWith(page, '7.3.0', `while (true) {}\nexport default [];\n`);
    await run(page);
    await expect(page.getByRole('alert')).toContainText('Stopped after 3 seconds');
    await page.getByLabel('Example').selectOption('signup');
    await run(page);
    await expect(page.locator('[data-section="errors"]')).toBeVisible();
  });

  test('a link with a request of over 1 MB is refused with a clear message; the starter stays', async ({page}) => {
    const request = JSON.stringify({body: {big: 'x'.repeat(1_100_000)}});
    await page.goto(`/playground${encodeState({version: '7.3.0', code: '// linked\n', request, express: 5})}`);
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText('the playground takes up to 100,000 and 1,000,000');
    await expect(page.locator('[data-editor="javascript"] .cm-content')).toContainText("body('email')");
  });

  test('a damaged link says so and leaves the starter in place', async ({page}) => {
    await page.goto('/playground#s=not-a-state');
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText('This link is damaged');
  });
});

test.describe('playground: isolation', () => {
  test('code cannot reach the storage, cookies, document or top location of the site', async ({page, context}) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('playground-secret', 'local-secret');
      document.cookie = 'playground=cookie-secret; path=/';
    });
    const code = `import { body } from 'express-validator';
const report = [];
const attempt = (name, fn) => {
  try { report.push(name + ': ' + String(fn())); } catch (e) { report.push(name + ': blocked (' + e.name + ')'); }
};
attempt('localStorage', () => localStorage.getItem('playground-secret'));
attempt('cookie', () => document.cookie);
attempt('parent', () => parent.document.title);
attempt('top', () => { top.location.href = 'https://example.com/'; return 'navigated'; });
attempt('open', () => open('https://example.com/'));
console.log(report.join('\\n'));
export default [body('x').optional()];
`;
    await openWith(page, '7.3.0', code);
    const url = page.url();
    const pages = context.pages().length;
    await run(page);
    const consoleText = await page.locator('[data-section="console"] pre').textContent();
    for (const name of ['localStorage', 'cookie', 'parent', 'top', 'open']) {
      expect(consoleText).toContain(`${name}: blocked`);
    }
    expect(consoleText).not.toContain('secret');
    expect(page.url()).toBe(url);
    expect(context.pages().length).toBe(pages);
    await expect(page.locator('iframe[title="Playground sandbox"]')).toHaveAttribute('sandbox', 'allow-scripts');
  });
});

test.describe('playground: sharing and the docs', () => {
  test('Share gives a link that reproduces the version, code and request, and does not run until Run', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/playground');
    await hydrated(page);
    await page.getByLabel('express-validator version').selectOption('6.14.0');
    await page.getByLabel('Example').selectOption('wildcard');
    await page.getByRole('button', {name: 'Share'}).click();
    const link = await page.getByLabel('Link to this playground').inputValue();
    const other = await browser.newPage();
    await other.goto(link);
    await hydrated(other);
    await expect(other.getByLabel('express-validator version')).toHaveValue('6.14.0');
    await expect(other.locator('[data-editor="javascript"] .cm-content')).toContainText("body('items.*.sku')");
    await expect(other.locator('[data-run-result]')).toHaveCount(0);
    await other.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(other.locator('[data-section="errors"]')).toBeVisible();
    await other.close();
  });

  test('"Try it" on a docs example opens it in the playground, where it runs as the page shows', async ({page}) => {
    await page.goto('/docs/guides/getting-started');
    const tryIt = page.locator('.playground-try-it').getByRole('link', {name: 'Try it in the playground'}).first();
    await tryIt.click();
    await expect(page).toHaveURL(/\/playground#s=/);
    await hydrated(page);
    await expect(page.locator('[data-editor="javascript"] .cm-content')).toContainText('app.listen(');
    await run(page);
    await expect(page.locator('[data-section="response"]')).toBeVisible();
    await expect(page.locator('[data-run-error]')).toHaveCount(0);
  });

  for (const [version, url, file] of [
    [latestVersion, '/docs/guides/getting-started', 'guides/getting-started.md'],
    [latestVersion, '/docs/guides/validation-chain', 'guides/validation-chain.md'],
    [latestVersion, '/docs/api/validation-chain', 'api/validation-chain.mdx'],
    [latestVersion, '/docs/api/check-exact', 'api/check-exact.md'],
    ['6.14.0', '/docs/6.14.0/validation-chain-api', 'validation-chain-api.mdx'],
    ['6.14.0', '/docs/6.14.0', 'index.md'],
    ['5.3.0', '/docs/5.3.0', 'index.md'],
  ] as const) {
    test(`every "Try it" of ${url} runs in the playground; programs answer their first request as the page shows`, async ({
      page,
    }) => {
      // Up to ~20 examples a page, each opened and run, on a shared, loaded machine.
      test.setTimeout(240_000);
      const docs = allDocsVersions.find((v) => v.name === version)!;
      const programs = blocksOfPage(path.join(docsDirOf(docs), file)).filter(
        (b) => b.kind === 'program' && b.requests.length,
      );
      await page.goto(url);
      const links = await page
        .locator('.playground-try-it')
        .getByRole('link', {name: 'Try it in the playground'})
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) {
        const state = decodeState(href.slice(href.indexOf('#')), [version]);
        if (!state || 'error' in state) throw new Error(`${href}: no state`);
        const program = programs.find((b) => b.code.trim() === state.code.trim());
        // A chain example of the reference: its chains, exported by the line the docs add.
        const chainExample = state.code.includes('// Added by the docs: the chains above');
        if (!program && !chainExample) throw new Error(`${url}: a Try it link whose code is no example of ${file}`);
        await page.goto('about:blank');
        await page.goto(href);
        await hydrated(page);
        await run(page);
        await expect(page.locator('[data-run-error]'), `${page.url()}`).toHaveCount(0);
        if (!program) {
          await expect(page.locator('[data-section="errors"]')).toBeVisible();
          continue;
        }
        // The link names the Express whose answer the page shows: Express 5 on 7.x pages (its own
        // "(Express 5)" block where the two differ), Express 4 on 6.x and 5.x pages.
        expect(state.express, href).toBe(family(version) === 7 ? 5 : 4);
        const first = program.requests[0];
        const pair = (state.express === 5 && first.express5) || first;
        const response = (await section(page, 'response')) as {status: number; body: unknown};
        expect(response.status, `${url}, program at line ${program.line}`).toBe(pair.status);
        expect(response.body, `${url}, program at line ${program.line}`).toEqual(
          pair.responseLang === 'json' ? JSON.parse(pair.response) : pair.response.trim(),
        );
      }
    });
  }

  test('the navbar and each version home link to the playground', async ({page}) => {
    await page.goto('/docs/6.14.0');
    await page.locator('article').getByRole('link', {name: 'playground', exact: true}).click();
    await expect(page).toHaveURL(/\/playground\?version=6\.14\.0/);
    await hydrated(page);
    await expect(page.getByLabel('express-validator version')).toHaveValue('6.14.0');
    await expect(page.locator('.navbar').getByRole('link', {name: 'Playground'})).toBeVisible();
  });

  test('docs pages load no playground or editor code', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    for (const url of ['/docs/guides/getting-started', '/docs/api/validation-chain', '/docs/6.14.0']) {
      await page.goto(url);
      await hydrated(page);
    }
    expect(scripts.length).toBeGreaterThan(3);
    for (const text of scripts) {
      expect(text).not.toContain('cm-scroller');
      expect(text).not.toContain('compressToEncodedURIComponent');
    }
  });
});

test.describe('playground: accessibility', () => {
  for (const [mode, phone] of [
    ['light', false],
    ['dark', false],
    ['light', true],
  ] as const) {
    test(`axe finds no serious or critical problem in ${mode} mode${phone ? ' at 390x844' : ''}, with a result shown`, async ({
      page,
    }) => {
      if (phone) await page.setViewportSize({width: 390, height: 844});
      await page.emulateMedia({colorScheme: mode});
      await page.goto('/playground');
      await hydrated(page);
      await run(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('keyboard only: reach Run, run, type in the code editor and leave it with Escape then Tab', async ({page}) => {
    await page.goto('/playground');
    await hydrated(page);
    await page.getByLabel('Example').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Run', exact: true})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-section="errors"]')).toBeVisible();
    await page.locator('[data-editor="javascript"] .cm-content').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-editor="javascript"] .cm-content')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-editor="json"] .cm-content')).toBeFocused();
  });
});

test.describe('playground: on a phone', () => {
  test('at 390x844 the first screen holds Run and the code editor, whose lines never break inside a word', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/playground');
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Run', exact: true})).toBeInViewport({ratio: 1});
    // The editor's first lines, not just its border.
    const editor = page.locator('[data-editor="javascript"]');
    // Lines may run past the right edge (they scroll sideways), so only the height is checked.
    const fifth = await editor.locator('.cm-line').nth(4).boundingBox();
    expect(fifth!.y).toBeGreaterThan(0);
    expect(fifth!.y + fifth!.height).toBeLessThanOrEqual(844);
    // Each line of code is one row: a wrapped line is taller than the first, a one-row line.
    const heights = await editor
      .locator('.cm-line')
      .evaluateAll((lines) => lines.map((l) => Math.round(l.getBoundingClientRect().height)));
    expect(heights.length).toBeGreaterThan(4);
    expect(new Set(heights)).toEqual(new Set([heights[0]]));
  });
});
