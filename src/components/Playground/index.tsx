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
import {readDraft, writeDraft} from './draft';
import {importMismatches} from './mismatch';
import {toShownResult} from './normalize';
import ReportBug from './ReportBug';
import {reportMarkdown, type ReportInput} from './report';
import {outcomeSummary, outcomeText, Result, ResultBoundary, type Outcome} from './Result';
import {startersFor} from './starters';
import {
  DEFAULT_EXPRESS,
  MAX_LINK,
  decodeState,
  encodeState,
  parseRequest,
  toCommonJs,
  type ExpressMajor,
  type PlaygroundState,
} from '../../plugins/playground/state';
import {SandboxLost, useSandbox} from './useSandbox';
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

/** A run's inputs and outcome, kept for the bug report. */
type Ran = {state: PlaygroundState; npm: string; outcome: Outcome};

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
  /** Completed runs since the page opened (tests and the benchmark wait on it). */
  const [runs, setRuns] = useState(0);
  const [shareUrl, setShareUrl] = useState('');
  /** The last Share's link length when it was over `MAX_LINK`, and the state it was for. */
  const [tooLong, setTooLong] = useState<{length: number; of: PlaygroundState} | null>(null);
  /** False until the opening state (link, draft, version) is applied: no draft is written before. */
  const [opened, setOpened] = useState(false);
  const codeApi = useRef<EditorApi | null>(null);
  const requestApi = useRef<EditorApi | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const {frame, runInSandbox} = useSandbox(data.frameDocument, siteConfig.baseUrl);

  const load = (s: {version: PlaygroundVersion; code: string; request: string; express?: ExpressMajor}) => {
    setVersion(s.version);
    if (s.express) setExpress(s.express);
    setCode(s.code);
    setRequest(s.request);
    codeApi.current?.setValue(s.code);
    requestApi.current?.setValue(s.request);
  };
  const byName = (name: string | null) => versions.find((v) => v.name === name);

  // Opening: a shared link's state (not run), else the tab's draft (a reload), else `?version=`,
  // else the preferred docs version, else the latest. A link pasted into this tab later (a hash
  // change) is read the same way.
  useEffect(() => {
    /**
     * Applies the state of the location's hash; true when it held one (usable or not). A link
     * that cannot be used leaves the editors as they are; on opening, they get the tab's draft,
     * so a refused link never replaces the reader's code.
     */
    const applyHash = (opening: boolean): boolean => {
      const shared = decodeState(
        window.location.hash,
        versions.map((v) => v.name),
      );
      if (shared && 'error' in shared) {
        const draft = opening ? readDraft() : undefined;
        const draftVersion = draft && byName(draft.version);
        if (draft && draftVersion) load({...draft, version: draftVersion});
        const message = draft && draftVersion ? `${shared.error} The editors hold this tab's draft.` : shared.error;
        setOutcome({kind: 'problem', message});
        setStatus(message);
        return true;
      }
      if (!shared) return false;
      load({...shared, version: byName(shared.version)!});
      setOutcome(null);
      setStatus('Loaded from a link. Read the code, then press Run to run it.');
      return true;
    };
    const onHashChange = () => {
      applyHash(false);
    };
    window.addEventListener('hashchange', onHashChange);
    // The URL and storage are read after hydration, so the server-rendered page and the first
    // client render agree.
    if (!applyHash(true)) {
      const asked = byName(new URLSearchParams(window.location.search).get('version'));
      const draft = readDraft();
      const draftVersion = draft && byName(draft.version);
      if (draft && draftVersion && (!asked || asked === draftVersion)) {
        // eslint-disable-next-line react-hooks/set-state-in-effect
        load({...draft, version: draftVersion});
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
    if (opened) writeDraft({version: version.name, code, request, express});
  }, [opened, version.name, code, request, express]);

  // After a run, its result comes into view (the heading has a scroll margin for the navbar).
  useEffect(() => {
    if (runs > 0) resultRef.current?.scrollIntoView({block: 'start'});
  }, [runs]);

  const mismatches = useMemo(() => importMismatches(code, version.exports), [code, version.exports]);

  const run = async () => {
    if (running) return;
    const state: PlaygroundState = {version: version.name, code, request, express};
    const finish = (o: Outcome) => {
      setOutcome(o);
      setRan({state, npm: version.npm, outcome: o});
      setStatus(outcomeSummary(o));
      setRuns((n) => n + 1);
    };
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
    setStatus(`Running with express-validator ${version.npm} and Express ${express}…`);
    const started = performance.now();
    try {
      const reply = await runInSandbox({version, code: cjs, request: req, express});
      const ms = performance.now() - started;
      finish(reply.timeout ? {kind: 'timeout'} : {kind: 'result', ms, ...base, shown: toShownResult(reply.result)});
    } catch (e) {
      finish({kind: 'problem', message: String((e as Error)?.message ?? e), ran: e instanceof SandboxLost});
    } finally {
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
  // a link that is refused, and a reload of this tab would refuse it too.
  const share = async () => {
    const hash = encodeState({version: version.name, code, request, express});
    const length = hash.length - '#s='.length;
    if (length > MAX_LINK) {
      setShareUrl('');
      setTooLong({length, of: {version: version.name, code, request, express}});
      setStatus(
        `This code and request are too long for a link: it would hold ${length.toLocaleString('en')} characters, and the playground opens links of up to ${MAX_LINK.toLocaleString('en')}. Copy them as Markdown instead.`,
      );
      return;
    }
    const url = `${window.location.origin}${window.location.pathname}${hash}`;
    window.history.replaceState(null, '', hash);
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

  const report: ReportInput | null = useMemo(() => {
    if (!ran) return null;
    const hash = encodeState(ran.state);
    return {
      npm: ran.npm,
      version: ran.state.version,
      express: ran.state.express,
      code: ran.state.code,
      request: ran.state.request,
      output: outcomeText(ran.outcome),
      // No link that the playground would refuse.
      shareUrl:
        hash.length - '#s='.length > MAX_LINK ? '' : `${window.location.origin}${window.location.pathname}${hash}`,
    };
  }, [ran]);

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
          </label>
          <label className={styles.field}>
            <span>Express</span>
            <select
              value={express}
              onChange={(e) => setExpress(e.target.value === '4' ? 4 : 5)}
              data-playground="express"
            >
              <option value="5">Express 5 (npm install express)</option>
              <option value="4">Express 4</option>
            </select>
          </label>
          <label className={styles.field}>
            <span>Example</span>
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
          </label>
          <button type="button" className="button button--primary" onClick={run} disabled={running}>
            Run
          </button>
          <button type="button" className="button button--secondary" onClick={share}>
            Share
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
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
                No link was made: this code and request would need {tooLong.length.toLocaleString('en')} characters, and
                the playground opens links of up to {MAX_LINK.toLocaleString('en')}. The Markdown copy holds the
                version, Express, code and request, to paste into an issue or a message.
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
        {report && <ReportBug input={report} onStatus={setStatus} />}
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
