/**
 * Generates the reference of the standard validators and sanitizers of the validation chain for
 * every docs version, from the type declarations of the express-validator package that version
 * documents (src/docsVersions.ts).
 *
 * Usage: `npm run docs:reference [-- <version name> ...]` (all versions when none is given;
 * `--check` exits 1 instead of writing when a file would change).
 *
 * Output, per docs version: `<docs dir>/api/_validators.mdx` and `<docs dir>/api/_sanitizers.mdx`,
 * MDX partials imported by `api/validation-chain.mdx`. Each holds a summary table (name and
 * description) and, per method, its signature, its parameters and their option fields (type,
 * default where the declarations state one) and the allowed values of every literal-union type
 * they use. Output is deterministic: running it twice on the same package writes the same bytes.
 *
 * Facts come from: the package's `Validators` and `Sanitizers` interfaces (lib/chain/*.d.ts) and
 * option types (lib/options.d.ts) read with the TypeScript compiler API; descriptions from
 * scripts/docs/reference/descriptions.ts (ours); the "source" of a method (validator.js or
 * express-validator) from whether the package's validator.js dependency exports that name.
 *
 * Errors: throws when a package, its `Validators`/`Sanitizers` interface or a description of a
 * method is missing, so a new release cannot silently produce an incomplete reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import ts from 'typescript';

import {docsVersions, docsDirOf, repoRoot, type DocsVersion} from '../../src/docsVersions';
import {runGenerator, type GeneratorArgs} from './generator-cli';
import {loadDeclarations} from './check-api-coverage';
import {descriptionOf} from './reference/descriptions';
import {describedMethods, optionDescriptions} from './reference/option-descriptions';
import {notesFor} from './reference/release-notes';
import {knownCountryCodes, readsOption, rejectsValue, runtimeDefaults, type Origin} from './reference/runtime';
import {untypedValidators} from './reference/untyped-5x';
import {tryItExamples} from '../../src/components/TryIt/examples';
import historyJson from '../../src/plugins/api-history/history.json';
import {marksOf, NEXT, sinceLabel, type ApiHistory} from '../../src/plugins/api-history/marks';

const history = historyJson as unknown as ApiHistory;

/** The "Since" cell of a method: the release that added it, blank when it is in 5.2.0. */
function sinceCell(version: DocsVersion, name: string): string {
  const marks = marksOf(history, version.name === 'current' ? NEXT : version.npmVersion, `chain:${name}`);
  return marks?.unreleased ? 'unreleased' : sinceLabel(marks);
}

/** True when some method of `names` has a since mark that holds for its type declaration only. */
function anyTypesOnly(version: DocsVersion, names: readonly string[]): boolean {
  const release = version.name === 'current' ? NEXT : version.npmVersion;
  return names.some((name) => marksOf(history, release, `chain:${name}`)?.typesOnly);
}

/**
 * Chain members documented by hand on the validation-chain page (express-validator's own
 * validators, sanitizer and modifiers); every other member is generated.
 */
export const handWrittenMembers: ReadonlySet<string> = new Set([
  'not',
  'withMessage',
  'custom',
  'exists',
  'isArray',
  'isObject',
  'isString',
  'notEmpty',
  'customSanitizer',
  // 5.x declares these modifiers in its `Validator` interface too; later lines keep them elsewhere.
  'optional',
]);

/**
 * Where a version declares the validators or sanitizers of its chain: 6.x and 7.x name the
 * interfaces `Validators`/`Sanitizers`; 5.x names them `Validator` (check/check.d.ts) and
 * `Sanitizer` (filter/sanitize.d.ts), and its index.d.ts reuses both names for the legacy API,
 * so the file is part of the lookup.
 */
export function chainInterfaceOf(
  version: DocsVersion,
  kind: 'Validators' | 'Sanitizers',
): {name: string; file?: string} {
  if (version.major !== 5) return {name: kind};
  return kind === 'Validators'
    ? {name: 'Validator', file: 'check/check.d.ts'}
    : {name: 'Sanitizer', file: 'filter/sanitize.d.ts'};
}

/**
 * Folder, inside a docs version's folder, that holds the generated partials: `api/` in the 7.x
 * layout, the version's root in the flat 5.x/6.x layout.
 */
export function partialDirOf(version: DocsVersion): string {
  return version.major === 7 ? path.join(docsDirOf(version), 'api') : docsDirOf(version);
}

/** Literal unions with more values than this are folded into a `<details>` block. */
const INLINE_VALUES_MAX = 12;

