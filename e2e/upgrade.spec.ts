import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type {Page} from '@playwright/test';

import {docsVersions, repoRoot} from '../src/docsVersions';
import {firstLoadScripts, kB, sumFiles} from '../scripts/bench/page-weight';
import {seriousViolations} from './axe';
import {docsPageJsGzipLimit} from './docsPageBudget';
import {versionBase} from './site-pages';
import {test, expect, hydrated} from './fixtures';

/**
 * The upgrade planner (/upgrade, src/components/Upgrade) and its static pair pages, against the
 * production build: the items the issue names, the reversed and equal pairs, "Check my code",
 * the Markdown export, keyboard use, axe, hostile query parameters, the static pages in the
 * search index and as .md, and the page's first-load JS.
 */
const buildDir = path.join(repoRoot, 'build');

/** Opens the planner and waits until its checklist (or its message) is there. */
async function openPlanner(page: Page, search: string) {
  await page.goto(`/upgrade${search}`);
  await hydrated(page);
  await expect(page.getByLabel('From (the release you run)')).toBeVisible();
}

/**
 * The docs the planner links for release 7.3.2: the newest released docs version of the 7.3 line
 * (7.3.0 until a cut adds a newer docs version documenting 7.3.x).
 */
const docs732 = docsVersions.find((v) => v.name !== 'current' && v.npmVersion.startsWith('7.3.'))!;

const item = (page: Page, id: string) => page.locator(`li[data-item="${id}"]`);

