/**
 * The `/playground` page (route added by src/plugins/playground): run validation chains of the
 * express-validator release that a docs version documents, on a request, in the browser.
 *
 * Props: `data`, the plugin's module (`PlaygroundData`: versions with their bundle paths, and the
 * sandbox frame's document). The reader's code and request come from the editors or from a
 * shared link (`#s=...`, read by ./state.ts, never run until the reader presses Run); the code
 * runs only inside the sandbox (src/plugins/playground/sandbox): an opaque-origin frame that
 * starts a Worker per run and stops it after `RUN_TIMEOUT_MS`. Everything shown is text.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';
import {EditorView, basicSetup} from 'codemirror';
import {Compartment, EditorState} from '@codemirror/state';
import {keymap} from '@codemirror/view';
import {indentWithTab} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {json} from '@codemirror/lang-json';

import type {PlaygroundData, PlaygroundVersion} from '../../plugins/playground';
import {darkEditorTheme, lightEditorTheme} from './editorTheme';
import {startersFor} from './starters';
import {decodeState, encodeState, parseRequest, RUN_TIMEOUT_MS, toCommonJs} from './state';
import styles from './styles.module.css';

type RunError = {stage: string; name: string; message: string; line?: number};
type RunResult = {
  mode?: 'program' | 'chains';
  response?: {status: number; body: unknown};
  errors?: unknown;
  mapped?: unknown;
  matchedData?: unknown;
  request?: unknown;
  logs?: string[];
  error?: RunError;
};
type Outcome =
  | {kind: 'result'; result: RunResult; ms: number; version: PlaygroundVersion}
  | {kind: 'timeout'}
  | {kind: 'problem'; message: string};

/** The preferred docs version the theme stores when the reader picks one; null when none. */
function preferredVersion(): string | null {
  try {
    return window.localStorage.getItem('docs-preferred-version-default');
  } catch {
    return null;
  }
}

/** One CodeMirror editor. `setValue` replaces the text from outside (starters, links). */
function Editor({
  label,
  language,
  initial,
  onChange,
  apiRef,
}: {
  label: string;
  language: 'javascript' | 'json';
  initial: string;
  onChange: (text: string) => void;
  apiRef: React.MutableRefObject<{setValue: (text: string) => void} | null>;
}): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const {colorMode} = useColorMode();
  const theme = useMemo(() => new Compartment(), []);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          // Tab indents; Escape then Tab leaves the editor (CodeMirror's documented escape).
          keymap.of([indentWithTab]),
          language === 'javascript' ? javascript() : json(),
          theme.of(lightEditorTheme),
          // Long lines wrap, so the editor never scrolls sideways.
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({'aria-label': label}),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) change.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    apiRef.current = {
      setValue: (text) => v.dispatch({changes: {from: 0, to: v.state.doc.length, insert: text}}),
    };
    return () => v.destroy();
    // The editor is created once; later text comes through apiRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    view.current?.dispatch({effects: theme.reconfigure(colorMode === 'dark' ? darkEditorTheme : lightEditorTheme)});
  }, [colorMode, theme]);
  return <div ref={host} className={styles.editor} data-editor={language} />;
}

const pretty = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

function Section({id, title, value}: {id: string; title: ReactNode; value: unknown}): ReactNode {
  return (
    <section className={styles.section} data-section={id}>
      <Heading as="h3" className={styles.sectionTitle}>
        {title}
      </Heading>
      <pre className={styles.output}>{pretty(value)}</pre>
    </section>
  );
}

function Output({outcome}: {outcome: Outcome | null}): ReactNode {
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
  const {result, ms, version} = outcome;
  const five = version.major === 5;
  return (
    <div data-run-result="">
      <p className={styles.hint}>
        Ran with express-validator {version.npm} in <span data-run-ms="">{Math.round(ms)}</span> ms.
      </p>
      {result.error && (
        <p className={styles.problem} role="alert" data-run-error="">
          {result.error.name}
          {result.error.line ? ` on line ${result.error.line}` : ''}: {result.error.message}
        </p>
      )}
      {!result.error && (
        <>
          <Section
            id="response"
            title={
              result.mode === 'program'
                ? 'Response of the route'
                : 'Response of a typical handler (400 with the errors, else 200 with the matched data)'
            }
            value={result.response}
          />
          <Section id="errors" title={<code>validationResult(req).array()</code>} value={result.errors} />
          <Section id="mapped" title={<code>validationResult(req).mapped()</code>} value={result.mapped} />
          <Section
            id="matchedData"
            title={<code>matchedData(req){five ? ' (from express-validator/filter)' : ''}</code>}
            value={result.matchedData}
          />
          <Section id="request" title="The request after sanitizers" value={result.request} />
        </>
      )}
      {result.logs && result.logs.length > 0 && <Section id="console" title="Console" value={result.logs.join('\n')} />}
    </div>
  );
}

