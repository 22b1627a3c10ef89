/**
 * Cross-checks of the reference against the code that runs: the validator.js each release
 * resolves to, and the release's own chain implementation. The type declarations of
 * express-validator promise option fields and allowed values that this code may ignore or reject;
 * scripts/docs/generate-reference.ts uses these checks to mark ignored options and to leave out
 * (and name) values that make validator.js throw.
 *
 * Facts come from the installed packages: `node_modules/express-validator-<version>` and the
 * `validator` package it resolves (read as source text, and called).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where a type is used by a method: its parameter index, and the option field when it is one. */
export type Origin = {param: number; field?: string; array?: boolean};

/**
 * The source text of validator.js function `name` in the validator package at `validatorDir`: its
 * `lib/<name>.js` plus the lib files that file requires (one level), or undefined when there is
 * no such file.
 */
export function validatorSource(validatorDir: string, name: string): string | undefined {
  const file = path.join(validatorDir, 'lib', `${name}.js`);
  if (!fs.existsSync(file)) return undefined;
  let text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/require\("\.\/([\w/]+)"\)/g)) {
    const dep = path.join(validatorDir, 'lib', `${m[1]}.js`);
    if (fs.existsSync(dep)) text += '\n' + fs.readFileSync(dep, 'utf8');
  }
  return text;
}

/** The body of method `name` in the release's chain implementation (6.x/7.x), or ''. */
export function chainImplementationOf(pkgDir: string, name: string): string {
  for (const rel of ['lib/chain/validators-impl.js', 'src/chain/validators-impl.js']) {
    const file = path.join(pkgDir, rel);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const start = text.search(new RegExp(`\\n    ${name}\\(`));
    if (start < 0) return '';
    const end = text.indexOf('\n    }\n', start);
    return text.slice(start, end < 0 ? undefined : end);
  }
  return '';
}

/**
 * Whether option `field` of validator `name` is read by the code that runs: validator.js's
 * function or the release's own chain implementation. Undefined when validator.js has no source
 * file for `name` (nothing to check against).
 */
export function readsOption(validatorDir: string, pkgDir: string, name: string, field: string): boolean | undefined {
  const source = validatorSource(validatorDir, name);
  if (source === undefined) return undefined;
  const word = new RegExp(`\\b${field}\\b`);
  return word.test(source) || word.test(chainImplementationOf(pkgDir, name));
}

/**
 * Whether validator.js's `name` throws when `value` is passed where `origin` says (as the
 * argument after the value under test, or as a field of the options object there; inside an
 * array when the field is an array of such values).
 */
export function rejectsValue(
  validatorModule: Record<string, unknown>,
  name: string,
  origin: Origin,
  value: string | number,
): boolean {
  const fn = validatorModule[name];
  if (typeof fn !== 'function') return false;
  const args: unknown[] = [];
  const given = origin.array ? [value] : value;
  args[origin.param] = origin.field ? {[origin.field]: given} : given;
  try {
    (fn as (...a: unknown[]) => unknown)('1', ...args);
    return false;
  } catch {
    return true;
  }
}

/**
 * The default options validator.js function `name` starts from: the object literals its source
 * assigns to variables named `default...` (e.g. `default_email_options`, `defaultOptions`), merged.
 * Undefined when there is no source file for `name`; `{}` when it has no such object.
 * Throws when such an object literal cannot be evaluated on its own.
 */
export function runtimeDefaults(validatorDir: string, name: string): Record<string, unknown> | undefined {
  const source = validatorSource(validatorDir, name);
  if (source === undefined) return undefined;
  const out: Record<string, unknown> = {};
  for (const m of source.matchAll(/var defaul\w* = (\{[\s\S]*?\n\});/g)) {
    Object.assign(out, Function(`return (${m[1]});`)() as Record<string, unknown>);
  }
  return out;
}

/**
 * The country codes validator.js `name` has a rule for, when it looks codes up in a table and
 * returns false (instead of throwing) for a code it does not know: today only `isPassportNumber`.
 * Read from the `passportNumberLocales` export where the validator package has it, else from the
 * keys of the `passportRegexByCountryCode` table in its source. Undefined for other validators, or
 * when neither is found.
 */
export function knownCountryCodes(
  validatorModule: Record<string, unknown>,
  validatorDir: string,
  name: string,
): Set<string> | undefined {
  if (name !== 'isPassportNumber') return undefined;
  const exported = validatorModule.passportNumberLocales;
  if (Array.isArray(exported)) return new Set(exported as string[]);
  const source = validatorSource(validatorDir, name);
  const table = source?.match(/passportRegexByCountryCode = \{([\s\S]*?)\n\};/);
  return table ? new Set([...table[1].matchAll(/^\s+([A-Z]{2}):/gm)].map((m) => m[1])) : undefined;
}
