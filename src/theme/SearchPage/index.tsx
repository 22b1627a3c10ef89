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
 * the DocSearch modal's texts) is placed right under the page's search form; the page
 * renders into the layout's main wrapper, so the wrapper mounts the message there with a portal
 * once the page is in the document.
 *
 * It also gives the page the meta description the theme leaves out (Lighthouse SEO audit), and
 * opens the page on the right docs version: the theme starts on the plugin's first version (Next);
 * this wrapper picks the `version` URL parameter, else the preferred docs version, else the latest
 * release (src/search/searchPage/version.ts), sets the theme's version select to it once the page
 * has mounted (a `change` event, as if the reader picked it), and writes every change of the select
 * back to the URL, so a shared link shows the same results.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useHistory} from '@docusaurus/router';
import {useAllDocsData, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import SearchPage from '@theme-original/SearchPage';

import {pickSearchVersion, searchVersionParam} from '../../search/searchPage/version';

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

/** The theme's docs-version select of the page (one docs plugin: one select), once mounted. */
function versionSelect(): HTMLSelectElement | null {
  return document.querySelector<HTMLSelectElement>('.search-page-wrapper select');
}

/**
 * The preferred docs version that the theme stores when the reader picks a version in the navbar
 * (localStorage `docs-preferred-version-default`); null when none or when storage is blocked. Read
 * directly: the theme's hook needs a docs context, which /search does not have.
 */
function storedPreferredVersion(): string | null {
  try {
    return window.localStorage.getItem('docs-preferred-version-default');
  } catch {
    return null;
  }
}

/** Opens the page on the version of `pickSearchVersion` and keeps the URL in step with the select. */
function useSearchPageVersion(): void {
  const history = useHistory();
  const versions = useAllDocsData().default?.versions.map((v) => v.name) ?? [];
  const latest = useLatestVersion('default').name;
  const available = versions.join('\n');

  useEffect(() => {
    let select: HTMLSelectElement | null = null;
    let frame = 0;
    let frames = 0;
    const writeToUrl = () => {
      if (!select) return;
      const params = new URLSearchParams(history.location.search);
      if (params.get(searchVersionParam) === select.value) return;
      params.set(searchVersionParam, select.value);
      history.replace({search: params.toString(), hash: history.location.hash});
    };
    const attach = () => {
      select = versionSelect();
      if (!select) {
        // The theme's page may render its select a little after this wrapper's first effect
        // (after a client-side navigation): look again on the next frames, for up to ~5 s.
        if (frames++ < 300) frame = window.requestAnimationFrame(attach);
        return;
      }
      const wanted = pickSearchVersion({
        requested: new URLSearchParams(history.location.search).get(searchVersionParam),
        preferred: storedPreferredVersion(),
        latest,
        available: available.split('\n'),
      });
      if (select.value !== wanted) {
        select.value = wanted;
        // React's onChange of a <select> listens to the native change event.
        select.dispatchEvent(new Event('change', {bubbles: true}));
      }
      writeToUrl();
      select.addEventListener('change', writeToUrl);
    };
    attach();
    return () => {
      window.cancelAnimationFrame(frame);
      select?.removeEventListener('change', writeToUrl);
    };
    // Once per visit: the reader's own choices then go through the select.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export default function SearchPageWrapper(): ReactNode {
  const failed = useSearchFailed();
  const slot = useMessageSlot();
  useSearchPageVersion();
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