test.describe('6.14.3 to 7.3.2', () => {
  test('lists the sanitize* removal with its replacement, param -> path, checkExact and [] passing', async ({page}) => {
    await openPlanner(page, '?from=6.14.3&to=7.3.2');
    await expect(page.getByLabel('From (the release you run)')).toHaveValue('6.14.3');
    await expect(page.getByLabel('To (the release you want)')).toHaveValue('7.3.2');
    const counts = page.getByRole('list', {name: 'Items per group'});
    await expect(counts).toContainText('Removed: 5');
    // An empty group is counted, not linked, and has no section.
    await expect(counts.getByText('Deprecated: 0')).toBeVisible();
    await expect(counts.getByRole('link', {name: /Deprecated/})).toHaveCount(0);
    await expect(page.locator('h2#group-deprecated')).toHaveCount(0);

    const removed = page.locator('section', {has: page.locator('h2#group-removed')});
    const sanitize = removed.locator('li[data-item="migration-v6-to-v7#sanitize-functions"]');
    await expect(sanitize).toContainText('Sanitization-only middlewares are removed');
    await expect(sanitize).toContainText('sanitizeBody(fields) → body(fields)');
    await expect(sanitize).toContainText('7.0.0');
    await expect(sanitize.getByRole('link', {name: 'migration guide'})).toHaveAttribute(
      'href',
      '/docs/migration-v6-to-v7#sanitize-functions',
    );
    // Links to the entry in the docs of both versions.
    await expect(sanitize.getByRole('link', {name: '6.14.0 docs'})).toHaveAttribute('href', /^\/docs\/6\.14\.0\//);

    const renamed = page.locator('section', {has: page.locator('h2#group-renamed')});
    await expect(renamed.locator('li[data-item="migration-v6-to-v7#error-objects"]')).toContainText(
      'Read error.path instead of error.param',
    );

    const behaviour = page.locator('section', {has: page.locator('h2#group-behaviour')});
    await expect(behaviour.locator('li[data-item="migration-v6-to-v7#arrays"]')).toContainText(
      '[] to pass the standard validators',
    );

    // "New" is collapsed until opened.
    const checkExact = item(page, 'migration-v6-to-v7#checkexact');
    await expect(checkExact).toBeHidden();
    await page.getByRole('heading', {name: /^New \(\d+\)$/}).click();
    await expect(checkExact).toBeVisible();
    await expect(checkExact).toContainText('checkExact()');
    await expect(checkExact.getByRole('link', {name: `${docs732.name} docs`})).toHaveAttribute(
      'href',
      `${versionBase(docs732)}/api/check-exact`,
    );
  });
});

test('5.3.1 to 6.15.0 lists the removal of the legacy API', async ({page}) => {
  await openPlanner(page, '?from=5.3.1&to=6.15.0');
  const legacy = page
    .locator('section', {has: page.locator('h2#group-removed')})
    .locator('li[data-item="migration-v5-to-v6#legacy-api"]');
  await expect(legacy).toContainText('The legacy API is removed');
  await expect(legacy).toContainText('6.0.0');
  await expect(legacy).toContainText('validationResult(req)');
});

test('the reversed order lists the same changes to undo; equal releases say nothing changes', async ({page}) => {
  await openPlanner(page, '?from=6.14.3&to=7.3.2');
  const forward = await page.getByRole('list', {name: 'Items per group'}).innerText();
  await openPlanner(page, '?from=7.3.2&to=6.14.3');
  await expect(page.getByText('7.3.2 is newer than 6.14.3: going back undoes the changes listed below')).toBeVisible();
  expect(await page.getByRole('list', {name: 'Items per group'}).innerText()).toBe(forward);

  await page.getByRole('button', {name: 'Swap'}).click();
  await expect(page).toHaveURL(/\/upgrade\?from=6\.14\.3&to=7\.3\.2$/);

  await openPlanner(page, '?from=7.3.2&to=7.3.2');
  await expect(
    page.getByText('“From” and “to” are both 7.3.2: nothing changes. Pick two different releases.'),
  ).toBeVisible();
  await expect(page.getByRole('list', {name: 'Items per group'})).toHaveCount(0);
});

test('a pasted 6.x program ranks its own items first, with line numbers', async ({page}) => {
  await openPlanner(page, '?from=6.14.3&to=7.3.2');
  await page.getByText('Check my code').click();
  await expect(page.getByText('your code is not sent anywhere')).toBeVisible();
  await expect(page.getByText('follows what it imports from express-validator')).toBeVisible();
  const program = [
    "const express = require('express');",
    "const { sanitizeBody, check, validationResult } = require('express-validator');",
    '',
    'const app = express();',
    "app.post('/user', sanitizeBody('name').trim(), check('age').isInt(), (req, res) => {",
    '  const errors = validationResult(req).array();',
    '  res.json(errors.map((e) => e.param));',
    '});',
  ].join('\n');
  await page.getByLabel('Your code').fill(program);
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  const touched = page.locator('section', {has: page.locator('h2#group-touched')});
  await expect(touched.getByRole('heading', {name: 'In your code (2)'})).toBeVisible();
  // The section comes before every group.
  const headings = await page.locator('main h2').allInnerTexts();
  expect(headings[0]).toBe('In your code (2)');
  await expect(touched.locator('li[data-item="migration-v6-to-v7#sanitize-functions"]')).toContainText(
    'Your code, lines 2, 5',
  );
  await expect(touched.locator('li[data-item="migration-v6-to-v7#error-objects"]')).toContainText('Your code, line 7');
  // An item listed first is not listed twice.
  await expect(page.locator('li[data-item="migration-v6-to-v7#sanitize-functions"]')).toHaveCount(1);
});

test('"Copy as Markdown" gives a checklist for a pull request', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlanner(page, '?from=6.14.3&to=7.3.2');
  await page.getByRole('button', {name: 'Copy as Markdown'}).click();
  await expect(
    page.getByRole('status').filter({hasText: 'Checklist copied to the clipboard as Markdown.'}),
  ).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.startsWith('## Upgrade express-validator from 6.14.3 to 7.3.2\n')).toBe(true);
  expect(text).toContain('### Removed (5)');
  expect(text).toMatch(/^- \[ \] \*\*7\.0\.0\*\* Sanitization-only middlewares are removed: .*sanitizeBody\(fields\)/m);
  expect(text.match(/^- \[ \] /gm)?.length).toBeGreaterThan(40);
  const origin = new URL(page.url()).origin;
  expect(text).toContain(`(${origin}/docs/migration-v6-to-v7#sanitize-functions)`);
});

