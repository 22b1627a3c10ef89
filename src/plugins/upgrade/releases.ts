/**
 * Releases and docs versions in the planner's facts (./facts.json): their order, which docs
 * version documents a release, and where an API key is documented. Pure functions; no I/O.
 */
import type {DocsFact, UpgradeFacts} from './types';

/** Index of a release in the facts' list (oldest first), or -1. */
export const releaseIndex = (facts: UpgradeFacts, r: string) => facts.releases.indexOf(r);

/** The docs version that documents `release`: same minor line, else the newest one older than it. */
export function docsFor(facts: UpgradeFacts, release: string): DocsFact {
  const minor = release.split('.').slice(0, 2).join('.');
  const same = facts.docs.find((d) => d.npm.split('.').slice(0, 2).join('.') === minor);
  if (same) return same;
  const older = facts.docs.filter((d) => releaseIndex(facts, d.npm) <= releaseIndex(facts, release));
  return older[0] ?? facts.docs.at(-1)!;
}

/** The npm release a docs version name documents (`6.14.0` -> `6.14.3`), if the name is known. */
export function releaseOfDocs(facts: UpgradeFacts, name: string): string | undefined {
  return facts.docs.find((d) => d.name === name)?.npm;
}

/** URL of `key`'s entry in the docs of `docs`, if those docs document it. */
export function entryUrl(facts: UpgradeFacts, key: string, docs: DocsFact): string | undefined {
  const runs = facts.links[key];
  if (!runs) return undefined;
  const i = facts.docs.indexOf(docs);
  // Runs are [index, link] from the newest version down: the run with the largest start <= i.
  let found: string | undefined;
  for (const [start, link] of runs) if (start <= i) found = link;
  return found ? `${docs.path}/${found}`.replace(/\/(#|$)/, '$1') : undefined;
}

/**
 * The known release nearest to `value`, a text that is not one: the newest of its minor line
 * when the planner knows that line (`6.14.9` -> `6.14.3`); else, for a version below the oldest
 * release, the oldest (`5.1.0` -> `5.2.0`); else the newest release older than it (`6.16.0` ->
 * `6.15.0`, `8.0.0` -> the newest). Text that is no version gives the newest release.
 */
export function nearestRelease(facts: UpgradeFacts, value: string): string {
  const {releases} = facts;
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(value.trim());
  if (!m) return releases.at(-1)!;
  const parts = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  const sameMinor = releases.filter((r) => r.split('.').slice(0, 2).join('.') === `${parts[0]}.${parts[1]}`);
  if (sameMinor.length) return sameMinor.at(-1)!;
  const older = (r: string) => {
    const rp = r.split('.').map(Number);
    for (let i = 0; i < 3; i++) if (rp[i] !== parts[i]) return rp[i] < parts[i];
    return false;
  };
  return [...releases].reverse().find(older) ?? releases[0];
}
