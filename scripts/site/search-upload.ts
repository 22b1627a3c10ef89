/**
 * Sends the search records of a build to a hosted Algolia index, replacing its content atomically:
 * `npm run search:upload -- [records file]` (default `search-records.json`, written by
 * `npm run search:records`). The deploy workflow runs it after a successful deployment.
 *
 * Environment:
 * - `ALGOLIA_APP_ID`, `ALGOLIA_INDEX_NAME`: the index (the same values the site is built with);
 * - `ALGOLIA_ADMIN_API_KEY`: a key that may write (ACL addObject, editSettings, deleteIndex), never
 *   printed; the search-only key (`ALGOLIA_SEARCH_API_KEY`, when set) is refused;
 * - `ALGOLIA_HOST` (optional, for tests or a proxy): one `http(s)://host[:port]` that replaces
 *   Algolia's hosts.
 *
 * What it sends, with the official client (`algoliasearch` v5), in this order:
 * 1. the index settings DocSearch expects (`indexSettings`) on a temporary index
 *    `<index>_tmp_<timestamp>`;
 * 2. the query rules (`queryRules`), replacing any the temporary index has;
 * 3. the records, in batches of 1,000, into the temporary index;
 * 4. a `move` of the temporary index over the live one (settings and rules with it): readers
 *    search the old records until the new ones are complete, never a half-filled index.
 * Each step waits for Algolia's task to be published. When a step fails, the temporary index is
 * deleted (best effort) and the live index is left as it was.
 *
 * Output: one line per step on stdout. Exit code 1 with a message (no key, no stack) when a
 * variable is missing, the key is refused (HTTP 403) or the file is not a list of records.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {algoliasearch, type IndexSettings, type Rule} from 'algoliasearch';

import {libraryName, weakWords} from '../../src/search/engine/RecordSearch';
import {hierarchyLevels} from '../../src/search/records';
import type {SearchRecord} from '../../src/search/records';

/**
 * Settings of the hosted index, from the record shape of src/search/records.ts (plus the `entry`
 * of scripts/site/search-records.ts) and the way the theme's search UI queries it (contextual facet
 * filters on language and docusaurus_tag, the `type` OR-group, the /search page's disjunctive
 * facets, highlights and snippets). The ranking rules of the embedded engine that Algolia can
 * express are set here; src/search/README.md ("Hosted Algolia parity") lists them and the others.
 */
export const indexSettings: IndexSettings = {
  // The attribute rule of the embedded engine (src/search/engine/rank.ts): a reference entry's name
  // and its words first (`entry`, ordered, so the name before the words), then the hierarchy (the
  // category, the page title, headings down to h6), then body text, then the comments and messages
  // of a section's code blocks (searched, never retrieved), as the embedded engine weighs them least.
  searchableAttributes: [
    'entry',
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    'unordered(code)',
  ],
  // Facets (not filterOnly): the /search page asks for facet counts of language and docusaurus_tag.
  attributesForFaceting: ['language', 'version', 'docusaurus_tag', 'type'],
  // One hit per URL: a heading and the paragraphs under it share the URL with its anchor.
  attributeForDistinct: 'url',
  distinct: true,
  // Algolia's criteria with the attribute before proximity: a heading that holds the words outranks
  // body text that has them closer together, as in the embedded engine; typos still come first.
  ranking: ['typo', 'geo', 'words', 'filters', 'attribute', 'proximity', 'exact', 'custom'],
  // A one-word query equal to a whole attribute value (an entry's name or words: `email`) is exact.
  exactOnSingleWordQuery: 'attribute',
  // camelCase names are words and their parts, as the engine indexes them (`email` finds `isEmail()`).
  camelCaseAttributes: [...hierarchyLevels.map((level) => `hierarchy.${level}`), 'content'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
  // The embedded engine's weak words (function and complaint words): not required to match.
  optionalWords: [...weakWords].sort(),
  separatorsToIndex: '_',
};

/**
 * Query rules of the hosted index: the library's name (`express validator`, `express-validator`)
 * is taken out of a query that has other words, as `withoutLibraryName` of the embedded engine does,
 * so it never decides between two pages; a query that is only the name is searched as typed (a rule
 * anchored on the whole query outranks one that only contains the pattern, and its consequence, the
 * query unchanged, replaces the other's). Algolia matches patterns on its tokens, where a hyphen
 * separates words, so both spellings trigger them.
 */
export const queryRules: Rule[] = [
  {
    objectID: 'library-name',
    description: "The library's name tells no two pages of its docs apart: searched without it.",
    conditions: [{pattern: libraryName.join(' '), anchoring: 'contains', alternatives: false}],
    consequence: {params: {query: {remove: [...libraryName]}}},
  },
  {
    objectID: 'library-name-alone',
    description: "A query that is only the library's name is searched as typed.",
    conditions: [{pattern: libraryName.join(' '), anchoring: 'is', alternatives: false}],
    consequence: {params: {query: libraryName.join(' ')}},
  },
];

/** A failure the maintainer can act on: printed as its message alone. */
export class UploadError extends Error {}

/** What the upload needs, read from the environment by `uploadConfig`. */
export type UploadConfig = {appId: string; indexName: string; adminKey: string; host?: string};

/**
 * Reads and checks the upload variables. Input: an environment. Output: the config.
 * Throws UploadError naming every missing variable, when the admin key equals the search-only key,
 * or when `ALGOLIA_HOST` is not an http(s) origin.
 */
export function uploadConfig(env: Record<string, string | undefined>): UploadConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const appId = value('ALGOLIA_APP_ID');
  const indexName = value('ALGOLIA_INDEX_NAME');
  const adminKey = value('ALGOLIA_ADMIN_API_KEY');
  const missing = Object.entries({
    ALGOLIA_APP_ID: appId,
    ALGOLIA_INDEX_NAME: indexName,
    ALGOLIA_ADMIN_API_KEY: adminKey,
  })
    .filter(([, v]) => v === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new UploadError(
      `search:upload needs ${missing.join(', ')} in the environment (the admin key is a repository secret, never the search-only key).`,
    );
  }
  if (adminKey === value('ALGOLIA_SEARCH_API_KEY')) {
    throw new UploadError(
      'ALGOLIA_ADMIN_API_KEY is the search-only key (the same as ALGOLIA_SEARCH_API_KEY); it cannot write. Use the admin key or a key with the addObject, editSettings and deleteIndex rights.',
    );
  }
  const host = value('ALGOLIA_HOST');
  if (host !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(host)) {
    throw new UploadError(`ALGOLIA_HOST must be an origin such as http://127.0.0.1:8080, got ${JSON.stringify(host)}`);
  }
  return {appId: appId!, indexName: indexName!, adminKey: adminKey!, host};
}

