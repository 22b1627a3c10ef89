/**
 * The `/playground` page (route added by src/plugins/playground): run validation chains of the
 * express-validator release that a docs version documents, on a request, in the browser, with a
 * stand-in for Express 4 or Express 5.
 *
 * Props: `data`, the plugin's module (`PlaygroundData`: versions with their bundle paths and
 * exports, and the sandbox frame's document). The reader's code and request come from the
 * editors, from a shared link (`#s=...`, read by ./state.ts, never run until the reader presses
 * Run) or from the tab's draft (./draft.ts). The code runs only inside the sandbox
 * (./useSandbox.ts); its reply is made text by ./normalize.ts before it is shown (./Result.tsx).
 * See ./README.md.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {PlaygroundData, PlaygroundVersion} from '../../plugins/playground';
import Editor, {type EditorApi} from './Editor';
import {readDraft, readKeptDraft, sameState, writeDraft, writeKeptDraft, type Draft} from './draft';
import {framedByAnotherOrigin} from './framed';
import {makeLink} from './link';
import {importMismatches} from './mismatch';
import {toShownResult} from './normalize';
import ReportBug, {type Ran} from './ReportBug';
import {reportMarkdown} from './report';
import {outcomeSummary, outcomeText, Result, ResultBoundary, type Outcome} from './Result';
import {startersFor} from './starters';
import {readerText} from '../../plugins/playground/safeText';
import {
  DEFAULT_EXPRESS,
  MAX_LINK,
  decodeState,
  overLimits,
  parseRequest,
  toCommonJs,
  type ExpressMajor,
  type PlaygroundState,
} from '../../plugins/playground/state';
import {RunCancelled, SandboxLost, useSandbox} from './useSandbox';
import styles from './styles.module.css';
import {releaseLabel} from '../../versionLabel';

/** The preferred docs version the theme stores when the reader picks one; null when none. */
function preferredVersion(): string | null {
  try {
    return window.localStorage.getItem('docs-preferred-version-default');
  } catch {
    return null;
  }
}

/** One editor of the page under its heading (`title`, an h2). */
function EditorPane({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <div>
      <Heading as="h2" className={styles.editorTitle}>
        {title}
      </Heading>
      {children}
    </div>
  );
}

