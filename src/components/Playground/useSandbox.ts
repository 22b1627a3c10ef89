/**
 * The page's side of the sandbox (src/plugins/playground/sandbox): the hidden frame, the
 * release bundles, and one run at a time.
 *
 * `useSandbox(frameDocument, baseUrl)` returns `frame` (the ref for the `<iframe sandbox=
 * "allow-scripts">`) and `runInSandbox(job)`, which resolves with the frame's reply:
 * `{timeout: true}` when the frame stopped the run, else `{result}` (untrusted: pass it to
 * ./normalize.ts). The frame sends the result as JSON text, which is parsed here; a reply of
 * another shape is passed on as it is.
 *
 * It rejects with an Error whose message is for the reader when the release's bundle cannot be
 * fetched, and with a `SandboxLost` when the run ended without an answer the page can use: the
 * frame's message could not be received (`messageerror`: it held a value that cannot cross to
 * this page), its text is over `MAX_REPLY` characters or not JSON, or no answer came within
 * `RUN_TIMEOUT_MS` + `REPLY_MARGIN_MS`, or the frame did not start within `FRAME_START_MS`. The
 * page owns those deadlines, so no run stays pending whatever the frame does; after one, the frame
 * is loaded afresh (which stops its Worker).
 * Only messages from that frame (opaque origin `null`) with the run's id are taken.
 */
import {useCallback, useEffect, useRef} from 'react';

import type {PlaygroundVersion} from '../../plugins/playground';
import type {ExpressMajor, ParsedRequest} from '../../plugins/playground/state';
import {RUN_TIMEOUT_MS} from '../../plugins/playground/state';

export type SandboxJob = {version: PlaygroundVersion; code: string; request: ParsedRequest; express: ExpressMajor};
export type SandboxReply = {timeout?: boolean; result?: unknown};

/** Time the page waits past the frame's own run limit before it ends the run itself (ms). */
export const REPLY_MARGIN_MS = 2000;
/** Time the frame may take to start and say it is ready (ms). */
export const FRAME_START_MS = 10_000;
/** Longest JSON text taken from the frame, in characters: the Worker writes far less. */
export const MAX_REPLY = 16_000_000;

/** A run that ended without a usable answer; `message` is for the reader. */
export class SandboxLost extends Error {
  name = 'SandboxLost';
}

const lostMessage = {
  unreadable:
    "The sandbox's answer could not be received by this page: it held a value that cannot leave the sandbox (a WebAssembly module, for example). Change the code and run it again.",
  tooLong: `The sandbox's answer was longer than ${MAX_REPLY.toLocaleString('en')} characters and was not shown.`,
  damaged: "The sandbox's answer could not be read. Run the code again.",
  notStarted: `The sandbox did not start within ${FRAME_START_MS / 1000} seconds. Run the code again.`,
  deadline: `No answer from the sandbox within ${(RUN_TIMEOUT_MS + REPLY_MARGIN_MS) / 1000} seconds. The sandbox was restarted: run the code again.`,
};

type Pending = {resolve: (m: SandboxReply) => void; reject: (e: Error) => void};

export function useSandbox(frameDocument: string, baseUrl: string) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef<Promise<void> | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(1);
  const bundles = useRef(new Map<string, Promise<string>>());

  useEffect(() => {
    const fromFrame = (event: MessageEvent) =>
      Boolean(frame.current) && event.source === frame.current!.contentWindow && event.origin === 'null';
    const onMessage = (event: MessageEvent) => {
      if (!fromFrame(event)) return;
      const m = event.data as {type?: unknown; id?: unknown; timeout?: unknown; result?: unknown} | null;
      if (!m || typeof m !== 'object' || m.type !== 'result' || typeof m.id !== 'number') return;
      const run = pending.current.get(m.id);
      if (!run) return;
      if (typeof m.result !== 'string') {
        run.resolve({timeout: m.timeout === true, result: m.result});
      } else if (m.result.length > MAX_REPLY) {
        run.reject(new SandboxLost(lostMessage.tooLong));
      } else {
        try {
          run.resolve({timeout: m.timeout === true, result: JSON.parse(m.result) as unknown});
        } catch {
          run.reject(new SandboxLost(lostMessage.damaged));
        }
      }
    };
    // A message that cannot be received carries no id: it ends the runs waiting (one at a time).
    const onMessageError = (event: MessageEvent) => {
      if (!fromFrame(event)) return;
      for (const run of pending.current.values()) run.reject(new SandboxLost(lostMessage.unreadable));
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('messageerror', onMessageError);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('messageerror', onMessageError);
    };
  }, []);

  const frameReady = useCallback((): Promise<void> => {
    if (!ready.current) {
      const starting = new Promise<void>((resolve, reject) => {
        const onReady = (event: MessageEvent) => {
          if (event.source === frame.current?.contentWindow && (event.data as {type?: unknown})?.type === 'ready') {
            window.removeEventListener('message', onReady);
            clearTimeout(timer);
            resolve();
          }
        };
        // A frame that never says it is ready would hold every run: the next run loads it again.
        const timer = setTimeout(() => {
          window.removeEventListener('message', onReady);
          if (ready.current === starting) ready.current = null;
          reject(new SandboxLost(lostMessage.notStarted));
        }, FRAME_START_MS);
        window.addEventListener('message', onReady);
        frame.current!.srcdoc = frameDocument;
      });
      ready.current = starting;
    }
    return ready.current;
  }, [frameDocument]);

  const bundleOf = useCallback(
    (v: PlaygroundVersion): Promise<string> => {
      let p = bundles.current.get(v.npm);
      if (!p) {
        p = fetch(`${baseUrl}${v.bundle}`).then((r) => {
          if (!r.ok) throw new Error(`express-validator ${v.npm} could not be loaded (HTTP ${r.status}).`);
          return r.text();
        });
        p.catch(() => bundles.current.delete(v.npm));
        bundles.current.set(v.npm, p);
      }
      return p;
    },
    [baseUrl],
  );

  const runInSandbox = useCallback(
    async (job: SandboxJob): Promise<SandboxReply> => {
      const [bundle] = await Promise.all([bundleOf(job.version), frameReady()]);
      const id = nextId.current++;
      let deadline: ReturnType<typeof setTimeout> | undefined;
      try {
        return await new Promise<SandboxReply>((resolve, reject) => {
          pending.current.set(id, {resolve, reject});
          deadline = setTimeout(() => {
            // A new document stops the old one's Worker; the next run waits for it.
            ready.current = null;
            void frameReady();
            reject(new SandboxLost(lostMessage.deadline));
          }, RUN_TIMEOUT_MS + REPLY_MARGIN_MS);
          frame.current!.contentWindow!.postMessage(
            {
              type: 'run',
              id,
              bundle,
              code: job.code,
              request: job.request,
              major: job.version.major,
              expressMajor: job.express,
              timeoutMs: RUN_TIMEOUT_MS,
            },
            '*',
          );
        });
      } finally {
        clearTimeout(deadline);
        pending.current.delete(id);
      }
    },
    [bundleOf, frameReady],
  );

  return {frame, runInSandbox};
}