test('works from the keyboard', async ({page}) => {
  await openPlanner(page, '?from=6.14.3&to=7.3.2');
  const from = page.getByLabel('From (the release you run)');
  await from.focus();
  // The list is newest first: ArrowUp moves to the next newer release.
  await page.keyboard.press('ArrowUp');
  await expect(from).toHaveValue('6.15.0');
  await expect(page).toHaveURL(/\?from=6\.15\.0&to=7\.3\.2$/);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('To (the release you want)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Swap'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('summary', {hasText: 'Check my code'})).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your code')).toBeFocused();
  await page.keyboard.type("import { sanitizeQuery } from 'express-validator';");
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Check', exact: true})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {name: 'In your code (1)'})).toBeVisible();
  const newGroup = page.locator('summary', {has: page.locator('h2#group-new')});
  await newGroup.focus();
  await page.keyboard.press('Enter');
  await expect(item(page, 'migration-v6-to-v7#checkexact')).toBeVisible();
});

test('hostile query parameters are named as text, with the nearest valid pair and no list', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)>';
  await openPlanner(
    page,
    `?from=${encodeURIComponent(hostile)}&to=${encodeURIComponent('7.3.2"><script>alert(2)</script>')}`,
  );
  const alert = page.getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(
    `“${hostile}” is not a release the planner knows as the “from” release: it covers the npm releases from 5.2.0 to 7.3.2.`,
  );
  await expect(alert).toContainText(
    '“7.3.2"><script>alert(2)</script>” is not a release the planner knows as the “to” release',
  );
  await expect(page.locator('main img, main script')).toHaveCount(0);
  await expect(page.getByRole('list', {name: 'Items per group'})).toHaveCount(0);
  await expect(alert.getByRole('link', {name: '6.15.0 to 7.3.2'})).toBeVisible();
  expect(dialogs).toBe(0);
});

test('an out-of-range release names the nearest valid pair; a lone "to" or "from" says where the list starts or ends', async ({
  page,
}) => {
  await openPlanner(page, '?from=5.1.0&to=6.0.0');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('“5.1.0” is not a release the planner knows as the “from” release');
  await expect(page.getByRole('list', {name: 'Items per group'})).toHaveCount(0);
  await alert.getByRole('link', {name: '5.2.0 to 6.0.0'}).click();
  await expect(page).toHaveURL(/\/upgrade\?from=5\.2\.0&to=6\.0\.0$/);
  await expect(page.getByRole('list', {name: 'Items per group'})).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await openPlanner(page, '?to=6.0.0');
  await expect(page.getByLabel('From (the release you run)')).toHaveValue('5.3.1');
  await expect(page.getByText('The address names no “from” release, so the list starts at 5.3.1')).toBeVisible();

  await openPlanner(page, '?from=6.14.3&from=7.0.1&to=7.3.2');
  await expect(page.getByRole('alert')).toContainText('The address gives “from” 2 times');
  await expect(page.getByRole('list', {name: 'Items per group'})).toHaveCount(0);

  await openPlanner(page, '?from=6.5.0');
  await expect(page.getByLabel('To (the release you want)')).toHaveValue('7.3.2');
  await expect(
    page.getByText('The address names no “to” release, so the list ends at 7.3.2, the newest release.'),
  ).toBeVisible();
});

