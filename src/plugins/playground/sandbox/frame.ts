/**
 * The sandbox frame's script (see ../index.ts): takes `run` messages from the page, starts a
 * Worker from the bundled ./worker.ts for each (`WORKER_SOURCE`, put in by esbuild's `define`),
 * stops it after the time limit, and relays its result.
 *
 * It talks to the page through one `MessagePort` only (./protocol.ts): at start it reads the
 * secret the page wrote into this document, creates a channel and posts `ready` with the secret
 * and one port to `window.parent`. Messages to this frame's window are not read at all, so a page
 * that frames the playground cannot send it runs, and a document that replaces this one has no
 * port and cannot answer for it.
 *
 * The result is relayed as the Worker wrote it: one JSON text (a string), which every frame can
 * pass on; anything else the Worker posts is ignored.
 *
 * Each run gets a random token that only this script and the Worker's own message handler know;
 * a message from the Worker without it (the reader's code calling `self.postMessage`) is ignored.
 * The frame document's Content-Security-Policy (../index.ts `SANDBOX_CSP`) also applies to the
 * Worker, which is started from a blob: URL and so inherits it: no network at all.
 */
import {SECRET_ATTRIBUTE, type ReadyMessage} from './protocol';

declare const WORKER_SOURCE: string;
const workerSource = WORKER_SOURCE;

let worker: Worker | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const secret = document.documentElement.getAttribute(SECRET_ATTRIBUTE) ?? '';
document.documentElement.removeAttribute(SECRET_ATTRIBUTE);
const channel = new MessageChannel();
const port = channel.port1;
const reply = (m: Record<string, unknown>) => port.postMessage(m);
const newToken = () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
port.onmessage = (event) => {
  const m = event.data as {type?: string; id?: number; timeoutMs?: number};
  // `stop` (the page gave the run up) and a new run both end the Worker of the run before.
  if (m && (m.type === 'stop' || m.type === 'run')) {
    worker?.terminate();
    worker = undefined;
    if (timer) clearTimeout(timer);
    timer = undefined;
  }
  if (!m || m.type !== 'run' || typeof m.id !== 'number') return;
  const token = newToken();
  const url = URL.createObjectURL(new Blob([workerSource], {type: 'text/javascript'}));
  const current = new Worker(url);
  worker = current;
  const finish = (result: Record<string, unknown>) => {
    if (worker !== current) return;
    clearTimeout(timer);
    timer = undefined;
    current.terminate();
    worker = undefined;
    URL.revokeObjectURL(url);
    reply({type: 'result', id: m.id, ...result});
  };
  // The run limit counts the reader's code, not the Worker's start: its clock starts when the
  // Worker says it has evaluated the release's bundle (`started`), so a busy machine that takes
  // seconds to load the bundle does not cut a short run off. The page's own deadline from the
  // click (useSandbox.ts) bounds the start and stops this Worker if it never starts.
  const limit = Math.min(Math.max(Number(m.timeoutMs) || 3000, 500), 10000);
  current.onmessage = (e) => {
    const data = e.data as {token?: unknown; json?: unknown; started?: unknown} | null;
    if (!data || typeof data !== 'object' || data.token !== token) return;
    if (data.started === true && worker === current && timer === undefined) {
      timer = setTimeout(() => finish({timeout: true}), limit);
    } else if (typeof data.json === 'string') {
      finish({result: data.json});
    }
  };
  current.onerror = (e) => {
    e.preventDefault();
    finish({result: JSON.stringify({error: {stage: 'run', name: 'Error', message: String(e.message)}, logs: []})});
  };
  current.postMessage({...m, token});
};
const ready: ReadyMessage = {type: 'ready', secret};
window.parent.postMessage(ready, '*', [channel.port2]);
