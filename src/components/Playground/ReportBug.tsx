/**
 * "Report a bug" and "Copy as Markdown": the playground's state and last result as a new issue
 * on express-validator's repository (./report.ts builds both). Following the link opens GitHub's
 * form in a new tab; nothing is filed until the reader submits it there. Props: the report's
 * fields (`ReportInput`) and `onStatus`, which gets the message to announce after a copy.
 */
import React, {useMemo, type ReactNode} from 'react';

import {reportMarkdown, reportUrl, type ReportInput, MAX_REPORT_URL} from './report';
import styles from './styles.module.css';

export default function ReportBug({
  input,
  onStatus,
}: {
  input: ReportInput;
  onStatus: (message: string) => void;
}): ReactNode {
  const {url, carries} = useMemo(() => reportUrl(input), [input]);
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
