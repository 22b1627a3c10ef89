import fs from 'node:fs';
import path from 'node:path';

import {test, expect, hydrated} from './fixtures';
import {docsPageJsGzipLimit, versionGrowth} from './docsPageBudget';
import {countHydratedElements} from '../scripts/bench/hydration';
import {kB, loadAndListScripts, pageWeight, resourceTags, sumFiles, totalCss} from '../scripts/bench/page-weight';

/**
 * Page-weight budgets, checked against the production build (`build/`, served by the Playwright
 * web server). Each limit sits a little above what the site weighs today, so a change that makes
 * pages heavier fails here and has to raise the limit on purpose, with a new measured value.
 * `npm run bench -- site` prints the same figures (scripts/bench/page-weight.ts defines how they
 * are counted).
 */
const buildDir = path.resolve('build');

/**
 * The scripts a docs page names in its HTML (the runtime and the main bundle), gzip; the route
 * chunks the runtime then loads are left out here and counted by the budget above. Measured:
 * 152.7 kB with 22 versions; the bare Docusaurus site of `npm run bench -- site`
 * (scripts/bench/bare-docusaurus.ts) names 155.2 kB. Limit: 155 kB, the bare site's figure.
 */
const namedScriptsGzipLimit = 155_000;

/**
 * The site stylesheet, the one render-blocking CSS file every page names (Infima, the theme, the
 * search button, ours); the DocSearch modal's rules load with the modal
 * (src/plugins/search-modal-css). Measured 92.8 kB raw / 18.61 kB gzip, with the code theme's
 * colours moved here from every code block's inline style and the reference's table and link
 * rules; 93.1 kB raw / 18.65 kB gzip with the phone's heading filter (src/css/custom.css); 96.6 kB
 * raw / 19.38 kB gzip with the reference entries, signature layout and option tables
 * (src/css/reference.css), the page header, touch and target rules (src/css/controls.css) and the
 * heading filter's input style (+3.5 kB raw, +0.73 kB gzip; the Try it form's 3.1 kB loads with the
 * form, src/plugins/search-modal-css). Then 98.1 kB raw / 19.7 kB gzip with the home page's grid
 * and hero (src/pages/index.module.css) and the not-found page's form and links
 * (src/theme/NotFound/Content/styles.module.css): CSS modules of every page land in this file.
 * Then 110.1 kB raw / 21.6 kB gzip with the design tokens (src/css/tokens.css: the --ev-* tokens
 * and the Infima and DocSearch variables set from them, both modes, 11.7 kB raw of the +12 kB).
 * Then 110,979 B raw / 21,825 B gzip with the one select of every form (src/css/controls.css,
 * which Try it's own stylesheet, loaded with the form, no longer carries) and the rules that
 * reserve the space of content arriving after load. Limits: 111.3 kB raw, 22.0 kB gzip.
 */
const cssRawLimit = 111_300;
const cssGzipLimit = 22_000;

/**
 * All CSS of the build: the site stylesheet and the ones loaded on demand (the search modal's).
 * Measured 108.6 kB raw / 22.1 kB gzip in two files; 116.9 kB raw / 24.2 kB gzip in three, with the
 * rules above and the Try it form's stylesheet (3.1 kB raw, loaded with the form); 118.4 kB raw /
 * 24.5 kB gzip with the home and not-found rules above; 129.7 kB raw / 26.3 kB gzip with the design
 * tokens; 130,043 B raw / 26,369 B gzip with the shared select (Try it's stylesheet 2.45 kB raw).
 * Limits: 130.5 kB raw, 26.5 kB gzip.
 */
const allCssRawLimit = 130_500;
const allCssGzipLimit = 26_500;

/**
 * Elements of the heaviest page, `/docs/api/validation-chain`, once hydrated (every element under
 * <html>, prefetch links included): what the browser styles and lays out and React hydrates.
 * Code lines are text lines of their `<pre>` (src/theme/CodeBlock/Content/lines.ts) and signatures
 * have no toolbar (src/theme/CodeBlock/Signature.tsx); each of the 108 reference entries adds its
 * Try it button. Measured 7,847 to 7,891: the prefetch links, added in idle time, vary between
 * loads. Then 8,194 with the signature layout (src/theme/CodeBlock/Content/signatureLayout.ts: a
 * line and a unit per parameter and per return type, so that a signature wraps between its
 * parameters; static HTML, none of it hydrated). Then 8,330 to 8,369 with the final error
 * handler every program of the page ends with, and the run() entry's note on validators that
 * throw. Limit: 8,450.
 */
const heaviestPageElementLimit = 8_450;

