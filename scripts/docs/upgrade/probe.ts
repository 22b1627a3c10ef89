/**
 * Runs one npm release of express-validator (node_modules/express-validator-<version>) and lists
 * its runtime surface: what a program can reach by running the package, whatever its type
 * declarations say. Used by ./surface.ts, one release at a time.
 *
 * Output: a sorted list of surface keys, each a string:
 * - `main:<path>`: the file `require('express-validator')` loads, relative to the package;
 * - `path:<subpath>`: a deep path `require('express-validator/<subpath>')` resolves (`check`,
 *   `src/base`); a folder with more than its index also gives `path:<folder>/*`;
 * - `export:<name>`: a name of the main module; `export:check/<name>` and `export:filter/<name>`
 *   for the legacy entry points;
 * - `chain:<name>`: a method of the chain `check('f')` returns;
 * - `schema:<name>`: a field-level key `checkSchema()` accepts (it neither warns that the key is
 *   unknown nor skips it), tried for every chain method name of any release and the special keys;
 * - `option:chain:<method>.<option>`: a property of an options object that the validator or
 *   sanitizer reads while a request runs through it (a Proxy records the reads);
 * - `error-field:<name>`: a key of a field's validation error;
 * - `meta:<name>`: a key of the `meta` object a custom validator receives.
 *
 * Errors: throws when the package is not installed. Calls that fail inside the package are part
 * of the probe (a method that throws on the Proxy simply reads what it read before throwing).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import fs from 'node:fs';

/** Keys of a schema field that are not chain methods but that some release reads. */
export const SPECIAL_SCHEMA_KEYS = [
  'in',
  'errorMessage',
  'optional',
  'negated',
  'options',
  'if',
  'bail',
  'not',
  'withMessage',
];

/** Chain methods not probed for options: they take functions, conditions or run the chain. */
const NOT_PROBED = new Set(['run', 'if', 'custom', 'customSanitizer', 'withMessage', 'not', 'builder', 'context']);

/**
 * Chain members never tried as schema keys nor probed for options: calling them while a schema
 * is built runs the chain without a request (`run`, and `chain`, the 6.x middleware itself) or
 * reaches the chain's internals, which throw outside a request.
 */
const NOT_SCHEMA_TRIED = new Set([
  'run',
  'chain',
  'selectFields',
  'addItem',
  'addStandardValidation',
  'addStandardSanitization',
]);

/** Property names a Proxy sees from the language itself, not from the code reading an option. */
const LANGUAGE_READS = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'then',
  'length',
  'toJSON',
  'prototype',
  'constructor',
]);

/** Values each validator and sanitizer runs on, so branches that depend on the value are reached. */
const SAMPLES = [
  'abc',
  '123',
  '12.5',
  '1,5',
  '-1',
  ' 12 ',
  'a@b.co',
  'first.last@gmail.com',
  'user@[127.0.0.1]',
  'https://x.io/p?q=1',
  '192.168.0.1',
  '4111111111111111',
  '',
  'TRUE',
  '2020-01-02',
];

type Req = {body: unknown; cookies: object; headers: object; params: object; query: object};
const requestOf = (value: unknown): Req => ({body: {f: value}, cookies: {}, headers: {}, params: {}, query: {}});

/**
 * Runs a chain against a request as Express would, through its middleware (every release's chain
 * is one), else through `run()`; never throws.
 */
async function runChain(chain: unknown, req: Req): Promise<void> {
  try {
    if (typeof chain === 'function') {
      await new Promise<void>((resolve) => {
        const out = (chain as (r: Req, s: object, n: () => void) => unknown)(req, {}, () => resolve());
        void Promise.resolve(out).then(
          () => setTimeout(resolve, 0),
          () => resolve(),
        );
      });
    } else {
      await (chain as {run: (r: Req) => Promise<unknown>}).run(req);
    }
  } catch {
    // A failing run is part of the probe.
  }
}

/** All function names reachable on an object, except those of Object and Function. */
function methodsOf(o: object): string[] {
  const out = new Set<string>();
  for (
    let p: object | null = o;
    p && p !== Object.prototype && p !== Function.prototype;
    p = Object.getPrototypeOf(p)
  ) {
    for (const name of Object.getOwnPropertyNames(p)) {
      if (name === 'constructor' || name.startsWith('_')) continue;
      const d = Object.getOwnPropertyDescriptor(p, name);
      if (d && typeof d.value === 'function') out.add(name);
    }
  }
  return [...out];
}

let guarded = false;

/**
 * The runtime surface of one installed package directory. While probing, the process ignores
 * unhandled promise rejections: some releases reject a promise nobody awaits when a chain is
 * built from a probe's odd arguments, which is the package's business, not a failure of the probe.
 */
