/**
 * Every probe of the behaviour matrix, by id: the generated ones (./generated.ts) and the
 * hand-listed families (./families.ts). `runProbe` runs one on a release's entry points and
 * answers its normalised JSON, "absent" when the release lacks what the probe calls, or
 * `{$throws: message}` when the package throws; it never throws itself.
 */
import {Absent, type Api} from './api';
import {familyProbes} from './families';
import {generatedProbes, type Probe} from './generated';
import {normalise, type Json} from './normalise';

let cache: Map<string, Probe> | undefined;

/** All probes, id -> probe (built once per process). */
export function allProbes(): Map<string, Probe> {
  cache ??= new Map([...generatedProbes(), ...familyProbes()].map((p) => [p.id, p]));
  return cache;
}

/** How long one probe may run before it answers `{$timeout: ms}`. */
export const PROBE_TIMEOUT_MS = 3000;

/** Runs `probe` on `api` (see the module's doc). */
export async function runProbe(probe: Probe, api: Api): Promise<Json> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Json>((resolve) => {
    timer = setTimeout(() => resolve({$timeout: PROBE_TIMEOUT_MS}), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(() => probe.run(api))
        .then(
          (v) => normalise(v),
          (e: unknown) =>
            e instanceof Absent ? 'absent' : {$throws: e instanceof Error ? e.message : String(normalise(e))},
        ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
