/**
 * Generates the upgrade planner's facts file, src/plugins/upgrade/facts.json (the /upgrade page
 * loads it, with the API history, only when it is opened; src/plugins/upgrade renders the static
 * pairs from it at build time).
 *
 * Inputs, all already checked against the packages elsewhere:
 * - the releases and docs versions of src/docsVersions.ts;
 * - the API history (src/plugins/api-history/history.json) and where each key is documented in
 *   each docs version (entryLinks of ../api-history/whats-new.ts);
 * - the sections of the two migration guides of the latest docs version (heading, Before/After code
 *   blocks, replacement tables), classified by ./sections.ts;
 * - "Changes within 6.x" (../changes-6x.ts), each entry proven by a claim;
 * - the reference notes (../reference/release-notes.ts) whose behaviour starts at a release after
 *   5.2.0, each proven by its claim in tests/claims/reference.claims.ts;
 * - the runtime surface of every installed release (./surface.ts, kept in ./surface.json), its
 *   differences between adjacent releases turned into items or reviewed omissions (./runtime.ts).
 *
 * Usage: `npm run docs:upgrade` probes the releases and writes surface.json and the facts file;
 * `-- --check` exits 1 when either would change (the unit tests compare the facts, and a sample
 * of releases against surface.json). Throws when a guide section is not classified in ./sections.ts
 * or the table names one the guide does not have.
 */
import fs from 'node:fs';
import path from 'node:path';

import {docsDirOf, docsVersions, historyReleases, repoRoot} from '../../../src/docsVersions';
import type {ApiHistory} from '../../../src/plugins/api-history/marks';
import type {
  ChangeFact,
  DocsFact,
  GuideFact,
  NoteFact,
  Snippet,
  UpgradeFacts,
} from '../../../src/plugins/upgrade/types';
import {entryLinks} from '../api-history/whats-new';
import {changes6x} from '../changes-6x';
import {releaseNotes} from '../reference/release-notes';
import {changeKeys, guideSections} from './sections';
import {RUNTIME_KINDS, runtimeFacts} from './runtime';
import {computeSurface, readSurface, serializeSurface, surfaceFile} from './surface';

/** Where the facts file lives. */
export const factsFile = path.join(repoRoot, 'src/plugins/upgrade/facts.json');

const historyFile = path.join(repoRoot, 'src/plugins/api-history/history.json');

/** The two guides and the major release each leads to. */
const GUIDES: [string, string][] = [
  ['migration-v5-to-v6', '6.0.0'],
  ['migration-v6-to-v7', '7.0.0'],
];

/** Removes claim markers and Markdown links (keeping their text) from a paragraph. */
const clean = (md: string) =>
  md
    .replace(/\s*\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** Splits a guide into its `##`/`###` sections: id -> {title, body}. */
export function guideSectionsOf(markdown: string): Map<string, {title: string; body: string}> {
  const out = new Map<string, {title: string; body: string}>();
  const parts = markdown.split(/^(#{2,3} .+)$/m);
  for (let i = 1; i < parts.length; i += 2) {
    const m = /^#{2,3} (.+?)\s*\{#([^}]+)\}\s*$/.exec(parts[i]);
    if (!m) throw new Error(`heading without an id: ${parts[i]}`);
    out.set(m[2], {title: m[1], body: parts[i + 1] ?? ''});
  }
  return out;
}

/** The Before/After code blocks of a section, in order. */
export function snippetsOf(body: string): Snippet[] {
  const out: Snippet[] = [];
  for (const m of body.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const title = /title="([^"]+)"/.exec(m[2])?.[1];
    if (title && /^(Before|After)\b/.test(title)) out.push({title, lang: m[1], code: m[3].replace(/\n$/, '')});
  }
  return out;
}

/** Rows of the section's tables: the first two cells, each a Markdown code span. */
export function tableRowsOf(body: string): [string, string][] {
  const rows: [string, string][] = [];
  for (const line of body.split('\n')) {
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim().replace(/\\\|/g, '|'));
    if (cells.length < 2 || /^-+$/.test(cells[0]) || !cells[0].startsWith('`')) continue;
    rows.push([cells[0], cells[1]]);
  }
  return rows;
}

/** The migration guide sections, classified. */
function guideFacts(latestDir: string, history: ApiHistory): (GuideFact & {surfacePatterns: string[]})[] {
  const out: (GuideFact & {surfacePatterns: string[]})[] = [];
  for (const [guide, release] of GUIDES) {
    const sections = guideSectionsOf(fs.readFileSync(path.join(latestDir, `${guide}.md`), 'utf8'));
    const config = guideSections[guide];
    for (const id of Object.keys(config)) {
      if (!sections.has(id)) throw new Error(`sections.ts classifies ${guide}#${id}, which the guide does not have`);
    }
    for (const [id, {title, body}] of sections) {
      const c = config[id];
      if (!c) throw new Error(`classify ${guide}#${id} in scripts/docs/upgrade/sections.ts`);
      if ('skip' in c) continue;
      const rows = tableRowsOf(body);
      const tableKeys = c.tableKeys
        ? rows.map(([name]) => `${c.tableKeys}:${/`([\w$]+)/.exec(name)?.[1]}`).filter((k) => history.apis[k])
        : [];
      // Replacement tables map old code to new code; their header names the two majors.
      const replacements = /^\|\s*v\d\s*\|\s*v\d\s*\|/m.test(body) ? rows : [];
      out.push({
        id: `${guide}#${id}`,
        release,
        kind: c.kind,
        title,
        action: c.action,
        keys: [...(c.keys ?? []), ...tableKeys],
        uses: c.uses ?? [],
        needles: c.needles ?? [],
        ...(c.appliesTo ? {appliesTo: c.appliesTo} : {}),
        replacements,
        snippets: snippetsOf(body),
        claims: [...body.matchAll(/\{\/\* claim: ([\w-]+) \*\/\}/g)].map((m) => m[1]),
        surface: [],
        surfacePatterns: c.surface ?? [],
      });
    }
  }
  return out;
}

