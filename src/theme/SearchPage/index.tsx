/**
 * The /search page: the theme's own SearchPage (@docusaurus/theme-search-algolia 3.10.2), wrapped
 * only to add what it lacks: an error message when a search request fails, and an accessible name
 * for its docs-version `<select>`, which the theme renders without a label (axe "select-name",
 * critical; set after render because the theme offers no prop for it).
 *
 * How the backend reaches the page: not here. The search-index plugin aliases the page's
 * `algoliasearch/lite` and `algoliasearch-helper` imports (see src/search/searchPage/), so this
 * wrapper does not replace any of the page's logic or markup.
 *
 * The message ("Unable to fetch results" / "You might want to check your network connection.",
 * the DocSearch modal's texts, SPEC.md §8) is placed right under the page's search form; the page
 * renders into the layout's main wrapper, so the wrapper mounts the message there with a portal
 * once the page is in the document.
 *
 * It also gives the page the meta description the theme leaves out (Lighthouse SEO audit).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

import {useSearchFailed} from '../../search/searchPage/failures';
import styles from './styles.module.css';

/** Where the message goes: a node inserted right after the page's search form. */
function useMessageSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const form = document.querySelector('.search-page-wrapper main form, .search-page-wrapper .main-wrapper form');
    if (!form?.parentElement) return undefined;
    const node = document.createElement('div');
    form.parentElement.insertBefore(node, form.nextSibling);
    // The slot is a DOM node that exists only once the theme's page has mounted; keeping it in
    // state makes the portal render into it. One extra render, once per visit of the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlot(node);
    return () => node.remove();
  }, []);
  return slot;
}

/** Error box shown while the latest search request has failed. */
export function SearchFailedMessage(): ReactNode {
  return (
    <div role="alert" className={styles.failed}>
      <p className={styles.title}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

export default function SearchPageWrapper(): ReactNode {
  const failed = useSearchFailed();
  const slot = useMessageSlot();
  useEffect(() => {
    document
      .querySelectorAll<HTMLSelectElement>('.search-page-wrapper select:not([aria-label])')
      .forEach((select) => select.setAttribute('aria-label', 'Docs version'));
  });
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Search the express-validator documentation: guides and API reference of every documented version."
        />
      </Head>
      <SearchPage />
      {failed && slot ? createPortal(<SearchFailedMessage />, slot) : null}
    </>
  );
}
