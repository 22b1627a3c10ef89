/**
 * The repository's import direction: the site (`src/`, `docusaurus.config.ts`, the sidebars) never
 * imports the tooling folder (`scripts/`) or the tests. Tools and tests may import the site's
 * modules (the versions table in src/docsVersions.ts is the shared fact they all read).
 *
 * Source of the rule: a build plugin that reaches into scripts/ makes the site depend on the
 * maintainers' tooling; the table of docs versions moved to src/ for that reason.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {repoRoot} from '../../src/docsVersions';

/** Every `import … from '…'`, `import('…')`, `require('…')` and `export … from '…'` specifier of a file. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1]);
  return found;
}

/** Source files (.ts, .tsx, .js, .mjs) under `dir`, recursively; absolute paths. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(tsx?|m?js)$/.test(f))
    .map((f) => path.join(dir, f));
}

test('importSpecifiers finds static, dynamic, require and re-export forms', () => {
  const src = `import a from './a';\nimport {b} from "../b";\nimport './c.css';\nconst d = await import('./d');\nconst e = require('./e');\nexport {f} from './f';`;
  assert.deepEqual(importSpecifiers(src).sort(), ['../b', './a', './c.css', './d', './e', './f']);
});

test('nothing in src/ or the site config imports scripts/ or tests/', () => {
  const files = [
    ...sourceFiles(path.join(repoRoot, 'src')),
    ...['docusaurus.config.ts', 'sidebars.ts', 'sidebarsApi.ts'].map((f) => path.join(repoRoot, f)),
  ];
  const forbidden = ['scripts', 'tests', 'e2e'].map((d) => path.join(repoRoot, d) + path.sep);
  const offenders: string[] = [];
  for (const file of files) {
    for (const spec of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (forbidden.some((dir) => target.startsWith(dir)))
        offenders.push(`${path.relative(repoRoot, file)} -> ${spec}`);
    }
  }
  assert.deepEqual(offenders, [], 'the site imports the tooling folder');
  assert.ok(files.length > 50, `only ${files.length} files were read`);
});