test('a file over the limit opened in "Check my code" gets the paste field\'s message', async ({page}) => {
  await openPlanner(page, '?from=6.14.3&to=7.3.2');
  await page.getByText('Check my code').click();
  const file = page.getByLabel('Or open a file');
  const alert = page.getByRole('alert');
  await file.setInputFiles({name: 'big.js', mimeType: 'text/javascript', buffer: Buffer.from('x'.repeat(200_001))});
  await expect(alert).toHaveText(
    'big.js: The code is 200,001 characters long; the check reads at most 200,000. Paste the files that use express-validator one at a time.',
  );
  await expect(page.getByLabel('Your code')).toHaveValue('');
  await file.setInputFiles({name: 'huge.js', mimeType: 'text/javascript', buffer: Buffer.alloc(800_001, 'x')});
  await expect(alert).toContainText('huge.js: The code is more than 200,000 characters long');
  await file.setInputFiles({name: 'small.js', mimeType: 'text/javascript', buffer: Buffer.from('const a = 1;\n')});
  await expect(page.getByLabel('Your code')).toHaveValue('const a = 1;\n');
  await expect(alert).toHaveCount(0);
});

test("items show code in the site's code blocks, where they hold, and no internal ids", async ({page}) => {
  await openPlanner(page, '?from=6.14.3&to=7.3.2');
  const oneOf = item(page, 'migration-v6-to-v7#oneof');
  // The theme's code block: highlighted tokens and a copy button, no clipping.
  const block = oneOf.locator('.theme-code-block').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token').first()).toBeVisible();
  await expect(block.getByRole('button', {name: /copy/i})).toHaveCount(1);
  const pre = block.locator('pre');
  const clipped = await pre.evaluate(
    (el) => getComputedStyle(el).overflowX !== 'auto' && el.scrollWidth > el.clientWidth,
  );
  expect(clipped).toBe(false);
  await expect(oneOf).toContainText('Found in: declarations and running package');
  await expect(item(page, 'runtime#schema-bail-if')).toContainText('Found in: running package');
  await expect(item(page, 'new#option:chain:isCreditCard.provider')).toHaveCount(1);
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/\bclaim\b|iscreditcard-provider-dropped/);
  // One link per guide in the introduction.
  const intro = page.locator('main p').first();
  await expect(intro.getByRole('link', {name: 'Migrating from v5 to v6'})).toHaveCount(1);
  await expect(intro.getByRole('link', {name: 'Migrating from v6 to v7'})).toHaveCount(1);
});

test('the parser loads only when the reader asks for a check, and bad code gets a sentence', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await openPlanner(page, '?from=6.14.3&to=7.3.2');
  await expect(page.getByRole('list', {name: 'Items per group'})).toBeVisible();
  const before = scripts.length;
  const parserLoaded = async (list: string[]) => {
    for (const url of list) {
      const file = path.join(buildDir, new URL(url).pathname);
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('allowReturnOutsideFunction')) return true;
    }
    return false;
  };
  expect(await parserLoaded(scripts)).toBe(false);
  await page.getByText('Check my code').click();
  await page.getByLabel('Your code').fill('const a = ;;; }{');
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(page.getByRole('alert')).toContainText('could not be read as JavaScript or TypeScript');
  expect(scripts.length).toBeGreaterThan(before);
  expect(await parserLoaded(scripts)).toBe(true);
});

test('a docs version home opens the planner on its release', async ({page}) => {
  await page.goto('/docs/6.14.0');
  await hydrated(page);
  await page.getByRole('link', {name: 'upgrade planner', exact: true}).click();
  await expect(page.getByLabel('From (the release you run)')).toHaveValue('6.14.3');
  await expect(page.getByLabel('To (the release you want)')).toHaveValue('7.3.2');
});

