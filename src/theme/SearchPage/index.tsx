/**
 * The search page of @docusaurus/theme-search-algolia, unchanged, plus an accessible name for its
 * docs-version `<select>`, which the theme renders without a label (axe "select-name", critical).
 * The name is set after render because the theme offers no prop for it; remove this wrapper when
 * the theme labels the select itself or the search page is replaced.
 */
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

/** Search page whose unlabelled selects are named "Docs version". */
export default function SearchPageWrapper(props: Props): ReactNode {
  useEffect(() => {
    document
      .querySelectorAll<HTMLSelectElement>('.search-page-wrapper select:not([aria-label])')
      .forEach((select) => select.setAttribute('aria-label', 'Docs version'));
  });
  return <SearchPage {...props} />;
}
