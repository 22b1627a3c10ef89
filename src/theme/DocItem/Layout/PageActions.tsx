/**
 * The page actions of a docs page (Copy page, View as Markdown, Report a problem: the children)
 * inside a `<details>` whose summary, a "⋯" button named "Page actions", shows on a phone or tablet
 * only.
 *
 * - On a desktop (the theme's `useWindowSize()` is `desktop`, 997 px and wider) the summary is
 *   hidden and the details is open, so the actions are one row as before. Until React has
 *   hydrated, CSS already draws the closed details' content there (`::details-content`), so
 *   nothing moves when it opens.
 * - On a phone it starts closed: one small button at the end of the breadcrumb line, which opens a
 *   panel with the three actions over the content (nothing under it moves). It works without
 *   JavaScript, as any `<details>`.
 *
 * The open state belongs to the element (the reader toggles it); the effect only sets it when the
 * window changes between desktop and phone. Props: `children`, the actions. Styles:
 * ./styles.module.css.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';

import styles from './styles.module.css';

export default function PageActions({children}: {children: ReactNode}): ReactNode {
  const desktop = useWindowSize() === 'desktop';
  const details = useRef<HTMLDetailsElement>(null);
  // Open on a desktop, closed when the window becomes a phone's.
  useEffect(() => {
    if (details.current) details.current.open = desktop;
  }, [desktop]);
  return (
    // `page-actions`: a stable name for the tools that read the built HTML (the search index leaves
    // the element out).
    <details ref={details} className={`page-actions ${styles.pageActions}`}>
      <summary className={`button button--sm button--secondary ${styles.pageActionsSummary}`} aria-label="Page actions">
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className={styles.pageActionsPanel}>{children}</div>
    </details>
  );
}
