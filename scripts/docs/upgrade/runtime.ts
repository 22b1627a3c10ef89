/**
 * Turns the runtime surface (./surface.ts) into the upgrade planner's runtime facts. Every
 * difference between two adjacent releases goes to exactly one place:
 * 1. a reviewed omission (./omissions.ts), or
 * 2. the item of ./runtime-items.ts that names it, or
 * 3. a migration guide section whose `surface` patterns or API keys name it at its release, or
 *    a "Changes within 6.x" entry whose API keys name it at its release, or
 * 4. the API history's own item for the same key, when the declarations change at the same
 *    release in the same direction (the item then holds for both), or
 * 5. the item of the chain method it belongs to (a schema key or option of a method that
 *    appears or disappears at the same release), or
 * 6. a runtime item of its own, with a sentence written from the kind of key.
 *
 * Inputs: the surface, the API history, the guide facts (their `surface` filled in here). Output:
 * the runtime facts, `surfaceOf` (history item id at its release -> the surface differences it
 * reports) and `runtimeSpans` (history keys whose runtime runs differ from their declared runs).
 * Throws on an omission that matches no difference, so the omissions file cannot go stale.
 */
import type {ApiHistory} from '../../../src/plugins/api-history/marks';
import {labelOf, needlesOf} from '../../../src/plugins/upgrade/keys';
import type {ChangeFact, GuideFact, RuntimeFact, Surface, SurfaceDiff} from '../../../src/plugins/upgrade/types';
import {omissions} from './omissions';
import {runtimeItems} from './runtime-items';
import {surfaceDiffs, surfaceHas} from './surface';

/** The fact of a hand-written runtime item (./runtime-items.ts), before any surface key is added. */
function factOf(item: (typeof runtimeItems)[number]): RuntimeFact {
  const {kind, release, title, action, uses, needles, snippets} = item;
  return {id: `runtime#${item.id}`, kind, release, title, action, surface: [], uses, needles, snippets};
}

/** `key@release`: how a difference is named in items and in tests. */
export const diffId = (d: Pick<SurfaceDiff, 'key' | 'release'>) => `${d.key}@${d.release}`;

/** True when `pattern` (a key, or a prefix ending in `*`) names `key`. */
const matches = (pattern: string, key: string) =>
  pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key;

/** The history's key kinds a run of the package shows. */
export const RUNTIME_KINDS = ['chain', 'option', 'schema', 'error-field', 'export', 'meta'];

/** Whether the declarations of `release` have `key` (`next` ends a run at the newest release). */
function declared(history: ApiHistory, surface: Surface, key: string, release: string): boolean {
  const i = surface.releases.indexOf(release);
  const at = (r: string) => (r === 'next' ? surface.releases.length - 1 : surface.releases.indexOf(r));
  return (history.apis[key]?.spans ?? []).some(([a, b]) => at(a) >= 0 && at(a) <= i && i <= at(b));
}

/** Whether the running package has a history key: an export of the 5.x entry points counts. */
function running(surface: Surface, key: string, release: string): boolean {
  if (surfaceHas(surface, key, release)) return true;
  if (!key.startsWith('export:')) return false;
  const name = key.slice(7);
  return surfaceHas(surface, `export:check/${name}`, release) || surfaceHas(surface, `export:filter/${name}`, release);
}

/** The sentence of a generic runtime item. */
function sentence(history: ApiHistory, d: SurfaceDiff, surface: Surface): string {
  const kind = d.key.slice(0, d.key.indexOf(':'));
  const name = d.key.slice(kind.length + 1);
  const added = d.change === 'added';
  let s: string;
  if (kind === 'option')
    s = added ? `${d.release} reads it when a request runs.` : `${d.release} no longer reads it: it is ignored.`;
  else if (kind === 'chain')
    s = added
      ? `${d.release} has it on every chain.`
      : `${d.release} no longer has it: a call throws \`is not a function\`.`;
  else if (kind === 'schema')
    s = added
      ? `\`checkSchema()\` accepts it from ${d.release}.`
      : `${d.release} warns that the key is unknown and skips it.`;
  else if (kind === 'export')
    s = added ? `${d.release} exports it.` : `${d.release} no longer exports it: an import of it gives \`undefined\`.`;
  else if (kind === 'error-field' || kind === 'meta')
    s = added ? `It is there from ${d.release}.` : `${d.release} no longer sets it.`;
  else if (kind === 'path')
    s = added
      ? `\`require('express-validator/${name}')\` works from ${d.release}.`
      : `\`require('express-validator/${name}')\` fails in ${d.release} with \`MODULE_NOT_FOUND\`.`;
  else s = `${d.release} ${added ? 'adds' : 'removes'} \`${name}\`.`;
  if (history.apis[d.key]) {
    const types = surface.releases.find((r) => declared(history, surface, d.key, r) === added);
    const typesNow = declared(history, surface, d.key, d.release);
    if (typesNow !== added) {
      s += added
        ? types
          ? ` The declarations add it only in ${types}.`
          : ' The declarations do not name it.'
        : ' The declarations still name it.';
    }
  } else if (RUNTIME_KINDS.includes(kind)) {
    s += ' The declarations do not name it.';
  }
  return s;
}

