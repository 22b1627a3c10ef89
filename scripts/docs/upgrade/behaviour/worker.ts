/**
 * The worker thread of the behaviour matrix (./runner.ts starts one per release, so each release
 * runs in a fresh module registry). workerData: {dir: the package directory, ids: probe ids}.
 * Posts {id, answer} per probe, then {done: true}. Warnings of the package (unknown schema keys)
 * are silenced and unhandled rejections ignored: they are the package's business, not the probe's.
 */
import {parentPort, workerData} from 'node:worker_threads';

import {loadApi} from './api';
import {allProbes, runProbe} from './probes';

const {dir, ids} = workerData as {dir: string; ids: string[]};
process.on('unhandledRejection', () => undefined);
console.warn = () => undefined;
console.error = () => undefined;

void (async () => {
  const api = loadApi(dir);
  const probes = allProbes();
  for (const id of ids) {
    const probe = probes.get(id);
    const answer = probe ? await runProbe(probe, api) : {$unknownProbe: id};
    parentPort!.postMessage({id, answer});
  }
  parentPort!.postMessage({done: true});
})();
