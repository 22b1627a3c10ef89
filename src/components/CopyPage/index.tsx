/**
 * "Copy page" for docs pages: a button that copies the page's Markdown (the `.md` file the
 * markdown-export plugin writes beside the page) to the clipboard, and a link to view that file.
 *
 * Props: `markdownUrl`, the URL path of the page's `.md` (with the base URL). Nothing is fetched
 * until the reader presses the button. The outcome is announced in a polite live region:
 * "Copied" (for 2 s), or "Could not copy the page: <reason>" when the file cannot be fetched or the
 * clipboard refuses (the link still opens the Markdown). Rendered on the server as plain HTML: the
 * link works without JavaScript.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';

import styles from './styles.module.css';

type State = {kind: 'idle' | 'copying' | 'copied'} | {kind: 'failed'; reason: string};

/** How long the confirmation stays, in milliseconds. */
const confirmationMs = 2000;

export default function CopyPage({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [state, setState] = useState<State>({kind: 'idle'});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

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
        className="button button--secondary button--sm"
        onClick={() => void copy()}
        disabled={state.kind === 'copying'}
        aria-describedby="copy-page-status"
      >
        {state.kind === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.view} href={markdownUrl} type="text/markdown">
        View as Markdown
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