/**
 * Checks that `data` is a non-empty list of search records (objectID, url, hierarchy, type).
 * Throws UploadError with the position of the first bad entry.
 */
export function assertRecords(data: unknown): asserts data is SearchRecord[] {
  if (!Array.isArray(data) || data.length === 0) throw new UploadError('the records file holds no list of records');
  data.forEach((r: Partial<SearchRecord> | null, i) => {
    if (
      !r ||
      typeof r.objectID !== 'string' ||
      typeof r.url !== 'string' ||
      !r.hierarchy ||
      typeof r.type !== 'string'
    ) {
      throw new UploadError(`record ${i} is not a search record (objectID, url, hierarchy and type are required)`);
    }
  });
}

/** Removes every occurrence of `secret` from a text that may be printed. */
export function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}

/** What `uploadRecords` did, for the summary line. */
export type UploadSummary = {indexName: string; temporaryIndex: string; records: number; batches: number};

/**
 * Replaces the records of the live index (see the module comment for the four steps).
 * Input: the config, the records and an optional line logger and clock (tests). Output: the
 * summary. Throws UploadError (403: the key may not write; other HTTP errors with Algolia's
 * message), after deleting the temporary index.
 */
export async function uploadRecords(
  config: UploadConfig,
  records: readonly SearchRecord[],
  log: (line: string) => void = console.log,
  now: () => number = Date.now,
): Promise<UploadSummary> {
  const hosts = config.host
    ? (() => {
        const u = new URL(config.host);
        return [
          {
            url: u.hostname,
            port: u.port ? Number(u.port) : undefined,
            protocol: u.protocol.slice(0, -1) as 'http' | 'https',
            accept: 'readWrite' as const,
          },
        ];
      })()
    : undefined;
  const client = algoliasearch(config.appId, config.adminKey, hosts ? {hosts} : {});
  const live = config.indexName;
  const temporaryIndex = `${live}_tmp_${now()}`;
  const batchSize = 1000;
  try {
    const settings = await client.setSettings({indexName: temporaryIndex, indexSettings});
    await client.waitForTask({indexName: temporaryIndex, taskID: settings.taskID});
    log(`settings applied to ${temporaryIndex}`);
    const rules = await client.saveRules({indexName: temporaryIndex, rules: queryRules, clearExistingRules: true});
    await client.waitForTask({indexName: temporaryIndex, taskID: rules.taskID});
    log(`${queryRules.length} query rules saved to ${temporaryIndex}`);
    const batches = await client.saveObjects({
      indexName: temporaryIndex,
      objects: records as unknown as Record<string, unknown>[],
      batchSize,
      waitForTasks: true,
    });
    log(`${records.length} records sent to ${temporaryIndex} in ${batches.length} batch(es)`);
    const move = await client.operationIndex({
      indexName: temporaryIndex,
      operationIndexParams: {operation: 'move', destination: live},
    });
    await client.waitForTask({indexName: temporaryIndex, taskID: move.taskID});
    log(`${temporaryIndex} moved over ${live}`);
    return {indexName: live, temporaryIndex, records: records.length, batches: batches.length};
  } catch (error) {
    await client.deleteIndex({indexName: temporaryIndex}).catch(() => undefined);
    const status = (error as {status?: number}).status;
    const message = redact(error instanceof Error ? error.message : String(error), config.adminKey);
    if (status === 403) {
      throw new UploadError(
        `Algolia refused the key (HTTP 403: ${message}). ALGOLIA_ADMIN_API_KEY must be the admin key or a key with the addObject, editSettings and deleteIndex rights on ${live}; the live index was not changed.`,
      );
    }
    throw new UploadError(
      `the upload failed${status ? ` (HTTP ${status})` : ''}: ${message}; the live index ${live} was not changed.`,
    );
  }
}

/** CLI: reads the records file named by the first argument and uploads it. */
async function main(): Promise<void> {
  let adminKey = '';
  try {
    const config = uploadConfig(process.env);
    adminKey = config.adminKey;
    const file = path.resolve(process.argv[2] ?? 'search-records.json');
    const text = await fs.readFile(file, 'utf8').catch(() => {
      throw new UploadError(`no records file at ${file}: run npm run search:records first`);
    });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new UploadError(`${file} is not JSON`);
    }
    assertRecords(data);
    const summary = await uploadRecords(config, data);
    console.log(`search:upload: ${summary.records} records are live in ${summary.indexName}`);
  } catch (error) {
    const message = error instanceof UploadError ? error.message : `unexpected error: ${String(error)}`;
    console.error(`search:upload: ${redact(message, adminKey)}`);
    process.exitCode = 1;
  }
}

if (require.main === module) void main();
