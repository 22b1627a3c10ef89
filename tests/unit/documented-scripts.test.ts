/**
 * Every npm script of package.json is documented: named as `npm run <script>` (or `npm start`,
 * `npm test`) in README.md, CONTRIBUTING.md, MAINTAINING.md or a part's README.md under src/,
 * scripts/, tests/ or e2e/. A script added without a word fails here, and so does a script that
 * the docs still name after it was removed from package.json. And the README stays a page read in
 * minutes: at most 150 lines, no table cell over 100 characters (the manuals live elsewhere).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {repoRoot} from '../../src/docsVersions';

/** The files that document commands, relative to the repository root. */
export function commandDocs(root: string = repoRoot): string[] {
  const parts = ['src', 'scripts', 'tests', 'e2e'].flatMap((dir) =>
    fs.existsSync(path.join(root, dir))
      ? fs
          .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
          .filter((f) => path.basename(f) === 'README.md' && !f.split(path.sep).includes('node_modules'))
          .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
      : [],
  );
  return ['README.md', 'CONTRIBUTING.md', 'MAINTAINING.md', ...parts.sort()];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The scripts of `scripts` that no text of `texts` names (npm's own `start`/`test` may omit `run`). */
export function undocumentedScripts(scripts: readonly string[], texts: readonly string[]): string[] {
  const all = texts.join('\n');
  return scripts.filter((name) => {
    const run = name === 'start' || name === 'test' ? '(?:run )?' : 'run ';
    return !new RegExp(`\\bnpm ${run}${escape(name)}(?![\\w:-])`).test(all);
  });
}

/** `npm run <name>` mentions whose script package.json does not have. */
export function unknownScripts(scripts: readonly string[], texts: readonly string[]): string[] {
  const named = texts.flatMap((t) => [...t.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1]!));
  return [...new Set(named.filter((name) => !scripts.includes(name)))].sort();
}

const scripts = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
    .scripts,
);
const texts = () =>
  commandDocs()
    .filter((f) => fs.existsSync(path.join(repoRoot, f)))
    .map((f) => fs.readFileSync(path.join(repoRoot, f), 'utf8'));

test('the command docs are the top-level guides and the part READMEs', () => {
  const files = commandDocs();
  for (const file of ['README.md', 'CONTRIBUTING.md', 'MAINTAINING.md']) {
    assert.ok(fs.existsSync(path.join(repoRoot, file)), `${file} exists`);
  }
  assert.ok(
    files.some((f) => f.startsWith('tests/') && f.endsWith('/README.md')),
    files.join(', '),
  );
});

test('every npm script is named in the docs, and every script the docs name exists', () => {
  assert.deepEqual(undocumentedScripts(scripts, texts()), [], 'scripts no guide or part README names');
  assert.deepEqual(unknownScripts(scripts, texts()), [], 'npm run <name> with no such script in package.json');
});

test('the rule can fail: an unnamed script, a prefix and a stale name are reported', () => {
  const docs = ['Run `npm run check:api -- 7.3.0`, `npm test` and `npm run build:strict`.'];
  assert.deepEqual(undocumentedScripts(['check:api', 'test', 'build', 'build:strict', 'start'], docs), [
    'build',
    'start',
  ]);
  assert.deepEqual(unknownScripts(['check:api'], docs), ['build:strict']);
});

/** Table cells of a Markdown text longer than `max` characters, as `line N: cell`. */
export function longCells(markdown: string, max: number): string[] {
  return markdown.split('\n').flatMap((line, i) =>
    line.startsWith('|')
      ? line
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim())
          .filter((cell) => cell.length > max)
          .map((cell) => `line ${i + 1}: ${cell}`)
      : [],
  );
}

test('the README is short: at most 150 lines, table cells of at most 100 characters', () => {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  assert.ok(readme.split('\n').length <= 150, `README.md has ${readme.split('\n').length} lines`);
  assert.deepEqual(longCells(readme, 100), []);
  assert.deepEqual(longCells(`| a | ${'x'.repeat(101)} |`, 100), [`line 1: ${'x'.repeat(101)}`], 'the check can fail');
});