type Param = {name: string; optional: boolean; typeText: string; typeNode: ts.TypeNode | undefined};

export type Method = {
  name: string;
  params: Param[];
  /** True when the Next overlay declares this member (an unreleased signature). */
  unreleased: boolean;
  /** The published package's signature, when the overlay replaced it. */
  publishedSignature?: string;
  /** `validator.js` when the package's validator dependency exports the name. */
  source: 'validator.js' | 'express-validator';
};

type Field = {
  name: string;
  optional: boolean;
  typeText: string;
  deprecated: boolean;
  defaultText?: string;
  unreleased: boolean;
};

type Loaded = {
  version: DocsVersion;
  pkgDir: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  overlayFile?: ts.SourceFile;
  validatorModule: Record<string, unknown>;
  /** Folder of the validator.js package the release resolves to, and its version. */
  validatorDir: string;
  validatorVersion: string;
  packageVersion: string;
  /**
   * Option fields of each rendered method, by parameter index (`{isEmail: {0: [...]}}`), filled
   * while its section is rendered; the Try it form names a field the release does not declare.
   */
  optionFields: Record<string, Record<number, string[]>>;
};

/** Loads the version's package declarations (and overlay) into one TypeScript program. */
function load(version: DocsVersion): Loaded {
  const req = createRequire(path.join(repoRoot, 'package.json'));
  const pkgJsonPath = req.resolve(`${version.packageName}/package.json`);
  const pkg = JSON.parse(fs.readFileSync(pkgJsonPath, 'utf8')) as {version: string};
  if (pkg.version !== version.npmVersion) {
    throw new Error(
      `${version.packageName} is ${pkg.version}, docs version ${version.name} documents ${version.npmVersion}: run npm install`,
    );
  }
  // The release's declarations (and Next's overlay) in one program, as check:api reads them.
  const {pkgDir, program, checker} = loadDeclarations(version.packageName, version.overlay);
  const overlayPath = version.overlay ? path.join(repoRoot, version.overlay) : undefined;
  const pkgReq = createRequire(pkgJsonPath);
  const validatorModule = pkgReq('validator') as Record<string, unknown>;
  const validatorPkg = pkgReq.resolve('validator/package.json');
  const validatorVersion = (JSON.parse(fs.readFileSync(validatorPkg, 'utf8')) as {version: string}).version;
  return {
    version,
    pkgDir,
    program,
    checker,
    overlayFile: overlayPath ? program.getSourceFile(overlayPath) : undefined,
    validatorModule,
    validatorDir: path.dirname(validatorPkg),
    validatorVersion,
    packageVersion: pkg.version,
    optionFields: {},
  };
}

function isFromOverlay(loaded: Loaded, node: ts.Node): boolean {
  return loaded.overlayFile !== undefined && node.getSourceFile() === loaded.overlayFile;
}

