/**
 * What a reader's browser downloads to show one page of the production build (`build/`), read
 * from the built files, without a browser: the page's HTML, its stylesheets and its first-load
 * JavaScript. Used by the benchmark (scripts/bench/bench.ts) and by the page-weight budgets
 * (e2e/budgets.spec.ts), so both count the same bytes.
 *
 * Definitions:
 * - first-load JS: every same-origin script the page runs before React has hydrated it. The HTML
 *   names only the runtime and main bundle (`<script src defer>`); the chunks of the current route
 *   (page component, MDX content, version metadata) are then loaded by the runtime before
 *   hydration. `firstLoadScripts` reads both from the browser's resource timing entries whose
 *   initiator is a script element; link prefetches of other pages (Docusaurus prefetches the
 *   pages of visible links, initiator "link") are not counted. Without a browser,
 *   `pageWeight().htmlScripts` gives the scripts the HTML names.
 * - CSS: every same-origin `<link rel="stylesheet">`.
 * - third-party scripts: `<script src>` on another host, listed with their attributes; their bytes
 *   are not counted (they are not ours and load asynchronously).
 * - gzip sizes use zlib's default level (6), close to what GitHub Pages sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type {Page} from '@playwright/test';

import {resolvePath} from '../site/serve-build';

/** Raw and gzip-compressed byte counts. */
export type Bytes = {raw: number; gzip: number};

/** One third-party script tag of a page. */
export type ThirdPartyScript = {src: string; async: boolean; defer: boolean};

/** Byte counts of one page of the build (see the module comment for what is counted). */
export type PageWeight = {
  route: string;
  html: Bytes;
  css: Bytes & {files: string[]};
  /** Same-origin scripts named in the HTML (not the route chunks: see firstLoadScripts). */
  htmlScripts: Bytes & {files: string[]};
  thirdParty: ThirdPartyScript[];
};

/** Raw and gzip sizes of a buffer. */
export function bytesOf(content: Buffer): Bytes {
  return {raw: content.length, gzip: zlib.gzipSync(content).length};
}

/** Attributes of an HTML start tag (`<link a="b" c>`), names lower-cased; bare attributes are ''. */
export function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(/([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** `<script>` and `<link>` start tags of an HTML document, in document order. */
export function resourceTags(html: string): {name: 'script' | 'link'; attrs: Record<string, string>}[] {
  return [...html.matchAll(/<(script|link)\b[^>]*>/gi)].map((m) => ({
    name: m[1].toLowerCase() as 'script' | 'link',
    attrs: attributesOf(m[0]),
  }));
}

/** True when a URL of the page points at another host. */
function isThirdParty(url: string): boolean {
  return /^(?:[a-z]+:)?\/\//i.test(url);
}

/** Sum of the sizes of build files given by site-absolute URLs (`/assets/js/x.js`). */
export function sumFiles(buildDir: string, urls: string[]): Bytes {
  const total = {raw: 0, gzip: 0};
  for (const url of urls) {
    const file = path.join(buildDir, decodeURIComponent(url.split(/[?#]/)[0]));
    const size = bytesOf(fs.readFileSync(file));
    total.raw += size.raw;
    total.gzip += size.gzip;
  }
  return total;
}

/**
 * Weight of the page served at `route` (e.g. `/docs/guides/getting-started`) from `buildDir`,
 * resolving the route to its file as GitHub Pages does. Throws when the route has no page.
 */
export function pageWeight(buildDir: string, route: string): PageWeight {
  const root = path.resolve(buildDir);
  const resolved = resolvePath(root, route);
  if (resolved.status !== 200 || !resolved.file) throw new Error(`No page at ${route} in ${root}`);
  const htmlContent = fs.readFileSync(resolved.file);
  const tags = resourceTags(htmlContent.toString('utf8'));

  const js = new Set<string>();
  const css = new Set<string>();
  const thirdParty: ThirdPartyScript[] = [];
  for (const {name, attrs} of tags) {
    if (name === 'script' && attrs.src !== undefined) {
      if (isThirdParty(attrs.src)) {
        thirdParty.push({src: attrs.src, async: 'async' in attrs, defer: 'defer' in attrs});
      } else {
        js.add(attrs.src);
      }
    } else if (name === 'link' && attrs.href && !isThirdParty(attrs.href)) {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('stylesheet')) css.add(attrs.href);
      else if ((rel.includes('preload') && attrs.as === 'script') || rel.includes('modulepreload')) js.add(attrs.href);
    }
  }
  return {
    route,
    html: bytesOf(htmlContent),
    css: {...sumFiles(root, [...css]), files: [...css]},
    htmlScripts: {...sumFiles(root, [...js]), files: [...js]},
    thirdParty,
  };
}

/**
 * Site-absolute paths of the same-origin scripts a page has run so far, in load order: call it
 * once the page is hydrated (`html[data-has-hydrated="true"]`). See the module comment.
 */
export async function firstLoadScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paths = performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
      .map((e) => new URL(e.name))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname);
    return [...new Set(paths)];
  });
}

/**
 * Opens `url` in `page`, waits until React has hydrated it and returns its first-load scripts.
 * Requests to other hosts are answered with an empty body (the weight counts our files only).
 */
export async function loadAndListScripts(page: Page, url: string): Promise<string[]> {
  await page.route(
    (u) => u.origin !== new URL(url).origin,
    (route) => route.fulfill({status: 200, body: ''}),
  );
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return firstLoadScripts(page);
}

/** Total size of every CSS file the build ships (`build/assets/css`). */
export function totalCss(buildDir: string): Bytes & {files: string[]} {
  const dir = path.join(buildDir, 'assets', 'css');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.css')) : [];
  return {
    ...sumFiles(
      buildDir,
      files.map((f) => `/assets/css/${f}`),
    ),
    files,
  };
}

/** Formats a byte count in kB (1 kB = 1000 bytes) with one decimal. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
