/**
 * Finds contradictions between the pages of one docs version: sentences about the same API that
 * assert and deny the same behaviour. Each topic names the API (`about`, looked for in the whole
 * paragraph), the wording that asserts
 * the behaviour (`yes`) and the wording that denies it (`no`); a docs version whose prose has
 * sentences of both kinds for one topic fails, listing both. The topics are those a review of the
 * 6.x and 5.x pages found contradicted; the claims tests prove which side is
 * true for each release.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {docsDirOf, docsVersions} from '../../src/docsVersions';

export type Topic = {id: string; about: RegExp; yes: RegExp; no: RegExp};

export const topics: readonly Topic[] = [
  {
    id: 'run() writes sanitized values into the request',
    about: /`run\(\)`|\.run\(req/,
    yes: /sanitiz\w*[^.]*\b(written|write|writes)\b|\bchange the request\b/i,
    no: /\bstores nothing\b|\bleaves the request (untouched|unchanged|alone)\b/i,
  },
  {
    id: 'the condition chain of if() changes the request',
    about: /\bcondition\b/,
    yes: /\bsanitizers[^.]*\bchange the request\b|\bleaves `req\.body\.\w+` trimmed\b/i,
    no: /\bcondition[^.]*\b(leaves the request (untouched|unchanged|alone)|does not change the request|no longer change the request)\b/i,
  },
  {
    id: 'the sanitization-only middlewares are deprecated',
    about: /sanitization-only middlewares/,
    yes: /\bdeprecated (sanitization-only|sanitization chains)\b|sanitization-only middlewares[^.]*\b(are|is) deprecated\b|\bdeprecates them\b(?![^.]*6\.4\.0)/i,
    no: /\bwithout a warning\b/i,
  },
];

/**
 * The prose of a Markdown/MDX file as paragraphs of sentences: front matter, code blocks and MDX
 * comments removed; a list item counts as a paragraph.
 */
export function paragraphsOf(text: string): string[][] {
  const prose = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  return prose
    .split(/\n\s*\n|\n(?=\s*[-*] )/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => p.split(/(?<=[.!?:])\s+(?=[A-Z`[(])/));
}

/** For one version's files (path -> text), the contradictions: topic id with a yes and a no sentence. */
export function contradictions(files: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const topic of topics) {
    const yes: string[] = [];
    const no: string[] = [];
    for (const [file, text] of files) {
      for (const paragraph of paragraphsOf(text)) {
        // The API may be named in an earlier sentence of the same paragraph.
        if (!topic.about.test(paragraph.join(' '))) continue;
        for (const sentence of paragraph) {
          if (topic.no.test(sentence)) no.push(`${file}: ${sentence}`);
          else if (topic.yes.test(sentence)) yes.push(`${file}: ${sentence}`);
        }
      }
    }
    if (yes.length && no.length) out.push(`${topic.id}\n  says so: ${yes[0]}\n  says not: ${no[0]}`);
  }
  return out;
}

function versionFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const rel of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (/\.mdx?$/.test(rel)) files.set(rel, fs.readFileSync(path.join(dir, rel), 'utf8'));
  }
  return files;
}

test('the detector reports a version whose pages assert and deny the same behaviour', () => {
  const found = contradictions(
    new Map([
      ['a.md', 'In this release, `run()` stores nothing on the request.'],
      ['b.md', 'After `run()`, the sanitized values are written to the request.'],
    ]),
  );
  assert.equal(found.length, 1);
  assert.match(found[0], /run\(\) writes sanitized values/);
});

test('no docs version contradicts itself on the topics the review found', () => {
  const problems: string[] = [];
  for (const version of docsVersions) {
    for (const c of contradictions(versionFiles(docsDirOf(version)))) problems.push(`${version.name}: ${c}`);
  }
  assert.deepEqual(problems, []);
});