/** All declarations named `name` of the given kind in the package (and overlay). */
function findDeclarations<T extends ts.Node>(loaded: Loaded, name: string, guard: (n: ts.Node) => n is T): T[] {
  const found: T[] = [];
  for (const sf of loaded.program.getSourceFiles()) {
    if (sf.fileName.includes('/typescript/lib/')) continue;
    const visit = (node: ts.Node): void => {
      if (guard(node) && (node as unknown as {name?: ts.Identifier}).name?.text === name) found.push(node);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  // A name such as `IPVersion` also exists in @types/node (`'ipv4' | 'ipv6'`), which the package's
  // own imports pull in: the package's (and overlay's) declaration wins.
  const own = found.filter((n) => {
    const file = n.getSourceFile();
    return isFromOverlay(loaded, n) || file.fileName.startsWith(loaded.pkgDir + '/');
  });
  return own.length ? own : found;
}

function typeText(node: ts.TypeNode | undefined): string {
  if (!node) return 'any';
  return node
    .getText()
    .replace(/\b\w*Options\./g, '')
    .replace(/\s+/g, ' ');
}

/** Reads the members of the `Validators` or `Sanitizers` interface, overlay members first. */
export function readMethods(loaded: Loaded, kind: 'Validators' | 'Sanitizers'): Method[] {
  const where = chainInterfaceOf(loaded.version, kind);
  const inFile = where.file && path.join(loaded.pkgDir, where.file);
  const decls = findDeclarations(loaded, where.name, ts.isInterfaceDeclaration).filter(
    (d) => !inFile || isFromOverlay(loaded, d) || path.resolve(d.getSourceFile().fileName) === inFile,
  );
  if (decls.length === 0) throw new Error(`interface ${where.name} not found in the package`);
  const byName = new Map<string, Method>();
  const published = new Map<string, string>();
  // Package declarations first, overlay last, so an overlay member replaces the package's.
  const ordered = [...decls.filter((d) => !isFromOverlay(loaded, d)), ...decls.filter((d) => isFromOverlay(loaded, d))];
  for (const decl of ordered) {
    const fromOverlay = isFromOverlay(loaded, decl);
    for (const member of decl.members) {
      if (!ts.isMethodSignature(member) || !member.name || !ts.isIdentifier(member.name)) continue;
      const name = member.name.text;
      if (handWrittenMembers.has(name)) continue;
      const params: Param[] = member.parameters.map((p) => ({
        name: p.name.getText(),
        optional: Boolean(p.questionToken),
        typeText: typeText(p.type),
        typeNode: p.type,
      }));
      const method: Method = {
        name,
        params,
        unreleased: fromOverlay,
        source: typeof loaded.validatorModule[name] === 'function' ? 'validator.js' : 'express-validator',
      };
      if (!fromOverlay) published.set(name, signatureOf(method));
      else method.publishedSignature = published.get(name);
      byName.set(name, method);
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}));
}

export function signatureOf(method: Pick<Method, 'name' | 'params'>): string {
  const params = method.params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.typeText}`).join(', ');
  return `${method.name}(${params}): ValidationChain`;
}

/**
 * Parses the "defaults to { key: value | ... }" block that the package puts above option types.
 * In 7.2.1 and 7.3.2, the package's comments have every comma of these blocks turned into `|`, quoted
 * ones included (`thousands_separator: '|'` stands for `','`), so a `|` is read back as a comma.
 */
function defaultsOf(decl: ts.Node): Map<string, string> {
  const out = new Map<string, string>();
  const text = decl.getSourceFile().getFullText();
  const ranges = ts.getLeadingCommentRanges(text, decl.getFullStart()) ?? [];
  for (const range of ranges) {
    const comment = text.slice(range.pos, range.end);
    const block = /defaults to[\s\S]*?\{([\s\S]*?)\n\s*\*\s*\}/.exec(comment);
    if (!block) continue;
    for (const line of block[1].split('\n')) {
      const m = /^\s*\*?\s*(\w+):\s*(.+?)\s*[|;,]?\s*$/.exec(line);
      if (m) {
        const value = m[2].replace(/'[^']*'|\|\s*/g, (s) => (s.startsWith("'") ? s.replace(/\|/g, ',') : ', '));
        out.set(m[1], value.replace(/,\s*$/, ''));
      }
    }
  }
  return out;
}

/** The fields of an option interface (inherited ones included), in declaration order. */
function fieldsOf(loaded: Loaded, name: string): Field[] | undefined {
  const decls = findDeclarations(loaded, name, ts.isInterfaceDeclaration);
  if (decls.length === 0) return undefined;
  const type = loaded.checker.getDeclaredTypeOfSymbol(loaded.checker.getSymbolAtLocation(decls[0].name)!);
  const fields: Field[] = [];
  for (const prop of loaded.checker.getPropertiesOfType(type)) {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    if (!decl || !ts.isPropertySignature(decl)) continue;
    const parent = decl.parent;
    const deprecated = ts.getJSDocTags(decl).some((t) => t.tagName.text === 'deprecated');
    fields.push({
      name: prop.name,
      optional: Boolean(decl.questionToken),
      typeText: typeText(decl.type),
      deprecated,
      defaultText: ts.isInterfaceDeclaration(parent) ? defaultsOf(parent).get(prop.name) : undefined,
      unreleased: isFromOverlay(loaded, decl),
    });
  }
  return fields;
}

/** Literal values of a type alias that is a union of string/number literals (overlay first). */
function literalValuesOf(loaded: Loaded, name: string): {values: string[]; added: string[]; open: boolean} | undefined {
  const decls = findDeclarations(loaded, name, ts.isTypeAliasDeclaration);
  if (decls.length === 0) return undefined;
  const pick = decls.find((d) => isFromOverlay(loaded, d)) ?? decls[0];
  const published = decls.find((d) => !isFromOverlay(loaded, d));
  const collect = (decl: ts.TypeAliasDeclaration) => {
    const type = loaded.checker.getTypeAtLocation(decl.name);
    const parts = type.isUnion() ? type.types : [type];
    const values: string[] = [];
    let open = false;
    for (const part of parts) {
      if (part.isStringLiteral()) values.push(`'${part.value}'`);
      else if (part.isNumberLiteral()) values.push(String(part.value));
      else open = true;
    }
    return {values, open};
  };
  const chosen = collect(pick);
  if (chosen.values.length === 0) return undefined;
  const before = published && published !== pick ? new Set(collect(published).values) : undefined;
  return {
    values: chosen.values,
    open: chosen.open,
    added: before ? chosen.values.filter((v) => !before.has(v)) : [],
  };
}

/**
 * A value as it would be written in JavaScript, for the Default column: strings in single quotes,
 * arrays and plain objects spelled out, regular expressions as literals.
 */
export function jsLiteral(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${jsLiteral(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}

/** Names referenced by a type's text (e.g. `readonly IBANCode[]` -> `IBANCode`). */
function referencedNames(text: string): string[] {
  return [...new Set(text.match(/\b[A-Z][A-Za-z0-9]+\b/g) ?? [])].filter((n) => n !== 'RegExp' && n !== 'Date');
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/**
 * A Markdown table with its columns padded to a common width, the way Prettier prints tables, so
 * `npm run format` leaves the generated partials as they are. Cells are Markdown already (pipes
 * escaped); widths count code points, which is Prettier's width for the ASCII text written here.
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const width = (s: string) => [...s].length;
  const widths = header.map((h, i) => Math.max(3, width(h), ...rows.map((r) => width(r[i]))));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c + ' '.repeat(widths[i] - width(c))).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)];
}
const code = (s: string) => '`' + cell(s) + '`';

/**
 * The shortest union, in characters, written one pill per member in a Type cell: 18, the
 * length from which inline code may be split in a table cell (src/theme/MDXComponents/codeBreaks.ts);
 * `string | RegExp` stays one pill, `'hour24' | 'hour12'` becomes two.
 */
export const minSplitUnion = 18;

/**
 * The members of a union type, split at its top-level ` | ` (not inside brackets, braces,
 * parentheses, angle brackets or quotes; the `>` of `=>` closes nothing): `'a' | 'b' | 'c'` gives
 * `'a'`, `'b'` and `'c'`, `(string | RegExp)[]` and `{ level?: 'chain' | 'request' }` are one
 * member each. Input: a type as the declarations print it. Output: its members, in order (one
 * when it is not a union). Never throws.
 */
export function unionMembers(typeText: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < typeText.length; i++) {
    const c = typeText[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth++;
    else if (')]}'.includes(c) || (c === '>' && typeText[i - 1] !== '=')) depth = Math.max(0, depth - 1);
    else if (depth === 0 && typeText.startsWith(' | ', i)) {
      members.push(typeText.slice(start, i));
      start = i + 3;
      i += 2;
    }
  }
  return [...members, typeText.slice(start)];
}

/**
 * The Type cell of an option, as Markdown. The site keeps each code pill of a Type cell on one
 * line (src/css/custom.css), so that `(string | RegExp)[]` never breaks inside; a union of
 * {@link minSplitUnion} characters or more is therefore written one pill per member, joined by
 * `|` (`'undefined'` | `'null'` | `'falsy'`): the cell wraps between members, and a long union
 * does not widen the Type column and squeeze the Description beside it. Other types are one pill.
 */
export function typeCell(typeText: string): string {
  const members = unionMembers(typeText);
  if (typeText.length < minSplitUnion || members.length < 2) return code(typeText);
  return members.map(code).join(' \\| ');
}

/** Locale lists validator.js exports, by the validator whose first argument they are. */
const exportedLocales: Readonly<Record<string, string>> = {
  isAlpha: 'isAlphaLocales',
  isAlphanumeric: 'isAlphanumericLocales',
  isMobilePhone: 'isMobilePhoneLocales',
  isPostalCode: 'isPostalCodeLocales',
};

type ValuesCheck = {
  rejected: string[];
  /** Declared values validator.js takes without throwing but has no rule for: every value fails. */
  unmatched: string[];
  undeclared: string[];
  validatorVersion: string;
  major: number;
  /** The published release under Next's overlay, when this is Next. */
  published?: string;
};

function renderValues(
  name: string,
  info: {values: string[]; added: string[]; open: boolean},
  check?: ValuesCheck,
): string[] {
  const rejected = new Set([...(check?.rejected ?? []), ...(check?.unmatched ?? [])]);
  const values = info.values.filter((v) => !rejected.has(v));
  const list = values.map((v) => '`' + v + '`').join(', ');
  const extra = info.open ? ' Any other string is accepted too.' : '';
  const added = info.added.filter((v) => !rejected.has(v)).length
    ? ` Unreleased additions on the development line: ${info.added
        .filter((v) => !rejected.has(v))
        .map((v) => '`' + v + '`')
        .join(', ')}.`
    : '';
  const runtime: string[] = [];
  if (check?.rejected.length) {
    runtime.push(
      check.major === 5
        ? `The type declarations also list ${check.rejected.map((v) => '`' + v + '`').join(', ')}, which validator.js ${check.validatorVersion} does not know: it throws, this release counts the throw as a failed validation, and every value fails. They are left out here. {/* claim: declared-value-rejected-fails-5x */}`
        : `The type declarations also list ${check.rejected.map((v) => '`' + v + '`').join(', ')}, which validator.js ${check.validatorVersion} rejects with an error when a request is validated (the request fails with that error instead of a validation error), so they are left out here. {/* claim: declared-value-rejected-errors */}`,
    );
  }
  if (check?.unmatched.length) {
    runtime.push(
      `The type declarations also list ${check.unmatched.map((v) => '`' + v + '`').join(', ')}, for which validator.js ${check.validatorVersion} has no rule: with ${check.unmatched.length === 1 ? 'it' : 'them'}, every value fails, so ${check.unmatched.length === 1 ? 'it is' : 'they are'} left out here. {/* claim: declared-value-never-matches */}`,
    );
  }
  const working = info.added.filter((v) => !rejected.has(v));
  if (check && working.length && check.published) {
    runtime.push(
      `validator.js ${check.validatorVersion}, which ${check.published} installs, already accepts ${working.map((v) => '`' + v + '`').join(', ')}: only the type declarations of ${check.published} lack ${working.length === 1 ? 'it' : 'them'}. {/* claim: next-additions-work-at-run-time */}`,
    );
  }
  if (check?.undeclared.length) {
    runtime.push(
      `validator.js ${check.validatorVersion} also accepts ${check.undeclared.map((v) => '`' + v + '`').join(', ')}, which the type declarations do not list (TypeScript needs a cast for them). {/* claim: validator-accepts-undeclared-locales */}`,
    );
  }
  // One claim marker per paragraph: each runtime sentence is a paragraph of its own.
  const runtimeParagraphs = runtime.flatMap((r) => [r, '']);
  if (values.length <= INLINE_VALUES_MAX) {
    return [`Allowed values of \`${name}\`: ${list}.${extra}${added}`, '', ...runtimeParagraphs];
  }
  return [
    '<details>',
    `<summary>Allowed values of <code>${name}</code> (${values.length})</summary>`,
    '',
    `${list}.${extra}${added}`,
    '',
    ...runtimeParagraphs,
    '</details>',
    '',
  ];
}