export default function Playground({data}: {data: PlaygroundData}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const versions = data.versions;
  const latest = versions.find((v) => v.name !== 'current') ?? versions[0];
  const [version, setVersion] = useState<PlaygroundVersion>(latest);
  const [express, setExpress] = useState<ExpressMajor>(DEFAULT_EXPRESS);
  const starters = startersFor(version.major);
  const [code, setCode] = useState(starters[0].code);
  const [request, setRequest] = useState(starters[0].request);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [ran, setRan] = useState<Ran | null>(null);
  const [status, setStatus] = useState<ReactNode>('');
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  /** Completed runs since the page opened (tests and the benchmark wait on it). */
  const [runs, setRuns] = useState(0);
  const [shareUrl, setShareUrl] = useState('');
  /**
   * The last Share's refusal and the state it was for: the link's length when it was over
   * `MAX_LINK`, or the sentence saying which run limit the state passes.
   */
  const [tooLong, setTooLong] = useState<{length: number | string; of: PlaygroundState} | null>(null);
  /** The draft a link replaced (also in sessionStorage), offered back until restored or edited away. */
  const [kept, setKept] = useState<Draft | null>(null);
  /** True when another site frames this page: then nothing runs (see ./framed.ts). */
  const [framed, setFramed] = useState(false);
  /** The hash of the link the editors were last filled from (kept with the draft). */
  const fromLink = useRef<string | undefined>(undefined);
  /** Counts runs started; a run whose number is no longer the last one shows nothing. */
  const runNumber = useRef(0);
  /** The editors' state, for handlers registered once. */
  const editors = useRef<PlaygroundState | null>(null);
  /** False until the opening state (link, draft, version) is applied: no draft is written before. */
  const [opened, setOpened] = useState(false);
  const codeApi = useRef<EditorApi | null>(null);
  const requestApi = useRef<EditorApi | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const {frame, runInSandbox, cancel} = useSandbox(data.frameDocument, siteConfig.baseUrl);
  const linkWorker = `${siteConfig.baseUrl}${data.linkWorker}`;
  useEffect(() => {
    editors.current = {version: version.name, code, request, express};
  });

  const load = (s: {version: PlaygroundVersion; code: string; request: string; express?: ExpressMajor}) => {
    setVersion(s.version);
    if (s.express) setExpress(s.express);
    setCode(s.code);
    setRequest(s.request);
    codeApi.current?.setValue(s.code);
    requestApi.current?.setValue(s.request);
  };
  const byName = (name: string | null) => versions.find((v) => v.name === name);
  /** Ends the run in progress, if any; true when there was one. */
  const cancelRun = (): boolean => {
    const was = runningRef.current;
    runNumber.current++;
    cancel();
    return was;
  };

  // Opening: a shared link's state (not run), else the tab's draft (a reload), else `?version=`,
  // else the preferred docs version, else the latest. A link pasted into this tab later (a hash
  // change) is read the same way; it cancels a run in progress. When a link replaces a draft that
  // differs from it, that draft is kept one step away ("Restore your draft").
  useEffect(() => {
    // Read after hydration, as the URL and storage are: the server cannot know.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFramed(framedByAnotherOrigin(window));
    /** Loads `draft`, saying so when it is over the run limits (it is kept as it is). */
    const loadDraft = (draft: Draft, version: PlaygroundVersion) => {
      load({...draft, version});
      fromLink.current = draft.link;
      const over = overLimits(draft.code, draft.request);
      if (over) {
        setOutcome({kind: 'problem', message: over});
        setStatus(over);
      }
    };
    /**
     * Applies the state of the location's hash; true when it held one (usable or not). A link
     * that cannot be used leaves the editors as they are; on opening, they get the tab's draft,
     * so a refused link never replaces the reader's code.
     */
    const applyHash = (opening: boolean): boolean => {
      const hash = window.location.hash;
      const shared = decodeState(
        hash,
        versions.map((v) => v.name),
      );
      if (!shared) return false;
      // A link opened during a run: its result would not be the result of the code shown.
      const cancelled = runNumber.current > 0 && cancelRun();
      const draft = opening ? readDraft() : undefined;
      const draftVersion = draft && byName(draft.version);
      if ('error' in shared) {
        if (draft && draftVersion) loadDraft(draft, draftVersion);
        const message = draft && draftVersion ? `${shared.error} The editors hold this tab's draft.` : shared.error;
        setOutcome({kind: 'problem', message});
        setStatus(message);
        return true;
      }
      // A reload of the link this draft started from opens the draft, with the reader's changes.
      if (opening && draft && draftVersion && draft.link === hash) {
        loadDraft(draft, draftVersion);
        return true;
      }
      const before: Draft | null | undefined = opening ? draft && draftVersion && draft : editors.current;
      const replaced = before && !sameState(before, shared) ? before : null;
      if (replaced) {
        setKept(replaced);
        writeKeptDraft(replaced);
      }
      load({...shared, version: byName(shared.version)!});
      fromLink.current = hash;
      setOutcome(null);
      setRan(null);
      setStatus(
        `${cancelled ? 'The run in progress was cancelled: a link was opened. ' : ''}Loaded from a link. ${replaced ? 'Your draft was kept: Restore it below. ' : ''}Read the code, then press Run to run it.`,
      );
      return true;
    };
    const onHashChange = () => {
      applyHash(false);
    };
    window.addEventListener('hashchange', onHashChange);
    // The URL and storage are read after hydration, so the server-rendered page and the first
    // client render agree.
    const keptBefore = readKeptDraft();
    if (keptBefore) setKept(keptBefore);
    if (!applyHash(true)) {
      const asked = byName(new URLSearchParams(window.location.search).get('version'));
      const draft = readDraft();
      const draftVersion = draft && byName(draft.version);
      if (draft && draftVersion && (!asked || asked === draftVersion)) {
        loadDraft(draft, draftVersion);
      } else {
        const preferred = asked ?? byName(preferredVersion());
        if (preferred && preferred !== latest) {
          const s = startersFor(preferred.major)[0];
          load({version: preferred, code: s.code, request: s.request});
        }
      }
    }
    setOpened(true);
    return () => window.removeEventListener('hashchange', onHashChange);
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The draft follows every change once the page has opened.
  useEffect(() => {
    if (!opened) return;
    const stored = writeDraft({version: version.name, code, request, express, link: fromLink.current});
    if (!stored) {
      setStatus(
        "This tab's storage cannot hold this draft: a reload would lose it. Copy it as Markdown to keep it, or shorten it.",
      );
    }
  }, [opened, version.name, code, request, express]);

  // After a run, its result comes into view (the heading has a scroll margin for the navbar).
  useEffect(() => {
    if (runs > 0) resultRef.current?.scrollIntoView({block: 'start'});
  }, [runs]);

  const mismatches = useMemo(() => importMismatches(code, version.exports), [code, version.exports]);

  const run = async () => {
    if (running) return;
    if (framed) {
      setStatus('Not run: this playground is shown inside another site. Open it in its own tab to run code.');
      return;
    }
    const number = ++runNumber.current;
    const state: PlaygroundState = {version: version.name, code, request, express};
    const finish = (o: Outcome) => {
      if (number !== runNumber.current) return;
      setOutcome(o);
      setRan({state, npm: version.npm, outcome: o});
      setStatus(outcomeSummary(o));
      setRuns((n) => n + 1);
    };
    const over = overLimits(code, request);
    if (over) {
      finish({kind: 'problem', message: over});
      return;
    }
    let req: ReturnType<typeof parseRequest>;
    try {
      req = parseRequest(request);
    } catch (e) {
      finish({kind: 'problem', message: (e as Error).message});
      return;
    }
    const base = {npm: version.npm, major: version.major, express};
    let cjs: string;
    try {
      cjs = toCommonJs(code);
    } catch (e) {
      const line = (e as {line?: number}).line;
      finish({
        kind: 'result',
        ms: 0,
        ...base,
        shown: toShownResult({error: {stage: 'syntax', name: (e as Error).name, message: (e as Error).message, line}}),
      });
      return;
    }
    setRunning(true);
    runningRef.current = true;
    setStatus(`Running with express-validator ${version.npm} and Express ${express}…`);
    const started = performance.now();
    try {
      const reply = await runInSandbox({version, code: cjs, request: req, express});
      const ms = performance.now() - started;
      finish(reply.timeout ? {kind: 'timeout'} : {kind: 'result', ms, ...base, shown: toShownResult(reply.result)});
    } catch (e) {
      // A cancelled run: whoever cancelled it says why.
      if (!(e instanceof RunCancelled)) {
        finish({kind: 'problem', message: readerText((e as Error)?.message ?? e, 1000), ran: e instanceof SandboxLost});
      }
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  };

  /** The Markdown report of the editors' state (and of the last run, when it ran this state). */
  const markdownOfState = (): string => {
    const same =
      ran &&
      ran.state.version === version.name &&
      ran.state.code === code &&
      ran.state.request === request &&
      ran.state.express === express;
    return reportMarkdown({
      npm: version.npm,
      version: version.name,
      express,
      code,
      request,
      output: same ? outcomeText(ran.outcome) : '',
      shareUrl: '',
    });
  };

  // A link longer than the playground reads (`MAX_LINK`) is never written: the reader would get
  // a link that is refused, and a reload of this tab would refuse it too. A long state's link is
  // made off the main thread (./link.ts); a failure there is said in the status line.
  const share = async () => {
    const of: PlaygroundState = {version: version.name, code, request, express};
    setStatus('Making the link…');
    let link: Awaited<ReturnType<typeof makeLink>>;
    try {
      link = await makeLink(of, linkWorker);
    } catch (e) {
      setStatus(
        `No link was made: ${readerText((e as Error)?.message ?? e, 200)}. Copy the code and request as Markdown instead.`,
      );
      return;
    }
    if (!('hash' in link)) {
      setShareUrl('');
      setTooLong({length: 'over' in link ? link.over : link.tooLong, of});
      setStatus(
        'over' in link
          ? `No link was made: ${link.over} Copy them as Markdown instead.`
          : `This code and request are too long for a link: it would hold ${link.tooLong.toLocaleString('en')} characters, and the playground opens links of up to ${MAX_LINK.toLocaleString('en')}. Copy them as Markdown instead.`,
      );
      return;
    }
    const url = `${window.location.origin}${window.location.pathname}${link.hash}`;
    window.history.replaceState(null, '', link.hash);
    fromLink.current = link.hash;
    setTooLong(null);
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied. It opens the playground with this version, Express, code and request.');
    } catch {
      setStatus('Copy the link below to share this version, Express, code and request.');
    }
  };

  const copyMarkdown = async () => {
    try {
      await navigator.clipboard.writeText(markdownOfState());
      setStatus('The code and request are copied as Markdown.');
    } catch {
      setStatus('The Markdown could not be copied: your browser refused access to the clipboard.');
    }
  };

  /** Puts the draft a link replaced back into the editors (the link stays in the address). */
  const restoreKept = () => {
    const version = kept && byName(kept.version);
    if (!kept || !version) return;
    load({...kept, version});
    fromLink.current = kept.link;
    setKept(null);
    writeKeptDraft(null);
    setOutcome(null);
    setRan(null);
    setStatus('Your draft is back in the editors.');
  };

  const starterOfVersion = () => {
    const s = starters[0];
    load({version, code: s.code, request: s.request});
    setStatus(`Loaded the "${s.label}" example of express-validator ${version.npm}.`);
  };

  return (
    <Layout
      title="Playground"
      description="Run express-validator validation chains of any documented release on a request, in your browser."
    >
      <main className={styles.page}>
        <Heading as="h1">Playground</Heading>
        <p>
          Run express-validator chains on a request, here in the browser: edit the code and the request, then press Run.
        </p>
        <div className={styles.toolbar}>
          <label className={styles.field}>
            <span>express-validator version</span>
            <span className="ev-select">
              <select
                value={version.name}
                onChange={(e) => setVersion(byName(e.target.value)!)}
                data-playground="version"
              >
                {versions.map((v) => (
                  <option key={v.name} value={v.name}>
                    {releaseLabel(v.label, v.npm)}
                  </option>
                ))}
              </select>
            </span>
          </label>
          <label className={styles.field}>
            <span>Express</span>
            <span className="ev-select">
              <select
                value={express}
                onChange={(e) => setExpress(e.target.value === '4' ? 4 : 5)}
                data-playground="express"
              >
                <option value="5">Express 5 (npm install express)</option>
                <option value="4">Express 4</option>
              </select>
            </span>
          </label>
          <label className={styles.field}>
            <span>Example</span>
            <span className="ev-select">
              <select
                value=""
                onChange={(e) => {
                  const s = starters.find((x) => x.id === e.target.value);
                  if (s) load({version, code: s.code, request: s.request});
                }}
                data-playground="starter"
              >
                <option value="">Load an example…</option>
                {starters.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </span>
          </label>
          <button type="button" className="button button--primary" onClick={run} disabled={running || framed}>
            Run
          </button>
          <button type="button" className="button button--secondary" onClick={share}>
            Share
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
        {framed && (
          <div className={styles.mismatch} data-playground="framed">
            <p>
              This playground is shown inside another site. It runs code only in its own tab, so that the other site can
              neither read your code and request nor stand in for the sandbox and show you a result of its own.
            </p>
            <a
              className="button button--sm button--primary"
              href={window.location.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open the playground in its own tab
            </a>
          </div>
        )}
        {kept && (
          <div className={styles.mismatch} data-playground="kept-draft">
            <p>
              A link replaced the code in the editors. Your draft was kept:{' '}
              {kept.code.split('\n').length.toLocaleString('en')} lines of code and the request, for express-validator{' '}
              <bdi>{readerText(kept.version, 40)}</bdi>.
            </p>
            <div className={styles.actions}>
              <button type="button" className="button button--sm button--secondary" onClick={restoreKept}>
                Restore your draft
              </button>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => {
                  setKept(null);
                  writeKeptDraft(null);
                }}
              >
                Discard it
              </button>
            </div>
          </div>
        )}
        {mismatches.length > 0 && (
          <div className={styles.mismatch} data-playground="mismatch">
            <p>
              This code does not fit express-validator {version.npm}:{' '}
              {mismatches.map((m, i) => (
                <React.Fragment key={m.module}>
                  {i > 0 && '; '}
                  {m.missing === 'module' ? (
                    <>
                      it imports <bdi>{m.module}</bdi>, which the playground&apos;s {version.npm} does not have
                    </>
                  ) : (
                    <>
                      <bdi>{m.module}</bdi> has no <bdi>{m.missing.join(', ')}</bdi>
                    </>
                  )}
                </React.Fragment>
              ))}
              .
              {version.major === 5
                ? ' In 5.x, validation chains come from express-validator/check and matchedData from express-validator/filter.'
                : ''}
            </p>
            <button type="button" className="button button--sm button--secondary" onClick={starterOfVersion}>
              Load the {version.npm} example
            </button>
          </div>
        )}
        {tooLong &&
          tooLong.of.version === version.name &&
          tooLong.of.code === code &&
          tooLong.of.request === request &&
          tooLong.of.express === express && (
            <div className={styles.mismatch} data-playground="share-too-long">
              <p>
                {typeof tooLong.length === 'string'
                  ? `No link was made: ${tooLong.length}`
                  : `No link was made: this code and request would need ${tooLong.length.toLocaleString('en')} characters, and the playground opens links of up to ${MAX_LINK.toLocaleString('en')}.`}{' '}
                The Markdown copy holds the version, Express, code and request, to paste into an issue or a message.
              </p>
              <button type="button" className="button button--sm button--secondary" onClick={copyMarkdown}>
                Copy as Markdown
              </button>
            </div>
          )}
        {shareUrl && (
          <label className={styles.field}>
            <span>Link to this playground</span>
            <input type="text" readOnly value={shareUrl} className={styles.link} onFocus={(e) => e.target.select()} />
          </label>
        )}
        <div className={styles.editors}>
          <EditorPane title="Code">
            <Editor
              label="Code"
              language="javascript"
              initial={code}
              onChange={setCode}
              apiRef={codeApi}
              className={`${styles.editor} ${styles.codeEditor}`}
            />
          </EditorPane>
          <EditorPane title="Request">
            <Editor
              label="Request (JSON)"
              language="json"
              initial={request}
              onChange={setRequest}
              apiRef={requestApi}
              className={`${styles.editor} ${styles.requestEditor}`}
            />
          </EditorPane>
        </div>
        <p className={styles.hint}>In an editor, Tab indents; press Escape, then Tab, to move on.</p>
        <div ref={resultRef} className={styles.resultTitle}>
          <Heading as="h2">Result</Heading>
        </div>
        <div data-runs={runs}>
          <ResultBoundary resetKey={runs}>
            <Result outcome={outcome} />
          </ResultBoundary>
        </div>
        {ran && (
          <ResultBoundary
            resetKey={runs}
            fallback={(message) => (
              <p className={styles.problem} role="alert" data-report-failed="">
                The bug report could not be made ({message}). The result above is complete; use Copy as Markdown in its
                place.
              </p>
            )}
          >
            <ReportBug key={runs} ran={ran} linkWorker={linkWorker} onStatus={setStatus} />
          </ResultBoundary>
        )}
        <section className="margin-top--lg">
          <Heading as="h2">How the playground works</Heading>
          <p>
            The version menu picks the express-validator release, the Express menu the Express whose request parsing the
            run follows. Write the chains in the code editor and export them (
            <code>export default [body(&apos;email&apos;).isEmail()]</code>), or write a whole Express app with a route;
            put the request (<code>method</code>, <code>path</code> with its query string, <code>body</code>,{' '}
            <code>query</code>, <code>params</code>, <code>headers</code>, <code>cookies</code>) in the request editor,
            and press Run. Links to the playground keep the version, Express, code and request; see{' '}
            <Link to="/docs">the docs</Link> for what each method does.
          </p>
          <p className={styles.hint}>
            The code runs in a Worker inside a sandboxed frame. It can use express-validator, small stand-ins for{' '}
            <code>express</code> and <code>cookie-parser</code>, and <code>console</code>. It cannot read or change this
            page, its storage or cookies, open windows or navigate, and it cannot send anything over the network: fetch,
            XHR, WebSocket, EventSource and scripts from elsewhere are blocked. A run stops after 3 seconds; the console
            keeps 1,000,000 characters.
          </p>
        </section>
        <iframe
          ref={frame}
          title="Playground sandbox"
          sandbox="allow-scripts"
          className={styles.sandbox}
          tabIndex={-1}
          aria-hidden="true"
        />
      </main>
    </Layout>
  );
}
