/**
 * A search client with the surface of algoliasearch's lite client (`search`, `addAlgoliaAgent`,
 * `transporter.algoliaAgent`) that answers from the embedded index instead of Algolia.
 *
 * This module is small on purpose: it is in the main bundle (the navbar's SearchBar wrapper imports
 * it). The engine (MiniSearch + adapter, ./engine) is fetched as a separate chunk with `import()`
 * when the modal opens ({@link preloadIndex}) or on the first search, and the engine fetches the
 * index files; nothing of either is in the main bundle (an e2e test checks it).
 */
import type {QueryRequest} from './engine';
import type {FacetFilters} from './facetFilters';
import type {SearchResponse} from './engine/RecordSearch';

type EngineModule = typeof import('./engine');

/** The part of algoliasearch's LiteClient that DocSearch and algoliasearch-helper use. */
export interface SearchClientLike {
  search(input: {requests: QueryRequest[]} | QueryRequest[]): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(agent: {segment: string; version?: string}): unknown}};
}

let engineModule: Promise<EngineModule> | undefined;

/** Loads the engine chunk once; a failed load (network error) is retried by the next search. */
function loadEngine(): Promise<EngineModule> {
  if (!engineModule) {
    engineModule = import(/* webpackChunkName: "search-engine" */ './engine');
    engineModule.catch(() => {
      engineModule = undefined;
    });
  }
  return engineModule;
}

const clients = new Map<string, SearchClientLike>();

/**
 * The error a failed search rejects with: named `RetryError`, like algoliasearch's error when no
 * Algolia host answers, because that name is what makes DocSearch show its "Unable to fetch
 * results" screen (any other error leaves the modal on its previous screen).
 */
function unreachable(cause: unknown): Error {
  const error = new Error(
    `The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    {cause},
  );
  error.name = 'RetryError';
  return error;
}

/**
 * The embedded search client for a manifest URL (one shared instance per URL).
 * Input: the absolute path of `search-index/manifest.json` (from the search-index plugin's global
 * data). Output: a client whose `search` resolves to Algolia-shaped results and rejects when the
 * engine chunk or an index file cannot be loaded (Error named `RetryError`).
 */
export function embeddedSearchClient(manifestUrl: string): SearchClientLike {
  let client = clients.get(manifestUrl);
  if (!client) {
    const agent = {
      value: 'docusaurus-embedded-search',
      add() {
        return agent;
      },
    };
    client = {
      async search(input) {
        try {
          const engine = await loadEngine();
          return await engine.searchRequests(manifestUrl, input);
        } catch (cause) {
          throw unreachable(cause);
        }
      },
      addAlgoliaAgent() {},
      transporter: {algoliaAgent: agent},
    };
    clients.set(manifestUrl, client);
  }
  return client;
}

/**
 * Starts loading what the first search of a page needs (the engine chunk, the manifest and the
 * index files of the tags `facetFilters` allows), so that the reader's first query does not wait
 * for them. Called when the search modal opens; a reader needs some time to type the first word.
 * Measured at 4x CPU on the 7.3.0 index: the engine and index take about 1.9 s to arrive and build.
 *
 * Input: the manifest URL and the page's contextual facet filters (undefined: every index file).
 * Output: none. Loads each file once per visit (the engine's caches); a failure is ignored here,
 * and the next search tries again and shows "Unable to fetch results" if it fails too.
 */
export function preloadIndex(manifestUrl: string, facetFilters: FacetFilters | undefined): void {
  loadEngine()
    .then((engine) => engine.engineFor(manifestUrl, facetFilters))
    .catch(() => undefined);
}