export async function probeRelease(dir: string, schemaCandidates: string[] = []): Promise<string[]> {
  if (!guarded) {
    process.on('unhandledRejection', () => undefined);
    guarded = true;
  }
  if (!fs.existsSync(path.join(dir, 'package.json'))) throw new Error(`not installed: ${dir}`);
  const req = createRequire(path.join(dir, 'package.json'));
  const keys = new Set<string>();
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {main?: string};
  const mainFile = req.resolve(dir);
  keys.add(`main:${path.relative(dir, mainFile)}`);
  if (pkg.main === undefined) keys.add('main:index.js');

  // Deep paths: every module file outside node_modules, tests and docs.
  const skip = new Set(['node_modules', 'docs', 'website', 'declarations', 'test', 'tests']);
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && !skip.has(e.name)) {
        if (fs.existsSync(path.join(dir, r, 'index.js'))) keys.add(`path:${r}`);
        if (fs.readdirSync(path.join(dir, r)).some((f) => f.endsWith('.js') && f !== 'index.js'))
          keys.add(`path:${r}/*`);
        walk(r);
      } else if (rel && e.isFile() && e.name.endsWith('.js') && e.name !== 'index.js' && !e.name.endsWith('.spec.js')) {
        keys.add(`path:${r.slice(0, -3)}`);
      } else if (!rel && e.isFile() && e.name.endsWith('.js') && e.name !== 'index.js' && e.name !== 'tst.js') {
        keys.add(`path:${e.name.slice(0, -3)}`);
      }
    }
  };
  walk('');

  const main = req(mainFile) as Record<string, unknown>;
  for (const name of Object.keys(main)) if (name !== '__esModule' && name !== 'default') keys.add(`export:${name}`);
  // 5.x: the chains live in the legacy entry points.
  let api = main as Record<string, (...a: unknown[]) => unknown>;
  for (const entry of ['check', 'filter']) {
    if (!fs.existsSync(path.join(dir, entry))) continue;
    const mod = req(path.join(dir, entry)) as Record<string, (...a: unknown[]) => unknown>;
    for (const name of Object.keys(mod)) if (name !== '__esModule') keys.add(`export:${entry}/${name}`);
    if (typeof main.check !== 'function' && entry === 'check') api = mod;
  }

  const chainMethods = methodsOf(api.check('f') as object);
  for (const m of chainMethods) keys.add(`chain:${m}`);

  // Schema keys: a key is accepted when checkSchema neither warns about it nor skips it.
  const warn = console.warn;
  try {
    for (const key of [...new Set([...schemaCandidates, ...chainMethods, ...SPECIAL_SCHEMA_KEYS])]) {
      if (NOT_SCHEMA_TRIED.has(key)) continue;
      const warnings: string[] = [];
      console.warn = (...a: unknown[]) => void warnings.push(a.map(String).join(' '));
      try {
        api.checkSchema({f: {[key]: {options: []}}});
      } catch {
        // Building failed on the empty options: the key was read as a method, so it is known.
      }
      if (!warnings.some((w) => w.includes(key))) keys.add(`schema:${key}`);
    }
  } finally {
    console.warn = warn;
  }

  // Options read by each validator and sanitizer.
  for (const m of chainMethods) {
    if (NOT_PROBED.has(m) || NOT_SCHEMA_TRIED.has(m)) continue;
    const read = new Set<string>();
    const options = () =>
      new Proxy(
        {},
        {
          // What validator.js merges in from its defaults is kept, so later reads are reached.
          get(t, p) {
            if (typeof p === 'string' && !LANGUAGE_READS.has(p)) read.add(p);
            return Reflect.get(t, p) as unknown;
          },
          has(t, p) {
            if (typeof p === 'string' && !LANGUAGE_READS.has(p)) read.add(p);
            return Reflect.has(t, p);
          },
        },
      );
    for (const value of SAMPLES) {
      let chain: unknown;
      try {
        const c = api.check('f') as Record<string, (...a: unknown[]) => unknown>;
        chain = c[m](options(), options());
      } catch {
        continue;
      }
      await runChain(chain, requestOf(value));
    }
    for (const o of read) keys.add(`option:chain:${m}.${o}`);
  }

  // The fields of an error, and the meta of a custom validator.
  const r = requestOf('x') as Req & Record<string, unknown>;
  await runChain((api.check('f') as unknown as {isEmail: () => unknown}).isEmail(), r);
  const result = (api.validationResult as unknown as (q: unknown) => {array: () => object[]}) ?? undefined;
  const errors = result ? result(r).array() : ((r as {validationErrors?: () => object[]}).validationErrors?.() ?? []);
  for (const e of errors.slice(0, 1)) for (const k of Object.keys(e)) keys.add(`error-field:${k}`);
  let meta: object | undefined;
  const custom = (api.check('f') as {custom: (fn: (v: unknown, m: object) => boolean) => unknown}).custom((_v, m) => {
    meta = m;
    return true;
  });
  await runChain(custom, requestOf('x'));
  for (const k of Object.keys(meta ?? {})) keys.add(`meta:${k}`);

  return [...keys].sort();
}
