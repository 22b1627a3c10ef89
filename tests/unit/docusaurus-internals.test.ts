/**
 * Every place where the site leans on Docusaurus (or DocSearch) beyond its public API, and a check
 * that fails with the row's name when an upgrade changes what that place was written against.
 *
 * Kinds (MAINTAINING.md, "Docusaurus internals", has one row per entry with what it buys):
 * - eject: a theme component of ours that replaces the theme's whole (no `@theme-original` import);
 * - private import: a specifier of a path the package does not export publicly (`privateSubpath`:
 *   not in its `exports`, a wildcard `lib/`, `src/` or `dist/` export, an `internal` entry, or
 *   under `lib/`, `src/` or `dist/` of a package without `exports`);
 * - CSS import: a stylesheet imported from a theme's `lib/` (a private import of CSS);
 * - loader: a bundler rule that rewrites a third-party or generated module's code;
 * - alias: a bundler alias that swaps a module of a package, or the imports inside one;
 * - contract: code that relies on an undocumented global, attribute or switch of core.
 *
 * For each row, `upstream` maps each package file (resolved from the repository) to the first 16
 * hex digits of its SHA-256 in the installed release, `.css` files included. A Docusaurus upgrade
 * that changes one fails the first test, naming the row and our files to review; after review,
 * record the new hash here. A new eject, private import or bundler rule that is not listed fails
 * the others.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {repoRoot} from '../../src/docsVersions';
import {docusaurusAliases, packageOf, specifiersOf, type ImportSite} from '../../scripts/dev/imports';

type Kind = 'eject' | 'private import' | 'CSS import' | 'loader' | 'alias' | 'contract';

/**
 * One dependence on internals: its name (as in MAINTAINING.md), our files, the package files it was
 * written against with their hashes when reviewed, and the tests that show its behaviour.
 */
export type Internal = {name: string; kind: Kind; ours: string[]; upstream: Record<string, string>; tests: string[]};

const classic = '@docusaurus/theme-classic/lib/theme';
const searchTheme = '@docusaurus/theme-search-algolia/lib/theme';
const core = '@docusaurus/core/lib';

