/**
 * Stand-in for `@docusaurus/theme-common`, seen only by the theme's SearchBar module (the
 * search-index plugin aliases that import for that one module): everything is the real module's,
 * except `useSearchLinkCreator`, whose links ("See all {count} results" in the modal) also carry
 * the docs version of the page the reader is on, e.g. `/search?q=isEmail&version=6.5.0`, so the
 * search page opens on that version (src/search/searchPage/version.ts). Off the docs (home page)
 * the link is unchanged.
 */
import {useCallback} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {useSearchLinkCreator as useThemeSearchLinkCreator} from '@docusaurus/theme-common';

import {searchVersionParam} from './searchPage/version';

export * from '@docusaurus/theme-common';

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
