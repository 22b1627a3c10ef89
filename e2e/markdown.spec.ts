/**
 * The docs for tools (markdown-export plugin): `<page>.md` for every docs page of every version,
 * llms.txt and llms-full.txt per version, the `<link rel="alternate">`, and the "Copy page" button.
 * The files are read from build/ (the production build these tests serve) and over HTTP; sizes are
 * printed.
 */
import fs from 'node:fs';
import path from 'node:path';

import {repoRoot} from '../src/docsVersions';
import {site} from '../src/site';
import {test, expect, hydrated} from './fixtures';
import {docsPaths, sitemapPaths} from './site-pages';
import {latestVersion} from '../tests/siteContract';

const buildDir = path.join(repoRoot, 'build');
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
/** Chrome texts of a rendered page that must never reach the Markdown. */
const chrome = [
  'Skip to main content',
  'On this page',
  'Edit this page',
  'Copyright ©',
  'Copy page',
  'View as Markdown',
];

/** The text of a page's `<h1>` in its built HTML (entities decoded, tags removed). */
function h1Of(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

test.describe('Markdown of every docs page', () => {
  test('every docs route of every version has its .md: titled, fenced code balanced, no site chrome', () => {
    const paths = docsPaths();
    expect(paths.length).toBeGreaterThan(300);
    let bytes = 0;
    for (const route of paths) {
      const file = `${route.slice(1)}.md`;
      expect(fs.existsSync(path.join(buildDir, file)), `${file} exists`).toBe(true);
      const markdown = read(file);
      bytes += Buffer.byteLength(markdown);
      const title = h1Of(read(`${route.slice(1)}.html`));
      expect(markdown.split('\n')[0], `${file}: the page title as its # heading`).toBe(`# ${title}`);
      expect(markdown.match(/^# /gm)?.length, `${file}: one # heading`).toBe(1);
      const fences = markdown.split('\n').filter((line) => /^```/.test(line)).length;
      expect(fences % 2, `${file}: every code fence is closed`).toBe(0);
      for (const text of chrome) expect(markdown.includes(text), `${file} has no "${text}"`).toBe(false);
    }
    console.log(`Markdown: ${paths.length} pages, ${(bytes / 1024).toFixed(1)} KiB in all`);
  });

  test('7.3.0: the generated reference of the validation chain page lists isEmail with its anchor and code', () => {
    const markdown = read('docs/api/validation-chain.md');
    expect(markdown).toMatch(/^#{2,4} .*isEmail\(.*\{#isemail\}$/m);
    expect(markdown).toMatch(/^```(js|ts)/m);
    expect(markdown).toContain(`(${site.url}/docs/api/validation-chain#`);
  });

  test('6.14.0: every docs link stays in 6.14.0 unless the page itself links elsewhere on purpose', () => {
    const files = fs.readdirSync(path.join(buildDir, 'docs/6.14.0')).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(10);
    let links = 0;
    for (const file of files) {
      const markdown = read(`docs/6.14.0/${file}`);
      const html = read(`docs/6.14.0/${file.replace(/\.md$/, '.html')}`);
      // A removed API's mark points at its successor in the latest docs on purpose.
      const successors = new Set(
        [...markdown.matchAll(/Removed in [\d.]+; use \[[^\]]+\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]),
      );
      for (const [, url] of markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) {
        if (!url!.startsWith(`${site.url}/docs`)) continue;
        links++;
        const pathname = new URL(url!).pathname;
        if (pathname.startsWith('/docs/6.14.0')) continue;
        // A link into another version must be one the page shows too (e.g. the 5.3.0 legacy API).
        expect(html, `docs/6.14.0/${file}: ${pathname} is a link of the page itself`).toContain(`href=${pathname}`);
        if (!successors.has(url!)) expect(pathname).not.toMatch(/^\/docs\/(?:api|guides)\//);
      }
    }
    expect(links).toBeGreaterThan(20);
  });

  test('the .md files are served as text/markdown, and are neither in the sitemap nor in the search index', async ({
    request,
  }) => {
    const response = await request.get('/docs/6.14.0/check-api.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/markdown');
    expect(await response.text()).toMatch(/^# /);
    expect(sitemapPaths().some((p) => p.endsWith('.md'))).toBe(false);
    const indexFiles = fs.readdirSync(path.join(buildDir, 'search-index'));
    for (const file of indexFiles) expect(read(`search-index/${file}`)).not.toContain('.md"');
  });

  test('each docs page links its Markdown in the head', () => {
    expect(read('docs/api/check.html')).toMatch(
      /<link[^>]+rel=alternate[^>]+type=text\/markdown[^>]+href=\/docs\/api\/check\.md/,
    );
    expect(read('docs/6.14.0/check-api.html')).toMatch(/type=text\/markdown[^>]+href=\/docs\/6\.14\.0\/check-api\.md/);
    expect(read('docs/category/guides.html')).toMatch(/type=text\/markdown[^>]+href=\/docs\/category\/guides\.md/);
  });
});

test.describe('llms.txt', () => {
  /** Every llms.txt and llms-full.txt of the build, relative to build/. */
  const llmsFiles = () =>
    fs
      .readdirSync(buildDir, {recursive: true})
      .map(String)
      .filter((f) => /(?:^|\/)llms(?:-full)?\.txt$/.test(f))
      .sort();

  test('one llms.txt and llms-full.txt per docs version, linking only to files that exist', () => {
    const files = llmsFiles();
    // The latest at the root, every other version (Next included) under /docs/<version>/.
    const versions = JSON.parse(read('../versions.json')) as string[];
    expect(files).toContain('llms.txt');
    expect(files).toContain('llms-full.txt');
    for (const v of ['next', ...versions.slice(1)]) {
      expect(files).toContain(`docs/${v}/llms.txt`);
      expect(files).toContain(`docs/${v}/llms-full.txt`);
    }
    expect(files.length).toBe(2 * (versions.length + 1));

    const sizes: string[] = [];
    for (const file of files) {
      const text = read(file);
      sizes.push(`${file}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`);
      if (file.endsWith('llms-full.txt')) continue;
      expect(text, file).toMatch(/^# express-validator .+\n\n> .+\n/);
      const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);
      expect(links.length, `${file} links`).toBeGreaterThan(10);
      for (const link of links) {
        expect(link.startsWith(`${site.url}/`), link).toBe(true);
        const target = decodeURIComponent(new URL(link).pathname).slice(1);
        expect(fs.existsSync(path.join(buildDir, target)), `${file} → ${target}`).toBe(true);
      }
    }
    console.log(sizes.join('\n'));
  });

  test('the root llms.txt is the latest release, grouped by sidebar category, and lists the other versions', () => {
    const text = read('llms.txt');
    expect(text).toContain(`# express-validator ${latestVersion}`);
    for (const heading of [
      '## Docs',
      '## Guides',
      '## Migrating',
      '## Middlewares',
      '## API reference',
      '## Other versions',
    ]) {
      expect(text).toContain(`\n${heading}\n`);
    }
    expect(text).toContain(`](${site.url}/docs/api/check.md): `);
    expect(text).toContain(`](${site.url}/docs/6.14.0/llms.txt)`);
    expect(text.indexOf('## Guides')).toBeLessThan(text.indexOf('## Other versions'));
    const v6 = read('docs/6.14.0/llms.txt');
    expect(v6).toContain('# express-validator 6.14.0');
    expect(v6).toContain(`](${site.url}/docs/6.14.0/check-api.md)`);
    expect(v6).not.toContain('## Other versions');
    const full = read('docs/6.14.0/llms-full.txt');
    expect(full).toContain(read('docs/6.14.0/check-api.md').trim());
  });
});

test.describe('Copy page button', () => {
  test('copies the same text as the .md, announces it, and works from the keyboard', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/api/check');
    await hydrated(page);
    const expected = read('docs/api/check.md');
    const button = page.getByRole('button', {name: 'Copy page'});
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/api/check.md');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Page copied to the clipboard as Markdown.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('a Markdown file that cannot be fetched gives a message, not silence', async ({page, consoleErrors}) => {
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: ''}));
    await page.goto('/docs/6.14.0/check-api');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.locator('#copy-page-status')).toHaveText(
      'Could not copy the page: the Markdown file answered 503.',
    );
    consoleErrors.length = 0; // the 503 is logged by Chromium, on purpose here
  });
});
