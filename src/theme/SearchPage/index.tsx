import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

/** Accessible name of the search page's version menu, which the original component leaves unnamed. */
export const versionSelectLabel = 'Documentation version to search';

/**
 * The search page (`/search`) of @docusaurus/theme-search-algolia, wrapped (not copied) to fix two
 * gaps that Lighthouse reports:
 * - the page has no meta description (SEO): one is added;
 * - the version `<select>` has no label (accessibility): once the page is mounted, every unnamed
 *   select of the search form gets `aria-label`. React does not manage that attribute, so it
 *   stays across re-renders. The search itself needs JavaScript, so the label is there whenever
 *   the menu is usable.
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  useEffect(() => {
    document
      .querySelectorAll('form select:not([aria-label])')
      .forEach((select) => select.setAttribute('aria-label', versionSelectLabel));
  }, []);
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Search the express-validator documentation: guides and API reference of every documented version."
        />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
