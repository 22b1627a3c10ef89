/**
 * Benchmark of the embedded search backend: `npm run bench -- search` (after `npm run build`).
 * Not part of `npm test`: timings depend on the machine.
 *
 * For each index file of build/search-index (one per docs version, plus `default` for the pages
 * outside the docs) it prints the file size raw and gzip-compressed (level 9, what a static host
 * typically serves), then, in Chromium (Playwright), on a page of the built site served like
 * GitHub Pages:
 * - the time to fetch and index that version together with `default` (what the first search on a
 *   page of that version does), in ms;
 * - p50 and p95 of the query time over a fixed query list (`queries` below, each run `runs` times),
 *   in ms, for the engine the site ships (src/search/engine/RecordSearch.ts, bundled here with
 *   esbuild), with the version's contextual facet filters and DocSearch's request parameters.
 * Env: BENCH_PORT (default 3190) for the local server. Exit code 1 when there is no build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';

import {serve} from '../site/serve-build';
import type {SearchIndexManifest} from '../../src/search/records';

/** Queries a reader types: API names, prefixes, several words, a typo, a miss. */
export const queries = [
  'isEmail',
  'isEm',
  'body',
  'custom validator',
  'withMessage',
  'oneOf',
  'checkSchema',
  'matchedData',
  'optional',
  'sanitize trim',
  'validation result',
  'wildcard',
  'error message',
  'valdiation',
  'normalizeEmail',
  'no such words here',
];
const runs = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const root = path.resolve('build');
  const manifestFile = path.join(root, 'search-index', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error('No embedded search index in build/: run npm run build (without ALGOLIA_* variables) first.');
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchIndexManifest;
  const bundle = await build({
    stdin: {
      contents: `
        import {RecordSearch} from '../../src/search/engine/RecordSearch';
        import {decodeIndexFile} from '../../src/search/records';
        window.benchSearch = async (urls, facetFilters, queries, runs) => {
          const started = performance.now();
          const files = await Promise.all(urls.map((u) => fetch(u).then((r) => r.json())));
          const engine = new RecordSearch(files.flatMap(decodeIndexFile));
          const loadMs = performance.now() - started;
          const times = [];
          const params = {hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>', snippetEllipsisText: '…',
            attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'], facetFilters};
          for (let run = 0; run < runs; run++) {
            for (const query of queries) {
              // A fresh engine cache per run would hide nothing: each query string is new to the cache once per engine.
              const t = performance.now();
              engine.search({...params, query: run === 0 ? query : query + ' '.repeat(run)});
              times.push(performance.now() - t);
            }
          }
          return {loadMs, times, records: engine.size};
        };`,
      // Imports are relative to this file, whatever the working directory.
      resolveDir: __dirname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
  });
  const script = bundle.outputFiles[0]!.text;

  const port = Number(process.env.BENCH_PORT ?? 3190);
  const server = await serve(root, port);
  const executablePath = fs.existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium';
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox']});
  try {
    const page = await browser.newPage();
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.addScriptTag({content: script});
    console.log(
      `engine bundle (MiniSearch + adapter, minified): ${(script.length / 1024).toFixed(1)} KiB raw, ${(zlib.gzipSync(script, {level: 9}).length / 1024).toFixed(1)} KiB gzip`,
    );
    // Warm-up (JIT, caches of the browser), not reported.
    const warmTag = Object.keys(manifest.indexes).sort().at(-1)!;
    await page.evaluate(
      ([u, q]) =>
        (window as unknown as {benchSearch: (...a: unknown[]) => Promise<unknown>}).benchSearch(u, undefined, q, 3),
      [[manifest.indexes[warmTag]!], queries] as const,
    );
    console.log(
      'index file                      raw KiB  gzip KiB  records(+default)  first search load+index ms  query p50 ms  p95 ms',
    );
    for (const [tag, url] of Object.entries(manifest.indexes).sort()) {
      const bytes = fs.readFileSync(path.join(root, url));
      const gzip = zlib.gzipSync(bytes, {level: 9}).length;
      const urls = tag === 'default' ? [url] : [manifest.indexes.default!, url].filter(Boolean);
      const facetFilters = ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]];
      const result = await page.evaluate(
        ([u, f, q, r]) =>
          (
            window as unknown as {
              benchSearch: (...a: unknown[]) => Promise<{loadMs: number; times: number[]; records: number}>;
            }
          ).benchSearch(u, f, q, r),
        [urls, facetFilters, queries, runs] as const,
      );
      const sorted = [...result.times].sort((a, b) => a - b);
      console.log(
        `${tag.padEnd(30)} ${(bytes.length / 1024).toFixed(1).padStart(8)} ${(gzip / 1024).toFixed(1).padStart(9)} ${String(result.records).padStart(18)} ${result.loadMs.toFixed(0).padStart(27)} ${percentile(sorted, 50).toFixed(2).padStart(13)} ${percentile(sorted, 95).toFixed(2).padStart(7)}`,
      );
    }
    console.log(`${queries.length} queries × ${runs} runs per version; queries: ${queries.join(' | ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (require.main === module) void main();