/**
 * What validator.js makes of the allowed values of a type used by `method` at `origin`: the
 * declared values it throws on; the declared country codes it has no rule for and so never match
 * (isPassportNumber, see `knownCountryCodes`); and, for the locale lists it exports and those
 * country codes, the ones it accepts that are not declared. Undefined when the method is not
 * validator.js's.
 */
function checkValues(
  loaded: Loaded,
  method: Method,
  origin: Origin,
  values: readonly string[],
): ValuesCheck | undefined {
  if (method.source !== 'validator.js') return undefined;
  const raw = (v: string) => (v.startsWith("'") ? v.slice(1, -1) : Number(v));
  const rejected = values.filter((v) => rejectsValue(loaded.validatorModule, method.name, origin, raw(v)));
  const exported = origin.param === 0 && !origin.field ? exportedLocales[method.name] : undefined;
  const list = exported ? loaded.validatorModule[exported] : undefined;
  const declared = new Set(values.map((v) => String(raw(v))));
  const codes =
    origin.param === 0 && !origin.field
      ? knownCountryCodes(loaded.validatorModule, loaded.validatorDir, method.name)
      : undefined;
  const known = Array.isArray(list) ? (list as string[]) : codes ? [...codes] : [];
  const undeclared = known.filter((l) => !declared.has(l)).map((l) => `'${l}'`);
  const unmatched = codes ? values.filter((v) => !rejected.includes(v) && !codes.has(String(raw(v)))) : [];
  return {
    rejected,
    unmatched,
    undeclared,
    validatorVersion: loaded.validatorVersion,
    major: loaded.version.major,
    published: loaded.version.overlay ? loaded.packageVersion : undefined,
  };
}

