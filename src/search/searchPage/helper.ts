/**
 * Stand-in for `algoliasearch-helper`, seen only by the theme's SearchPage (the search-index
 * plugin aliases the import for that one module; everything else gets the real package).
 *
 * It returns the real helper with two listeners added:
 * - `error`: the theme's SearchPage registers none, and the helper's event emitter throws on an
 *   unhandled `error` event, which would end a failed request in an uncaught exception and a
 *   spinner that never stops. Here a failure is recorded (./failures.ts, shown by the SearchPage
 *   wrapper as "Unable to fetch results") and an empty result for the same query is emitted, so
 *   the page leaves its loading state;
 * - `result`: clears the recorded failure.
 */
import algoliaSearchHelper from 'algoliasearch-helper';

import {setSearchFailed} from './failures';

type Helper = ReturnType<typeof algoliaSearchHelper>;

export default function searchPageHelper(...args: Parameters<typeof algoliaSearchHelper>): Helper {
  const helper = algoliaSearchHelper(...args);
  helper.on('result', () => setSearchFailed(false));
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
