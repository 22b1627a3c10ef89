/**
 * Ties the claims to the pages: every `{/* claim: <id> *\/}` marker in docs/ and versioned_docs/
 * names a known claim, sits in a paragraph or list item containing the claim's `says` words, and
 * is on a docs version whose npm release the claim holds in; every claim is used by some page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {docsVersions, docsDirOf} from '../../src/docsVersions';
import {allClaims as all} from './all';
import {normalise} from './claims';
const byId = new Map(all.map((c) => [c.id, c]));

type Marker = {id: string; file: string; version: string; release: string; block: string};

/** Every marker of every docs version, with the blank-line-separated block (or list item) around it. */
function markers(): Marker[] {
  const out: Marker[] = [];
  for (const version of docsVersions) {
    const dir = docsDirOf(version);
    for (const rel of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      if (!/\.mdx?$/.test(rel)) continue;
      const file = path.join(dir, rel);
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\{\/\*\s*claim:\s*([\w.-]+)\s*\*\/\}/g)) {
        const start = Math.max(text.lastIndexOf('\n\n', m.index), text.lastIndexOf('\n- ', m.index));
        const ends = [text.indexOf('\n\n', m.index), text.indexOf('\n- ', m.index)].filter((i) => i >= 0);
        const end = ends.length ? Math.min(...ends) : text.length;
        out.push({
          id: m[1],
          file: path.relative(process.cwd(), file),
          version: version.name,
          release: version.npmVersion,
          block: text.slice(start + 1, end),
        });
      }
    }
  }
  return out;
}

const found = markers();

test('every claim marker names a known claim, matches its sentence and its release', () => {
  assert.ok(found.length > 0, 'no claim markers found');
  const problems: string[] = [];
  for (const m of found) {
    const claim = byId.get(m.id);
    if (!claim) {
      problems.push(`${m.file}: unknown claim ${m.id}`);
      continue;
    }
    if (!normalise(m.block).includes(normalise(claim.says))) {
      problems.push(`${m.file}: the text marked ${m.id} no longer says "${claim.says}"`);
    }
    if (!claim.holds.includes(m.release)) {
      problems.push(`${m.file}: claim ${m.id} is not proven for ${m.release} (docs version ${m.version})`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every claim is referenced by a page', () => {
  const used = new Set(found.map((m) => m.id));
  assert.deepEqual(
    all.filter((c) => !used.has(c.id)).map((c) => c.id),
    [],
  );
});
