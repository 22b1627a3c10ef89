/**
 * The page actions row of docs pages (one small row, one style, above the title; placed by
 * src/theme/DocItem/Layout):
 *
 * - "Copy page": copies the page's Markdown (the `.md` file the markdown-export plugin writes
 *   beside the page) to the clipboard. Nothing is fetched until the reader presses it. The outcome
 *   is announced in a polite live region, "Page copied to the clipboard as Markdown." (for 2 s) or
 *   "Could not copy the page: <reason>.", shown over the content below (absolutely positioned), so
 *   the title never moves;
 * - "View as Markdown": a link to that file (works without JavaScript);
 * - "Report a problem": opens the repository's docs-error issue form (./reportUrl.ts) with the
 *   page URL, the docs version and the page title filled in. The page URL gets the anchor of the
 *   heading the reader is at, computed when the link is clicked (or opened another way: middle
 *   click, context menu, keyboard); without JavaScript it is the page URL alone.
 *
 * Props: `markdownUrl`, the URL path of the page's `.md` (with the base URL); `title`, the page
 * title (for the issue title). Used inside a docs version (doc pages and generated category pages). Rendered on the
 * server as plain HTML; the page URL is the site's public address (`url` of the site config) plus
 * the path, whatever host serves the build.
 */
import React, {useEffect, useRef, useState, type ReactNode, type SyntheticEvent} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import {site} from '../../site';
import {currentHeadingId, reportProblemUrl} from './reportUrl';
import styles from './styles.module.css';

type State = {kind: 'idle' | 'copying' | 'copied'} | {kind: 'failed'; reason: string};

/** How long the confirmation stays, in milliseconds. */
const confirmationMs = 2000;

/** Headings within this distance of the viewport top (navbar height + margin) count as "here", in px. */
const headingOffset = 100;

export default function CopyPage({markdownUrl, title}: {markdownUrl: string; title: string}): ReactNode {
  const [state, setState] = useState<State>({kind: 'idle'});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const version = useDocsVersion();
  const report = (anchor?: string) =>
    reportProblemUrl({
      repoUrl: site.repoUrl,
      pageUrl: `${siteConfig.url}${pathname}${anchor ? `#${anchor}` : ''}`,
      version: version.label,
      title,
    });

  /** Points the link at the heading the reader is at, just before the browser follows it. */
  function withAnchor(event: SyntheticEvent<HTMLAnchorElement>) {
    const article = event.currentTarget.closest('article') ?? document;
    event.currentTarget.href = report(currentHeadingId(article, headingOffset));
  }

  async function copy() {
    clearTimeout(timer.current);
    setState({kind: 'copying'});
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`the Markdown file answered ${response.status}`);
      const text = await response.text();
      if (!navigator.clipboard) throw new Error('this browser gives no clipboard access here');
      await navigator.clipboard.writeText(text);
      setState({kind: 'copied'});
      timer.current = setTimeout(() => setState({kind: 'idle'}), confirmationMs);
    } catch (error) {
      setState({kind: 'failed', reason: error instanceof Error ? error.message : String(error)});
    }
  }

  return (
    <div className={styles.copyPage}>
      <button
        type="button"
        className="clean-btn"
        onClick={() => void copy()}
        disabled={state.kind === 'copying'}
        aria-describedby="copy-page-status"
      >
        {state.kind === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
      <a
        href={report()}
        target="_blank"
        rel="noopener noreferrer"
        onClick={withAnchor}
        onAuxClick={withAnchor}
        onContextMenu={withAnchor}
        onFocus={withAnchor}
      >
        Report a problem
      </a>
      <span id="copy-page-status" role="status" className={styles.status}>
        {state.kind === 'copied'
          ? 'Page copied to the clipboard as Markdown.'
          : state.kind === 'failed'
            ? `Could not copy the page: ${state.reason}.`
            : ''}
      </span>
    </div>
  );
}
