/**
 * Stand-in for the module the theme's SearchBar takes `useSearchLinkCreator` from, seen only by
 * that SearchBar module (the search-index plugin aliases that one import for it): everything is the
 * real module's, except `useSearchLinkCreator`, whose links ("See all {count} results" in the
 * modal) also carry the docs version of the page the reader is on, e.g.
 * `/search?q=isEmail&version=6.5.0`, so the search page opens on that version
 * (src/search/searchPage/version.ts). Off the docs (home page) the link is unchanged.
 *
 * The real module is `search-link-origin` (./searchLinkOrigin.d.ts), which the plugin resolves to
 * the specifier the installed SearchBar imports the hook from: `@docusaurus/theme-common` in
 * Docusaurus 3, `@docusaurus/theme-search-algolia/client` in 4.
 */
import {useCallback} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {useSearchLinkCreator as useThemeSearchLinkCreator} from 'search-link-origin';

import {searchVersionParam} from './searchPage/version';

export * from 'search-link-origin';

/** The theme's search link creator plus `&version=<name>` of the active docs version, if any. */
export function useSearchLinkCreator(): (searchValue: string) => string {
  const create = useThemeSearchLinkCreator();
  const version = useActiveDocContext('default').activeVersion?.name;
  return useCallback(
    (searchValue: string) =>
      version ? `${create(searchValue)}&${searchVersionParam}=${encodeURIComponent(version)}` : create(searchValue),
    [create, version],
  );
}