/**
 * The opening fence of an entry's signature. A method with an example in
 * src/components/TryIt/examples.ts gets ```` ```ts signature try ````: the signature component
 * (src/theme/CodeBlock/Signature.tsx) then writes the entry's Try it button below the block, a
 * plain `<button>` whose form the page's one `<TryIt />` opens (src/components/TryIt). A method
 * without one gets a plain signature (tryItCoverage counts those).
 */
function signatureFence(name: string): string {
  return tryItExamples[name] ? '```ts signature try' : '```ts signature';
}

/** Renders one method's section (heading, description, signature, options, allowed values). */
function renderMethod(loaded: Loaded, method: Method, headingLevel: string): string[] {
  const description = descriptionOf(method.name, loaded.packageVersion);
  if (!description) throw new Error(`no description for ${method.name} in scripts/docs/reference/descriptions.ts`);
  const out = [`${headingLevel} ${method.name}() {#${method.name.toLowerCase()}}`, '', description, ''];
  out.push(signatureFence(method.name), signatureOf(method), '```', '');
  if (method.unreleased) {
    out.push(
      ':::info[Unreleased]',
      '',
      method.publishedSignature
        ? `This signature is on the development line. The published release ${loaded.packageVersion} has \`${method.publishedSignature}\`.`
        : `This method is on the development line and not in the published release ${loaded.packageVersion}.`,
      '',
      ':::',
      '',
    );
  }
  out.push(
    method.source === 'validator.js'
      ? `Implemented by validator.js \`${method.name}()\`.`
      : 'Implemented by express-validator itself.',
    '',
  );
  const seen = new Set<string>();
  const fieldNames = new Set<string>();
  // Each referenced type with where the method takes it (parameter, option field).
  const pending: {name: string; origin: Origin}[] = [];
  method.params.forEach((param, i) =>
    pending.push(...referencedNames(param.typeText).map((name) => ({name, origin: {param: i}}))),
  );
  for (let i = 0; i < pending.length; i++) {
    const {name, origin} = pending[i];
    if (seen.has(name)) continue;
    seen.add(name);
    const declaredFields = fieldsOf(loaded, name);
    // Defaults: those validator.js of this release starts from win over the package's comments.
    const runtime =
      declaredFields && method.source === 'validator.js' && origin.field === undefined
        ? runtimeDefaults(loaded.validatorDir, method.name)
        : undefined;
    // Whether the code that runs reads each field (undefined: not a validator.js method).
    const reads = (field: string) =>
      method.source === 'validator.js'
        ? readsOption(loaded.validatorDir, loaded.pkgDir, method.name, field)
        : undefined;
    const fields = declaredFields?.map((f) => {
      const read = reads(f.name);
      if (!runtime) return {...f, read};
      if (f.name in runtime) return {...f, read, defaultText: jsLiteral(runtime[f.name])};
      // Read without a default: the option starts out undefined (off).
      if (f.defaultText === undefined && read) return {...f, read, defaultText: 'undefined'};
      return {...f, read};
    });
    if (fields) {
      const workingFields: string[] = [];
      const withDefaults = fields.some((f) => f.defaultText !== undefined);
      if (origin.field === undefined) {
        ((loaded.optionFields[method.name] ??= {})[origin.param] ??= []).push(...fields.map((f) => f.name));
      }
      out.push(`Fields of \`${name}\`:`, '');
      const described = origin.field === undefined ? optionDescriptions[method.name] : undefined;
      const rows = fields.map((f) => {
        const ignored = !f.unreleased && f.read === false;
        // Works today only when the published chain method already forwards the options object
        // (its signature is not an unreleased one) and validator.js reads the field.
        const readAlready = f.unreleased && !method.unreleased && f.read === true;
        if (readAlready) workingFields.push(f.name);
        const notes = [
          f.deprecated ? 'deprecated' : '',
          f.unreleased
            ? readAlready
              ? `unreleased; validator.js ${loaded.validatorVersion} reads it`
              : 'unreleased'
            : '',
          ignored ? `ignored by validator.js ${loaded.validatorVersion}` : '',
        ].filter(Boolean);
        const nameCell = `${code(f.name + (f.optional ? '?' : ''))}${notes.length ? ` (${notes.join(', ')})` : ''}`;
        const row = [nameCell, typeCell(f.typeText)];
        if (withDefaults) row.push(f.defaultText !== undefined ? code(f.defaultText) : '');
        if (described) {
          const text = ignored ? 'Declared, but not read: setting it changes nothing.' : described[f.name];
          if (text === undefined && describedMethods.has(method.name)) {
            throw new Error(
              `${loaded.packageVersion}: no description for option ${f.name} of ${method.name} in scripts/docs/reference/option-descriptions.ts`,
            );
          }
          row.push(cell(text ?? ''));
        }
        pending.push(
          ...referencedNames(f.typeText).map((n) => ({
            name: n,
            origin: {param: origin.param, field: f.name, array: /\[\]|Array</.test(f.typeText)},
          })),
        );
        fieldNames.add(f.name);
        return row;
      });
      // One naming in every table of the reference, generated or written by hand: Option, Type,
      // Default, Description (the hand-written chain sections use the same four).
      const header = withDefaults ? ['Option', 'Type', 'Default'] : ['Option', 'Type'];
      if (described) header.push('Description');
      out.push(...markdownTable(header, rows));
      out.push('');
      if (workingFields.length) {
        out.push(
          `The type declarations of ${loaded.packageVersion} lack ${workingFields.map((n) => '`' + n + '`').join(', ')}, but validator.js ${loaded.validatorVersion}, which ${loaded.packageVersion} installs, already reads ${workingFields.length === 1 ? 'it' : 'them'}: in JavaScript, ${workingFields.length === 1 ? 'it works' : 'they work'} with the published release today. {/* claim: next-additions-work-at-run-time */}`,
          '',
        );
      }
      if (rows.some((r) => r[0].includes('(ignored by validator.js'))) {
        out.push(
          `A field marked ignored is declared by express-validator ${loaded.packageVersion}, but neither it nor validator.js ${loaded.validatorVersion} reads it: setting it changes nothing. {/* claim: declared-option-ignored */}`,
          '',
        );
      }
      continue;
    }
    const values = literalValuesOf(loaded, name);
    if (values) out.push(...renderValues(name, values, checkValues(loaded, method, origin, values.values)));
  }
  for (const note of notesFor(method.name, loaded.packageVersion, fieldNames)) out.push(note, '');
  return out;
}

