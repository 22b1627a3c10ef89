/**
 * Stand-in for `algoliasearch-helper`, seen only by the theme's SearchPage (the search-index
 * plugin aliases the import for that one module; everything else gets the real package).
 *
 * It returns the real helper with listeners added before the page's own:
 * - `error`: the theme's SearchPage registers none, and the helper's event emitter throws on an
 *   unhandled `error` event, which would end a failed request in an uncaught exception and a
 *   spinner that never stops. Here a failure is recorded (./failures.ts, shown by the SearchPage
 *   wrapper as "Unable to fetch results") and an empty result for the same query is emitted, so
 *   the page leaves its loading state;
 * - `result`: clears the recorded failure, and gives each docs result the context line of
 *   ./context.ts ("7.3.0 › API › checkExact() › Edge cases"), which the page then shows above the
 *   result in place of the index's sidebar category. Listeners run in the order they were added,
 *   so the page reads the changed hits.
 */
import algoliaSearchHelper from 'algoliasearch-helper';
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';

import {setSearchFailed} from './failures';
import {
  pagePath,
  placesOf,
  withPlace,
  type DocsVersionData,
  type HighlightedLevel,
  type NavbarItemData,
} from './context';

type Helper = ReturnType<typeof algoliaSearchHelper>;

/** A hit as the SearchPage reads it (the fields used here). */
type PageHit = {url?: string; _highlightResult?: {hierarchy?: Record<string, HighlightedLevel>}};

/** The leading labels of every docs page's context line, by page path; built at the first result. */
let places: Map<string, string[]> | undefined;

function placeOf(url: string): string[] | undefined {
  places ??= placesOf(
    (globalData['docusaurus-plugin-content-docs']?.default as {versions?: DocsVersionData[]} | undefined)?.versions ??
      [],
    (siteConfig.themeConfig.navbar as {items?: NavbarItemData[]} | undefined)?.items ?? [],
  );
  return places.get(pagePath(url));
}

export default function searchPageHelper(...args: Parameters<typeof algoliaSearchHelper>): Helper {
  const helper = algoliaSearchHelper(...args);
  helper.on('result', ({results}) => {
    setSearchFailed(false);
    for (const hit of (results.hits ?? []) as PageHit[]) {
      const place = hit.url ? placeOf(hit.url) : undefined;
      const hierarchy = hit._highlightResult?.hierarchy;
      if (place && hierarchy) hit._highlightResult!.hierarchy = withPlace(hierarchy, place);
    }
  });
  helper.on('error', () => {
    setSearchFailed(true);
    const query = helper.state.query ?? '';
    // The SearchPage reads {query, hits, page, nbHits, nbPages} from `results`.
    (helper as unknown as {emit(event: string, payload: unknown): void}).emit('result', {
      results: {query, hits: [], page: 0, nbHits: 0, nbPages: 0},
      state: helper.state,
    });
    setSearchFailed(true);
  });
  return helper;
}