/**
 * Elements of the heaviest page that React hydrates (holds a fiber for; scripts/bench/hydration.ts),
 * the rest being static islands: highlighted code, and the tables, paragraphs and lists that React
 * adopts as HTML (src/theme/MDXComponents/island.tsx). Measured 2,634. Limit: 2,700.
 */
const heaviestPageHydratedLimit = 2_700;

/**
 * The validation chain references, the largest pages of each family: HTML, gzip. Each of their
 * validator and sanitizer entries has a Try it button, one short tag with no props in the page's
 * JavaScript (src/theme/CodeBlock/Signature.tsx), paid for by code blocks that carry neither an
 * inline colour style nor a second language class. Measured 59.5, 42.1 and 28.6 kB (raw 375.2,
 * 264.3 and 173.9 kB); without any Try it and with those two, 59.4, 42.0 and 28.6 kB. Later 59.3,
 * 42.3 and 28.5 kB, without newline text between blocks (PERFORMANCE.md). Then 59.6, 42.5 and
 * 28.7 kB with the signature layout's spans (src/theme/CodeBlock/Content/signatureLayout.ts) and the
 * entries' class (+0.2 to +0.3 kB each). Then 60.0, 42.8 and 28.9 kB (60,048, 42,798 and 28,882
 * bytes) with what isEmail() does with a lone UTF-16 surrogate in each family, and in 7.x the
 * sentence on arrays of valid values. Then 62.3 kB (62,323 bytes) in 7.x with the final error
 * handler every program of the page ends with, and 62.6 kB (62,623 bytes) with that handler in lines
 * of at most 80 characters, one line element each. Then 43.7 and 30.3 kB (43,707 and 30,309 bytes)
 * in 6.x and 5.x with the same handler at the end of their programs.
 */
const referenceHtmlGzipLimits: Record<string, number> = {
  '/docs/api/validation-chain': 62_800,
  '/docs/6.15.0/validation-chain-api': 44_000,
  '/docs/5.3.0/validation-chain-api': 30_600,
};

/**
 * First-load JS of the 7.x reference, gzip: the docs-page figure plus the page's content chunk
 * (the reference itself) and the one Try it listener (src/components/TryIt/index.tsx). Measured
 * 224.2 kB with 22 versions, with the site config kept whole (above); 0.4 kB of it is Try it's.
 * Then 224,338 bytes: the version banners' wording with the site name unbroken (68 bytes of the
 * main bundle, ./docsPageBudget.ts) and the option tables' long unions written one pill per member
 * (60 bytes of the page's content); then 224,430 with the phone's heading filter (+92, as on
 * every docs page); then 223,985 after the three reductions of ./docsPageBudget.ts (-455 here,
 * most of it in the reference's content) and the version menu's props (+10); then 224,211 with the
 * address-mending client module (+226, as on every page); then about 224,176 with the reference
 * entries' class and the contents list that follows the reader (src/theme/TOC), paid for by the
 * code blocks' line markup leaving every docs page (src/theme/CodeBlock/Content/codeKey.ts, -35
 * here); then 225,221 with the not-found content every docs page carries (+691, as on every docs
 * page, ./docsPageBudget.ts) and the reference's longer isEmail() entry; then 227,054 with the
 * final error handler of each program in the page's content, and 227,247 with it in lines of at
 * most 80 characters. Limit: 227.6 kB for 22 versions,
 * plus `versionGrowth` (./docsPageBudget.ts).
 */
const referenceJsGzipLimit = 227_600 + versionGrowth;

/** Every HTML page of the build, relative to build/. */
function htmlFiles(): string[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html'))
    .sort();
}

