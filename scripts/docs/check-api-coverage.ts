/**
 * API coverage check: for every docs version, each public name of the express-validator release
 * it documents must appear on its pages, and its pages must not present as API a name that the
 * release does not have.
 *
 * Usage: `npm run check:api [-- <docs version name> ...]` (all versions present by default).
 *
 * The public API is read from the release's own declarations (node_modules/<alias>, TypeScript
 * compiler API), by category:
 * - exports: value exports of the entry points (7.x/6.x `express-validator`; 5.x
 *   `express-validator/check` and `/filter`, plus the legacy `expressValidator` middleware);
 * - chain: every member of `ValidationChain` (validators, sanitizers, modifiers, `run`, ...), and of
 *   the 5.x/6.x `SanitizationChain`; for 5.x also the validators the chain takes from validator.js
 *   at run time without declaring them (scripts/docs/reference/untyped-5x.ts);
 * - legacy (5.x): the `req.*` methods of `RequestValidation`, the legacy-only chain methods and the
 *   middleware options;
 * - result: members of `Result`; error fields: properties of every `ValidationError` variant (5.x:
 *   of the error an `ErrorFormatter` receives);
 * - schema: the keys of a schema field that are not chain methods, and the keys of a validator entry;
 * - options: fields of the option objects of express-validator's own functions (`matchedData`,
 *   `oneOf`, `checkExact`, `run`, `exists`, `optional`, `bail`, `array`, `withDefaults`).
 * A method or function counts as documented when `name(` appears in code on the version's pages
 * (inline or fenced); a field or key when it appears as inline code (`name`, `name?`) or as
 * `name:` in a code block.
 * Phantom names: every callable name any of the 22 releases has (the union) that a version's pages
 * write as `name()` or `.name(`, but that the version's release lacks. Migration pages and blocks
 * checked `against=` another release, and the "Changes within 6.x" pages, are not searched for
 * phantoms, since they describe other releases on purpose.
 *
 * Output: a table per version (documented / total per category, phantoms) and the missing or
 * phantom names; exit code 1 when anything is missing or phantom. Throws when a release is not
 * installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {allDocsVersions, docsDirOf, docsVersions, repoRoot, type DocsVersion} from '../../src/docsVersions';
import {fencesOf, metaValue, pagesOf} from './examples/blocks';
import {packageDirOf} from './examples/typecheck';
import {sharedCompilerHost} from './ts-host';
import {untypedValidators} from './reference/untyped-5x';

export type Category = 'exports' | 'chain' | 'legacy' | 'result' | 'error fields' | 'schema' | 'options';
export type ApiName = {name: string; category: Category; callable: boolean};

const OPTION_TYPES = [
  'MatchedDataOptions',
  'OneOfOptions',
  'ContextRunningOptions',
  'ExistsOptions',
  'OptionalOptions',
  'BailOptions',
  'ToArrayOptions',
  'ResultFactoryBuilderOptions',
];

/** A release's declarations loaded into one TypeScript program. */
export type ReleaseDeclarations = {
  pkgDir: string;
  /** The package's own `.d.ts` files (its dependencies' excluded), absolute paths. */
  files: string[];
  program: ts.Program;
  checker: ts.TypeChecker;
};

/**
 * Loads the declarations of an installed release (`packageName`, an alias folder of node_modules)
 * into a TypeScript program; `overlay` (a `.d.ts` path relative to the repository root, Next's
 * unreleased changes) is added to the program and may name the package `express-validator`.
 * Throws when the release is not installed.
 */
