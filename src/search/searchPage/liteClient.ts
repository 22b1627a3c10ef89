/**
 * Stand-in for `algoliasearch/lite`, seen only by the theme's SearchPage (the search-index plugin
 * aliases that import for that one module; DocSearch and everything else get the real package).
 *
 * Why an alias: the SearchPage of @docusaurus/theme-search-algolia 3.10.2 builds its client with
 * `liteClient(appId, apiKey)` inside the component and takes no prop to replace it; aliasing the
 * import swaps the client without copying (ejecting) the page. The page's logic, markup, version
 * select, paging and translations stay the theme's.
 *
 * `liteClient(appId, apiKey)` returns:
 * - embedded backend: the shared embedded client (../embeddedClient.ts);
 * - hosted Algolia: the real lite client.
 * Either way each request also gets the config's extra facet filters
 * (`themeConfig.algolia.searchParameters.facetFilters`, the `type` group), which the modal applies
 * through the theme and the SearchPage would otherwise ignore, and an empty snippet ellipsis. Facts read from build-time data:
 * the backend from the search-index plugin's global data, the filters from the site config.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';

import {searchIndexPluginName, type SearchBackendData} from '../records';
import {embeddedSearchClient, type SearchClientLike} from '../embeddedClient';
import {mapRequestParams, withExtraFacetFilters, type FacetFilters} from '../facetFilters';

function extraFacetFilters(): FacetFilters | undefined {
  const algolia = siteConfig.themeConfig.algolia as {searchParameters?: {facetFilters?: FacetFilters}} | undefined;
  return algolia?.searchParameters?.facetFilters;
}

/**
 * The client with `extra` ANDed to the facet filters of every request, and with no snippet
 * ellipsis unless a request asks for one: the page appends "..." to every snippet itself, which
 * after the default "…" would read "……".
 */
function forSearchPage(client: SearchClientLike, extra: FacetFilters | undefined): SearchClientLike {
  const search: SearchClientLike['search'] = (input) =>
    client.search(
      mapRequestParams(withExtraFacetFilters(input, extra), (params) => ({snippetEllipsisText: '', ...params})),
    );
  return Object.assign(Object.create(client) as SearchClientLike, {search});
}

/** Same signature as algoliasearch's `liteClient`; see the module comment for what it returns. */
export function liteClient(appId: string, apiKey: string): SearchClientLike {
  const data = (globalData[searchIndexPluginName]?.default ?? {backend: 'algolia'}) as SearchBackendData;
  const base =
    data.backend === 'embedded'
      ? embeddedSearchClient(data.manifestUrl)
      : (algoliaLiteClient(appId, apiKey) as unknown as SearchClientLike);
  return forSearchPage(base, extraFacetFilters());
}
