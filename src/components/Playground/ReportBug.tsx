/**
 * "Report a bug" and "Copy as Markdown": the state and outcome of the last run as a new issue on
 * express-validator's repository (./report.ts builds both). Following the link opens GitHub's
 * form in a new tab; nothing is filed until the reader submits it there.
 *
 * Props: `ran` (the state that ran, its npm release and its outcome), `linkWorker` (URL of the
 * share-link Worker, for a long state's link: ./link.ts) and `onStatus`, which gets the message to
 * announce after a copy. Everything is built while rendering, so the page wraps this component in
 * an error boundary: a failure here leaves the result on screen. Until a long state's link is
 * made (off the main thread), the panel says the report is being prepared.
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';

import {makeLink, linkNow, type Link} from './link';
import {reportMarkdown, reportUrl, type ReportInput, MAX_REPORT_URL} from './report';
import {outcomeText, type Outcome} from './Result';
import type {PlaygroundState} from '../../plugins/playground/state';
import styles from './styles.module.css';

/** A run's inputs and outcome, kept for the bug report. */
export type Ran = {state: PlaygroundState; npm: string; outcome: Outcome};

/** The page address a link's hash opens; empty when there is no usable link. */
const addressOf = (link: Link): string =>
  'hash' in link ? `${window.location.origin}${window.location.pathname}${link.hash}` : '';

export default function ReportBug({
  ran,
  linkWorker,
  onStatus,
}: {
  ran: Ran;
  linkWorker: string;
  onStatus: (message: string) => void;
}): ReactNode {
  const [link, setLink] = useState<Link | undefined>(() => linkNow(ran.state));
  useEffect(() => {
    if (link) return undefined;
    let live = true;
    makeLink(ran.state, linkWorker).then(
      (made) => live && setLink(made),
      () => live && setLink({over: ''}),
    );
    return () => {
      live = false;
    };
  }, [link, ran.state, linkWorker]);
  const input: ReportInput | null = useMemo(
    () =>
      link
        ? {
            npm: ran.npm,
            version: ran.state.version,
            express: ran.state.express,
            code: ran.state.code,
            request: ran.state.request,
            output: outcomeText(ran.outcome),
            shareUrl: addressOf(link),
          }
        : null,
    [link, ran],
  );
  const report = useMemo(() => (input ? reportUrl(input) : null), [input]);
  if (!input || !report) {
    return (
      <div className={styles.report} data-playground="report">
        <p className={styles.hint}>Preparing the bug report of this run…</p>
      </div>
    );
  }
  const {url, carries} = report;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reportMarkdown(input));
      onStatus('The report is copied as Markdown: paste it into a new issue.');
    } catch {
      onStatus('The report could not be copied: your browser refused access to the clipboard.');
    }
  };
  return (
    <div className={styles.report} data-playground="report">
      <p className={styles.hint}>
        Found a bug in express-validator? Report it with this code, request and result: the link opens GitHub&apos;s
        new-issue form of express-validator, filled in. Nothing is sent until you submit it there.
        {carries === 'link' &&
          ` This report is too long for a link of ${MAX_REPORT_URL.toLocaleString('en')} characters, so the issue carries the playground link instead of the code and output.`}
        {carries === 'none' &&
          ` This report is too long for a link of ${MAX_REPORT_URL.toLocaleString('en')} characters, and so is the playground link: the issue opens without the code and output. Use Copy as Markdown and paste the report into it.`}
      </p>
      <div className={styles.actions}>
        <a className="button button--secondary" href={url} target="_blank" rel="noopener noreferrer">
          Report a bug
        </a>
        <button type="button" className="button button--secondary" onClick={copy}>
          Copy as Markdown
        </button>
      </div>
    </div>
  );
}