/** Where each key is documented per docs version, as runs over `docs` (newest first). */
function linkRuns(history: ApiHistory): Record<string, [number, string][]> {
  const released = docsVersions.filter((v) => v.name !== 'current' && fs.existsSync(docsDirOf(v)));
  const perVersion = released.map((v) => entryLinks(v, history));
  const out: Record<string, [number, string][]> = {};
  for (const key of Object.keys(history.apis).sort()) {
    const runs: [number, string][] = [];
    perVersion.forEach((links, i) => {
      const link = (links.get(key) ?? '')
        .replace(/^\.\//, '')
        .replace(/\.mdx?(#|$)/, '$1')
        .replace(/(^|\/)index(#|$)/, '$1$2');
      if ((runs.at(-1)?.[1] ?? '') !== link) runs.push([i, link]);
    });
    if (runs.length) out[key] = runs;
  }
  return out;
}

/** Builds the facts. */
export function computeFacts(): UpgradeFacts {
  const history = JSON.parse(fs.readFileSync(historyFile, 'utf8')) as ApiHistory;
  const released = docsVersions.filter((v) => v.name !== 'current' && fs.existsSync(docsDirOf(v)));
  const latest = released[0];
  const docs: DocsFact[] = released.map((v) => ({
    name: v.name,
    npm: v.npmVersion,
    path: v === latest ? '/docs' : `/docs/${v.name}`,
  }));
  const changes: ChangeFact[] = changes6x.map((c) => {
    const claim = /\{\/\* claim: ([\w-]+) \*\/\}/.exec(c.body)?.[1];
    if (!claim) throw new Error(`changes-6x entry ${c.id} has no claim`);
    const k = changeKeys[c.id];
    if (!k) throw new Error(`classify the changes-6x entry ${c.id} in scripts/docs/upgrade/sections.ts`);
    return {
      id: c.id,
      release: c.release,
      title: c.title,
      text: clean(c.body),
      claim,
      kind: k.kind ?? 'behaviour',
      keys: k.keys ?? [],
      uses: k.uses,
      ...(k.appliesTo ? {appliesTo: k.appliesTo} : {}),
      surface: [],
    };
  });
  const guide = guideFacts(docsDirOf(latest), history);
  const {runtime, surfaceOf, runtimeSpans} = runtimeFacts(readSurface(), history, guide, changes);
  // A note saying a release ignores an option its declarations add in that very release explains
  // the option's item (declared, not read) instead of being a behaviour change of its own.
  const ignoredOption = (method: string, release: string) =>
    Object.keys(history.apis).find(
      (k) =>
        k.startsWith(`option:chain:${method}.`) &&
        history.apis[k].spans[0][0] === release &&
        runtimeSpans[k] !== undefined &&
        runtimeSpans[k].length === 0,
    );
  const notes: NoteFact[] = releaseNotes
    .filter((n) => n.from !== historyReleases[0])
    .map((n) => {
      const option = ignoredOption(n.method, n.from);
      return {claim: n.claim, method: n.method, release: n.from, text: clean(n.text), ...(option ? {option} : {})};
    });
  return {
    releases: history.releases.filter((r) => historyReleases.includes(r)),
    docs,
    links: linkRuns(history),
    pages: {
      guides: Object.fromEntries(GUIDES.map(([g]) => [g, `/docs/${g}`])),
      changes6x: `/docs/${released.find((v) => v.major === 6)?.name}/changes-within-6x`,
    },
    guide: guide.map(({surfacePatterns: _, ...g}) => g),
    changes,
    notes,
    runtime,
    runtimeSpans,
    runtimeKinds: RUNTIME_KINDS,
    surfaceOf,
  };
}

/** The file's text: one top-level field per line group, stable. */
export function serializeFacts(f: UpgradeFacts): string {
  return JSON.stringify(f) + '\n';
}

/**
 * Probes every release (about a minute), then writes surface.json and facts.json; with
 * `--check`, writes nothing and returns 1 when either would change.
 */
async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const surfaceText = serializeSurface(await computeSurface());
  const currentSurface = fs.existsSync(surfaceFile) ? fs.readFileSync(surfaceFile, 'utf8') : undefined;
  if (currentSurface !== surfaceText) {
    if (check) {
      console.error(`out of date: ${path.relative(repoRoot, surfaceFile)} (run npm run docs:upgrade)`);
      return 1;
    }
    fs.writeFileSync(surfaceFile, surfaceText);
    console.log(`wrote ${path.relative(repoRoot, surfaceFile)}`);
  }
  const text = serializeFacts(computeFacts());
  const current = fs.existsSync(factsFile) ? fs.readFileSync(factsFile, 'utf8') : undefined;
  if (current === text) return 0;
  if (check) {
    console.error(`out of date: ${path.relative(repoRoot, factsFile)} (run npm run docs:upgrade)`);
    return 1;
  }
  fs.writeFileSync(factsFile, text);
  console.log(`wrote ${path.relative(repoRoot, factsFile)} (${(text.length / 1000).toFixed(1)} kB)`);
  return 0;
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
