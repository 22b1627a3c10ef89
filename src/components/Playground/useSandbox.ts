/**
 * The page's side of the sandbox (src/plugins/playground/sandbox): the hidden frame, the
 * release bundles, and one run at a time.
 *
 * `useSandbox(frameDocument, baseUrl)` returns `frame` (the ref for the `<iframe sandbox=
 * "allow-scripts">`), `runInSandbox(job)` and `cancel()`.
 *
 * `runInSandbox` resolves with the frame's reply: `{timeout: true}` when the frame stopped the
 * run, else `{result}` (untrusted: pass it to ./normalize.ts). The frame sends the result as JSON
 * text, which is parsed here; a reply of another shape is passed on as it is. It rejects with:
 * - `RunCancelled` when `cancel()` was called (or the component unmounted) before the answer;
 * - `SandboxLost` (a message for the reader, `ran` true) when the run was sent but ended without
 *   an answer the page can use: the frame's message could not be received (`messageerror`: it
 *   held a value that cannot cross to this page), its text is over `MAX_REPLY` characters or not
 *   JSON, the frame was replaced by another document, or the deadline passed;
 * - `RunNotStarted` (a message for the reader) when the release's bundle could not be downloaded,
 *   or the deadline passed while it downloaded or while the frame started.
 *
 * One deadline per run: `RUN_DEADLINE_MS` from the call (the reader's click), covering the
 * bundle's download, the frame's start and the run. So no run stays pending whatever the network
 * or the frame does; after one that missed it, the download is dropped (the next run fetches
 * again) and the frame is loaded afresh (which stops its Worker).
 *
 * The frame is the page's own (src/plugins/playground/sandbox/protocol.ts): each one is created
 * with a new secret, and results are taken only through the `MessagePort` that the frame posts
 * with that secret at its start. Nothing is ever posted to the frame's window, so a document that
 * replaced the frame's (another site that frames the playground can navigate its sandbox) gets
 * neither code nor request, and what it posts is ignored.
 */
import {useCallback, useEffect, useRef} from 'react';

import type {PlaygroundVersion} from '../../plugins/playground';
import {readerText} from '../../plugins/playground/safeText';
import {SECRET_SLOT, type ReadyMessage} from '../../plugins/playground/sandbox/protocol';
import type {ExpressMajor, ParsedRequest} from '../../plugins/playground/state';
import {RUN_TIMEOUT_MS} from '../../plugins/playground/state';

export type SandboxJob = {version: PlaygroundVersion; code: string; request: ParsedRequest; express: ExpressMajor};
export type SandboxReply = {timeout?: boolean; result?: unknown};

/**
 * Time from Run to the answer (ms): the bundle's download, the frame's start and the run itself
 * (`RUN_TIMEOUT_MS`, which the frame enforces) must fit in it.
 */
export const RUN_DEADLINE_MS = 10_000;
/** Longest JSON text taken from the frame, in characters: the Worker writes far less. */
export const MAX_REPLY = 16_000_000;

/** A run that was sent but ended without a usable answer; `message` is for the reader. */
export class SandboxLost extends Error {
  name = 'SandboxLost';
}
/** A run that never reached the sandbox (no bundle, no frame in time); `message` is for the reader. */
export class RunNotStarted extends Error {
  name = 'RunNotStarted';
}
/** A run ended by `cancel()` or by the component going away; the caller says why. */
export class RunCancelled extends Error {
  name = 'RunCancelled';
}

const seconds = `${RUN_DEADLINE_MS / 1000} seconds`;
const lostMessage = {
  unreadable:
    "The sandbox's answer could not be received by this page: it held a value that cannot leave the sandbox (a WebAssembly module, for example). Change the code and run it again.",
  tooLong: `The sandbox's answer was longer than ${MAX_REPLY.toLocaleString('en')} characters and was not shown.`,
  damaged: "The sandbox's answer could not be read. Run the code again.",
  replaced:
    'The sandbox frame was replaced by another document during the run, so the run was stopped. The sandbox was restarted: run the code again.',
  notStarted: `The sandbox did not start within ${seconds}. Run the code again.`,
  deadline: `No answer from the sandbox within ${seconds}. The sandbox was restarted: run the code again.`,
  download: (npm: string) =>
    `express-validator ${npm} did not download within ${seconds}. Check your connection, then press Run again.`,
};

