/**
 * The page's side of the sandbox (src/plugins/playground/sandbox): the hidden frame, the
 * release bundles, and one run at a time.
 *
 * `useSandbox(frameDocument, baseUrl)` returns `frame` (the ref for the `<iframe sandbox=
 * "allow-scripts">`) and `runInSandbox(job)`, which resolves with the frame's reply:
 * `{timeout: true}` when the run was stopped, else `{result}` (untrusted: pass it to
 * ./normalize.ts). It rejects with a message for the reader when the release's bundle cannot be
 * fetched. Only messages from that frame (opaque origin `null`) with the run's id are taken.
 */
import {useCallback, useEffect, useRef} from 'react';

import type {PlaygroundVersion} from '../../plugins/playground';
import type {ExpressMajor, ParsedRequest} from './state';
import {RUN_TIMEOUT_MS} from './state';

export type SandboxJob = {version: PlaygroundVersion; code: string; request: ParsedRequest; express: ExpressMajor};
export type SandboxReply = {timeout?: boolean; result?: unknown};

export function useSandbox(frameDocument: string, baseUrl: string) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef<Promise<void> | null>(null);
  const pending = useRef(new Map<number, (m: SandboxReply) => void>());
  const nextId = useRef(1);
  const bundles = useRef(new Map<string, Promise<string>>());

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== 'null') return;
      const m = event.data as {type?: unknown; id?: unknown; timeout?: unknown; result?: unknown} | null;
      if (!m || typeof m !== 'object') return;
      if (m.type === 'result' && typeof m.id === 'number') {
        pending.current.get(m.id)?.({timeout: m.timeout === true, result: m.result});
      }
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
        frame.current!.srcdoc = frameDocument;
      });
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
      try {
        return await new Promise<SandboxReply>((resolve) => {
          pending.current.set(id, resolve);
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
        pending.current.delete(id);
      }
    },
    [bundleOf, frameReady],
  );

  return {frame, runInSandbox};
}
