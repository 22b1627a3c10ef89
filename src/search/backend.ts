/**
 * Which search backend this build uses (browser): the global data that the search-index plugin
 * (src/plugins/search-index) publishes at build time.
 */
import {usePluginData} from '@docusaurus/useGlobalData';

import {searchIndexPluginName, type SearchBackendData} from './records';

export type {SearchBackendData};

/** Reads the backend of this build. Throws (Docusaurus) when the plugin is not installed. */
export function useSearchBackend(): SearchBackendData {
  return usePluginData(searchIndexPluginName) as SearchBackendData;
}