/** The facts of the runtime surface. */
export function runtimeFacts(
  surface: Surface,
  history: ApiHistory,
  guide: (GuideFact & {surfacePatterns: string[]})[],
  changes: ChangeFact[],
): {runtime: RuntimeFact[]; surfaceOf: Record<string, string[]>; runtimeSpans: Record<string, [string, string][]>} {
  const diffs = surfaceDiffs(surface);
  const used = new Set<(typeof omissions)[number]>();
  const runtime = new Map<string, RuntimeFact>();
  const surfaceOf: Record<string, string[]> = {};
  /** Where each chain method's difference went, for its schema key and options. */
  const chainTarget = new Map<string, string[]>();
  const add = (list: string[], d: SurfaceDiff) => list.push(diffId(d));
  // Chain methods first, so their schema keys and options can follow them.
  const ordered = [...diffs].sort((a, b) => Number(!a.key.startsWith('chain:')) - Number(!b.key.startsWith('chain:')));
  for (const d of ordered) {
    const omission = omissions.find((o) => o.release === d.release && matches(o.key, d.key));
    if (omission) {
      used.add(omission);
      continue;
    }
    const item = runtimeItems.find((r) => r.release === d.release && r.surface.some((p) => matches(p, d.key)));
    if (item) {
      const id = `runtime#${item.id}`;
      if (!runtime.has(id)) {
        runtime.set(id, factOf(item));
      }
      add(runtime.get(id)!.surface, d);
      continue;
    }
    const g = guide.find(
      (s) =>
        s.release === d.release &&
        (s.surfacePatterns.some((p) => matches(p, d.key)) || s.keys.some((p) => matches(p, d.key))),
    );
    if (g) {
      add(g.surface, d);
      continue;
    }
    const change = changes.find((c) => c.release === d.release && c.keys.some((p) => matches(p, d.key)));
    if (change) {
      add(change.surface, d);
      continue;
    }
    const added = d.change === 'added';
    const hist = history.apis[d.key] !== undefined;
    if (
      hist &&
      declared(history, surface, d.key, d.release) === added &&
      declared(history, surface, d.key, d.previous) !== added
    ) {
      const id = `${added ? 'new' : 'removed'}#${d.key}@${d.release}`;
      add((surfaceOf[id] ??= []), d);
      if (d.key.startsWith('chain:')) chainTarget.set(`${d.key.slice(6)}@${d.release}`, surfaceOf[id]);
      continue;
    }
    const method = /^(?:schema:|option:chain:)([^.]+)/.exec(d.key)?.[1];
    const target = method && !d.key.startsWith('chain:') ? chainTarget.get(`${method}@${d.release}`) : undefined;
    if (target) {
      add(target, d);
      continue;
    }
    const id = `runtime#${diffId(d)}`;
    const fact: RuntimeFact = {
      id,
      kind: added ? 'new' : d.key.startsWith('option:') ? 'behaviour' : 'removed',
      release: d.release,
      title: d.key.startsWith('path:') ? `\`express-validator/${d.key.slice(5)}\`` : labelOf(history, d.key),
      action: sentence(history, d, surface),
      surface: [diffId(d)],
      uses: hist ? [d.key] : [],
      needles: d.key.startsWith('path:')
        ? [{type: 'path', name: `express-validator/${d.key.slice(5)}`}]
        : needlesOf(d.key),
      snippets: [],
    };
    runtime.set(id, fact);
    if (d.key.startsWith('chain:')) chainTarget.set(`${d.key.slice(6)}@${d.release}`, fact.surface);
  }
  // Behaviour found by running, with no surface key.
  for (const item of runtimeItems) {
    const id = `runtime#${item.id}`;
    if (runtime.has(id) || item.surface.length) continue;
    runtime.set(id, factOf(item));
  }
  const stale = omissions.filter((o) => !used.has(o));
  if (stale.length)
    throw new Error(`omissions that match no difference: ${stale.map((o) => `${o.key}@${o.release}`).join(', ')}`);

  const runtimeSpans: Record<string, [string, string][]> = {};
  for (const key of Object.keys(history.apis).sort()) {
    if (!RUNTIME_KINDS.includes(key.slice(0, key.indexOf(':')))) continue;
    if (key.startsWith('option:') && !key.startsWith('option:chain:')) continue;
    const runs: [string, string][] = [];
    let differs = false;
    surface.releases.forEach((r, i) => {
      const has = running(surface, key, r);
      if (has !== declared(history, surface, key, r)) differs = true;
      if (!has) return;
      const last = runs.at(-1);
      if (last && last[1] === surface.releases[i - 1]) last[1] = r;
      else runs.push([r, r]);
    });
    if (differs) runtimeSpans[key] = runs;
  }
  const order = (r: string) => surface.releases.indexOf(r);
  return {
    runtime: [...runtime.values()].sort((a, b) => order(a.release) - order(b.release) || a.id.localeCompare(b.id)),
    surfaceOf,
    runtimeSpans,
  };
}
