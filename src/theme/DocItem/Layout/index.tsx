/**
 * Layout of a docs page, from @docusaurus/theme-classic's DocItem/Layout (ejected: a wrapper
 * cannot reorder the parts), changed so that the title starts in the first screen on every
 * version (e2e/phone.spec.ts measures it):
 *
 * - one compact "page bar" above the title holds the breadcrumbs, the version badge and, at its
 *   right, Copy page / View as Markdown / Report a problem (src/components/CopyPage). On a phone
 *   the page actions fold into a "Page actions" menu (a `<details>`, ./PageActions.tsx) at the end
 *   of the same line, and the breadcrumbs leave out their last item, the page's own title, which
 *   the heading right below repeats (src/css/custom.css), so the bar is one line;
 * - on a version with a banner (unreleased or no longer maintained), the badge is left out: the
 *   banner (made one compact block in src/css/custom.css) already names the version.
 *
 * Everything else is the theme's: content visibility (its banners loaded only on a page that has
 * one), banner, mobile and desktop table of
 * contents, footer, paginator. Props: `children`, the page's MDX content.
 */
import {type ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import type {Props} from '@theme/DocItem/Layout';

import CopyPage from '../../../components/CopyPage';
import PageActions from './PageActions';
import {lazyComponent} from '../../../components/lazyComponent';
import {markdownPathOf} from '../../../plugins/markdown-export/paths';
import styles from './styles.module.css';

/**
 * The theme's unlisted / draft banners, a chunk of its own: no page of ours is unlisted or a draft,
 * so no page pays for the banners' code (0.5 kB gzip) until one is (the theme's own condition,
 * below, decides; the server renders the banner in full either way).
 */
const ContentVisibility = lazyComponent(() => import('@theme/ContentVisibility'));

/** Whether the table of contents is rendered, and where (the theme's own rule). */
function useDocTOC() {
  const {frontMatter, toc} = useDoc();
  const windowSize = useWindowSize();
  const hidden = frontMatter.hide_table_of_contents;
  const canRender = !hidden && toc.length > 0;
  const mobile = canRender ? <DocItemTOCMobile /> : undefined;
  const desktop = canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? <DocItemTOCDesktop /> : undefined;
  return {hidden, mobile, desktop};
}

export default function DocItemLayout({children}: Props): ReactNode {
  const docTOC = useDocTOC();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  // The theme's test (ContentVisibility/index.js): front matter too, as the dev server never marks
  // a page unlisted in its metadata.
  const hasVisibilityBanner = metadata.unlisted || metadata.frontMatter.unlisted || metadata.frontMatter.draft;
  return (
    <div className="row">
      <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
        {hasVisibilityBanner && <ContentVisibility metadata={metadata} />}
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <div className={styles.pageBar}>
              <DocBreadcrumbs />
              {!version.banner && <DocVersionBadge />}
              <PageActions>
                <CopyPage markdownUrl={markdownPathOf(metadata.permalink)} title={metadata.title} />
              </PageActions>
            </div>
            {docTOC.mobile}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
    </div>
  );
}
