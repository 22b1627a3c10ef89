/**
 * Reads the public API of one express-validator release (or of the Next docs: the newest release
 * plus the unreleased declarations of scripts/docs/reference/next-overlay.d.ts) as a flat map of
 * API keys, for the API history (./history.ts).
 *
 * Facts come from the release's own type declarations (node_modules/express-validator-<version>,
 * read with the TypeScript compiler API) and, for deprecations the declarations do not state, from
 * its JavaScript (the warning the sanitization-only middlewares print from 6.4.0).
 *
 * API keys (`<kind>:<name>`):
 * - `export:check`, `chain:hide`, `legacy:checkBody`, `result:throw`, `schema:if`,
 *   `error-field:path`: the categories of check:api (scripts/docs/check-api-coverage.ts);
 * - `export:FieldValidationError`: type-only exports of the entry points count as exports too
 *   (error types, `Location`, `Meta`, ...), so a type that became a class stays one key;
 * - `option:chain:bail.level`: a field of an object parameter of a callable (express-validator's
 *   own functions and the standard validators alike), named after its owner's key.
 * Each key may carry the parameter list of a callable (`run(req, options?)`, the overload with
 * the most parameters) and whether the release marks it deprecated (`@deprecated` in the declarations, or the
 * runtime warning).
 *
 * Errors: throws when a release is not installed (run `npm install`).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {declaredType, loadDeclarations, readApi, type Category} from '../check-api-coverage';
import {aliasOf} from '../../../src/docsVersions';

/** What one release says about one API key. */
export type KeyFacts = {signature?: string; deprecated?: true};

/** The API of one release: key -> facts. */
export type ReleaseApi = Map<string, KeyFacts>;

const KIND_OF: Record<Category, string | undefined> = {
  exports: 'export',
  chain: 'chain',
  legacy: 'legacy',
  result: 'result',
  'error fields': 'error-field',
  schema: 'schema',
  options: undefined, // read below with their owner
};

/** Parameter names of a call signature, `?` for optional and `...` for rest parameters. */
function paramList(sig: ts.Signature): string {
  return sig.parameters
    .map((p) => {
      const d = p.valueDeclaration as ts.ParameterDeclaration | undefined;
      if (!d) return p.name;
      return `${d.dotDotDotToken ? '...' : ''}${p.name}${d.questionToken || d.initializer ? '?' : ''}`;
    })
    .join(', ');
}

/** Object types that are values, not option bags. */
const BUILT_IN_TYPES = new Set(['RegExp', 'Date', 'Promise', 'String', 'Number', 'Boolean', 'Function', 'Object']);

const isDeprecated = (d: ts.Node | undefined) =>
  Boolean(d && ts.getJSDocTags(d).some((t) => t.tagName.text === 'deprecated'));

/**
 * Reads one release. `npmVersion` names the installed alias; `overlay` (a path relative to the
 * repository root) adds the Next declarations on top of it.
 */