/**
 * The 5.x validators the chain has at run time but the declarations lack (see
 * reference/untyped-5x.ts), as a section of their own; nothing for 6.x and 7.x.
 */
function renderUntyped(loaded: Loaded): string[] {
  const untyped = untypedValidators(loaded.version.packageName);
  if (untyped.length === 0) return [];
  const {validatorVersion} = untyped[0];
  const out = [
    '### Validators without type declarations {#untyped-validators}',
    '',
    `The chain of ${loaded.packageVersion} is built at run time from the validator.js it loads, and with validator.js ${validatorVersion}, the version \`npm install\` picks for this release today, it also has the validators below. The type declarations of ${loaded.packageVersion} do not list them: in JavaScript they work as written, and in TypeScript you can reach one through a custom validator, as in \`body('token').custom((value) => validator.isJWT(value))\` with \`validator\` imported from the \`validator\` package. {/* claim: v5-untyped-validators-run */}`,
    '',
  ];
  for (const method of untyped) {
    const description = descriptionOf(method.name, loaded.packageVersion);
    if (!description) throw new Error(`no description for ${method.name} in scripts/docs/reference/descriptions.ts`);
    out.push(
      `#### ${method.name}() {#${method.name.toLowerCase()}}`,
      '',
      description,
      '',
      signatureFence(method.name),
      method.signature,
      '```',
      '',
      `Implemented by validator.js \`${method.name}()\`; not in the type declarations of ${loaded.packageVersion}.`,
      '',
    );
    for (const note of notesFor(method.name, loaded.packageVersion, new Set())) out.push(note, '');
  }
  return out;
}

