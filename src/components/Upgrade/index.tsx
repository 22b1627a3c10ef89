/**
 * The `/upgrade` page (route added by src/plugins/upgrade): pick the express-validator release you
 * run and the one you want, get the checklist of every change between them
 * (src/plugins/upgrade/plan.ts), check pasted code against it (src/plugins/upgrade/match.ts, loaded
 * with the parser on the first check) and copy it as Markdown.
 *
 * Facts: the API history and src/plugins/upgrade/facts.json, loaded with a dynamic import
 * (src/plugins/upgrade/data.ts) only when this page opens, so no other page carries them. Query
 * parameters `from` and `to` (npm releases) make a result shareable; a value that is not a release
 * the planner knows, or a parameter given twice, is named in a message, as text, with the nearest
 * valid pair to pick instead of a list. Without `from`, the page starts at the docs version the
 * reader came from (document.referrer) or their preferred docs version, else at the last 6.x
 * release; without `to`, at the newest release. The pasted code never leaves the browser.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';

import type {ApiHistory} from '../../plugins/api-history/marks';
import Checklist from './Checklist';
import {codeTooLongMessage, MAX_CODE_CHARS, type MatchResult} from '../../plugins/upgrade/types';
import {docsVersionOfPath, readParams} from '../../plugins/upgrade/params';
import {
  pairPath,
  planMarkdown,
  planUpgrade,
  releaseOfDocs,
  STATIC_PAIRS,
  type Plan,
  type UpgradeFacts,
} from '../../plugins/upgrade/plan';
import styles from './styles.module.css';

type Data = {history: ApiHistory; facts: UpgradeFacts};

function ReleaseSelect(props: {
  id: string;
  label: string;
  value: string;
  releases: string[];
  onChange: (v: string) => void;
}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <span className="ev-select">
        <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {[...props.releases].reverse().map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

function Planner(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {preferredVersion} = useDocsPreferredVersion();
  const [data, setData] = useState<Data>();
  const [failed, setFailed] = useState<string>();
  const [pair, setPair] = useState<{from: string; to: string}>();
  const [messages, setMessages] = useState<string[]>([]);
  const [suggestion, setSuggestion] = useState<{from: string; to: string}>();
  const [note, setNote] = useState<string>();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<{code: string; plan?: Plan; result: MatchResult}>();
  const [checking, setChecking] = useState(false);
  const [copyState, setCopyState] = useState('');
  const referrer = useRef<string | undefined>(undefined);
  const siteRoot = useBaseUrl('/');

  useEffect(() => {
    try {
      const r = document.referrer ? new URL(document.referrer) : undefined;
      if (r && r.origin === window.location.origin && r.pathname.startsWith(siteRoot))
        referrer.current = docsVersionOfPath(r.pathname.slice(siteRoot.length - 1));
    } catch {
      // An unreadable referrer is no referrer.
    }
    import('../../plugins/upgrade/data')
      .then((m) => setData(m.default))
      .catch((e: unknown) => setFailed(e instanceof Error ? e.message : String(e)));
  }, [siteRoot]);

  // Once the facts are here, and whenever the address changes: read and check the parameters.
  useEffect(() => {
    if (!data) return;
    const {facts} = data;
    const fromDocs = (name: string | undefined) =>
      name === 'latest' ? facts.docs[0].npm : name ? releaseOfDocs(facts, name) : undefined;
    const preferred = preferredVersion?.name === 'current' ? 'latest' : preferredVersion?.name;
    const read = readParams(location.search, facts, [
      {release: fromDocs(referrer.current), why: 'the docs version you came from'},
      {release: fromDocs(preferred), why: 'the docs version you last read'},
    ]);
    setPair({from: read.from, to: read.to});
    setMessages(read.messages);
    setSuggestion(read.suggestion);
    setNote(read.note);
  }, [data, location.search, preferredVersion]);

  const plan = useMemo(
    () =>
      data && pair && pair.from !== pair.to ? planUpgrade(data.history, data.facts, pair.from, pair.to) : undefined,
    [data, pair],
  );
  // The parser loads on the first check only; a result belongs to the plan and code it was made for.
  const result = checked && checked.code === code && checked.plan === plan ? checked.result : undefined;
  const hits = result && 'hits' in result ? result.hits : undefined;

  async function check() {
    if (!plan || !code.trim()) return;
    setChecking(true);
    try {
      const {matchCode} = await import('../../plugins/upgrade/match');
      setChecked({
        code,
        plan,
        result: matchCode(
          code,
          plan.groups.flatMap((g) => g.items),
        ),
      });
    } catch (e) {
      setChecked({
        code,
        result: {error: `The checker could not be loaded: ${e instanceof Error ? e.message : String(e)}`},
      });
    } finally {
      setChecking(false);
    }
  }

  const choose = (next: {from: string; to: string}) => {
    setPair(next);
    setMessages([]);
    setSuggestion(undefined);
    setNote(undefined);
    history.replace({search: `?from=${next.from}&to=${next.to}`});
  };

  async function copyMarkdown() {
    if (!plan) return;
    try {
      if (!navigator.clipboard) throw new Error('this browser gives no clipboard access here');
      await navigator.clipboard.writeText(
        planMarkdown(plan, window.location.origin + siteRoot.replace(/\/$/, ''), hits),
      );
      setCopyState('Checklist copied to the clipboard as Markdown.');
    } catch (e) {
      setCopyState(`Could not copy the checklist: ${e instanceof Error ? e.message : String(e)}.`);
    }
  }

  /**
   * Loads an opened file into the code field. Code over MAX_CODE_CHARS gets the paste field's
   * message at once; a file over 4 bytes per character allowed is not read (UTF-8 takes at most 4).
   */
  function readFile(file: File | undefined) {
    if (!file) return;
    const tooLong = (length?: number) => {
      setCode('');
      setChecked({code: '', plan, result: {error: `${file.name}: ${codeTooLongMessage(length)}`}});
    };
    if (file.size > MAX_CODE_CHARS * 4) return tooLong();
    file
      .text()
      .then((text) => (text.length > MAX_CODE_CHARS ? tooLong(text.length) : setCode(text)))
      .catch(() => setCode(''));
  }

  if (failed) return <p role="alert">The facts of the planner could not be loaded: {failed}</p>;
  if (!data || !pair) return <p>Loading the API history of every release…</p>;
  const {releases} = data.facts;

  return (
    <>
      {messages.length > 0 && (
        <div className="alert alert--warning margin-bottom--md" role="alert">
          {messages.map((m) => (
            <p key={m} className="margin-bottom--sm">
              {m}
            </p>
          ))}
          {suggestion && (
            <p className="margin-bottom--none">
              The nearest valid pair:{' '}
              <Link to={`/upgrade?from=${suggestion.from}&to=${suggestion.to}`} onClick={() => choose(suggestion)}>
                {suggestion.from} to {suggestion.to}
              </Link>
              .
            </p>
          )}
        </div>
      )}
      {note && <p role="status">{note}</p>}
      <form
        className={`${styles.pickers} margin-bottom--md`}
        onSubmit={(e) => e.preventDefault()}
        aria-label="Releases to compare"
      >
        <ReleaseSelect
          id="upgrade-from"
          label="From (the release you run)"
          value={pair.from}
          releases={releases}
          onChange={(from) => choose({...pair, from})}
        />
        <ReleaseSelect
          id="upgrade-to"
          label="To (the release you want)"
          value={pair.to}
          releases={releases}
          onChange={(to) => choose({...pair, to})}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose({from: pair.to, to: pair.from})}
        >
          Swap
        </button>
      </form>
      {suggestion ? null : pair.from === pair.to ? (
        <p role="status">“From” and “to” are both {pair.from}: nothing changes. Pick two different releases.</p>
      ) : (
        plan && (
          <>
            <p role="status">
              {plan.reversed
                ? `${plan.from} is newer than ${plan.to}: going back undoes the changes listed below, which happened between ${plan.to} and ${plan.from}. What is listed as new is not in ${plan.to}.`
                : `Every change from ${plan.from} to ${plan.to}, grouped by kind, oldest release first in each group.`}
            </p>
            <details className={`${styles.box} margin-bottom--md`}>
              <summary>
                <strong>Check my code</strong>
              </summary>
              <p>
                Paste a program, or open a file, and press Check: the items whose API it uses come first, with the line
                numbers. The check reads the program as JavaScript or TypeScript and follows what it imports from
                express-validator, so a method of another object with the same name does not count. It runs in this
                browser tab: your code is not sent anywhere.
              </p>
              <label htmlFor="upgrade-code">
                <strong>Your code</strong>
              </label>
              <textarea
                id="upgrade-code"
                className={`${styles.input} margin-bottom--sm`}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                rows={10}
                spellCheck={false}
              />
              <p className={styles.pickers}>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={checking || !code.trim()}
                  onClick={() => void check()}
                >
                  Check
                </button>
                <span>
                  <label htmlFor="upgrade-file">Or open a file</label>{' '}
                  <input
                    id="upgrade-file"
                    type="file"
                    accept=".js,.cjs,.mjs,.ts,.cts,.mts,.jsx,.tsx,.txt"
                    onChange={(e) => {
                      readFile(e.target.files?.[0]);
                      // Opening the same file again is a new choice.
                      e.target.value = '';
                    }}
                  />
                </span>
              </p>
              {result && 'error' in result && (
                <p role="alert" className="alert alert--danger">
                  {result.error}
                </p>
              )}
            </details>
            <p>
              <button type="button" className="button button--primary" onClick={() => void copyMarkdown()}>
                Copy as Markdown
              </button>{' '}
              <span role="status">{copyState}</span>
            </p>
            <Checklist plan={plan} hits={hits} />
          </>
        )
      )}
    </>
  );
}

/** The page. */
export default function UpgradePage(): ReactNode {
  return (
    <Layout
      title="Upgrade planner"
      description="Every change between two express-validator releases that can touch your code, as a checklist."
    >
      <main className={`container margin-vert--lg ev-late-content ${styles.page}`}>
        <Heading as="h1">Upgrade planner</Heading>
        <p>
          Pick the express-validator release you run and the one you want: the checklist lists every change between
          them, from the declarations and the running package of each npm release, the guides{' '}
          <Link to="/docs/migration-v5-to-v6">Migrating from v5 to v6</Link> and{' '}
          <Link to="/docs/migration-v6-to-v7">Migrating from v6 to v7</Link>, and{' '}
          <Link to="/docs/6.15.0/changes-within-6x">Changes within 6.x</Link>. Common pairs also have their own pages:{' '}
          {STATIC_PAIRS.map((p, i) => (
            <React.Fragment key={pairPath(p)}>
              {i > 0 && (i === STATIC_PAIRS.length - 1 ? ' and ' : ', ')}
              <Link to={pairPath(p)}>
                {p[0]} to {p[1]}
              </Link>
            </React.Fragment>
          ))}
          .
        </p>
        <Planner />
      </main>
    </Layout>
  );
}
