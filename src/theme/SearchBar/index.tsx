/**
 * Navbar search: the theme's own SearchBar (DocSearch button + modal, @docusaurus/theme-search-algolia
 * 3.10.2), wrapped to pick the backend and to link "Let us know." on the no-results screen.
 *
 * How the backend is switched without ejecting: the theme spreads our props onto `<DocSearchModal>`
 * after its own `transformSearchClient` (props override theme config since facebook/docusaurus
 * PR 11581), and DocSearch passes its Algolia client through that function before every use. On the
 * embedded backend we return the embedded client instead (../../search/embeddedClient.ts); on
 * hosted Algolia we pass nothing, so the theme's own function stays in place. Facet filters
 * (language + version tag of the page, plus the `type` group from the config) are computed by the
 * theme the same way for both backends.
 *
 * Inputs: the theme's SearchBar props (none in this site). Output: the rendered search button.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';

import {useSearchBackend} from '../../search/backend';
import {embeddedSearchClient} from '../../search/embeddedClient';
import {site} from '../../site';

/**
 * URL of the "Let us know." link under "Believe this query should return results?": a new issue
 * on the library's repository, titled with the query (DocSearch calls it with `{query}`).
 */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Docs search: no results for "${query}"`;
  return `${site.repoUrl}/issues/new?title=${encodeURIComponent(title)}`;
}

type Props = ComponentProps<typeof SearchBar> & Record<string, unknown>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const {backend, manifestUrl} = useSearchBackend();
  const extra =
    backend === 'embedded'
      ? {transformSearchClient: () => embeddedSearchClient(manifestUrl)}
      : {};
  const Original = SearchBar as unknown as (p: Record<string, unknown>) => ReactNode;
  return <Original getMissingResultsUrl={missingResultsUrl} {...extra} {...props} />;
}
