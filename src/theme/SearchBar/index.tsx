/**
 * Navbar search: the theme's own SearchBar (DocSearch button + modal, @docusaurus/theme-search-algolia
 * 3.10.2 with @docsearch/react 4.7.0), wrapped to pick the backend, to link "Let us know." on the
 * no-results screen, to group the modal's hits by page ({@link groupByPage}), to open the modal
 * pre-filled when the reader types on the search button, and to start loading the embedded index
 * when the modal opens.
 *
 * How the backend is switched without ejecting: the theme spreads our props onto `<DocSearchModal>`
 * after its own `transformSearchClient` (props given to the modal override the theme config's), and
 * DocSearch passes its Algolia client through that function before every use. On the
 * embedded backend we return the embedded client instead (../../search/embeddedClient.ts); on
 * hosted Algolia we pass nothing, so the theme's own function stays in place. Facet filters
 * (language + version tag of the page, plus the `type` group from the config) are computed by the
 * theme the same way for both backends.
 *
 * Pre-fill: DocSearch 4 dropped the keyboard hook option that opened the modal with
 * the key typed on the focused search button (the theme still passes it, unused). The wrapper
 * restores it: a letter or digit typed while `.DocSearch-Button` has focus opens the modal (by
 * clicking the button) with that text as DocSearch's `initialQuery`, which the modal reads once
 * when it mounts.
 *
 * Inputs: the theme's SearchBar props (none in this site). Output: the rendered search button.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {
  useAlgoliaContextualFacetFiltersIfEnabled,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';

import {useSearchBackend} from '../../search/backend';
import {embeddedSearchClient, preloadIndex} from '../../search/embeddedClient';
import type {FacetFilters} from '../../search/facetFilters';
import {site} from '../../site';

/**
 * URL of the "Let us know." link under "Believe this query should return results?": a new issue
 * on the library's repository, titled with the query (DocSearch calls it with `{query}`).
 */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Docs search: no results for "${query}"`;
  return `${site.repoUrl}/issues/new?title=${encodeURIComponent(title)}`;
}

/** Keys that pre-fill the modal: one letter or digit, no modifier (as DocSearch 3 did). */
function prefillKey(event: KeyboardEvent): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return undefined;
  return /^[\p{L}\p{N}]$/u.test(event.key) ? event.key : undefined;
}

/**
 * State for DocSearch's `initialQuery`: filled by keys typed on the focused search button, emptied
 * once the modal is in the document (it has read the value by then).
 */
function useTypedOnButton(): string | undefined {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const pending = useRef(false);
  useEffect(() => {
    // Watches the document only between the key press and the modal's arrival.
    const observer = new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Modal')) {
        observer.disconnect();
        pending.current = false;
        setTyped(undefined);
      }
    });
    const onKeyDown = (event: KeyboardEvent) => {
      const target = document.activeElement;
      const key = prefillKey(event);
      if (!key || !(target instanceof HTMLElement) || !target.classList.contains('DocSearch-Button')) return;
      event.preventDefault();
      setTyped((previous) => (previous ?? '') + key);
      if (!pending.current) {
        pending.current = true;
        observer.observe(document.body, {childList: true, subtree: true});
        target.click();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      observer.disconnect();
    };
  }, []);
  return typed;
}

type Props = ComponentProps<typeof SearchBar> & Record<string, unknown>;

/** The fields of a DocSearch hit that {@link groupByPage} reads and rewrites. */
type Hit = {
  url: string;
  hierarchy: {lvl0: string; lvl1: string | null} & Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string} | undefined>};
} & Record<string, unknown>;

/**
 * Makes the modal group its hits by page instead of by sidebar category.
 *
 * DocSearch 4.7.0 groups the hits it gets under their `hierarchy.lvl0` (read from
 * `_highlightResult.hierarchy.lvl0.value` when present), `maxResultsPerGroup` hits a group, groups
 * in the order of their first hit. Our records carry the sidebar category there ("Guides", "API"),
 * so the sections of one category were pulled above better hits of another: the third link a
 * reader saw was often the engine's fifth or sixth. Putting the page title (`lvl1`) in `lvl0` for
 * the modal makes each group a page, headed by its title, and keeps the engine's order between
 * pages. `scripts/bench/search-relevance.ts` orders hits the same way.
 *
 * Input: the hits of one response (both backends), URLs already made relative by `toUrl`.
 * Output: new hit objects; the records themselves are not changed. Never throws.
 */
export function groupByPage<T extends Hit>(items: readonly T[], toUrl: (url: string) => string): T[] {
  return items.map((item) => {
    const page = item.hierarchy.lvl1 ?? item.hierarchy.lvl0;
    const highlighted = item._highlightResult?.hierarchy;
    return {
      ...item,
      url: toUrl(item.url),
      hierarchy: {...item.hierarchy, lvl0: page},
      ...(highlighted
        ? {
            _highlightResult: {
              ...item._highlightResult,
              hierarchy: {...highlighted, lvl0: highlighted.lvl1 ?? {value: page}},
            },
          }
        : {}),
    };
  });
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {backend, manifestUrl} = useSearchBackend();
  const initialQuery = useTypedOnButton();
  const facetFilters = useAlgoliaContextualFacetFiltersIfEnabled() as FacetFilters | undefined;
  // Replaces the theme's default transformItems, so it also makes the URLs relative as that one does.
  const processUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState(() => (items: Hit[]) => groupByPage(items, processUrl));
  // The modal asks for its client when it mounts, so that is also when the engine and the page's
  // index start loading ({@link preloadIndex}): before the reader has typed, not after.
  const extra: Record<string, unknown> =
    backend === 'embedded'
      ? {
          transformSearchClient: () => {
            preloadIndex(manifestUrl, facetFilters);
            return embeddedSearchClient(manifestUrl);
          },
        }
      : {};
  if (initialQuery !== undefined) extra.initialQuery = initialQuery;
  const Original = SearchBar as unknown as (p: Record<string, unknown>) => ReactNode;
  return <Original getMissingResultsUrl={missingResultsUrl} transformItems={transformItems} {...extra} {...props} />;
}
