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

/**
 * The layers of `src/`, lowest first. A module may import from its own layer and the layers below,
 * never from one above: the modules at the root of `src/` and `src/lib/` are shared facts and pure
 * logic; `search/` is the search client and engine; `plugins/` run at build time (and give the
 * client small pure modules); `components/` are the site's React components; `theme/` wraps or
 * replaces the theme's; `pages/` are routes. So a build plugin never reaches into a component, and a
 * component never into a page.
 */
const layers = ['', 'lib', 'search', 'plugins', 'clientModules', 'components', 'theme', 'pages'] as const;

/** The layer of a path under src/ (the first folder, or '' for a file at the root of src/). */
export function layerOf(fileInSrc: string): number {
  const parts = fileInSrc.split(/[\\/]/);
  const top = parts.length > 1 ? parts[0] : '';
  const i = layers.indexOf(top as (typeof layers)[number]);
  return i < 0 ? layers.length : i;
}

test('layerOf sorts src/ folders from shared facts up to pages', () => {
  assert.ok(layerOf('docsVersions.ts') < layerOf('plugins/upgrade/index.ts'));
  assert.ok(layerOf('plugins/upgrade/index.ts') < layerOf('components/Upgrade/index.tsx'));
  assert.ok(layerOf('components/Upgrade/index.tsx') < layerOf('pages/upgrade.tsx'));
});

test('no module in src/ imports from a layer above its own', () => {
  const src = path.join(repoRoot, 'src');
  const offenders: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = path.relative(src, file);
    for (const spec of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const target = spec.startsWith('.')
        ? path.relative(src, path.resolve(path.dirname(file), spec))
        : spec.startsWith('@site/src/')
          ? spec.slice('@site/src/'.length)
          : undefined;
      if (target === undefined || target.startsWith('..')) continue;
      if (layerOf(target) > layerOf(from)) offenders.push(`src/${from} -> ${spec}`);
    }
  }
  assert.deepEqual(
    offenders,
    [],
    'a module imports from a layer above it (move the shared part down, e.g. to src/lib/)',
  );
});
