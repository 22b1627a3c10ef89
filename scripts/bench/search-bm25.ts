/**
 * Plain BM25 over the site's search records: the baseline the embedded engine is compared with in
 * `npm run search:relevance`. An engine that does no better than this earns none of its knobs.
 *
 * It is MiniSearch with its defaults (its own tokenizer and lower-casing, no prefix or typo
 * matching, words combined with OR, BM25+ with k 1.2, b 0.7, d 0.5) over three fields of each
 * record: `title`, the record's own heading (a content record's is the heading it sits under),
 * boosted 2; `headings`, the headings above it; `content`, its body text. Like the engine, it keeps
 * the best record of each URL and honours the `docusaurus_tag` facet filter by being built over
 * the index files of the tags searched only.
 */
import MiniSearch from 'minisearch';

import {hierarchyLevels, type SearchRecord} from '../../src/search/records';

/** One hit as the relevance script reads it: the record's URL and its page title (lvl1). */
export interface PlainHit {
  url: string;
  hierarchy: {lvl1: string | null};
}

/** Boost of the title field; the other fields weigh 1 (MiniSearch's default). */
export const titleBoost = 2;

/**
 * A plain BM25 index over some records.
 * Input: the records (order kept as a tie-breaker). `search(query, limit)` returns at most `limit`
 * hits, best first, one per URL; a query without words returns none. Never throws.
 */
export class PlainBm25 {
  private readonly records: readonly SearchRecord[];
  private readonly miniSearch: MiniSearch<{id: number; title: string; headings: string; content: string}>;

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    this.miniSearch = new MiniSearch({idField: 'id', fields: ['title', 'headings', 'content']});
    this.miniSearch.addAll(
      records.map((record, id) => {
        const headings = hierarchyLevels.map((level) => record.hierarchy[level]).filter((h): h is string => !!h);
        // A heading record's title is its own heading; a content record's, the deepest heading above it.
        const title = headings.at(-1) ?? '';
        return {id, title, headings: headings.slice(0, -1).join(' '), content: record.content ?? ''};
      }),
    );
  }

  search(query: string, limit = 20): PlainHit[] {
    const seen = new Set<string>();
    const hits: PlainHit[] = [];
    for (const result of this.miniSearch.search(query, {boost: {title: titleBoost}})) {
      const record = this.records[result.id as number]!;
      if (seen.has(record.url)) continue;
      seen.add(record.url);
      hits.push({url: record.url, hierarchy: {lvl1: record.hierarchy.lvl1}});
      if (hits.length >= limit) break;
    }
    return hits;
  }
}