test.describe('axe: no serious or critical violations on /upgrade', () => {
  for (const [mode, viewport] of [
    ['light', {width: 1280, height: 800}],
    ['dark', {width: 1280, height: 800}],
    ['phone', {width: 390, height: 844}],
  ] as const) {
    test(mode, async ({page}) => {
      // axe reads every item of the checklist (about 50, with code) and needs more than the default.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({colorScheme: mode === 'dark' ? 'dark' : 'light'});
      await openPlanner(page, '?from=6.14.3&to=7.3.2');
      await page.getByText('Check my code').click();
      await page.getByLabel('Your code').fill("const { sanitizeBody } = require('express-validator');");
      await page.getByRole('heading', {name: /^New \(\d+\)$/}).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('static pair pages', () => {
  const pairs = ['5.3.1-to-6.15.0', '6.15.0-to-7.3.2', '5.3.1-to-7.3.2', '6.14.3-to-7.3.2'];

  test('are rendered on the server, with a .md file and in the search index', async ({page, request}) => {
    const index = fs
      .readdirSync(path.join(buildDir, 'search-index'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => fs.readFileSync(path.join(buildDir, 'search-index', f), 'utf8'))
      .join('\n');
    for (const pair of pairs) {
      const [from, to] = pair.split('-to-');
      const html = await (await request.get(`/upgrade/${pair}`)).text();
      expect(html).toContain(`Upgrade express-validator from ${from} to ${to}</h1>`);
      expect(html).toContain('data-item=');
      const md = await request.get(`/upgrade/${pair}.md`);
      expect(md.status()).toBe(200);
      const text = await md.text();
      expect(text.startsWith(`# Upgrade express-validator from ${from} to ${to}\n`)).toBe(true);
      expect(text).toMatch(/^- \[ \] \*\*/m);
      expect(index).toContain(`/upgrade/${pair}`);
    }
    await page.goto('/upgrade/6.14.3-to-7.3.2');
    await hydrated(page);
    await expect(item(page, 'migration-v6-to-v7#sanitize-functions')).toBeVisible();
    await page.getByRole('link', {name: 'upgrade planner', exact: true}).click();
    await expect(page).toHaveURL(/\/upgrade\?from=6\.14\.3&to=7\.3\.2$/);
    await expect(page.getByLabel('From (the release you run)')).toHaveValue('6.14.3');
  });
});

/**
 * First-load JS of /upgrade, once the checklist is shown: within the docs-page budget
 * (./docsPageBudget.ts) less the 5.6 kB of that page's tabs and programs, plus the facts (history.json and facts.json, gzip) plus
 * Prism: the checklist is rendered after the facts load, so its code blocks are highlighted in
 * the browser (src/theme/CodeBlock/Content/highlight.ts loads Prism as a chunk of its own then),
 * where a docs page gets its colours in the static HTML.
 */
test('first-load JS of /upgrade stays within the docs-page budget plus the facts and Prism', async ({page}) => {
  const docsPageBudget = docsPageJsGzipLimit - 5_600;
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(repoRoot, file))).length;
  const factsGzip = gz('src/plugins/api-history/history.json') + gz('src/plugins/upgrade/facts.json');
  await openPlanner(page, '?from=6.14.3&to=7.3.2');
  await expect(page.getByRole('list', {name: 'Items per group'})).toBeVisible();
  const scripts = await firstLoadScripts(page);
  const js = sumFiles(buildDir, scripts);
  const prism = sumFiles(
    buildDir,
    scripts.filter(
      (f) =>
        !/main\./.test(f) &&
        fs.existsSync(path.join(buildDir, f)) &&
        /prismjs|Prism\.languages/.test(fs.readFileSync(path.join(buildDir, f), 'utf8')),
    ),
  );
  console.log(
    `/upgrade first-load JS: ${kB(js.raw)} raw, ${kB(js.gzip)} gzip in ${scripts.length} files (budget ${kB(docsPageBudget)} + facts ${kB(factsGzip)} + Prism ${kB(prism.gzip)})`,
  );
  expect(prism.gzip).toBeLessThanOrEqual(35_000);
  expect(js.gzip).toBeLessThanOrEqual(docsPageBudget + factsGzip + prism.gzip);
  // The facts are not in the bundle of any other page: the docs page does not load them.
  await page.goto('/docs/guides/getting-started');
  await hydrated(page);
  const docsScripts = await firstLoadScripts(page);
  const text = (files: string[]) => files.map((f) => fs.readFileSync(path.join(buildDir, f), 'utf8')).join('\n');
  const fact = 'Sanitization-only middlewares are removed';
  expect(text(scripts)).toContain(fact);
  expect(text(docsScripts)).not.toContain(fact);
});