/** Every dependence of the site on internals. */
export const internals: readonly Internal[] = [
  {
    name: 'CodeBlock eject',
    kind: 'eject',
    ours: ['src/theme/CodeBlock/index.tsx'],
    upstream: {[`${classic}/CodeBlock/index.js`]: '639f8655d319e123'},
    tests: ['e2e/code-blocks.spec.ts', 'e2e/chrome.spec.ts'],
  },
  {
    name: 'CodeBlock Content eject',
    kind: 'eject',
    ours: ['src/theme/CodeBlock/Content/index.tsx'],
    upstream: {[`${classic}/CodeBlock/Content/index.js`]: '0d361f5894590ea4'},
    tests: ['e2e/code-blocks.spec.ts', 'e2e/static-islands.spec.ts'],
  },
  {
    name: 'CodeBlock String eject',
    kind: 'eject',
    ours: ['src/theme/CodeBlock/Content/String.tsx'],
    upstream: {[`${classic}/CodeBlock/Content/String.js`]: '81ab153e9e797be7'},
    tests: ['e2e/code-blocks.spec.ts'],
  },
  {
    name: 'Tabs eject',
    kind: 'eject',
    ours: ['src/theme/Tabs/index.tsx'],
    upstream: {[`${classic}/Tabs/index.js`]: '7fe3d248d13cc48d'},
    tests: ['e2e/code-blocks.spec.ts'],
  },
  {
    name: 'DocItem Layout eject',
    kind: 'eject',
    ours: ['src/theme/DocItem/Layout/index.tsx'],
    upstream: {[`${classic}/DocItem/Layout/index.js`]: 'c1f1bbed07409f0a'},
    tests: ['e2e/phone.spec.ts', 'e2e/getting-started.spec.ts'],
  },
  {
    name: 'DocVersionBadge eject',
    kind: 'eject',
    ours: ['src/theme/DocVersionBadge/index.tsx'],
    upstream: {[`${classic}/DocVersionBadge/index.js`]: '20215ec62c761974'},
    tests: ['e2e/versions-7x.spec.ts'],
  },
  {
    name: 'NotFound Content eject',
    kind: 'eject',
    ours: ['src/theme/NotFound/Content/index.tsx'],
    upstream: {[`${classic}/NotFound/Content/index.js`]: '1339cadd0fe0b2a2'},
    tests: ['e2e/routes.spec.ts', 'e2e/bad-input.spec.ts'],
  },
  {
    name: 'version dropdown eject',
    kind: 'eject',
    ours: ['src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx'],
    upstream: {[`${classic}/NavbarItem/DocsVersionDropdownNavbarItem.js`]: '4eb5a0fc4a1f4b48'},
    tests: ['e2e/look.spec.ts', 'e2e/versions-7x.spec.ts'],
  },
  {
    name: 'theme-common internal hooks',
    kind: 'private import',
    ours: [
      'src/theme/CodeBlock/index.tsx',
      'src/theme/CodeBlock/Content/index.tsx',
      'src/theme/CodeBlock/Content/String.tsx',
      'src/theme/Tabs/index.tsx',
    ],
    upstream: {'@docusaurus/theme-common/lib/internal.js': 'd9e37193d3408d14'},
    tests: ['e2e/code-blocks.spec.ts'],
  },
  {
    name: 'theme-classic CodeBlock styles',
    kind: 'CSS import',
    ours: ['src/theme/CodeBlock/Content/index.tsx', 'src/theme/CodeBlock/Signature.tsx'],
    upstream: {
      [`${classic}/CodeBlock/Content/styles.module.css`]: '26dba21a9e8eb538',
      [`${classic}/CodeBlock/Line/styles.module.css`]: 'ecac30a50af15f4a',
      [`${classic}/CodeBlock/Container/styles.module.css`]: '16d8fa7b71e6c0f6',
      [`${classic}/CodeBlock/Layout/styles.module.css`]: 'e190bd929c9aa057',
    },
    tests: ['e2e/code-blocks.spec.ts', 'e2e/look.spec.ts'],
  },
  {
    name: 'theme-classic Tabs styles',
    kind: 'CSS import',
    ours: ['src/theme/Tabs/index.tsx'],
    upstream: {[`${classic}/Tabs/styles.module.css`]: '8beb34df100a7916'},
    tests: ['e2e/code-blocks.spec.ts', 'e2e/look.spec.ts'],
  },
  {
    name: 'route prefetcher',
    kind: 'alias',
    ours: ['src/plugins/route-prefetch/index.ts', 'src/plugins/route-prefetch/client.ts'],
    upstream: {
      [`${core}/client/docusaurus.js`]: 'b0d1dbdc1e3a706f',
      [`${core}/client/preload.js`]: '8c1e3de18d307e2f',
      [`${core}/client/flat.js`]: '0360584918d5627a',
    },
    tests: ['e2e/prefetch.spec.ts'],
  },
  {
    name: 'lazy route components',
    kind: 'alias',
    ours: ['src/plugins/trim-client-bundle/index.ts', 'src/plugins/trim-client-bundle/lazy-component-creator.js'],
    upstream: {[`${core}/client/exports/ComponentCreator.js`]: '5f99bdbd725f6e0b'},
    tests: ['e2e/routes.spec.ts'],
  },
  {
    name: 'registry module paths',
    kind: 'loader',
    ours: ['src/plugins/trim-client-bundle/index.ts', 'src/plugins/trim-client-bundle/registry-loader.js'],
    upstream: {[`${core}/server/codegen/codegenRoutes.js`]: '6bdf7133ebc411f9'},
    tests: ['tests/unit/trim-client-bundle.test.ts', 'e2e/budgets.spec.ts'],
  },
  {
    name: 'tslib helper',
    kind: 'alias',
    ours: ['src/plugins/trim-client-bundle/index.ts', 'src/plugins/trim-client-bundle/import-default.js'],
    upstream: {'@docusaurus/utils-common/lib/index.js': 'f67a902f603f736c'},
    tests: ['tests/unit/trim-client-bundle.test.ts', 'e2e/budgets.spec.ts'],
  },
  {
    name: 'Prism languages off the client',
    kind: 'alias',
    ours: ['src/plugins/server-highlighting/index.ts'],
    upstream: {'@docusaurus/theme-classic/lib/prism-include-languages.js': 'a464a26897ccb5b2'},
    tests: ['tests/unit/server-highlighting.test.ts', 'e2e/code-blocks.spec.ts', 'e2e/budgets.spec.ts'],
  },
  {
    name: 'search modal CSS',
    kind: 'alias',
    ours: ['src/plugins/search-modal-css/index.ts', 'src/plugins/search-modal-css/modal-style.js'],
    upstream: {
      '@docsearch/css/dist/style.css': '9b6514c1bcee9d9d',
      '@docsearch/css/dist/_variables.css': '6f44912e6290aa84',
      '@docsearch/css/dist/modal.css': 'cf66ed7eb86e62bf',
      '@docsearch/css/dist/button.css': 'c715cc3156ec61a1',
    },
    tests: ['tests/unit/search-modal-css.test.ts', 'e2e/budgets.spec.ts'],
  },
  {
    name: 'DocSearch modal fixes',
    kind: 'loader',
    ours: ['src/plugins/search-index/index.ts', 'src/plugins/search-index/docsearchFixesLoader.cjs'],
    upstream: {'@docsearch/react/dist/esm/DocSearchModal.js': 'f90f67871b184e84'},
    tests: ['tests/unit/search.test.ts', 'e2e/search.spec.ts', 'e2e/faults.spec.ts'],
  },
  {
    name: 'SearchBar imports',
    kind: 'alias',
    ours: [
      'src/plugins/search-index/index.ts',
      'src/search/SearchBarHead.tsx',
      'src/search/searchBarLinkCreator.ts',
      'src/search/searchLinkOrigin.d.ts',
    ],
    upstream: {[`${searchTheme}/SearchBar/index.js`]: '0fe30dcb603307a5'},
    tests: ['tests/unit/search.test.ts', 'e2e/search.spec.ts', 'e2e/algolia/search.spec.ts'],
  },
  {
    name: 'SearchPage imports',
    kind: 'alias',
    ours: [
      'src/plugins/search-index/index.ts',
      'src/search/searchPage/liteClient.ts',
      'src/search/searchPage/helper.ts',
    ],
    upstream: {[`${searchTheme}/SearchPage/index.js`]: '84130988b87df272'},
    tests: ['tests/unit/search.test.ts', 'e2e/search.spec.ts', 'e2e/algolia/search.spec.ts'],
  },
  {
    name: 'not-found root',
    kind: 'contract',
    ours: ['src/clientModules/notFoundDocument.ts'],
    upstream: {[`${core}/client/clientEntry.js`]: 'a9d6514eaf79c05c'},
    tests: ['e2e/routes.spec.ts', 'e2e/bad-input.spec.ts'],
  },
  {
    name: 'static islands',
    kind: 'contract',
    ours: ['src/theme/MDXComponents/island.tsx'],
    upstream: {[`${core}/client/hasHydratedDataAttribute.js`]: '66d8a389d5b740ea'},
    tests: ['tests/unit/islands.test.ts', 'e2e/static-islands.spec.ts'],
  },
  {
    name: 'two-process build',
    kind: 'contract',
    ours: ['scripts/site/build.cjs'],
    upstream: {[`${core}/commands/build/buildLocale.js`]: '8cd1f296d9e9efa0'},
    tests: ['tests/unit/build-phases.test.ts'],
  },
];

