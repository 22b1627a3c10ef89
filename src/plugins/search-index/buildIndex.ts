/**
 * Builds the embedded search index from a finished build (Node): reads every page's HTML, extracts
 * its records (./extract.ts) and writes one index file per search tag plus a manifest.
 *
 * Output layout (inside the build folder):
 * - `search-index/<tag>.<hash>.json`: SearchIndexFile of one tag (`default` = pages outside the
 *   docs, `docs-default-<version>` = one docs version); `<hash>` = first 10 hex digits of the
 *   SHA-256 of the file content, so a file can be cached forever and a change gets a new name;
 * - `search-index/manifest.json`: SearchIndexManifest mapping each tag to its file's URL path.
 * The tags come from the pages themselves (their `docusaurus_tag` meta), so any number of docs
 * versions works without a list in code.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import {
  encodeIndexFile,
  searchIndexDir,
  searchIndexManifestName,
  type SearchIndexManifest,
  type SearchRecord,
} from '../../search/records';
import {extractPageRecords} from './extract';

/** One page of the build: its route and the HTML file that serves it. */
export interface BuiltPage {
  /** Route path including the base URL, e.g. `/docs/api/check`. */
  routePath: string;
  /** Absolute path of the page's HTML file. */
  file: string;
}

export interface IndexFileSummary {
  tag: string;
  /** URL path of the file, e.g. `/search-index/default.0123456789.json`. */
  url: string;
  pages: number;
  records: number;
  /** Size of the file in bytes. */
  bytes: number;
}

/**
 * The HTML file of a route in `outDir`: `<route>.html` (trailingSlash false), `<route>/index.html`,
 * `index.html` for the site root. Returns undefined when none exists.
 */
export async function htmlFileForRoute(
  outDir: string,
  baseUrl: string,
  routePath: string,
): Promise<string | undefined> {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const trimmed = relative.replace(/\/$/, '');
  const candidates = trimmed === '' ? ['index.html'] : [`${trimmed}.html`, `${trimmed}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (
      await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

/**
 * Extracts the records of every page, grouped by search tag (pages in route order, records in
 * document order). Pages that are not searchable (redirect stubs, noindex pages) contribute none.
 * Input: pages, the site URL without trailing slash (e.g. `https://express-validator.github.io`)
 * and the title delimiter. Output: tag → records.
 */
export async function collectRecords(
  pages: readonly BuiltPage[],
  siteUrl: string,
  titleDelimiter: string,
): Promise<Map<string, SearchRecord[]>> {
  const byTag = new Map<string, SearchRecord[]>();
  const sorted = [...pages].sort((a, b) => a.routePath.localeCompare(b.routePath));
  for (const page of sorted) {
    const html = await fs.readFile(page.file, 'utf8');
    const records = extractPageRecords(html, {url: siteUrl.replace(/\/$/, '') + page.routePath, titleDelimiter});
    if (!records || records.length === 0) continue;
    for (const record of records) {
      const list = byTag.get(record.docusaurus_tag) ?? [];
      list.push(record);
      byTag.set(record.docusaurus_tag, list);
    }
  }
  return byTag;
}

/**
 * Writes the index files and the manifest into `<outDir>/search-index/` (replacing the folder).
 * Output: one summary per file, sorted by tag. Throws when a file cannot be written.
 */
export async function writeSearchIndex(options: {
  outDir: string;
  baseUrl: string;
  byTag: Map<string, SearchRecord[]>;
}): Promise<IndexFileSummary[]> {
  const dir = path.join(options.outDir, searchIndexDir);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  const manifest: SearchIndexManifest = {format: 1, indexes: {}};
  const summaries: IndexFileSummary[] = [];
  for (const tag of [...options.byTag.keys()].sort()) {
    const records = options.byTag.get(tag)!;
    const json = JSON.stringify(encodeIndexFile(tag, records));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const name = `${tag.replace(/[^A-Za-z0-9._-]/g, '_')}.${hash}.json`;
    await fs.writeFile(path.join(dir, name), json);
    const url = `${options.baseUrl}${searchIndexDir}/${name}`;
    manifest.indexes[tag] = url;
    summaries.push({
      tag,
      url,
      pages: new Set(records.map((r) => r.url_without_anchor)).size,
      records: records.length,
      bytes: Buffer.byteLength(json),
    });
  }
  await fs.writeFile(path.join(dir, searchIndexManifestName), JSON.stringify(manifest));
  return summaries;
}
