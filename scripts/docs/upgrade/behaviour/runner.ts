/**
 * Runs the behaviour matrix: every probe on every release, each release in a worker thread of its
 * own (a fresh module registry: nothing one release loads is seen by another), at most `parallel`
 * at a time. A worker that posts nothing for `stallMs` is stopped, and its remaining probes answer
 * `{$timeout: stallMs}`.
 *
 * Input: a list of {release, dir} (dir: the package directory to load) and the probe ids. Output:
 * release -> probe id -> normalised answer (./probes.ts).
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

import type {Json} from './normalise';

export type Answers = Record<string, Record<string, Json>>;

const tsxApi = require.resolve('tsx/cjs/api');
const workerFile = path.join(__dirname, 'worker.ts');

/** Runs `ids` on one package directory in a worker thread. */
export function runRelease(dir: string, ids: string[], stallMs = 15000): Promise<Record<string, Json>> {
  return new Promise((resolve, reject) => {
    const out: Record<string, Json> = {};
    const boot = `require(${JSON.stringify(tsxApi)}).register(); require(${JSON.stringify(workerFile)});`;
    const worker = new Worker(boot, {eval: true, workerData: {dir, ids}, stdout: true, stderr: true});
    let timer: NodeJS.Timeout;
    const finish = () => {
      clearTimeout(timer);
      for (const id of ids) if (!(id in out)) out[id] = {$timeout: stallMs};
      void worker.terminate();
      resolve(out);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, stallMs);
    };
    arm();
    worker.on('message', (m: {id?: string; answer?: Json; done?: boolean}) => {
      if (m.done) return finish();
      if (m.id !== undefined) out[m.id] = m.answer ?? null;
      arm();
    });
    worker.on('error', (e) => {
      clearTimeout(timer);
      void worker.terminate();
      reject(e);
    });
  });
}

/** Runs `ids` on every release (see the module's doc). */
export async function runMatrix(
  targets: {release: string; dir: string}[],
  ids: string[],
  parallel = 2,
): Promise<Answers> {
  const out: Answers = {};
  const queue = [...targets];
  const lane = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) out[t.release] = await runRelease(t.dir, ids);
  };
  await Promise.all(Array.from({length: Math.min(parallel, targets.length)}, lane));
  return out;
}
