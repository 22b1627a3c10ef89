/**
 * The result panel: what the last run gave (./normalize.ts makes it text first), a stopped run, or
 * a problem before the run; and `ResultBoundary`, which keeps a rendering failure inside the
 * panel, so the editors and their text stay.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';

import {readerText} from '../../plugins/playground/safeText';
import {RUN_TIMEOUT_MS} from '../../plugins/playground/state';
import type {SectionId, ShownResult} from './normalize';
import styles from './styles.module.css';

export type Outcome =
  | {kind: 'result'; shown: ShownResult; ms: number; npm: string; major: number; express: 4 | 5}
  | {kind: 'timeout'}
  | {kind: 'problem'; message: string; ran?: boolean};

/** The outcome as plain text, for the bug report. */
export function outcomeText(outcome: Outcome | null): string {
  if (!outcome) return '';
  if (outcome.kind === 'timeout') return `Stopped after ${RUN_TIMEOUT_MS / 1000} seconds.`;
  if (outcome.kind === 'problem') return outcome.message;
  const {shown} = outcome;
  const parts: string[] = [];
  if (shown.error) {
    parts.push(`${shown.error.name}${shown.error.line ? ` on line ${shown.error.line}` : ''}: ${shown.error.message}`);
  }
  for (const s of shown.sections) parts.push(`// ${s.id}\n${s.text}`);
  return parts.join('\n\n');
}

/**
 * One sentence on the outcome, for the status line that screen readers announce. Text from the
 * reader's code (an error name) sits in a `<bdi>`, so its direction controls cannot reorder the
 * page's own words around it.
 */
export function outcomeSummary(outcome: Outcome): ReactNode {
  if (outcome.kind === 'timeout') return `Stopped after ${RUN_TIMEOUT_MS / 1000} seconds: the code was still running.`;
  if (outcome.kind === 'problem') return outcome.ran ? outcome.message : `Not run: ${outcome.message}`;
  const {shown} = outcome;
  if (shown.error)
    return (
      <>
        The code failed: <bdi>{shown.error.name}</bdi>
        {shown.error.line ? ` on line ${shown.error.line}.` : '.'}
      </>
    );
  const errors =
    shown.errorCount === undefined ? '' : `, ${shown.errorCount} validation error${shown.errorCount === 1 ? '' : 's'}`;
  return `Done: response ${shown.status ?? '(none)'}${errors}. The result is below.`;
}

/**
 * The label of a section: a short name, and under it, in code type, the call or value it shows.
 * Every section has both, in the same two styles.
 */
function label(id: SectionId, mode: ShownResult['mode'], major: number): {name: string; source: string} {
  switch (id) {
    case 'response':
      return mode === 'program'
        ? {name: 'Response', source: 'res.status(…).json(…) of the route'}
        : {name: 'Response', source: '400 {errors} when there are errors, else 200 matchedData(req)'};
    case 'errors':
      return {name: 'Validation errors', source: 'validationResult(req).array()'};
    case 'mapped':
      return {name: 'Errors by field', source: 'validationResult(req).mapped()'};
    case 'matchedData':
      return {
        name: 'Matched data',
        source: major === 5 ? "matchedData(req), from 'express-validator/filter'" : 'matchedData(req)',
      };
    case 'request':
      return {name: 'Request after sanitizers', source: 'req.body, req.query, req.params, req.headers, req.cookies'};
    case 'console':
      return {name: 'Console', source: 'console.log(), info(), warn(), error(), debug()'};
  }
}

/**
 * A section's text, its JSON tokens in the site's code colours when there are tokens (the token
 * classes are Prism's, whose colours the site's stylesheet sets under `.prism-code`).
 */
function Output({section}: {section: ShownResult['sections'][number]}): ReactNode {
  return (
    <pre
      className={`${styles.output} ${section.id === 'console' ? styles.outputText : ''} prism-code`}
      // As the site's code blocks do: the colours of the code theme (the site's `pre.prism-code`
      // rule draws the sideways-scroll shadows over this background).
      style={{backgroundColor: 'var(--prism-background-color)', color: 'var(--prism-color)'}}
      tabIndex={0}
    >
      {section.tokens
        ? section.tokens.map((t, i) =>
            t.kind ? (
              <span key={i} className={`token ${t.kind === 'null' ? 'null keyword' : t.kind}`}>
                {t.text}
              </span>
            ) : (
              t.text
            ),
          )
        : section.text}
    </pre>
  );
}

/** The result of `outcome`; a hint before the first run. */
export function Result({outcome}: {outcome: Outcome | null}): ReactNode {
  if (!outcome) {
    return <p className={styles.hint}>Press Run to run the code on the request. The results show here.</p>;
  }
  if (outcome.kind === 'timeout') {
    return (
      <p className={styles.problem} role="alert">
        Stopped after {RUN_TIMEOUT_MS / 1000} seconds: the code was still running (an endless loop?). The page is fine;
        change the code and run it again.
      </p>
    );
  }
  if (outcome.kind === 'problem') {
    return (
      <p className={styles.problem} role="alert">
        {outcome.message}
      </p>
    );
  }
  const {shown, ms, npm, major, express} = outcome;
  return (
    <div data-run-result="">
      <p className={styles.hint}>
        Ran with express-validator {npm} and the Express {express} stand-in in{' '}
        <span data-run-ms="">{Math.round(ms)}</span> ms.
      </p>
      {shown.error && (
        <p className={styles.problem} role="alert" data-run-error="">
          <bdi>{shown.error.name}</bdi>
          {shown.error.line ? ` on line ${shown.error.line}: ` : ': '}
          <bdi>{shown.error.message}</bdi>
        </p>
      )}
      {shown.sections.map((s) => {
        const {name, source} = label(s.id, shown.mode, major);
        return (
          <section key={s.id} className={`${styles.section} theme-code-block`} data-section={s.id}>
            <Heading as="h3" className={styles.sectionTitle}>
              {name}
            </Heading>
            <p className={styles.sectionSource}>{source}</p>
            <Output section={s} />
          </section>
        );
      })}
    </div>
  );
}

type BoundaryProps = {children: ReactNode; resetKey: number; fallback?: (message: string) => ReactNode};
type BoundaryState = {failed: string | null; key: number};

/**
 * Catches an error thrown while the result renders and shows it as text in place of the result
 * (or `fallback(message)` in place of what it wraps: the report uses one of its own); the next
 * run (a new `resetKey`) renders again. The message is made safe (safeText.ts `readerText`).
 */
export class ResultBoundary extends React.Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = {failed: null, key: this.props.resetKey};

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    let message: unknown = 'unknown error';
    try {
      message = (error as Error)?.message ?? error;
    } catch {
      // An error whose message cannot be read.
    }
    return {failed: readerText(message, 300, 'unknown error')};
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.key ? {failed: null, key: props.resetKey} : null;
  }

  render(): ReactNode {
    if (this.state.failed !== null) {
      if (this.props.fallback) return this.props.fallback(this.state.failed);
      return (
        <p className={styles.problem} role="alert" data-result-failed="">
          The result could not be shown ({this.state.failed}). Your code and request are still in the editors; run
          again.
        </p>
      );
    }
    return this.props.children;
  }
}
