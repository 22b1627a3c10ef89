/**
 * The API history generator: reads every npm release of express-validator from 5.2.0 to the newest
 * documented one (src/docsVersions.ts `historyReleases`, each installed as an alias) and
 * the Next overlay, and writes when each API key arrived, changed its parameters, was deprecated
 * and left.
 *
 * Usage: `npm run docs:history` writes src/plugins/api-history/history.json and the "what is new"
 * partial of every docs version (`_whats-new.mdx`, ./whats-new.ts); `-- --check` exits 1 instead
 * of writing when a file would change (the unit test runs the same comparison).
 *
 * Output: an `ApiHistory` (src/plugins/api-history/marks.ts): releases oldest first, then `next`;
 * per key its spans of presence, parameter-list changes and deprecation spans, and for a chain
 * validator that a 5.x chain already ran before any release declared it, where it first ran
 * (scripts/docs/reference/untyped-5x.ts reads that from the release and its validator.js). Deterministic:
 * keys sorted, the same packages give the same bytes.
 *
 * Errors: throws when a release is not installed.
 */
import path from 'node:path';

import {historyReleases, allDocsVersions, aliasOf, repoRoot} from '../../../src/docsVersions';
import {NEXT, type ApiHistory, type KeyHistory} from '../../../src/plugins/api-history/marks';
import {readReleaseApi, type ReleaseApi} from './read';
import {untypedValidators} from '../reference/untyped-5x';
import {whatsNewFiles} from './whats-new';
import {runGenerator} from '../generator-cli';

/**
 * The shape of a parameter list: how many required, optional and rest parameters. Renaming a
 * parameter (`comparison` -> `value`) is not a change a reader must act on; adding one is.
 */
export function shapeOf(signature: string): string {
  const inner = /\((.*)\)/.exec(signature)?.[1] ?? '';
  const params = inner ? inner.split(', ') : [];
  const rest = params.filter((p) => p.startsWith('...')).length;
  const optional = params.filter((p) => !p.startsWith('...') && p.endsWith('?')).length;
  return `${params.length - optional - rest}/${optional}/${rest}`;
}

/** Folds per-release facts into spans. `apis[i]` belongs to `releases[i]`. */
export function foldHistory(releases: string[], apis: ReleaseApi[]): ApiHistory {
  const keys = [...new Set(apis.flatMap((a) => [...a.keys()]))].sort();
  const out: Record<string, KeyHistory> = {};
  for (const key of keys) {
    const h: KeyHistory = {spans: []};
    let prevSig: string | undefined;
    let prevPresent = false;
    let prevDep = false;
    releases.forEach((release, i) => {
      const facts = apis[i].get(key);
      if (facts) {
        if (!prevPresent) h.spans.push([release, release]);
        else h.spans.at(-1)![1] = release;
        if (
          facts.signature !== undefined &&
          prevSig !== undefined &&
          prevPresent &&
          shapeOf(facts.signature) !== shapeOf(prevSig)
        ) {
          (h.signatures ??= []).push([release, facts.signature]);
        }
        if (facts.deprecated) {
          if (!prevDep) (h.deprecated ??= []).push([release, release]);
          else h.deprecated!.at(-1)![1] = release;
        }
        if (facts.signature !== undefined) h.callable = true;
        prevSig = facts.signature;
      } else {
        prevSig = undefined;
      }
      prevPresent = Boolean(facts);
      prevDep = Boolean(facts?.deprecated);
    });
    out[key] = h;
  }
  return {releases, apis: out};
}

/**
 * Sets `runsFrom` on every `chain:` or `legacy:` key whose first span starts after the oldest
 * release while the releases just before it already had the validator at run time without
 * declaring it. `untyped[i]` holds the undeclared chain validators of `history.releases[i]` (names
 * without the prefix). A 5.x legacy chain (`req.checkBody()`) takes its validators from the same
 * validator.js as `check()`, so one set serves both. Returns the same history, changed in place.
 */
export function addRuntimeStarts(history: ApiHistory, untyped: readonly ReadonlySet<string>[]): ApiHistory {
  const {releases} = history;
  for (const [key, h] of Object.entries(history.apis)) {
    const prefix = /^(chain|legacy):/.exec(key)?.[0];
    if (!prefix) continue;
    const name = key.slice(prefix.length);
    let i = releases.indexOf(h.spans[0][0]);
    while (i > 0 && untyped[i - 1].has(name)) i--;
    if (releases[i] !== h.spans[0][0]) h.runsFrom = releases[i];
  }
  return history;
}

/** Reads every release of the history and the Next overlay, and folds them. */
export function computeHistory(): ApiHistory {
  const next = allDocsVersions.find((v) => v.name === 'current');
  if (!next?.overlay) throw new Error('the Next docs version has no overlay in src/docsVersions.ts');
  const releases = [...historyReleases, NEXT];
  const apis = releases.map((r) => (r === NEXT ? readReleaseApi(next.npmVersion, next.overlay) : readReleaseApi(r)));
  const untyped = releases.map((r) => new Set(r === NEXT ? [] : untypedValidators(aliasOf(r)).map((m) => m.name)));
  return addRuntimeStarts(foldHistory(releases, apis), untyped);
}

/** Where the generated history lives (read by the remark plugin at build time). */
export const historyFile = path.join(repoRoot, 'src/plugins/api-history/history.json');

/** The history as the file holds it: sorted keys, one key per line (readable diffs). */
export function serializeHistory(h: ApiHistory): string {
  const lines = Object.entries(h.apis).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n  "releases": ${JSON.stringify(h.releases)},\n  "apis": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/** Every generated file: history.json and each docs version's "what is new" partial. */
export function generatedFiles(h: ApiHistory = computeHistory()): Map<string, string> {
  const files = new Map<string, string>([[historyFile, serializeHistory(h)]]);
  for (const [file, content] of whatsNewFiles(h)) files.set(file, content);
  return files;
}

if (require.main === module) {
  process.exitCode = runGenerator(process.argv.slice(2), 'docs:history', () => generatedFiles());
}