export function readReleaseApi(npmVersion: string, overlay?: string): ReleaseApi {
  const major = Number(npmVersion.split('.')[0]) as 5 | 6 | 7;
  const packageName = aliasOf(npmVersion);
  const loaded = loadDeclarations(packageName, overlay);
  const {pkgDir, program, checker} = loaded;
  const out: ReleaseApi = new Map();
  // Declared API only: a mark names the release that declared an API, not the validator.js that
  // happened to give a 5.x chain a method at run time.
  for (const a of readApi({packageName, major}, loaded, {untyped: false})) {
    const kind = KIND_OF[a.category];
    if (kind) out.set(`${kind}:${a.name}`, {});
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {types?: string};

  /** Object members of a parameter's type: not primitives, arrays, functions or built-ins. */
  const optionFieldsOf = (type: ts.Type): ts.Symbol[] =>
    (type.isUnion() ? type.types : [type])
      .filter(
        (t) =>
          !(
            t.flags &
            (ts.TypeFlags.BooleanLike | ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.Any)
          ) &&
          !checker.isArrayType(t) &&
          !checker.isTupleType(t) &&
          t.getCallSignatures().length === 0 &&
          !BUILT_IN_TYPES.has(t.getSymbol()?.name ?? ''),
      )
      .flatMap((t) => checker.getPropertiesOfType(t))
      // Data fields only: `toString()` of a message object or `run()` of a condition are not options.
      .filter((p) => {
        const d = p.valueDeclaration ?? p.declarations?.[0];
        return !d || !(ts.isMethodSignature(d) || ts.isMethodDeclaration(d));
      });

  /**
   * Records the signature and the option fields of a callable whose key is `owner`. The signature
   * is the overload with the most parameters (the one a reader writes in full).
   */
  const readCallable = (owner: string, type: ts.Type) => {
    const sigs = type.getCallSignatures();
    if (!sigs.length || !out.has(owner)) return;
    const longest = sigs.reduce((a, b) => (b.parameters.length > a.parameters.length ? b : a));
    const name = owner.slice(owner.indexOf(':') + 1);
    out.set(owner, {...out.get(owner), signature: `${name}(${paramList(longest)})`});
    for (const sig of sigs) {
      for (const param of sig.parameters) {
        if (param.name === 'req') continue;
        const t = checker.getNonNullableType(checker.getTypeOfSymbol(param));
        for (const field of optionFieldsOf(t)) {
          const key = `option:${owner}.${field.name}`;
          const decl = field.valueDeclaration ?? field.declarations?.[0];
          const prev = out.get(key);
          // Deprecated only when every declaration of the field says so.
          const deprecated = isDeprecated(decl) && (!prev || prev.deprecated);
          out.set(key, deprecated ? {deprecated: true} : {});
        }
      }
    }
  };

  // Exports of the entry points (5.x: check and filter), and the type-only exports of the main one.
  const entries = major === 5 ? ['check/index.d.ts', 'filter/index.d.ts'] : [manifest.types ?? 'index.d.ts'];
  for (const entry of entries) {
    const sf = program.getSourceFile(path.join(pkgDir, entry));
    const moduleSym = sf && checker.getSymbolAtLocation(sf);
    if (!moduleSym) throw new Error(`${packageName}: entry point ${entry} not found`);
    for (const exp of checker.getExportsOfModule(moduleSym)) {
      const target = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
      if (target.flags & ts.SymbolFlags.Value) {
        const decl = target.valueDeclaration ?? target.declarations?.[0];
        if (decl) readCallable(`export:${exp.name}`, checker.getTypeOfSymbolAtLocation(target, decl));
      } else if (target.flags & ts.SymbolFlags.Type) {
        const decl = target.declarations?.[0];
        if (!out.has(`export:${exp.name}`)) out.set(`export:${exp.name}`, isDeprecated(decl) ? {deprecated: true} : {});
      }
    }
  }

  // Members of the chains and of Result.
  const members: [string, string, string | undefined][] = [
    ['chain', 'ValidationChain', major === 5 ? 'check/check.d.ts' : undefined],
    ['chain', 'SanitizationChain', major === 5 ? 'filter/sanitize.d.ts' : undefined],
    ['result', 'Result', undefined],
  ];
  for (const [kind, name, file] of members) {
    const type = declaredType(loaded, name, file);
    if (!type) continue;
    for (const prop of checker.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      if (decl) readCallable(`${kind}:${prop.name}`, checker.getTypeOfSymbolAtLocation(prop, decl));
    }
  }

  // The sanitization-only middlewares print a deprecation warning from 6.4.0 on (not in the types).
  const sanitizeJs = path.join(pkgDir, 'src/middlewares/sanitize.js');
  if (fs.existsSync(sanitizeJs) && /have been deprecated/.test(fs.readFileSync(sanitizeJs, 'utf8'))) {
    for (const name of ['sanitize', 'sanitizeBody', 'sanitizeCookie', 'sanitizeParam', 'sanitizeQuery']) {
      const key = `export:${name}`;
      if (out.has(key)) out.set(key, {...out.get(key), deprecated: true});
    }
  }
  return out;
}