/** Renders the whole partial for one interface. */
export function renderPartial(loaded: Loaded, version: DocsVersion, kind: 'Validators' | 'Sanitizers'): string {
  const methods = readMethods(loaded, kind);
  const noun = kind === 'Validators' ? 'validator' : 'sanitizer';
  const out = [
    `{/* Generated by scripts/docs/generate-reference.ts from express-validator ${loaded.packageVersion}${version.overlay ? ' and the unreleased changes in ' + version.overlay : ''}. Do not edit: run npm run docs:reference. */}`,
    '',
    "import TryIt from '@site/src/components/TryIt';",
    '',
    // One per partial, rendering nothing until a reader presses an entry's button.
    '<TryIt />',
    '',
    `The Since column names the npm release that added each ${noun} (from the API history, npm run docs:history); a blank cell means it is in 5.2.0, the oldest release these docs cover.`,
    '',
    ...(anyTypesOnly(
      version,
      methods.map((m) => m.name),
    )
      ? [
          `A release followed by "(types)" added only the type declaration: the ${noun} already ran in the 5.x chain, which takes every validator of the validator.js it loads, so JavaScript code could call it earlier. {/* claim: since-types-only */}`,
          '',
        ]
      : []),
    ...markdownTable(
      [noun[0].toUpperCase() + noun.slice(1), 'Description', 'Since'],
      methods.map((m) => [
        `[\`${m.name}()\`](#${m.name.toLowerCase()})${m.unreleased ? ' (unreleased)' : ''}`,
        cell(descriptionOf(m.name, loaded.packageVersion) ?? ''),
        sinceCell(version, m.name),
      ]),
    ),
    '',
    `### Every ${noun} in detail {#${noun}-details}`,
    '',
  ];
  for (const method of methods) out.push(...renderMethod(loaded, method, '####'));
  if (kind === 'Validators') out.push(...renderUntyped(loaded));
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

/** Output files of one docs version: path -> content. */
export function generateVersion(version: DocsVersion): Map<string, string> {
  const loaded = load(version);
  const apiDir = partialDirOf(version);
  const validators = renderPartial(loaded, version, 'Validators');
  const sanitizers = renderPartial(loaded, version, 'Sanitizers');
  return new Map([
    [path.join(apiDir, '_validators.mdx'), validators],
    [path.join(apiDir, '_sanitizers.mdx'), sanitizers],
    [tryItOptionsFileOf(version), tryItOptionsJson(loaded)],
  ]);
}

/**
 * The file that holds a docs version's option fields for the Try it form:
 * `src/components/TryIt/options/<version name>.json` (`current` for Next), loaded by the form
 * when a reader opens it.
 */
export function tryItOptionsFileOf(version: DocsVersion): string {
  return path.join(repoRoot, 'src/components/TryIt/options', `${version.name}.json`);
}

/**
 * The option fields each method of the release declares, as JSON sorted by method name, one
 * method a line, its fields joined by spaces: `{"isEmail": "allow_display_name ..."}`. Written in
 * the layout Prettier keeps (strings are never wrapped), so `npm run format` leaves it as it is.
 * Filled by renderPartial.
 */
function tryItOptionsJson(loaded: Loaded): string {
  const lines = Object.keys(loaded.optionFields)
    .sort()
    .map((name) => {
      const fields = [...new Set(Object.values(loaded.optionFields[name]).flat())];
      return `  ${JSON.stringify(name)}: ${JSON.stringify(fields.join(' '))}`;
    });
  return lines.length ? `{\n${lines.join(',\n')}\n}\n` : '{}\n';
}

/**
 * The reference entries (validators, the 5.x untyped validators, sanitizers) of a docs version,
 * and those without a Try it example in src/components/TryIt/examples.ts.
 * Output: `{entries, missing}`, method names sorted. Throws as generateVersion does.
 */
export function tryItCoverage(version: DocsVersion): {entries: string[]; missing: string[]} {
  const loaded = load(version);
  const entries = [
    ...readMethods(loaded, 'Validators').map((m) => m.name),
    ...untypedValidators(version.packageName).map((m) => m.name),
    ...readMethods(loaded, 'Sanitizers').map((m) => m.name),
  ].sort();
  return {entries, missing: entries.filter((name) => !tryItExamples[name])};
}

/** The files of the named docs versions (every version when none is named) whose folder exists. */
function selectedFiles({names}: GeneratorArgs): Map<string, string> {
  const selected = names.length ? docsVersions.filter((v) => names.includes(v.name)) : docsVersions;
  if (names.length && selected.length !== names.length) {
    throw new Error(
      `unknown docs version in ${names.join(', ')}; known: ${docsVersions.map((v) => v.name).join(', ')}`,
    );
  }
  const files = new Map<string, string>();
  for (const version of selected) {
    if (!fs.existsSync(docsDirOf(version))) continue;
    for (const [file, content] of generateVersion(version)) files.set(file, content);
  }
  return files;
}

if (require.main === module) {
  process.exitCode = runGenerator(process.argv.slice(2), 'docs:reference', selectedFiles);
}
