/**
 * Type-checks code blocks against one express-validator release with the TypeScript compiler API.
 *
 * Each block becomes a virtual module (`moduleDetection: force`), compiled in one program per
 * release with the Express types, `express-validator` resolving to the release's npm alias.
 * Blocks may leave out what a reader would have in scope anyway: on a first pass the names the
 * compiler cannot find are looked up, and a second pass adds, on one extra first line:
 * - `app`, `req`, `res`, `next`: declared with the Express types;
 * - `express` and Express types (`Request`, `Response`, `NextFunction`, ...): imported from express;
 * - any name the release exports from one of its declaration files: imported from that module
 *   (the package entry first, then `/check` and `/filter` of 5.x, then deeper files);
 * - `Options` (a namespace of option types, used by the package's own signatures): the release's
 *   options module;
 * - in signature blocks, `Return` and `Chain` (the chain type) and `T` (a result's error type).
 * Anything else that is missing is an error, which is how a method, option type or export that the
 * release does not have is caught.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {repoRoot} from '../../../src/docsVersions';
import {chunksOf, type CodeBlock} from './blocks';
import {sharedCompilerHost} from '../ts-host';

export type TypeFailure = {block: CodeBlock; line: number; message: string};

/** Declarations of the names a block may use without declaring them (TypeScript, JavaScript). */
const AMBIENT: Record<string, {ts: string; js: string}> = {
  app: {ts: "declare const app: import('express').Express;", js: "/** @type {import('express').Express} */ let app;"},
  req: {ts: "declare const req: import('express').Request;", js: "/** @type {import('express').Request} */ let req;"},
  res: {ts: "declare const res: import('express').Response;", js: "/** @type {import('express').Response} */ let res;"},
  next: {
    ts: "declare const next: import('express').NextFunction;",
    js: "/** @type {import('express').NextFunction} */ let next;",
  },
  express: {ts: "import express from 'express';", js: "import express from 'express';"},
};

const EXPRESS_TYPES = ['Request', 'Response', 'NextFunction', 'Express', 'RequestHandler', 'Router', 'Application'];

type ExportEntry = {module: string; isValue: boolean};

/** Folder of an installed npm alias, e.g. node_modules/express-validator-6.15.0. */
export function packageDirOf(packageName: string): string {
  return path.join(repoRoot, 'node_modules', packageName);
}