export default function Playground({data}: {data: PlaygroundData}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const versions = data.versions;
  const latest = versions.find((v) => v.name !== 'current') ?? versions[0];
  const [version, setVersion] = useState<PlaygroundVersion>(latest);
  const starters = startersFor(version.major);
  const [code, setCode] = useState(starters[0].code);
  const [request, setRequest] = useState(starters[0].request);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [status, setStatus] = useState('');
  const [running, setRunning] = useState(false);
  /** Completed runs since the page opened (tests and the benchmark wait on it). */
  const [runs, setRuns] = useState(0);
  const [shareUrl, setShareUrl] = useState('');
  const codeApi = useRef<{setValue: (t: string) => void} | null>(null);
  const requestApi = useRef<{setValue: (t: string) => void} | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef<Promise<void> | null>(null);
  const pending = useRef(new Map<number, (m: Record<string, unknown>) => void>());
  const nextId = useRef(1);
  const bundles = useRef(new Map<string, Promise<string>>());

  const load = (v: PlaygroundVersion, c: string, r: string) => {
    setVersion(v);
    setCode(c);
    setRequest(r);
    codeApi.current?.setValue(c);
    requestApi.current?.setValue(r);
  };

  // Opening: a shared link's state (not run), else `?version=`, else the preferred docs version,
  // else the latest. A link pasted into this tab later (a hash change) is read the same way.
  useEffect(() => {
    /** Applies the state of the location's hash; true when it held one (usable or not). */
    const applyHash = (): boolean => {
      const shared = decodeState(
        window.location.hash,
        versions.map((v) => v.name),
      );
      if (shared && 'error' in shared) {
        setOutcome({kind: 'problem', message: shared.error});
        return true;
      }
      if (!shared) return false;
      load(
        versions.find((v) => v.name === shared.version)!,
        shared.code,
        shared.request,
      );
      setOutcome(null);
      setStatus('Loaded from a link. Read the code, then press Run to run it.');
      return true;
    };
    const onHashChange = () => {
      applyHash();
    };
    window.addEventListener('hashchange', onHashChange);
    // The URL and localStorage are read after hydration, so the server-rendered page and the first
    // client render agree.
    if (!applyHash()) {
      // `?version=6.14.0` (the links of the version homes), else the preferred docs version.
      const asked = new URLSearchParams(window.location.search).get('version');
      const preferred = versions.find((v) => v.name === asked) ?? versions.find((v) => v.name === preferredVersion());
      if (preferred && preferred !== latest) {
        const s = startersFor(preferred.major)[0];
        // eslint-disable-next-line react-hooks/set-state-in-effect
        load(preferred, s.code, s.request);
      }
    }
    return () => window.removeEventListener('hashchange', onHashChange);
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Messages from the sandbox frame: only from that frame (opaque origin "null"), of a known shape.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== 'null') return;
      const m = event.data as {type?: unknown; id?: unknown};
      if (!m || typeof m !== 'object') return;
      if (m.type === 'result' && typeof m.id === 'number') pending.current.get(m.id)?.(m as Record<string, unknown>);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const frameReady = useCallback((): Promise<void> => {
    if (!ready.current) {
      ready.current = new Promise((resolve) => {
        const onReady = (event: MessageEvent) => {
          if (event.source === frame.current?.contentWindow && (event.data as {type?: unknown})?.type === 'ready') {
            window.removeEventListener('message', onReady);
            resolve();
          }
        };
        window.addEventListener('message', onReady);
        frame.current!.srcdoc = data.frameDocument;
      });
    }
    return ready.current;
  }, [data.frameDocument]);

  const bundleOf = useCallback(
    (v: PlaygroundVersion): Promise<string> => {
      let p = bundles.current.get(v.npm);
      if (!p) {
        p = fetch(`${siteConfig.baseUrl}${v.bundle}`).then((r) => {
          if (!r.ok) throw new Error(`express-validator ${v.npm} could not be loaded (HTTP ${r.status}).`);
          return r.text();
        });
        p.catch(() => bundles.current.delete(v.npm));
        bundles.current.set(v.npm, p);
      }
      return p;
    },
    [siteConfig.baseUrl],
  );

  const run = useCallback(async () => {
    if (running) return;
    let cjs: string;
    let req: ReturnType<typeof parseRequest>;
    try {
      req = parseRequest(request);
    } catch (e) {
      setOutcome({kind: 'problem', message: (e as Error).message});
      return;
    }
    try {
      cjs = toCommonJs(code);
    } catch (e) {
      const line = (e as {line?: number}).line;
      setOutcome({
        kind: 'result',
        ms: 0,
        version,
        result: {error: {stage: 'syntax', name: (e as Error).name, message: (e as Error).message, line}},
      });
      return;
    }
    setRunning(true);
    setStatus(`Running with express-validator ${version.npm}…`);
    const started = performance.now();
    try {
      const [bundle] = await Promise.all([bundleOf(version), frameReady()]);
      const id = nextId.current++;
      const reply = await new Promise<Record<string, unknown>>((resolve) => {
        pending.current.set(id, resolve);
        frame.current!.contentWindow!.postMessage(
          {type: 'run', id, bundle, code: cjs, request: req, major: version.major, timeoutMs: RUN_TIMEOUT_MS},
          '*',
        );
      });
      pending.current.delete(id);
      const ms = performance.now() - started;
      if (reply.timeout) setOutcome({kind: 'timeout'});
      else setOutcome({kind: 'result', result: (reply.result ?? {}) as RunResult, ms, version});
      setStatus(reply.timeout ? 'Stopped: the run took too long.' : 'Done.');
    } catch (e) {
      setOutcome({kind: 'problem', message: (e as Error).message});
      setStatus('');
    } finally {
      setRunning(false);
      setRuns((n) => n + 1);
    }
  }, [bundleOf, code, frameReady, request, running, version]);

  const share = useCallback(async () => {
    const hash = encodeState({version: version.name, code, request});
    const url = `${window.location.origin}${window.location.pathname}${hash}`;
    window.history.replaceState(null, '', hash);
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied. It opens the playground with this version, code and request.');
    } catch {
      setStatus('Copy the link below to share this version, code and request.');
    }
  }, [code, request, version.name]);

  return (
    <Layout
      title="Playground"
      description="Run express-validator validation chains of any documented release on a request, in your browser."
    >
      <main className={styles.page}>
        <Heading as="h1">Playground</Heading>
        <p>
          Run validation chains of the express-validator release you use on a request, here in the browser. Write the
          chains in the code editor and export them (<code>export default [body(&apos;email&apos;).isEmail()]</code>),
          or write a whole Express app with a route; put the request (<code>body</code>, <code>query</code>,{' '}
          <code>params</code>, <code>headers</code>, <code>cookies</code>) in the request editor, and press Run. The
          code runs in a sandbox that cannot reach this site. Links to the playground keep the version, code and
          request; see <Link to="/docs">the docs</Link> for what each method does.
        </p>
        <div className={styles.toolbar}>
          <label className={styles.field}>
            <span>express-validator version</span>
            <select
              value={version.name}
              onChange={(e) => setVersion(versions.find((v) => v.name === e.target.value)!)}
              data-playground="version"
            >
              {versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label === 'Next' ? `Next (${v.npm} and unreleased docs)` : `${v.label} (npm ${v.npm})`}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>Example</span>
            <select
              value=""
              onChange={(e) => {
                const s = starters.find((x) => x.id === e.target.value);
                if (s) load(version, s.code, s.request);
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
        {shareUrl && (
          <label className={styles.field}>
            <span>Link to this playground</span>
            <input type="text" readOnly value={shareUrl} className={styles.link} onFocus={(e) => e.target.select()} />
          </label>
        )}
        <div className={styles.editors}>
          <div>
            <Heading as="h2" className={styles.editorTitle}>
              Code
            </Heading>
            <Editor label="Code" language="javascript" initial={code} onChange={setCode} apiRef={codeApi} />
          </div>
          <div>
            <Heading as="h2" className={styles.editorTitle}>
              Request
            </Heading>
            <Editor
              label="Request (JSON)"
              language="json"
              initial={request}
              onChange={setRequest}
              apiRef={requestApi}
            />
          </div>
        </div>
        <p className={styles.hint}>In an editor, Tab indents; press Escape, then Tab, to move on.</p>
        <Heading as="h2">Result</Heading>
        <div aria-live="polite" data-runs={runs}>
          <Output outcome={outcome} />
        </div>
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
