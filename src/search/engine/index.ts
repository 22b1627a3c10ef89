/**
 * The embedded search backend's lazy chunk: fetches the index files, builds the engines and answers
 * Algolia multi-queries. Loaded with `import()` when the search modal first opens or on the first
 * search (see ../embeddedClient.ts), so neither MiniSearch nor any record is in the main bundle.
 *
 * Which files are fetched: the manifest (`search-index/manifest.json`, written by the search-index
 * plugin at build time) maps each search tag (`default` for non-docs pages, `docs-<plugin>-<version>`
 * per docs version) to a content-hashed index file. A query fetches the files of the tags that its
 * facet filters allow (`docusaurus_tag:...` OR-group of contextual search), or every file when the
 * query does not restrict the tag. Manifest, files and engines are kept in memory for the rest of
 * the visit (and the browser's HTTP cache keeps the files across visits). A failed fetch is not
 * cached: the next query tries again.
 */
import {requiredValues, type FacetFilters} from '../facetFilters';
import {decodeIndexFile, type SearchIndexFile, type SearchIndexManifest, type SearchRecord} from '../records';
import {RecordSearch, type SearchParams, type SearchResponse} from './RecordSearch';

/** One query as DocSearch sends it (`{indexName, query, ...params}`) or as the v4 helper does (`{indexName, params}`). */
export interface QueryRequest {
  indexName?: string;
  params?: SearchParams;
  [parameter: string]: unknown;
}

const manifests = new Map<string, Promise<SearchIndexManifest>>();
const files = new Map<string, Promise<SearchRecord[]>>();
const engines = new Map<string, Promise<RecordSearch>>();

/** Memoizes a promise, forgetting it when it rejects so that a later call retries. */
function remember<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`Search index: ${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

function loadManifest(manifestUrl: string): Promise<SearchIndexManifest> {
  return remember(manifests, manifestUrl, () => fetchJson<SearchIndexManifest>(manifestUrl));
}

function loadFile(url: string): Promise<SearchRecord[]> {
  return remember(files, url, async () => decodeIndexFile(await fetchJson<SearchIndexFile>(url)));
}

/** The search tags whose index files a query needs: those its facet filters allow, all when unrestricted. */
function tagsFor(manifest: SearchIndexManifest, facetFilters: FacetFilters | undefined): string[] | undefined {
  return requiredValues(facetFilters, 'docusaurus_tag')?.filter((tag) => tag in manifest.indexes);
}

/**
 * The engine over the records of some search tags' index files (tags missing from the manifest are
 * skipped). Rejects when the manifest or an index file cannot be fetched or parsed.
 */
async function engineOver(
  manifestUrl: string,
  manifest: SearchIndexManifest,
  tags: readonly string[],
): Promise<RecordSearch> {
  const sorted = [...new Set(tags)].filter((tag) => tag in manifest.indexes).sort();
  return remember(engines, `${manifestUrl}\n${sorted.join('\n')}`, async () => {
    const recordLists = await Promise.all(sorted.map((tag) => loadFile(manifest.indexes[tag]!)));
    return new RecordSearch(recordLists.flat());
  });
}

/**
 * The engine for one query's facet filters.
 * Input: manifest URL (absolute path such as `/search-index/manifest.json`) and the facet filters.
 * Output: a RecordSearch over the index files of the tags the filters allow (every file when the
 * filters do not restrict `docusaurus_tag`). Rejects when a file cannot be fetched or parsed.
 */
export async function engineFor(manifestUrl: string, facetFilters: FacetFilters | undefined): Promise<RecordSearch> {
  const manifest = await loadManifest(manifestUrl);
  return engineOver(manifestUrl, manifest, tagsFor(manifest, facetFilters) ?? Object.keys(manifest.indexes));
}

/** Flattens both request shapes into Algolia search parameters plus the index name. */
function normalize(request: QueryRequest): {indexName?: string; params: SearchParams} {
  const {indexName, params, ...rest} = request;
  return {indexName, params: {...rest, ...(params ?? {})} as SearchParams};
}

/**
 * Answers an Algolia multi-query (`client.search()` of algoliasearch v5, or its legacy array form
 * used by algoliasearch-helper) from the embedded index.
 * Input: `{requests: QueryRequest[]}` or `QueryRequest[]`. Output: `{results}`, one Algolia result
 * per request, in order. Rejects when an index file cannot be loaded (the UIs then show their
 * "Unable to fetch results" state).
 *
 * Facet-count requests (`hitsPerPage: 0`, sent by algoliasearch-helper for disjunctive facets,
 * without the version-tag filter) are answered over the files the other requests of the same
 * multi-query need, so that the /search page never downloads the index of every version; their
 * facet counts therefore only cover those versions (the page does not display them).
 */
export async function searchRequests(
  manifestUrl: string,
  input: {requests: QueryRequest[]} | QueryRequest[],
): Promise<{results: SearchResponse[]}> {
  const requests = (Array.isArray(input) ? input : input.requests).map(normalize);
  const manifest = await loadManifest(manifestUrl);
  const all = Object.keys(manifest.indexes);
  const countOnly = (params: SearchParams) => Number(params.hitsPerPage ?? 20) === 0;
  const neededByHits = requests
    .filter(({params}) => !countOnly(params))
    .flatMap(({params}) => tagsFor(manifest, params.facetFilters) ?? all);
  const results = await Promise.all(
    requests.map(async ({indexName, params}) => {
      const tags =
        tagsFor(manifest, params.facetFilters) ?? (countOnly(params) && neededByHits.length > 0 ? neededByHits : all);
      return (await engineOver(manifestUrl, manifest, tags)).search(params, indexName);
    }),
  );
  return {results};
}
