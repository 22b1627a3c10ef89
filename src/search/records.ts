/**
 * Shapes shared by the index builder (build time, Node) and the embedded search client (browser).
 *
 * A search record follows the record shape of Algolia DocSearch indexes (the attributes that the
 * DocSearch crawler writes and that @docsearch/react and the theme's /search page read):
 * `hierarchy.lvl0..lvl6`, `content`, `type`, `url`, `url_without_anchor`, `anchor`, plus the
 * facet attributes that contextual search filters on (`language`, `docusaurus_tag`, `version`).
 */
import type {DocSearchRecordType} from './facetFilters';

/** Heading path of a record: lvl0 = sidebar category, lvl1 = page title, lvl2..lvl6 = h2..h6. */
export interface Hierarchy {
  lvl0: string;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];

export interface SearchRecord {
  /** Unique in the whole site (hash of tag, url and position). */
  objectID: string;
  /** `lvlN`: the record is the heading hierarchy[lvlN]; `content`: a paragraph, list item or table row. */
  type: DocSearchRecordType;
  hierarchy: Hierarchy;
  /** Plain text (not HTML) of a content record; null for heading records. */
  content: string | null;
  /** Absolute URL (site url + path + `#anchor` when the record sits under a heading with an id). */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** Locale of the page (`<meta name="docsearch:language">`), e.g. `en`. */
  language: string;
  /** Docusaurus search tag of the page (`<meta name="docusaurus_tag">`): `default` or `docs-<plugin>-<version>`. */
  docusaurus_tag: string;
  /** Docs version name (`<meta name="docusaurus_version">`), e.g. `7.3.0` or `current`; null outside docs. */
  version: string | null;
  /** DocSearch ranking hints: level 100 (lvl1) down to 50 (lvl6), 0 for content; position in the page. */
  weight: {pageRank: number; level: number; position: number};
  /**
   * Heading records only, when their section has code blocks: the comments and the string literals
   * of two words or more of those blocks, one a line (an example's output comment, a thrown message).
   * The embedded engine searches it as a low-weight field; it is never shown.
   */
  code?: string;
}

/**
 * Content of one index file (`search-index/<tag>.<hash>.json`): the records of one search tag in a
 * compact encoding (each page URL and each heading path stored once). `decodeIndexFile` turns it
 * back into SearchRecords equal to the ones the builder extracted.
 */
export interface SearchIndexFile {
  /** Format version of this file; bumped when the encoding changes. */
  format: 1;
  docusaurus_tag: string;
  language: string;
  version: string | null;
  /** Origin of every URL, e.g. `https://express-validator.github.io`. */
  origin: string;
  /** `url_without_anchor` of the pages, without the origin. */
  pages: string[];
  /** Distinct heading paths: [lvl0, lvl1, …] with trailing nulls dropped. */
  hierarchies: (string | null)[][];
  /**
   * One tuple per record: [type, page index, hierarchy index, anchor, content, position], plus the
   * record's `code` text as a seventh element when it has one.
   */
  records: [DocSearchRecordType, number, number, string | null, string | null, number, string?][];
}

/** DocSearch's level weight of a record type: lvl1 100, lvl2 90 … lvl6 50, lvl0 110, content 0. */
export function levelWeight(type: DocSearchRecordType): number {
  return type === 'content' ? 0 : 100 - (Number(type.slice(3)) - 1) * 10;
}

/** objectID of a record: unique in the site and stable while the page keeps its structure. */
export function recordObjectID(tag: string, pathWithoutAnchor: string, position: number): string {
  return `${tag}:${pathWithoutAnchor}:${position}`;
}

/**
 * Encodes the records of one search tag. Input: records that all have `docusaurus_tag` = `tag`
 * and the same `language` and `version`, with URLs on one origin. Throws otherwise.
 */