test.describe('page-weight budgets', () => {
  test(`first-load JS of a docs page is at most ${kB(docsPageJsGzipLimit)} gzip`, async ({page}) => {
    const scripts = await loadAndListScripts(
      page,
      new URL('/docs/guides/getting-started', test.info().project.use.baseURL).href,
    );
    // The runtime and main bundle come first; the route chunks follow (else the count is wrong).
    expect(scripts.some((s) => /\/main\.[0-9a-f]+\.js$/.test(s))).toBe(true);
    expect(scripts.length).toBeGreaterThan(2);
    const js = sumFiles(buildDir, scripts);
    console.log(
      `docs page first-load JS: ${kB(js.raw)} raw, ${kB(js.gzip)} gzip (${js.gzip} bytes) in ${scripts.length} files`,
    );
    expect(js.gzip).toBeLessThanOrEqual(docsPageJsGzipLimit);
  });

  test(`the scripts a docs page names in its HTML are at most ${kB(namedScriptsGzipLimit)} gzip`, () => {
    const js = pageWeight(buildDir, '/docs/guides/getting-started').htmlScripts;
    expect(js.files).toHaveLength(2);
    console.log(`scripts named in the HTML: ${kB(js.gzip)} gzip (${js.files.join(', ')})`);
    expect(js.gzip).toBeLessThanOrEqual(namedScriptsGzipLimit);
  });

  test(`the heaviest page has at most ${heaviestPageElementLimit} elements, ${heaviestPageHydratedLimit} of them hydrated by React`, async ({
    page,
  }) => {
    await page.goto('/docs/api/validation-chain');
    await hydrated(page);
    // Prefetch links are added as the page's links come into view; let them settle.
    await page.waitForTimeout(1000);
    const {elements, hydrated: hydratedElements} = await page.evaluate(countHydratedElements);
    console.log(`/docs/api/validation-chain: ${elements} elements, ${hydratedElements} hydrated by React`);
    expect(elements).toBeLessThanOrEqual(heaviestPageElementLimit);
    expect(hydratedElements, 'elements React hydrates').toBeLessThanOrEqual(heaviestPageHydratedLimit);
    // Every entry of the reference is on the page, reachable by its anchor.
    await expect(page.locator('#isemail')).toHaveCount(1);
  });

  test('the HTML of the validation chain references stays within its budget', () => {
    for (const [route, limit] of Object.entries(referenceHtmlGzipLimits)) {
      const {html} = pageWeight(buildDir, route);
      console.log(`${route}: HTML ${kB(html.raw)} raw, ${kB(html.gzip)} gzip`);
      expect(html.gzip, route).toBeLessThanOrEqual(limit);
    }
  });

  test(`first-load JS of the 7.x reference is at most ${kB(referenceJsGzipLimit)} gzip`, async ({page}) => {
    const scripts = await loadAndListScripts(
      page,
      new URL('/docs/api/validation-chain', test.info().project.use.baseURL).href,
    );
    const js = sumFiles(buildDir, scripts);
    console.log(
      `reference first-load JS: ${kB(js.raw)} raw, ${kB(js.gzip)} gzip (${js.gzip} bytes) in ${scripts.length} files`,
    );
    expect(js.gzip).toBeLessThanOrEqual(referenceJsGzipLimit);
  });

  test(`the site stylesheet is at most ${kB(cssRawLimit)} raw and ${kB(cssGzipLimit)} gzip`, () => {
    const html = fs.readFileSync(path.join(buildDir, 'docs/guides/getting-started.html'), 'utf8');
    const sheets = resourceTags(html)
      .filter((t) => t.name === 'link' && t.attrs.rel === 'stylesheet')
      .map((t) => t.attrs.href);
    expect(sheets, 'one stylesheet, from the build').toEqual([
      expect.stringMatching(/^\/assets\/css\/styles\.[0-9a-f]+\.css$/),
    ]);
    const css = sumFiles(buildDir, sheets);
    console.log(`site stylesheet: ${kB(css.raw)} raw, ${kB(css.gzip)} gzip`);
    expect(css.raw).toBeLessThanOrEqual(cssRawLimit);
    expect(css.gzip).toBeLessThanOrEqual(cssGzipLimit);
  });

  test(`all CSS is at most ${kB(allCssRawLimit)} raw and ${kB(allCssGzipLimit)} gzip`, () => {
    const css = totalCss(buildDir);
    expect(css.files.length).toBeGreaterThan(0);
    console.log(`CSS: ${kB(css.raw)} raw, ${kB(css.gzip)} gzip in ${css.files.length} file(s)`);
    expect(css.raw).toBeLessThanOrEqual(allCssRawLimit);
    expect(css.gzip).toBeLessThanOrEqual(allCssGzipLimit);
  });

  test('no page has a render-blocking script, and every image has its size', () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let thirdParty = 0;
    for (const file of files) {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      for (const {name, attrs} of resourceTags(html)) {
        if (name !== 'script' || attrs.src === undefined) continue;
        const external = /^(?:[a-z]+:)?\/\//i.test(attrs.src);
        if (external) thirdParty++;
        // Our own scripts only need `defer`; a third-party one must also be `async`, so that a
        // slow host never delays our scripts or the page.
        if (!('defer' in attrs) || (external && !('async' in attrs)))
          problems.push(`${file}: <script src="${attrs.src}">`);
      }
      for (const img of html.match(/<img\b[^>]*>/gi) ?? []) {
        if (!/\swidth=/i.test(img) || !/\sheight=/i.test(img)) problems.push(`${file}: ${img}`);
      }
    }
    expect(thirdParty, 'the GitHub buttons script is on the pages').toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