export function loadDeclarations(packageName: string, overlay?: string): ReleaseDeclarations {
  const pkgDir = packageDirOf(packageName);
  if (!fs.existsSync(pkgDir)) throw new Error(`${packageName} is not installed: run npm install`);
  const files = fs
    .readdirSync(pkgDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.d.ts') && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(pkgDir, f));
  const options: ts.CompilerOptions = {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    types: [],
    typeRoots: [path.join(repoRoot, 'node_modules', '@types')],
    moduleResolution: ts.ModuleResolutionKind.Node10,
    // The overlay names the package `express-validator`; point that name at this release.
    baseUrl: repoRoot,
    paths: {'express-validator': [pkgDir], 'express-validator/*': [`${pkgDir}/*`]},
  };
  const roots = overlay ? [...files, path.join(repoRoot, overlay)] : files;
  const program = ts.createProgram(roots, options, sharedCompilerHost(options));
  return {pkgDir, files, program, checker: program.getTypeChecker()};
}

/**
 * The type declared as `name` (interface, class or type alias) in the package's files, preferring
 * the one in `file` (relative to the package); undefined when there is none.
 */
export function declaredType(loaded: ReleaseDeclarations, name: string, file?: string): ts.Type | undefined {
  const found: ts.Declaration[] = [];
  for (const f of loaded.files) {
    const visit = (n: ts.Node): void => {
      if (
        (ts.isInterfaceDeclaration(n) || ts.isClassDeclaration(n) || ts.isTypeAliasDeclaration(n)) &&
        n.name?.text === name
      )
        found.push(n);
      ts.forEachChild(n, visit);
    };
    visit(loaded.program.getSourceFile(f)!);
  }
  const decl = found.find((d) => file && d.getSourceFile().fileName === path.join(loaded.pkgDir, file)) ?? found[0];
  if (!decl) return undefined;
  const sym = loaded.checker.getSymbolAtLocation((decl as ts.InterfaceDeclaration).name!)!;
  return loaded.checker.getDeclaredTypeOfSymbol(sym);
}

/**
 * Reads the public API of one installed release (from `loaded`, by default its declarations alone):
 * every name with its category and whether it is callable, sorted by category and name. With
 * `untyped` (the default) a 5.x chain also counts the validators it takes from validator.js at run
 * time without declaring them; the API history passes `{untyped: false}` to stay with declarations.
 */
export function readApi(
  version: Pick<DocsVersion, 'packageName' | 'major' | 'overlay'>,
  loaded: ReleaseDeclarations = loadDeclarations(version.packageName),
  {untyped = true}: {untyped?: boolean} = {},
): ApiName[] {
  const {pkgDir, program, checker} = loaded;
  const out = new Map<string, ApiName>();
  const add = (name: string, category: Category, callable: boolean) => {
    if (!out.has(`${category}:${name}`)) out.set(`${category}:${name}`, {name, category, callable});
  };
  const typeOfName = (name: string, file?: string) => declaredType(loaded, name, file);
  // Properties of object types only: `true | {options}` must not yield Boolean's `valueOf`.
  const propsOf = (type: ts.Type): ts.Symbol[] =>
    (type.isUnion() ? type.types : [type])
      .filter((t) => !(t.flags & (ts.TypeFlags.BooleanLike | ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike)))
      .flatMap((t) => checker.getPropertiesOfType(t))
      .filter((p) => {
        const d = p.valueDeclaration ?? p.declarations?.[0];
        return !d || !(ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected));
      });
  const isCallable = (s: ts.Symbol) => {
    const d = s.valueDeclaration ?? s.declarations?.[0];
    return Boolean(
      d &&
      (ts.isMethodSignature(d) ||
        ts.isMethodDeclaration(d) ||
        ts.isFunctionDeclaration(d) ||
        checker.getTypeOfSymbolAtLocation(s, d).getCallSignatures().length),
    );
  };

  // Exports.
  const entries = version.major === 5 ? ['check/index.d.ts', 'filter/index.d.ts'] : [null];
  for (const entry of entries) {
    const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {types?: string};
    const file = path.join(pkgDir, entry ?? manifest.types ?? 'index.d.ts');
    const sym = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    for (const exp of checker.getExportsOfModule(sym)) {
      const target = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
      if (target.flags & ts.SymbolFlags.Value) add(exp.name, 'exports', !(target.flags & ts.SymbolFlags.Class));
    }
  }
  // Chains.
  const chainFile = version.major === 5 ? 'check/check.d.ts' : undefined;
  for (const [name, file] of [
    ['ValidationChain', chainFile],
    ['SanitizationChain', version.major === 5 ? 'filter/sanitize.d.ts' : undefined],
  ] as const) {
    const type = typeOfName(name, file);
    if (type) for (const p of propsOf(type)) add(p.name, 'chain', isCallable(p));
  }
  // Validators a 5.x chain takes from validator.js at run time without declaring them.
  if (untyped) for (const u of untypedValidators(version.packageName)) add(u.name, 'chain', true);
  // Legacy API of 5.x.
  if (version.major === 5) {
    add('expressValidator', 'exports', true);
    for (const [name, category] of [
      ['RequestValidation', 'legacy'],
      ['Validator', 'legacy'],
      ['ExpressValidatorOptions', 'legacy'],
    ] as const) {
      const type = typeOfName(name, 'index.d.ts');
      if (type) for (const p of propsOf(type)) add(p.name, category, isCallable(p));
    }
  }
  // Result and errors.
  const result = typeOfName('Result');
  if (result) for (const p of propsOf(result)) add(p.name, 'result', isCallable(p));
  const errorType = typeOfName('ValidationError');
  if (errorType) {
    for (const p of propsOf(errorType)) add(p.name, 'error fields', false);
  } else {
    const formatter = typeOfName('ErrorFormatter');
    const sig = formatter?.getCallSignatures()[0];
    const param = sig?.getParameters()[0];
    if (param) for (const p of propsOf(checker.getTypeOfSymbol(param))) add(p.name, 'error fields', false);
  }
  // Schema keys.
  const schema = typeOfName('ParamSchema') ?? typeOfName('ValidationParamSchema');
  if (schema) {
    const chainNames = new Set(
      [...out.values()].filter((a) => a.category === 'chain' || a.category === 'legacy').map((a) => a.name),
    );
    const type = schema;
    for (const p of propsOf(type)) if (!chainNames.has(p.name)) add(p.name, 'schema', false);
    const entry = type.getProperty('isEmail');
    if (entry) {
      const entryType = checker.getNonNullableType(checker.getTypeOfSymbol(entry));
      for (const p of propsOf(entryType)) add(p.name, 'schema', false);
    }
  }
  // Options of express-validator's own functions.
  for (const name of OPTION_TYPES) {
    const type = typeOfName(name);
    if (type) for (const p of propsOf(type)) add(p.name, 'options', false);
  }
  const chainOptions = [...out.values()].filter(
    (a) => a.category === 'chain' && ['exists', 'optional', 'bail', 'run'].includes(a.name),
  );
  for (const member of chainOptions) {
    const prop = typeOfName('ValidationChain', chainFile)?.getProperty(member.name);
    const sig = prop && checker.getTypeOfSymbol(prop).getCallSignatures()[0];
    const param = sig?.getParameters().find((p) => p.name !== 'req');
    if (!param) continue;
    const t = checker.getNonNullableType(checker.getTypeOfSymbol(param));
    for (const p of propsOf(t)) add(p.name, 'options', false);
  }
  return [...out.values()].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

type PageText = {code: string; inline: string[]; phantomScope: string};

/** The code on a version's pages: fenced code, inline code spans, and what phantoms are looked for in. */
function pageTextOf(dir: string): PageText {
  const code: string[] = [];
  const inline: string[] = [];
  const scoped: string[] = [];
  for (const file of pagesOf(dir)) {
    const source = fs.readFileSync(file, 'utf8');
    // Migration guides and the "Changes within 6.x" page describe other releases on purpose.
    const migration = path.basename(file).startsWith('migration-') || path.basename(file) === 'changes-within-6x.md';
    for (const f of fencesOf(source)) {
      code.push(f.code);
      if (!migration && !metaValue(f.meta, 'against') && /^(js|ts|jsx|tsx)$/.test(f.lang)) scoped.push(f.code);
    }
    const prose = source.replace(/^(\s*)(`{3,})[^\n]*\n[\s\S]*?\n\s*\2\s*$/gm, '');
    for (const m of prose.matchAll(/`([^`\n]+)`/g)) {
      inline.push(m[1]);
      if (!migration) scoped.push(m[1]);
    }
  }
  return {code: code.join('\n'), inline, phantomScope: scoped.join('\n')};
}

/** Methods of JavaScript built-ins (`.filter(` on an array is not the 5.x `req.filter()`). */
const BUILT_IN_METHODS = new Set(
  [Array.prototype, String.prototype, Object.prototype, Promise.prototype, Map.prototype, Number.prototype].flatMap(
    (p) => Object.getOwnPropertyNames(p),
  ),
);

const escape = (s: string) => s.replace(/[$]/g, '\\$');

/** True when a name is documented in the given page text (see the file comment for the rule). */
function isDocumented(api: ApiName, text: PageText): boolean {
  const n = escape(api.name);
  if (api.callable) {
    const call = new RegExp(`(^|[^\\w$])${n}\\(`);
    return call.test(text.code) || text.inline.some((s) => call.test(s));
  }
  const field = new RegExp(`^\\.?${n}\\??$`);
  return text.inline.some((s) => field.test(s.trim())) || new RegExp(`(^|[\\s{,(])${n}\\??:`, 'm').test(text.code);
}

export type CoverageReport = {
  version: string;
  npmVersion: string;
  byCategory: Map<Category, {documented: number; total: number}>;
  missing: ApiName[];
  phantoms: string[];
};

/** Coverage of one docs version (pages in `dir`, by default the version's docs folder). */
export function coverageOf(
  version: DocsVersion,
  universe: ReadonlySet<string>,
  dir = docsDirOf(version),
): CoverageReport {
  const api = readApi(version);
  const text = pageTextOf(dir);
  const byCategory = new Map<Category, {documented: number; total: number}>();
  const missing: ApiName[] = [];
  for (const a of api) {
    const c = byCategory.get(a.category) ?? {documented: 0, total: 0};
    c.total++;
    if (isDocumented(a, text)) c.documented++;
    else missing.push(a);
    byCategory.set(a.category, c);
  }
  const own = new Set(api.filter((a) => a.callable).map((a) => a.name));
  const phantoms = [...universe].filter((name) => {
    if (own.has(name) || BUILT_IN_METHODS.has(name)) return false;
    // A helper the examples define themselves (e.g. a `validate` middleware) is not package API.
    if (new RegExp(`(function\\s+${escape(name)}\\b|(const|let)\\s+${escape(name)}\\s*=)`).test(text.code))
      return false;
    const n = escape(name);
    return new RegExp(`(\\.${n}\\(|(^|[^\\w$.])${n}\\(\\))`).test(text.phantomScope);
  });
  return {version: version.name, npmVersion: version.npmVersion, byCategory, missing, phantoms: phantoms.sort()};
}

/** Callable API names of every release of the table (phantom candidates). */
export function callableUniverse(): Set<string> {
  const seen = new Set<string>();
  const names = new Set<string>();
  for (const v of allDocsVersions) {
    if (seen.has(v.packageName)) continue;
    seen.add(v.packageName);
    for (const a of readApi(v)) if (a.callable) names.add(a.name);
  }
  return names;
}

function main(argv: string[]): number {
  const started = Date.now();
  const names = argv.filter((a) => !a.startsWith('--'));
  const selected = names.length ? docsVersions.filter((v) => names.includes(v.name)) : docsVersions;
  if (names.length && selected.length !== names.length) throw new Error(`unknown docs version in ${names.join(', ')}`);
  const universe = callableUniverse();
  const categories: Category[] = ['exports', 'chain', 'legacy', 'result', 'error fields', 'schema', 'options'];
  const header = ['version', 'npm', ...categories, 'total', 'phantoms'];
  const rows: string[][] = [];
  let problems = 0;
  for (const version of selected) {
    const r = coverageOf(version, universe);
    let documented = 0;
    let total = 0;
    const cells = categories.map((c) => {
      const x = r.byCategory.get(c);
      if (!x) return '-';
      documented += x.documented;
      total += x.total;
      return `${x.documented}/${x.total}`;
    });
    rows.push([r.version, r.npmVersion, ...cells, `${documented}/${total}`, String(r.phantoms.length)]);
    for (const m of r.missing)
      console.error(
        `${r.version}: ${m.category} \`${m.name}\` of express-validator ${r.npmVersion} is not documented on any page`,
      );
    for (const p of r.phantoms)
      console.error(
        `${r.version}: \`${p}()\` is presented as API, but express-validator ${r.npmVersion} has no such name`,
      );
    problems += r.missing.length + r.phantoms.length;
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log(
    `\n${problems ? `${problems} problem(s)` : 'API coverage 100%, no phantom names'}; checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return problems ? 1 : 0;
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}