/** First 16 hex digits of the SHA-256 of a file. */
function hashOf(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}

/**
 * The file a specifier resolves to from `fromDir` (absolute), or undefined when it does not
 * resolve. A path that the package's `exports` hides from Node's resolver is looked up in the
 * repository's node_modules as it is (the bundler reaches such files through aliases and rules).
 */
function resolveFrom(specifier: string, fromDir: string): string | undefined {
  try {
    return require.resolve(specifier, {paths: [fromDir]});
  } catch {
    const direct = path.join(repoRoot, 'node_modules', specifier);
    return fs.existsSync(direct) && fs.statSync(direct).isFile() ? direct : undefined;
  }
}

/** Code files (.ts, .tsx, .js, .cjs, .mjs) under `dir`, repository-relative with `/`. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(tsx?|[cm]?js)$/.test(f))
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`);
}

/** Whether an `exports` key (`./client`, `./lib/*`) matches a subpath (`./client`). */
function exportMatches(key: string, subpath: string): boolean {
  if (!key.includes('*')) return key === subpath;
  const [head, tail] = key.split('*');
  return subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length;
}

/**
 * Whether a package subpath (`./lib/client/preload`, `./internal`) is private: an `internal` entry;
 * with `exports`, not matched by any key, or matched only by a wildcard key under `lib/`, `src/` or
 * `dist/`; without `exports`, under `lib/`, `src/` or `dist/`. `exports` is the package's field.
 */
