/**
 * The package imports of the repository's own code, read with the TypeScript parser (so a
 * specifier inside a string or a comment, such as an example program in a test, is not an import).
 *
 * Used by tests/unit/declared-imports.test.ts (every imported package is declared in package.json)
 * and tests/unit/docusaurus-internals.test.ts (every private path of a package that the site
 * imports is listed).
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

import {repoRoot} from '../../src/docsVersions';

/** One module specifier in a file: the repository-relative file, the specifier, and its 1-based line. */
export type ImportSite = {file: string; specifier: string; line: number};

/** The folders whose code is the repository's own (the rest of the repository is docs and data). */
export const codeTrees = ['src', 'scripts', 'tests', 'e2e'] as const;

const codeFile = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/**
 * The code files of the repository: every .ts/.tsx/.js/.jsx/.mjs/.cjs file under `codeTrees` and
 * the configuration files at the root (docusaurus.config.ts, eslint.config.mjs...), as
 * repository-relative paths with `/`, sorted. `root`: the repository (default: this one).
 */
export function codeFiles(root: string = repoRoot): string[] {
  const out: string[] = [];
  for (const dir of codeTrees) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) continue;
    for (const f of fs.readdirSync(abs, {recursive: true, encoding: 'utf8'})) {
      const rel = `${dir}/${f.split(path.sep).join('/')}`;
      if (codeFile.test(rel) && !rel.split('/').includes('node_modules')) out.push(rel);
    }
  }
  for (const f of fs.readdirSync(root)) if (codeFile.test(f)) out.push(f);
  return out.sort();
}

/**
 * Every module specifier of a source text: `import`/`export ... from`, `import '...'`,
 * `import('...')`, `require('...')`, `require.resolve('...')` and `import x = require('...')`,
 * with string-literal arguments only. `file` names the file (its extension picks JSX parsing).
 * Pure. Returns them in source order.
 */
export function specifiersOf(file: string, text: string): ImportSite[] {
  const kind = /\.(tsx|jsx)$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.(js|mjs|cjs)$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: ImportSite[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    out.push({file, specifier: literal.text, line});
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node, node.moduleReference.expression);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isResolve =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'require' &&
        callee.name.text === 'resolve';
      if (isImport || isRequire || isResolve) add(node, node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal as ts.Expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * The npm package a bare specifier names (`@scope/name` or `name`), or undefined for what is not a
 * package: relative and absolute paths, Node.js built-ins (`fs`, `node:fs`), and the aliases the
 * bundler provides (`@site/`, `@theme/`, `@theme-original/`, `@theme-init/`, `@generated/`, and
 * the `@docusaurus/<Name>` client modules that `aliases` lists, from @docusaurus/module-type-aliases).
 */
export function packageOf(specifier: string, aliases: ReadonlySet<string>): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return undefined;
  if (/^@(site|theme|theme-original|theme-init|generated)\//.test(specifier)) return undefined;
  if (aliases.has(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The module names the bundler resolves that are not packages: the `@docusaurus/...` client
 * aliases (`@docusaurus/Link`, `@docusaurus/router`...), every `declare module '@docusaurus/...'`
 * of @docusaurus/module-type-aliases, and every module a `.d.ts` file under `src/` declares (the
 * site's plugins alias those names, e.g. `search-link-origin`).
 */
export function docusaurusAliases(root: string = repoRoot): Set<string> {
  const file = path.join(root, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts');
  const text = fs.readFileSync(file, 'utf8');
  const names = [...text.matchAll(/declare module '(@docusaurus\/[^']+)'/g)].map((m) => m[1]);
  for (const own of codeFiles(root).filter((f) => f.startsWith('src/') && f.endsWith('.d.ts')))
    for (const m of fs.readFileSync(path.join(root, own), 'utf8').matchAll(/^declare module '([^'*]+)'/gm))
      names.push(m[1]);
  return new Set(names);
}

/** Every package import of the repository's code files, with where it is. */
export function packageImports(root: string = repoRoot): (ImportSite & {pkg: string})[] {
  const aliases = docusaurusAliases(root);
  const out: (ImportSite & {pkg: string})[] = [];
  for (const file of codeFiles(root)) {
    for (const site of specifiersOf(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
      const pkg = packageOf(site.specifier, aliases);
      if (pkg) out.push({...site, pkg});
    }
  }
  return out;
}
