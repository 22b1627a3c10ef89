/**
 * Writes the site's search records as Algolia-ready JSON, for uploading to a hosted DocSearch
 * index with any Algolia client: `npm run search:records -- [build dir] [output file]`
 * (defaults: `build`, `search-records.json` in the current folder, outside the deployed site).
 *
 * Input: a finished build (any backend; the records come from the built HTML, with the same
 * extraction as the embedded index, src/plugins/search-index/extract.ts). Every `.html` file is
 * read; redirect stubs and noindex pages yield no records, `404.html` is skipped.
 * Output: a JSON array of DocSearch-shaped records (objectID, type, hierarchy.lvl0..lvl6, content,
 * url, url_without_anchor, anchor, language, docusaurus_tag, version, weight) and one summary
 * line per search tag on stdout. Each record's `weight.pageRank` is its page-kind prior
 * (`withPageRank`), and the record heading a reference entry carries its name and words (`entry`,
 * `withEntry`). The index needs `language`, `docusaurus_tag` and `type` as facets
 * (attributesForFaceting) for the site's filters to match.
 * Exit code 1 when the build folder has no index.html.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import config from '../../docusaurus.config';
import {collectRecords, type BuiltPage} from '../../src/plugins/search-index/buildIndex';
import {defaultWeights, isCalledName, nameWords, pageKind, pageWeight} from '../../src/search/engine/RecordSearch';
import type {SearchRecord} from '../../src/search/records';

/** A record as the hosted index holds it: the embedded index's record plus the entry it heads. */
export type HostedRecord = SearchRecord & {entry?: string[]};

/**
 * The record with `weight.pageRank` set to its page-kind prior of the embedded engine (the weight
 * for a query that is not about upgrading, times 100, rounded: guides and reference 100, migration
 * guides 30, …), so the hosted index's `customRanking` (`desc(weight.pageRank)` first) orders
 * records of equal text relevance as the embedded engine's priors do. Input and output: a record.
 */
export function withPageRank(record: SearchRecord): SearchRecord {
  return {
    ...record,
    weight: {...record.weight, pageRank: Math.round(pageWeight(record, false, defaultWeights.kinds) * 100)},
  };
}

/**
 * The record with `entry` set when it heads a reference entry (a called API name such as
 * `isMobilePhone()` on a reference page, as the embedded engine's attribute rule reads it): the
 * name, then its words (`['isMobilePhone', 'mobile phone']`; one item when they are the same, as
 * for `custom()`). The hosted index searches `entry` before the hierarchy, so a query that names the
 * entry or its words finds it first. Other records are returned unchanged. Input and output: a record.
 */
export function withEntry(record: SearchRecord): HostedRecord {
  const heading = record.type === 'content' ? null : record.hierarchy[record.type];
  if (!heading || !isCalledName(heading) || pageKind(record) !== 'reference') return record;
  const name = heading.trim().replace(/\(\)$/, '');
  const words = nameWords(name).join(' ');
  return {...record, entry: words === name.toLowerCase() ? [name] : [name, words]};
}

/** Every HTML file under `dir` (recursively), with the route that serves it (trailingSlash false). */
export async function builtPages(dir: string, baseUrl: string): Promise<BuiltPage[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  const pages: BuiltPage[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (relative === '404.html') continue;
    const route = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
    pages.push({routePath: `${baseUrl}${route}`, file});
  }
  return pages;
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const output = path.resolve(process.argv[3] ?? 'search-records.json');
  if (!(await fs.stat(path.join(buildDir, 'index.html')).catch(() => null))) {
    console.error(`No build in ${buildDir}: run npm run build first.`);
    process.exit(1);
  }
  const byTag = await collectRecords(
    await builtPages(buildDir, config.baseUrl),
    config.url,
    config.titleDelimiter ?? '|',
  );
  const all = [...byTag.keys()]
    .sort()
    .flatMap((tag) => byTag.get(tag)!)
    .map(withPageRank)
    .map(withEntry);
  await fs.writeFile(output, JSON.stringify(all, null, 1));
  for (const tag of [...byTag.keys()].sort()) console.log(`${tag}: ${byTag.get(tag)!.length} records`);
  console.log(`${all.length} records written to ${path.relative(process.cwd(), output)}`);
}

if (require.main === module) void main();