export function privateSubpath(subpath: string, exports: unknown): boolean {
  if (subpath === '.') return false;
  if (/(^|\/)internal(\/|$)/.test(subpath)) return true;
  const compiled = /^\.\/(lib|src|dist)\//;
  if (exports === undefined || exports === null) return compiled.test(subpath);
  const keys = typeof exports === 'string' || Array.isArray(exports) ? ['.'] : Object.keys(exports as object);
  const matched = keys.filter((k) => exportMatches(k, subpath));
  return matched.length === 0 || matched.every((k) => k.includes('*') && compiled.test(k));
}

/** Every private import of the site's code (src/, scripts/site/, the config): where, and the resolved file. */
function privateImports(): (ImportSite & {resolved: string | undefined})[] {
  const aliases = docusaurusAliases();
  const files = [...sources('src'), ...sources('scripts/site'), 'docusaurus.config.ts'];
  const out: (ImportSite & {resolved: string | undefined})[] = [];
  for (const file of files) {
    for (const site of specifiersOf(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))) {
      const pkg = packageOf(site.specifier, aliases);
      if (!pkg) continue;
      const manifest = path.join(repoRoot, 'node_modules', pkg, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      const {exports} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {exports?: unknown};
      const subpath = `.${site.specifier.slice(pkg.length)}`;
      if (!privateSubpath(subpath, exports)) continue;
      out.push({...site, resolved: resolveFrom(site.specifier, path.dirname(path.join(repoRoot, file)))});
    }
  }
  return out;
}

test('privateSubpath: exports, wildcard lib/ exports, internal entries, packages without exports', () => {
  const docs = {'./lib/*': './lib/*', './client': './lib/client/index.js', '.': './lib/index.js'};
  assert.equal(privateSubpath('./client', docs), false);
  assert.equal(privateSubpath('./lib/sidebars', docs), true);
  assert.equal(privateSubpath('./internal', {'.': 'x', './internal': 'y'}), true);
  assert.equal(privateSubpath('./lib/client/preload', undefined), true);
  assert.equal(privateSubpath('./dist/modal.css', undefined), true);
  assert.equal(privateSubpath('./components/prism-bash', undefined), false);
  assert.equal(privateSubpath('./server', {'.': 'x'}), true);
});

