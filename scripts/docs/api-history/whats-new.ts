/**
 * The "what is new" partial of each docs version (`_whats-new.mdx` beside its `index.md`, which
 * imports it): the API that the version's release added, changed, deprecated and removed against
 * the previous (older) docs version, each item with the npm release that did it and a link to the
 * entry on this version's pages. Next lists what its overlay adds to the newest release.
 *
 * Input: the API history (./history.ts) and the headings of each version's pages (entries found
 * with src/plugins/api-history/match.ts). Output: path -> MDX text, deterministic. Written by
 * `npm run docs:history`; errors: none beyond those of reading the docs folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {aliasOf, docsDirOf, docsVersions, historyReleases, repoRoot, type DocsVersion} from '../../../src/docsVersions';
import {pagesOf} from '../examples/blocks';
import {NEXT, runAt, type ApiHistory} from '../../../src/plugins/api-history/marks';
import {keysOfHeading, keysOfPage} from '../../../src/plugins/api-history/match';

/** The release a docs version documents, as the history names it. */
export const releaseOf = (v: DocsVersion) => (v.name === 'current' ? NEXT : v.npmVersion);

/** Where each key the release has is documented in a version: key -> `./page.mdx#anchor`. */
export function entryLinks(version: DocsVersion, history: ApiHistory): Map<string, string> {
  const dir = docsDirOf(version);
  const release = releaseOf(version);
  const has = (key: string) => spanAt(history, key, release) !== undefined;
  const links = new Map<string, string>();
  const files = pagesOf(dir).map((f) => path.relative(dir, f).split(path.sep).join('/'));
  const importer = (partial: string) =>
    files.find((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(`from './${path.posix.basename(partial)}'`));
  for (const page of files) {
    const source = fs.readFileSync(path.join(dir, page), 'utf8');
    const target = path.posix.basename(page).startsWith('_') ? importer(page) : page;
    if (!target) continue;
    const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim();
    for (const keys of keysOfPage(page, title)) {
      const key = keys.find(has);
      if (key && !links.has(key)) links.set(key, `./${target}`);
    }
    for (const m of source.matchAll(/^#{2,4} (.+)$/gm)) {
      const anchor = /\{#([^}]+)\}\s*$/.exec(m[1])?.[1];
      if (!anchor) continue;
      for (const keys of keysOfHeading(page, m[1])) {
        const key = keys.find(has);
        if (key && !links.has(key)) links.set(key, `./${target}#${anchor}`);
      }
    }
  }
  return links;
}

/** The run of releases having `key` that contains `release`, if any. */
const spanAt = (history: ApiHistory, key: string, release: string) =>
  runAt(history.apis[key]?.spans ?? [], history.releases, release);

type Change = {
  kind: 'added' | 'changed' | 'options' | 'deprecated' | 'removed';
  key: string;
  release: string;
  detail?: string;
};

/** What changed between two releases of the history (`older` before `newer`). */
export function changesBetween(history: ApiHistory, older: string, newer: string): Change[] {
  const {releases} = history;
  const lo = releases.indexOf(older);
  const hi = releases.indexOf(newer);
  const out: Change[] = [];
  for (const [key, h] of Object.entries(history.apis)) {
    const before = spanAt(history, key, older);
    const now = spanAt(history, key, newer);
    const isOption = key.startsWith('option:');
    if (now && !before) {
      out.push({kind: isOption ? 'options' : 'added', key, release: now[0]});
    } else if (before && !now) {
      out.push({kind: 'removed', key, release: releases[releases.indexOf(before[1]) + 1]});
    } else if (before && now) {
      const sig = (h.signatures ?? []).filter(([r]) => releases.indexOf(r) > lo && releases.indexOf(r) <= hi).at(-1);
      if (sig) out.push({kind: 'changed', key, release: sig[0], detail: sig[1]});
      const depNow = runAt(h.deprecated ?? [], releases, newer);
      const depBefore = runAt(h.deprecated ?? [], releases, older);
      if (depNow && !depBefore) out.push({kind: 'deprecated', key, release: depNow[0]});
    }
  }
  const order = (r: string) => releases.indexOf(r);
  return out.sort((a, b) => order(a.release) - order(b.release) || a.key.localeCompare(b.key));
}

/**
 * Where a `legacy:` key of the 5.x API lives: `req` (a member of `RequestValidation`, which
 * `expressValidator()` adds to `req`, e.g. `req.checkBody`), `option` (a field of
 * `ExpressValidatorOptions`, e.g. `customValidators`), or `chain` (a validator or sanitizer of the
 * legacy chain that `req.checkBody('field')` returns, e.g. `isIPRange`).
 *
 * Facts come from `index.d.ts` of every 5.x release installed for the history
 * (`historyReleases` of src/docsVersions.ts), read with the TypeScript parser; cached after the first call.
 */
export type LegacyRole = 'req' | 'option' | 'chain';
let legacyRoles: Map<string, LegacyRole> | undefined;
export function legacyRoleOf(name: string): LegacyRole {
  if (!legacyRoles) {
    legacyRoles = new Map();
    const owners: Record<string, LegacyRole> = {RequestValidation: 'req', ExpressValidatorOptions: 'option'};
    for (const dir of historyReleases.filter((r) => r.startsWith('5.')).map(aliasOf)) {
      const file = path.join(repoRoot, 'node_modules', dir, 'index.d.ts');
      if (!fs.existsSync(file)) continue;
      const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isInterfaceDeclaration(node) && owners[node.name.text]) {
          for (const m of node.members) {
            if (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))) {
              legacyRoles!.set(m.name.text, owners[node.name.text]);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }
  return legacyRoles.get(name) ?? 'chain';
}

/** How a key reads in prose: `hide()`, `FieldValidationError`, the `path` error field, ... */
export function labelOf(key: string, history: ApiHistory, linkable = true): string {
  const kind = key.slice(0, key.indexOf(':'));
  const name = key.slice(kind.length + 1);
  const callable = history.apis[key]?.callable;
  // Removed names are written without `()`, so the page does not present them as this version's API.
  const code = (s: string) => '`' + s + (callable && linkable ? '()' : '') + '`';
  if (kind === 'option') {
    const owner = name.slice(0, name.lastIndexOf('.'));
    const field = name.slice(name.lastIndexOf('.') + 1);
    const ownerName = owner.slice(owner.indexOf(':') + 1);
    const ownerCallable = history.apis[owner]?.callable;
    return `\`${field}\` option of \`${ownerName}${ownerCallable && linkable ? '()' : ''}\``;
  }
  if (kind === 'error-field') return `\`${name}\` field of validation errors`;
  if (kind === 'schema') return `\`${name}\` schema key`;
  if (kind === 'legacy') {
    const role = legacyRoleOf(name);
    if (role === 'option') return `\`${name}\` option of \`expressValidator()\` (legacy API)`;
    // A validator or sanitizer of the legacy chain is called on what `req.checkBody()` returns.
    if (role === 'chain') return `\`${name}()\` of the legacy chain, as in \`req.checkBody('field').${name}()\``;
    return `\`req.${name}${callable && linkable ? '()' : ''}\` (legacy API)`;
  }
  if (kind === 'result') return `${code(name)} of \`Result\``;
  if (kind === 'chain' && !callable) return `\`${name}\` property of the validation chain`;
  return code(name);
}

const TITLES: Record<Change['kind'], string> = {
  added: 'Added',
  options: 'New options',
  changed: 'Changed parameters',
  deprecated: 'Deprecated',
  removed: 'Removed',
};

/** The partial of one docs version. */
export function renderWhatsNew(version: DocsVersion, history: ApiHistory): string {
  const index = docsVersions.indexOf(version);
  const previous = docsVersions[index + 1];
  const header = `{/* Generated by scripts/docs/api-history/whats-new.ts from the npm releases of express-validator. Do not edit: run npm run docs:history. */}`;
  if (!previous) {
    return `${header}\n\n${version.npmVersion} is the oldest release these docs cover, so there is nothing older to compare it with. The reference pages of later versions mark each API that arrived after it with the release that added it.\n`;
  }
  const release = releaseOf(version);
  const all = changesBetween(history, previous.npmVersion, release);
  const addedOwners = new Set(all.filter((c) => c.kind === 'added').map((c) => c.key));
  // Options of an API added in the same span are part of that API, not news of their own; the
  // legacy API of 5.x left as a whole, so it is one item.
  const legacyGone = all.filter(
    (c) => c.kind === 'removed' && (c.key.startsWith('legacy:') || c.key === 'export:expressValidator'),
  );
  const changes = all.filter(
    (c) =>
      !(c.kind === 'options' && addedOwners.has(c.key.replace(/^option:(.+)\.[^.]+$/, '$1'))) &&
      !legacyGone.includes(c),
  );
  const links = entryLinks(version, history);
  const ownerLink = (key: string) => links.get(key) ?? links.get(key.replace(/^option:(.+)\.[^.]+$/, '$1'));
  const lines: string[] = [header, ''];
  const against = `${previous.name} (express-validator ${previous.npmVersion})`;
  lines.push(
    release === NEXT
      ? `Compared with the docs of ${against}, the development line documented here has the API changes below; none of them is in an npm release yet.`
      : `Compared with the docs of ${against}, express-validator ${version.npmVersion} has the API changes below. Each names the npm release that made it.`,
    '',
  );
  if (changes.length === 0) {
    lines.push(
      `None: the public API (exports, chain methods, options, error fields and schema keys) is the same in both releases.`,
    );
    return lines.join('\n') + '\n';
  }
  for (const kind of ['added', 'options', 'changed', 'deprecated', 'removed'] as const) {
    const items = changes.filter((c) => c.kind === kind);
    if (!items.length && !(kind === 'removed' && legacyGone.length)) continue;
    lines.push(`**${TITLES[kind]}**`, '');
    if (kind === 'removed' && legacyGone.length) {
      lines.push(
        `- The legacy API: the \`expressValidator\` middleware, its options and the methods it adds to \`req\`, such as \`req.checkBody\` and \`req.validationErrors\` (${legacyGone[0].release})`,
      );
    }
    for (const c of items) {
      const link = kind === 'removed' ? undefined : ownerLink(c.key);
      const label = labelOf(c.key, history, kind !== 'removed');
      const text = link ? `[${label}](${link})` : label;
      const when = c.release === NEXT ? 'unreleased' : c.release;
      const detail = c.detail ? `: now \`${c.detail}\`` : '';
      // A validator the 5.x chain already ran undeclared arrived as a type declaration only.
      const h = history.apis[c.key];
      const ran = kind === 'added' && h?.runsFrom && h.spans[0][0] === c.release ? h.runsFrom : undefined;
      lines.push(
        `- ${text}${detail} (${when}${ran ? `, types only: it already ran in ${ran}) {/* claim: whats-new-types-only */}` : ')'}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

/** The partial of every docs version present: path -> content. */
export function whatsNewFiles(history: ApiHistory): Map<string, string> {
  const out = new Map<string, string>();
  for (const version of docsVersions) {
    if (!fs.existsSync(docsDirOf(version))) continue;
    out.set(path.join(docsDirOf(version), '_whats-new.mdx'), renderWhatsNew(version, history));
  }
  return out;
}
