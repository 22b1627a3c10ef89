/**
 * What the /upgrade page reads from its address and its referrer, without React: the docs
 * version a site path names, and the pair of releases of `?from=…&to=…`, checked against the
 * planner's facts. Everything read here is untrusted text: it is compared with known releases,
 * and what is shown back is cut to SHOWN_CHARS and rendered as text by the page.
 */
import {nearestRelease} from './releases';
import type {UpgradeFacts} from './types';

/** Longest part of a rejected parameter shown back to the reader. */
const SHOWN_CHARS = 60;

/** The docs version named by a URL path of this site (`/docs/6.14.0/...`), `latest` for /docs. */
export function docsVersionOfPath(pathname: string): string | undefined {
  const m = /^\/docs(?:\/([^/]+))?/.exec(pathname);
  if (!m) return undefined;
  if (!m[1] || !/^(\d+\.\d+\.\d+|next)$/.test(m[1])) return 'latest';
  return m[1] === 'next' ? 'latest' : m[1];
}

/** How the page read the address: the pair to show, and what it says about the parameters. */
export type ReadParams = {
  from: string;
  to: string;
  /** One sentence per rejected or repeated value, shown as text in an alert. */
  messages: string[];
  /** When a value was rejected: the nearest valid pair, offered as a link instead of a list. */
  suggestion?: {from: string; to: string};
  /** When `from` or `to` was not in the address: which release the list starts or ends at, and why. */
  note?: string;
};

/**
 * Reads and checks `from` and `to` of the address. A value that is not a release of the facts
 * (unknown, out of range, or given twice) is named in a message, and the nearest valid pair is
 * suggested; the page then shows no list until the reader picks one. Without `to`, the newest
 * release, and `note` says so. Without `from`, the first of `candidates` (npm releases with the
 * reason for each, in order of preference) that is older than `to`, else the release before
 * `to`, and `note` says which and why (one sentence each when both are missing).
 */
export function readParams(
  search: string,
  facts: UpgradeFacts,
  candidates: {release: string | undefined; why: string}[],
): ReadParams {
  const params = new URLSearchParams(search);
  const messages: string[] = [];
  const {releases} = facts;
  const latest = releases.at(-1)!;
  const shown = (v: string) => (v.length > SHOWN_CHARS ? `${v.slice(0, SHOWN_CHARS)}…` : v);
  let rejected = false;
  const read = (name: 'from' | 'to'): {value?: string; near?: string} => {
    const all = params.getAll(name);
    if (all.length === 0) return {};
    if (all.length > 1) {
      rejected = true;
      messages.push(
        `The address gives “${name}” ${all.length} times (${all.map((v) => `“${shown(v)}”`).join(', ')}); it takes one release.`,
      );
      const first = all.find((v) => releases.includes(v));
      return {near: first ?? nearestRelease(facts, all[0])};
    }
    const value = all[0];
    if (releases.includes(value)) return {value};
    rejected = true;
    const near = nearestRelease(facts, value);
    messages.push(
      `“${shown(value)}” is not a release the planner knows as the “${name}” release: it covers the npm releases from ${releases[0]} to ${latest}.`,
    );
    return {near};
  };
  const from = read('from');
  const to = read('to');
  const toRelease = to.value ?? to.near ?? latest;
  const older = (r: string) => releases.indexOf(r) < releases.indexOf(toRelease);
  const notes: string[] = [];
  let fromRelease = from.value ?? from.near;
  // A suggested "from" that is not older than "to" would make an empty or reversed list.
  if (!from.value && fromRelease && !older(fromRelease)) fromRelease = undefined;
  if (!fromRelease) {
    const given = params.has('from');
    const last6 = [...releases].reverse().find((r) => r.startsWith('6.') && older(r));
    const picked = [
      ...candidates,
      {release: last6, why: 'the last 6.x release'},
      {release: releases[Math.max(0, releases.indexOf(toRelease) - 1)], why: `the release before ${toRelease}`},
    ].find((c) => c.release && releases.includes(c.release) && older(c.release));
    fromRelease = picked?.release ?? releases[0];
    if (!given)
      notes.push(
        `The address names no “from” release, so the list starts at ${fromRelease}, ${picked?.why ?? 'the oldest release'}. Pick the release you run.`,
      );
  }
  if (!params.has('to'))
    notes.push(
      `The address names no “to” release, so the list ends at ${toRelease}, the newest release. Pick the release you want.`,
    );
  const note = notes.join(' ');
  return {
    from: fromRelease,
    to: toRelease,
    messages,
    ...(rejected ? {suggestion: {from: fromRelease, to: toRelease}} : {}),
    ...(note ? {note} : {}),
  };
}