test('every listed package file is where it was, and as it was when its row was reviewed (.css included)', () => {
  const changed: string[] = [];
  for (const item of internals) {
    for (const f of item.ours)
      assert.ok(fs.existsSync(path.join(repoRoot, f)), `row "${item.name}": ${f} does not exist`);
    for (const [upstream, reviewed] of Object.entries(item.upstream)) {
      const resolved = resolveFrom(upstream, repoRoot);
      if (!resolved) {
        changed.push(`row "${item.name}": ${upstream} no longer exists; rework ${item.ours.join(', ')} (${item.kind})`);
        continue;
      }
      const now = hashOf(resolved);
      if (now !== reviewed) {
        changed.push(
          `row "${item.name}": ${upstream} changed (sha256 ${now}, reviewed ${reviewed}); compare it with ${item.ours.join(', ')} (${item.kind}), carry over what changed, then record the new hash in tests/unit/docusaurus-internals.test.ts`,
        );
      }
    }
  }
  assert.deepEqual(changed, [], 'a dependency changed under the site');
});

test('every eject in src/theme/ is listed', () => {
  const themes = [classic, `${searchTheme}`];
  const found: string[] = [];
  for (const file of sources('src/theme')) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const component = file.replace(/^src\/theme\//, '').replace(/(\/index)?\.[jt]sx?$/, '');
    const original = themes
      .flatMap((t) => [`${t}/${component}/index.js`, `${t}/${component}.js`])
      .find((f) => resolveFrom(f, repoRoot));
    if (original && !/@theme-original\//.test(text)) found.push(file);
  }
  const listed = new Set(internals.filter((i) => i.kind === 'eject').flatMap((i) => i.ours));
  assert.deepEqual(
    found.filter((f) => !listed.has(f)),
    [],
    'ejected components not listed in tests/unit/docusaurus-internals.test.ts and MAINTAINING.md',
  );
});

test('every private import of src/, scripts/site/ and the config is listed with the file it reaches', () => {
  const sites = privateImports();
  assert.ok(sites.length >= 10, `only ${sites.length} private imports found: is the scan still reading src/?`);
  const missing = sites
    .filter(
      (s) =>
        !internals.some(
          (i) =>
            i.ours.includes(s.file) &&
            Object.keys(i.upstream).some((u) => s.resolved !== undefined && resolveFrom(u, repoRoot) === s.resolved),
        ),
    )
    .map((s) => `${s.file}:${s.line} '${s.specifier}'`);
  assert.deepEqual(
    missing,
    [],
    'private imports not listed in tests/unit/docusaurus-internals.test.ts and MAINTAINING.md',
  );
});

test('every bundler loader and alias of the site plugins is listed', () => {
  const found = sources('src/plugins').filter((f) => {
    const text = fs.readFileSync(path.join(repoRoot, f), 'utf8');
    return /configureWebpack/.test(text) && /\b(loader|alias)\s*:/.test(text);
  });
  const listed = new Set(internals.filter((i) => i.kind === 'loader' || i.kind === 'alias').flatMap((i) => i.ours));
  assert.deepEqual(
    found.filter((f) => !listed.has(f)),
    [],
    'bundler rules that swap or rewrite package code, not listed in tests/unit/docusaurus-internals.test.ts',
  );
});

test('MAINTAINING.md has one row per entry, naming its files and its tests, and the tests exist', () => {
  const manual = fs.readFileSync(path.join(repoRoot, 'MAINTAINING.md'), 'utf8');
  const rows = manual.split('\n').filter((l) => l.startsWith('| '));
  const problems: string[] = [];
  for (const item of internals) {
    const row = rows.find((l) => l.startsWith(`| ${item.name} `));
    if (!row) {
      problems.push(`no row "${item.name}"`);
      continue;
    }
    for (const f of [...item.ours, ...item.tests])
      if (!row.includes(`\`${f}\``)) problems.push(`row "${item.name}" does not name ${f}`);
    for (const t of item.tests)
      if (!fs.existsSync(path.join(repoRoot, t))) problems.push(`row "${item.name}": test ${t} does not exist`);
  }
  assert.deepEqual(problems, [], 'MAINTAINING.md, "Docusaurus internals"');
});