/** A sandbox the page created: its port once the frame has posted it with the secret, and its end. */
type Sandbox = {ready: Promise<MessagePort>; port?: MessagePort; close: () => void};
/** The run in progress: how to end it, and the phase it is in (for the deadline's message). */
type Current = {
  phase: 'download' | 'start' | 'run';
  /** The run's id once it is sent; the answer carries it. */
  id?: number;
  settle: (outcome: {reply: SandboxReply} | {error: Error}) => void;
};

/** A new secret for a sandbox: 128 random bits as hex. */
function newSecret(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useSandbox(frameDocument: string, baseUrl: string) {
  const frame = useRef<HTMLIFrameElement>(null);
  /** The sandbox in use (started or starting); null when the next run must load one. */
  const sandbox = useRef<Sandbox | null>(null);
  const current = useRef<Current | null>(null);
  const bundles = useRef(new Map<string, {text: Promise<string>; abort: AbortController}>());
  const nextId = useRef(1);
  const mounted = useRef(true);

  /** Ends the sandbox in use: it is told to stop its Worker and its port is closed. */
  const dropSandbox = useCallback(() => sandbox.current?.close(), []);

  /** Ends the run in progress with `error`, if there is one. */
  const fail = useCallback((error: Error) => current.current?.settle({error}), []);

  useEffect(() => {
    mounted.current = true;
    const downloads = bundles.current;
    return () => {
      mounted.current = false;
      fail(new RunCancelled('The page was left.'));
      dropSandbox();
      for (const b of downloads.values()) b.abort.abort();
      downloads.clear();
    };
  }, [dropSandbox, fail]);

  /** A message on the port of sandbox `from`: the answer to the run in progress, when it is that run's. */
  const onPortMessage = useCallback((from: Sandbox, data: unknown) => {
    const run = current.current;
    const m = data as {type?: unknown; id?: unknown; timeout?: unknown; result?: unknown} | null;
    if (sandbox.current !== from || !run || run.id === undefined) return;
    if (!m || typeof m !== 'object' || m.type !== 'result' || m.id !== run.id) return;
    if (typeof m.result !== 'string') {
      run.settle({reply: {timeout: m.timeout === true, result: m.result}});
    } else if (m.result.length > MAX_REPLY) {
      run.settle({error: new SandboxLost(lostMessage.tooLong)});
    } else {
      try {
        run.settle({reply: {timeout: m.timeout === true, result: JSON.parse(m.result) as unknown}});
      } catch {
        run.settle({error: new SandboxLost(lostMessage.damaged)});
      }
    }
  }, []);

  /**
   * The sandbox in use, or a new one: a new secret is written into the frame document, which is
   * loaded into the frame; `ready` resolves with the port the frame posts with that secret (and
   * never, when no such port comes: the run's deadline ends the wait). Throws `RunCancelled` when
   * the frame is gone (the component unmounted).
   */
  const startSandbox = useCallback((): Sandbox => {
    if (sandbox.current) return sandbox.current;
    const element = frame.current;
    if (!element || !mounted.current) throw new RunCancelled('The sandbox frame is gone.');
    const secret = newSecret();
    let loads = 0;
    let portReady: (port: MessagePort) => void = () => {};
    const created: Sandbox = {ready: new Promise((resolve) => (portReady = resolve)), close};
    function close() {
      window.removeEventListener('message', onMessage);
      element!.removeEventListener('load', onLoad);
      if (created.port) {
        created.port.postMessage({type: 'stop'});
        created.port.close();
      }
      if (sandbox.current === created) sandbox.current = null;
    }
    function onMessage(event: MessageEvent) {
      if (event.source !== element!.contentWindow) return;
      const m = event.data as Partial<ReadyMessage> | null;
      const port = event.ports[0];
      if (!m || typeof m !== 'object' || m.type !== 'ready' || m.secret !== secret || !port) return;
      window.removeEventListener('message', onMessage);
      created.port = port;
      port.onmessage = (e) => onPortMessage(created, e.data);
      port.onmessageerror = () => {
        if (sandbox.current === created) fail(new SandboxLost(lostMessage.unreadable));
      };
      portReady(port);
    }
    // The frame's document loads once; a later load is another document (the frame was
    // navigated): that sandbox is over, and a run it held ends at once.
    function onLoad() {
      loads++;
      if (loads < 2) return;
      const inUse = sandbox.current === created;
      close();
      if (inUse && current.current && current.current.phase !== 'download') {
        fail(new SandboxLost(lostMessage.replaced));
      }
    }
    window.addEventListener('message', onMessage);
    element.addEventListener('load', onLoad);
    sandbox.current = created;
    element.srcdoc = frameDocument.replace(SECRET_SLOT, secret);
    return created;
  }, [frameDocument, fail, onPortMessage]);

  /** The release's bundle text; a failed or abandoned download is forgotten, so the next run tries again. */
  const bundleOf = useCallback(
    (v: PlaygroundVersion): Promise<string> => {
      const cached = bundles.current.get(v.npm);
      if (cached) return cached.text;
      const abort = new AbortController();
      const text = fetch(`${baseUrl}${v.bundle}`, {signal: abort.signal}).then(
        (r) => {
          if (!r.ok) throw new RunNotStarted(`express-validator ${v.npm} could not be loaded (HTTP ${r.status}).`);
          return r.text();
        },
        (e: unknown) => {
          throw new RunNotStarted(
            `express-validator ${v.npm} could not be downloaded (${readerText((e as Error)?.message, 200)}). Check your connection, then press Run again.`,
          );
        },
      );
      text.catch(() => {
        if (bundles.current.get(v.npm)?.text === text) bundles.current.delete(v.npm);
      });
      bundles.current.set(v.npm, {text, abort});
      return text;
    },
    [baseUrl],
  );

  const runInSandbox = useCallback(
    (job: SandboxJob): Promise<SandboxReply> => {
      // One run at a time: a new one ends the one before.
      fail(new RunCancelled('Another run started.'));
      return new Promise<SandboxReply>((resolve, reject) => {
        let done = false;
        const run: Current = {
          phase: 'download',
          settle: (outcome) => {
            if (done) return;
            done = true;
            clearTimeout(deadline);
            if (current.current === run) current.current = null;
            if ('reply' in outcome) resolve(outcome.reply);
            else reject(outcome.error);
          },
        };
        current.current = run;
        const deadline = setTimeout(() => {
          if (run.phase === 'download') {
            // The download is dropped, so the next run fetches the bundle again.
            bundles.current.get(job.version.npm)?.abort.abort();
            bundles.current.delete(job.version.npm);
            run.settle({error: new RunNotStarted(lostMessage.download(job.version.npm))});
          } else {
            // A new document stops the old one's Worker; the next run waits for it.
            dropSandbox();
            run.settle({error: new SandboxLost(run.phase === 'start' ? lostMessage.notStarted : lostMessage.deadline)});
          }
        }, RUN_DEADLINE_MS);
        void (async () => {
          try {
            const bundle = await bundleOf(job.version);
            if (done) return;
            run.phase = 'start';
            const used = startSandbox();
            const port = await used.ready;
            if (done) return;
            if (sandbox.current !== used) throw new SandboxLost(lostMessage.replaced);
            run.phase = 'run';
            run.id = nextId.current++;
            port.postMessage({
              type: 'run',
              id: run.id,
              bundle,
              code: job.code,
              request: job.request,
              major: job.version.major,
              expressMajor: job.express,
              timeoutMs: RUN_TIMEOUT_MS,
            });
          } catch (e) {
            run.settle({error: e instanceof Error ? e : new RunNotStarted(readerText(e, 200))});
          }
        })();
      });
    },
    [bundleOf, startSandbox, dropSandbox, fail],
  );

  /** Ends the run in progress (it rejects with `RunCancelled`) and stops its Worker. */
  const cancel = useCallback(() => {
    if (!current.current) return;
    const wasRunning = current.current.phase === 'run';
    fail(new RunCancelled('The run was cancelled.'));
    if (wasRunning) dropSandbox();
  }, [fail, dropSandbox]);

  return {frame, runInSandbox, cancel};
}
