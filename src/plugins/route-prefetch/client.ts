/**
 * Replacement for `@docusaurus/core/lib/client/docusaurus.js` (the `window.docusaurus` object
 * behind `<Link>`'s prefetch on viewport and preload on hover), installed by ./index.ts. It keeps
 * the behaviour of Docusaurus 3.10 (the same chunks are prefetched for the same routes, under the
 * same conditions) and removes two costs that grow with the number of docs versions:
 *
 * - Docusaurus scans every entry of the route table's chunk names (`routesChunkNames`, about 1,000
 *   entries with 22 versions), with a regular expression each, for every route it prefetches.
 *   Here the table is indexed by route path once, on the first prefetch.
 * - Docusaurus adds a `<link rel="prefetch">` for every chunk of every route in view, so the
 *   chunks all docs pages share (layout, version metadata, sidebar) were added again for each
 *   link: about 600 elements for 60 files on a docs page. Here each file is prefetched once.
 * - Docusaurus adds the links as soon as their routes come into view, all at once right after
 *   hydration. Here they are added in idle time, a few at a time (`linkPrefetch`).
 *
 * Input: route paths (`/docs/api/check`). Output: promises that settle when the prefetch or preload
 * is done; `false` when nothing was done. Never throws; a failed prefetch is ignored, as in
 * Docusaurus (404s are logged by the browser anyway).
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';

/** Injected by Docusaurus's ChunkAssetPlugin: the URL of a chunk from its name. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();
/** URLs already prefetched (or being prefetched), with their outcome. */
const prefetchedFiles = new Map<string, Promise<void>>();
/** Chunk names by route path (the route table's key without its `-<hash>` suffix). */
let chunkNamesByPath: Map<string, string[]> | undefined;

/** If the reader is on a slow or constrained connection. */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
      const key = routeNameWithHash.replace(/-[^-]+$/, '');
      const names = Object.values(flat(routeChunks));
      chunkNamesByPath.set(key, [...(chunkNamesByPath.get(key) ?? []), ...names]);
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

/** Whether the browser prefetches with `<link rel="prefetch">` (Safari does not). */
function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** `<link rel="prefetch">` elements waiting for an idle moment to be added to the document. */
const pendingLinks: HTMLLinkElement[] = [];
let flushScheduled = false;

/**
 * Most links added per idle callback. Adding a prefetch link starts its request on the main
 * thread: about 0.6 ms each, so the 60 links of a docs page in one go were one task of 140 to 170
 * ms at Lighthouse's 4x CPU slowdown (a CPU profile of getting started, `appendChild` under
 * `prefetch`), counted as blocking time once the page had loaded. Eight at a time stay far
 * below the 50 ms of a long task.
 */
const linksPerIdleCallback = 8;

/** Adds the waiting links to `<head>`, a few per idle period, until none is left. */
function flushLinks(): void {
  flushScheduled = false;
  for (const link of pendingLinks.splice(0, linksPerIdleCallback)) document.head.appendChild(link);
  if (pendingLinks.length > 0) scheduleFlush();
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  // Safari has no requestIdleCallback (nor link prefetch, so it never gets here); a timer then.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flushLinks, {timeout: 2000});
  else setTimeout(flushLinks, 50);
}

/**
 * Prefetches one file with a `<link rel="prefetch">`, added to the document when the main thread
 * is idle, a few links at a time (see {@link linksPerIdleCallback}).
 */
function linkPrefetch(url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'prefetch');
    link.setAttribute('href', url);
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch of ${url} failed`));
    pendingLinks.push(link);
    scheduleFlush();
  });
}

/** Prefetches one file with a request of its own, where link prefetch is not supported. */
function xhrPrefetch(url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject(new Error(`prefetch of ${url} failed`)));
    request.send(null);
  });
}

let strategy: ((url: string) => Promise<void>) | undefined;

/** Prefetches one file, once per page load. */
function prefetchFile(url: string): Promise<void> {
  let done = prefetchedFiles.get(url);
  if (!done) {
    strategy ??= supportsLinkPrefetch() ? linkPrefetch : xhrPrefetch;
    done = strategy(url).catch(() => {});
    prefetchedFiles.set(url, done);
  }
  return done;
}

/**
 * Chunk URLs by chunk name. The bundler's `gca()` builds its table of every chunk (two object
 * literals of about 420 entries with 22 versions) on each call, and the chunks all docs pages share
 * are asked for once per link in view; here each name is looked up once.
 */
const chunkAssets = new Map<string, string | undefined>();

function chunkAssetOf(chunkName: string): string | undefined {
  if (!chunkAssets.has(chunkName)) chunkAssets.set(chunkName, __webpack_require__.gca(chunkName));
  return chunkAssets.get(chunkName);
}

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  const matches = matchRoutes(routes, routePath);
  const chunkNames = matches.flatMap((match) => chunkNamesOf(match.route.path as string));
  return Promise.all(
    chunkNames.map((chunkName) => {
      // The chunk may have been merged into another one by the bundler: then there is no URL.
      const chunkAsset = chunkAssetOf(chunkName);
      return chunkAsset && !chunkAsset.includes('undefined') ? prefetchFile(chunkAsset) : Promise.resolve();
    }),
  );
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