/** Declaration files of a package (its own, not its dependencies'). */
function declarationFiles(pkgDir: string): string[] {
  return fs
    .readdirSync(pkgDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.d.ts') && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(pkgDir, f));
}

/** Module specifier under which a package declaration file is importable. */
function specifierOf(pkgDir: string, typesEntry: string, file: string): string {
  const rel = path
    .relative(pkgDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.d\.ts$/, '');
  if (path.resolve(file) === path.resolve(typesEntry)) return 'express-validator';
  return `express-validator/${rel.replace(/\/index$/, '')}`;
}

/** Rank of a module when several export the same name: entry, /check, /filter, then shorter paths. */
function moduleRank(spec: string): number {
  if (spec === 'express-validator') return 0;
  if (spec === 'express-validator/check' || spec === 'express-validator/filter') return 1;
  return 2 + spec.length / 1000;
}

function compilerOptions(pkgDir: string): ts.CompilerOptions {
  return {
    noEmit: true,
    allowJs: true,
    checkJs: true,
    strict: true,
    noImplicitAny: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    moduleDetection: ts.ModuleDetectionKind.Force,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    types: ['node'],
    typeRoots: [path.join(repoRoot, 'node_modules', '@types')],
    baseUrl: repoRoot,
    paths: {'express-validator': [pkgDir], 'express-validator/*': [`${pkgDir}/*`]},
  };
}

/**
 * The source compiled for a block. Signature lines become members of a declared class (so `this`,
 * keywords as names and a result's `T` are valid; dotted names use `_`); declaration blocks go
 * inside a declared namespace (so `const x: T;` and `function f(): T;` need no body). Both keep
 * the block's line numbers.
 */
function sourceOf(block: CodeBlock): string {
  if (block.kind === 'declaration') return `declare namespace __Declarations { ${stripDeclare(block.code)}\n}`;
  if (block.kind !== 'signature') return block.code;
  // Members go into a declared class spanning the block's lines (other lines blanked); the other
  // declarations follow in a declared namespace, after the block (lines are mapped back later).
  const lines = block.code.split('\n');
  const memberLines = lines.map(() => '');
  const otherLines = lines.map(() => '');
  for (const c of chunksOf(block.code)) {
    for (let i = c.from; i <= c.to; i++) (c.member ? memberLines : otherLines)[i] = lines[i];
  }
  // `this` in an ExpressValidator member stands for the instance type.
  const members = memberLines
    .map((l) => l.replace(/^([\w$]+)\.([\w$]+)/, '$1_$2'))
    .join('\n')
    .replace(/<this\b/g, '<ExpressValidator<any, any, any>');
  return `declare class __Signatures<T = any, E = any> { ${members}\n}\ndeclare namespace __Declarations { ${stripDeclare(otherLines.join('\n'))}\n}`;
}

function stripDeclare(code: string): string {
  return code.replace(/^(export\s+)?declare\s+/gm, '$1').replace(/^([\w$]+)\.([\w$]+)/gm, '$1_$2');
}

/** Maps a line of a block's compiled source (after the header line) to a line of the block. */
function blockLineOf(block: CodeBlock, sourceLine: number): number {
  const n = block.code.split('\n').length;
  // Signature blocks repeat the block's lines once more for their declarations (see sourceOf).
  return block.kind === 'signature' && sourceLine > n + 1 ? sourceLine - (n + 1) : sourceLine;
}

function extOf(block: CodeBlock): string {
  return `.${block.lang}`;
}

/**
 * Type-checks blocks against the release installed as `packageName`, with the declarations of
 * `overlay` (a `.d.ts` path relative to the repository root: Next's unreleased changes) merged in.
 * Returns the failures (each with the page line of the error); never throws on a type error.
 */
export function typeCheckBlocks(blocks: readonly CodeBlock[], packageName: string, overlay?: string): TypeFailure[] {
  // TypeScript blocks are checked in strict mode, as a TypeScript reader compiles them; JavaScript
  // blocks with TypeScript's default (non-strict) checks, which still catch unknown methods,
  // exports, options and wrong arguments without demanding annotations that JavaScript lacks.
  const isTs = (b: CodeBlock) => b.lang === 'ts' || b.lang === 'tsx';
  return [
    ...typeCheckGroup(blocks.filter(isTs), packageName, true, overlay),
    ...typeCheckGroup(
      blocks.filter((b) => !isTs(b)),
      packageName,
      false,
      overlay,
    ),
  ];
}

/**
 * True for errors that TypeScript reports in JavaScript but that JavaScript readers never meet:
 * a literal widened on assignment then refused (`'body'` read as `string`), an index of type
 * `string | string[]`, or a property that exists on some members of a union (such as
 * `ValidationError`) but not all. Calls of missing methods, unknown exports and wrong argument
 * counts are still reported.
 */
function isJsOnlyStrictness(program: ts.Program, d: ts.Diagnostic): boolean {
  if (d.code === 2322 || d.code === 2345 || d.code === 2538) return true;
  if (d.code !== 2339 || !d.file || d.start === undefined) return false;
  const checker = program.getTypeChecker();
  let node: ts.Node | undefined = d.file;
  const find = (n: ts.Node): ts.Node | undefined =>
    n.getStart() <= d.start! && d.start! < n.getEnd() ? (ts.forEachChild(n, find) ?? n) : undefined;
  node = find(d.file);
  const access = node?.parent;
  if (!access || !ts.isPropertyAccessExpression(access)) return false;
  const type = checker.getTypeAtLocation(access.expression);
  return type.isUnion() && type.types.some((t) => t.getProperty(access.name.text) !== undefined);
}

function typeCheckGroup(
  blocks: readonly CodeBlock[],
  packageName: string,
  strict: boolean,
  overlay?: string,
): TypeFailure[] {
  if (blocks.length === 0) return [];
  const pkgDir = packageDirOf(packageName);
  const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    types?: string;
    typings?: string;
  };
  const typesEntry = path.join(pkgDir, manifest.types ?? manifest.typings ?? 'index.d.ts');
  const options = {...compilerOptions(pkgDir), strict};
  const virtualRoot = path.join(repoRoot, '.examples-virtual', packageName, strict ? 'strict' : 'loose');
  const names = blocks.map((b, i) => path.join(virtualRoot, `block${i}${extOf(b)}`));
  const bodies = blocks.map(sourceOf);

  const build = (headers: string[], old?: ts.Program): ts.Program => {
    // Library and package declarations are parsed once per process and shared by every program.
    const host = sharedCompilerHost(options, new Map(names.map((n, i) => [n, `${headers[i]}\n${bodies[i]}\n`])));
    const overlayFiles = overlay ? [path.join(repoRoot, overlay)] : [];
    return ts.createProgram({
      rootNames: [...names, ...declarationFiles(pkgDir), ...overlayFiles],
      options,
      host,
      oldProgram: old,
    });
  };

  // Pass 1: find the names each block leaves out.
  const first = build(names.map(() => ''));
  const checker = first.getTypeChecker();
  const exportsTable = new Map<string, ExportEntry>();
  for (const file of declarationFiles(pkgDir)) {
    const sf = first.getSourceFile(file);
    const symbol = sf && checker.getSymbolAtLocation(sf);
    if (!symbol) continue;
    const spec = specifierOf(pkgDir, typesEntry, file);
    for (const exp of checker.getExportsOfModule(symbol)) {
      const target = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
      const isValue = Boolean(target.flags & ts.SymbolFlags.Value);
      const known = exportsTable.get(exp.name);
      if (!known || moduleRank(spec) < moduleRank(known.module)) exportsTable.set(exp.name, {module: spec, isValue});
    }
  }
  // Types the package declares without exporting them (excerpts show them to explain a shape):
  // in scope as `any`, with as many optional type parameters as the declaration has.
  const internalTypes = new Map<string, number>();
  const internalValues = new Set<string>();
  for (const file of declarationFiles(pkgDir)) {
    const sf = first.getSourceFile(file);
    if (!sf) continue;
    const visit = (node: ts.Node): void => {
      if (
        (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) &&
        node.name
      ) {
        const arity = node.typeParameters?.length ?? 0;
        internalTypes.set(node.name.text, Math.max(arity, internalTypes.get(node.name.text) ?? 0));
      }
      if (ts.isFunctionDeclaration(node) && node.name) internalValues.add(node.name.text);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) internalValues.add(node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  const optionsModule = [...exportsTable.entries()].find(([name]) => /^Is\w+Options$/.test(name))?.[1].module;

  const headers = blocks.map((block, i) => {
    const sf = first.getSourceFile(names[i])!;
    const missing = new Set<string>();
    for (const d of first.getSemanticDiagnostics(sf)) {
      if (![2304, 2552, 2503, 2580, 2582, 2868].includes(d.code)) continue;
      const m = /'([\w$]+)'/.exec(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      if (m) missing.add(m[1]);
    }
    const lines: string[] = [];
    const byModule = new Map<string, {values: string[]; types: string[]}>();
    // JavaScript blocks get JavaScript: JSDoc typedefs instead of type imports and aliases.
    const js = block.lang === 'js' || block.lang === 'jsx';
    const typeAlias = (name: string, target: string) =>
      js ? `/** @typedef {${target}} ${name} */` : `type ${name} = ${target};`;
    for (const name of missing) {
      if (AMBIENT[name]) lines.push(js ? AMBIENT[name].js : AMBIENT[name].ts);
      else if (EXPRESS_TYPES.includes(name)) lines.push(typeAlias(name, `import('express').${name}`));
      else if (name === 'Options' && optionsModule && !js)
        lines.push(`import type * as Options from '${optionsModule}';`);
      else if (block.kind === 'signature' && (name === 'Return' || name === 'Chain')) {
        lines.push(typeAlias(name, "import('express-validator').ValidationChain"));
      } else if (name === 'expressValidator' && exportsTable.size && !exportsTable.has(name)) {
        lines.push("import expressValidator from 'express-validator';");
      } else if (
        !exportsTable.has(name) &&
        internalValues.has(name) &&
        block.kind !== 'program' &&
        block.kind !== 'fragment'
      ) {
        lines.push(`declare const ${name}: any;`);
      } else if (!exportsTable.has(name) && internalTypes.has(name)) {
        const params = Array.from({length: internalTypes.get(name)!}, (_, k) => `_${k} = any`).join(', ');
        lines.push(js ? typeAlias(name, 'any') : `type ${name}${params ? `<${params}>` : ''} = any;`);
      } else if (exportsTable.has(name)) {
        const e = exportsTable.get(name)!;
        const entry = byModule.get(e.module) ?? {values: [], types: []};
        (e.isValue ? entry.values : entry.types).push(name);
        byModule.set(e.module, entry);
      }
    }
    for (const [mod, {values, types}] of byModule) {
      if (js) {
        if (values.length) lines.push(`import { ${values.join(', ')} } from '${mod}';`);
        for (const t of types) lines.push(typeAlias(t, `import('${mod}').${t}`));
        continue;
      }
      const specs = [...values, ...types.map((t) => `type ${t}`)];
      lines.push(`import { ${specs.join(', ')} } from '${mod}';`);
    }
    return lines.join(' ');
  });

  // Pass 2: the blocks with what they left out; every remaining error is a failure.
  const second = build(headers, first);
  const failures: TypeFailure[] = [];
  blocks.forEach((block, i) => {
    const sf = second.getSourceFile(names[i])!;
    const diags = [...second.getSyntacticDiagnostics(sf), ...second.getSemanticDiagnostics(sf)];
    for (const d of diags) {
      if (d.category !== ts.DiagnosticCategory.Error) continue;
      if (!strict && isJsOnlyStrictness(second, d)) continue;
      const {line} = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : {line: 1};
      failures.push({
        block,
        // Line 0 of the virtual file is the added header; the fence line precedes the code.
        line: block.line + blockLineOf(block, Math.max(line, 1)),
        message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n  ')}`,
      });
    }
  });
  return failures;
}
