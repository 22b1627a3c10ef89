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
 * The release the reader most likely meant by an unknown or out-of-range value: the known release
 * that shares the longest leading run of numbers with it, the newest such one, else the newest
 * release. `value` is any text; returns a release of `facts.releases`.
 */
export function nearestRelease(facts: UpgradeFacts, value: string): string {
  const parts = value.split('.').map((p) => Number.parseInt(p, 10));
  const score = (r: string) => {
    const rp = r.split('.').map(Number);
    let n = 0;
    while (n < 3 && rp[n] === parts[n]) n++;
    return n;
  };
  const best = Math.max(...facts.releases.map(score));
  if (best === 0) {
    const major = parts[0];
    if (Number.isFinite(major) && major < Number(facts.releases[0].split('.')[0])) return facts.releases[0];
  }
  return [...facts.releases].reverse().find((r) => score(r) === best) ?? facts.releases.at(-1)!;
}