export function encodeIndexFile(tag: string, records: readonly SearchRecord[]): SearchIndexFile {
  const first = records[0];
  const origin = first ? new URL(first.url_without_anchor).origin : '';
  const file: SearchIndexFile = {
    format: 1,
    docusaurus_tag: tag,
    language: first?.language ?? 'en',
    version: first?.version ?? null,
    origin,
    pages: [],
    hierarchies: [],
    records: [],
  };
  const pageIndex = new Map<string, number>();
  const hierarchyIndex = new Map<string, number>();
  for (const record of records) {
    if (record.docusaurus_tag !== tag || record.language !== file.language || record.version !== file.version) {
      throw new Error(
        `encodeIndexFile(${tag}): record ${record.objectID} has tag/language/version ${record.docusaurus_tag}/${record.language}/${record.version}`,
      );
    }
    if (!record.url_without_anchor.startsWith(origin))
      throw new Error(`encodeIndexFile(${tag}): ${record.url} is not on ${origin}`);
    const page = record.url_without_anchor.slice(origin.length);
    if (!pageIndex.has(page)) pageIndex.set(page, file.pages.push(page) - 1);
    const levels: (string | null)[] = hierarchyLevels.map((level) => record.hierarchy[level]);
    while (levels.length > 1 && levels[levels.length - 1] === null) levels.pop();
    const key = JSON.stringify(levels);
    if (!hierarchyIndex.has(key)) hierarchyIndex.set(key, file.hierarchies.push(levels) - 1);
    const tuple: SearchIndexFile['records'][number] = [
      record.type,
      pageIndex.get(page)!,
      hierarchyIndex.get(key)!,
      record.anchor,
      record.content,
      record.weight.position,
    ];
    if (record.code !== undefined) tuple.push(record.code);
    file.records.push(tuple);
  }
  return file;
}

/** Decodes an index file into DocSearch-shaped records (the inverse of encodeIndexFile). */
export function decodeIndexFile(file: SearchIndexFile): SearchRecord[] {
  return file.records.map(([type, page, hierarchy, anchor, content, position, code]) => {
    const path = file.pages[page]!;
    const levels = file.hierarchies[hierarchy]!;
    const urlWithoutAnchor = file.origin + path;
    return {
      objectID: recordObjectID(file.docusaurus_tag, path, position),
      type,
      hierarchy: {
        lvl0: levels[0] ?? '',
        lvl1: levels[1] ?? null,
        lvl2: levels[2] ?? null,
        lvl3: levels[3] ?? null,
        lvl4: levels[4] ?? null,
        lvl5: levels[5] ?? null,
        lvl6: levels[6] ?? null,
      },
      content,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      language: file.language,
      docusaurus_tag: file.docusaurus_tag,
      version: file.version,
      weight: {pageRank: 0, level: levelWeight(type), position},
      ...(code === undefined ? {} : {code}),
    };
  });
}

/** Content of `search-index/manifest.json`: where the index file of each search tag is. */
export interface SearchIndexManifest {
  format: 1;
  /** docusaurus_tag → URL path of its index file (content-hashed name), e.g. `/search-index/default.1a2b3c4d.json`. */
  indexes: Record<string, string>;
}

/** Folder of the build output that holds the manifest and the index files. */
export const searchIndexDir = 'search-index';
/** Name of the manifest inside `searchIndexDir`; not hashed, so the client can find it. */
export const searchIndexManifestName = 'manifest.json';

/** Global data of the `search-index` plugin (read in the browser through src/search/backend.ts). */
export interface SearchBackendData {
  /** `algolia`: hosted DocSearch (the three ALGOLIA_* variables were set at build time); `embedded`: the built-in index. */
  backend: 'algolia' | 'embedded';
  /** Absolute path of the embedded index manifest, e.g. `/search-index/manifest.json`. */
  manifestUrl: string;
}

/** Name of the search-index plugin, under which its global data is published. */
export const searchIndexPluginName = 'search-index';
