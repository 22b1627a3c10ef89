/**
 * The sandbox frame's script (see ../index.ts): waits for `run` messages from the page, starts a
 * Worker from the bundled ./worker.ts for each (`WORKER_SOURCE`, put in by esbuild's `define`),
 * stops it after the time limit, and relays its result.
 */
declare const WORKER_SOURCE: string;
const workerSource = WORKER_SOURCE;

let worker: Worker | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const reply = (m: Record<string, unknown>) => window.parent.postMessage(m, '*');
window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const m = event.data as {type?: string; id?: number; timeoutMs?: number};
  if (!m || m.type !== 'run' || typeof m.id !== 'number') return;
  if (worker) worker.terminate();
  if (timer) clearTimeout(timer);
  const url = URL.createObjectURL(new Blob([workerSource], {type: 'text/javascript'}));
  const current = new Worker(url);
  worker = current;
  const finish = (result: Record<string, unknown>) => {
    if (worker !== current) return;
    clearTimeout(timer);
    current.terminate();
    worker = undefined;
    URL.revokeObjectURL(url);
    reply({type: 'result', id: m.id, ...result});
  };
  timer = setTimeout(() => finish({timeout: true}), Math.min(Math.max(Number(m.timeoutMs) || 3000, 500), 10000));
  current.onmessage = (e) => finish({result: e.data});
  current.onerror = (e) => {
    e.preventDefault();
    finish({result: {error: {stage: 'run', name: 'Error', message: e.message}, logs: []}});
  };
  current.postMessage(m);
});
reply({type: 'ready'});
