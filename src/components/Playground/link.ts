/**
 * Share links made without holding up the page: a state's `#s=` hash (src/plugins/playground/state.ts
 * `encodeState`, the same text) made on the main thread when its JSON is short, else by the
 * share-link Worker (src/plugins/playground/linkWorker.ts), since lz-string needs about 0.6 s per
 * million characters of JSON and 5 s per million it cannot shrink. A state over the run limits
 * (`overLimits`, from lengths only) gets no link at all: the playground would refuse to open it.
 */
import {encodeState, MAX_LINK, overLimits, stateJson, type PlaygroundState} from '../../plugins/playground/state';

/**
 * Longest state JSON compressed on the main thread, in characters: at most about 100 ms (5 s per
 * million characters, lz-string's worst case).
 */
export const SYNC_LINK_CHARS = 20_000;

/**
 * A link's hash (`#s=...`), or why there is none: `over` (the code or request is over the run
 * limits: `overLimits` gives the sentence) or `tooLong` (the link would hold `length` characters,
 * over `MAX_LINK`).
 */
export type Link = {hash: string} | {over: string} | {tooLong: number};

const judged = (hash: string): Link => {
  const length = hash.length - '#s='.length;
  return length > MAX_LINK ? {tooLong: length} : {hash};
};

/** The link of `state` when it can be made at once (short, or over the limits); undefined otherwise. */
export function linkNow(state: PlaygroundState): Link | undefined {
  const over = overLimits(state.code, state.request);
  if (over) return {over};
  // The JSON is at most a few characters per character of code and request: cheap to measure.
  if (state.code.length + state.request.length > SYNC_LINK_CHARS) return undefined;
  const json = stateJson(state);
  return json.length <= SYNC_LINK_CHARS ? judged(encodeState(state)) : undefined;
}

let worker: {url: string; worker: Worker; waiting: Map<number, (r: Link | Error) => void>} | null = null;
let nextId = 1;

/**
 * The link of `state`: at once when `linkNow` can make it, else from the share-link Worker at
 * `workerUrl` (one per page, started on first use). Rejects with an Error when the Worker cannot
 * run (it failed to load).
 */
export function makeLink(state: PlaygroundState, workerUrl: string): Promise<Link> {
  const now = linkNow(state);
  if (now) return Promise.resolve(now);
  if (!worker || worker.url !== workerUrl) {
    const w = new Worker(workerUrl);
    const waiting = new Map<number, (r: Link | Error) => void>();
    w.onmessage = (e: MessageEvent<{id: number; packed: string}>) => {
      waiting.get(e.data.id)?.(judged(`#s=${e.data.packed}`));
      waiting.delete(e.data.id);
    };
    w.onerror = (e) => {
      e.preventDefault();
      for (const done of waiting.values()) done(new Error('the link could not be made in this browser'));
      waiting.clear();
      w.terminate();
      if (worker?.worker === w) worker = null;
    };
    worker = {url: workerUrl, worker: w, waiting};
  }
  const {worker: w, waiting} = worker;
  const id = nextId++;
  return new Promise<Link>((resolve, reject) => {
    waiting.set(id, (r) => (r instanceof Error ? reject(r) : resolve(r)));
    w.postMessage({id, text: stateJson(state)});
  });
}
