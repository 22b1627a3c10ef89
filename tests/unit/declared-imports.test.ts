/**
 * Every package that the repository's code imports (src/, scripts/, tests/, e2e/ and the root
 * configuration files; scripts/dev/imports.ts reads them) is declared in package.json, in
 * `dependencies` or `devDependencies`. A package reached only through another one's dependencies
 * can disappear or change major at that package's next release, and `npm ls` does not show it as
 * ours. A type-only package (`mdast`, `hast`) counts as declared when its `@types/` package is.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {repoRoot} from '../../src/docsVersions';
import {docusaurusAliases, packageImports, packageOf, specifiersOf} from '../../scripts/dev/imports';

/**
 * Files whose package specifiers are not imports of an installed package, with the reason:
 * the reference generator reads this declaration file as an overlay on the express-validator
 * release it is given (an `express-validator-<version>` alias), never through node_modules.
 */
const notInstalled: Record<string, string> = {
  'scripts/docs/reference/next-overlay.d.ts': 'an overlay the reference generator applies to a chosen release',
};

/** The `@types/` package that carries the types of `pkg` (`@scope/name` becomes `@types/scope__name`). */
function typesPackage(pkg: string): string {
  return `@types/${pkg.startsWith('@') ? pkg.slice(1).replace('/', '__') : pkg}`;
}

/** `file:line pkg` for every import of a package that package.json does not declare. */
export function undeclaredImports(root: string = repoRoot): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  return packageImports(root)
    .filter((s) => !(s.file in notInstalled))
    .filter((s) => !declared.has(s.pkg) && !declared.has(typesPackage(s.pkg)))
    .map((s) => `${s.file}:${s.line} ${s.pkg} ('${s.specifier}')`);
}

test('specifiersOf reads imports, re-exports, require, require.resolve, import() and import types, not strings', () => {
  const text = [
    "import a from 'pkg-a';",
    "import type {B} from '@scope/b/sub';",
    "export {c} from 'pkg-c';",
    "import 'pkg-d/style.css';",
    "const e = require('pkg-e');",
    "const f = require.resolve('pkg-f/lib/x.js');",
    "const g = await import('pkg-g');",
    "type H = import('pkg-h').H;",
    "const program = `import express from 'not-an-import';`;",
    "// import x from 'not-an-import-either';",
  ].join('\n');
  assert.deepEqual(
    specifiersOf('x.ts', text).map((s) => s.specifier),
    ['pkg-a', '@scope/b/sub', 'pkg-c', 'pkg-d/style.css', 'pkg-e', 'pkg-f/lib/x.js', 'pkg-g', 'pkg-h'],
  );
});

test('packageOf names the package and skips paths, built-ins and bundler aliases', () => {
  const aliases = docusaurusAliases();
  assert.ok(aliases.has('@docusaurus/Link') && aliases.has('@docusaurus/router'), 'the client aliases were read');
  const cases: [string, string | undefined][] = [
    ['@docusaurus/theme-common/internal', '@docusaurus/theme-common'],
    ['prismjs/components/prism-bash', 'prismjs'],
    ['./local', undefined],
    ['node:fs', undefined],
    ['fs/promises', undefined],
    ['@site/src/site', undefined],
    ['@theme/CodeBlock', undefined],
    ['@theme-original/SearchBar', undefined],
    ['@generated/routes', undefined],
    ['@docusaurus/Link', undefined],
  ];
  for (const [spec, pkg] of cases) assert.equal(packageOf(spec, aliases), pkg, spec);
});

test('every package imported by src/, scripts/, tests/, e2e/ and the config is declared in package.json', () => {
  const sites = packageImports();
  assert.ok(sites.length > 200, `only ${sites.length} package imports were read`);
  assert.deepEqual(
    undeclaredImports(),
    [],
    'declare these with `npm install --save-exact <package>@<the version npm ls shows>` (add --save-dev for tooling and types)',
  );
});
