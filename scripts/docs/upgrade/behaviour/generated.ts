/**
 * The generated part of the behaviour matrix: one probe per standard validator or sanitizer with
 * no options, and one per declared option at each candidate value.
 *
 * Where the facts come from:
 * - the methods and their options: the `chain:` and `option:chain:` keys of the API history
 *   (src/plugins/api-history/history.json, read from each release's declarations);
 * - each method's parameters (which one takes the options object, which ones are required): the
 *   chain declarations of the newest installed release (`lib/chain/{validators,sanitizers}.d.ts`),
 *   so a probe calls a method the same way in every release;
 * - each option's type: the `name?: type` members of every release's options declarations
 *   (`lib/options.d.ts`, `src/options.d.ts`, the 5.x `index.d.ts` files); a boolean option is tried at
 *   `true` and `false`, a number at 0, 1, 3, 10 and 300, a union of literals at its first three,
 *   an array at one element, a string at a value chosen from its name.
 *
 * A probe runs the method on one field per value of the value matrix (./values.ts) and answers a
 * string with `1` (valid) or `0` (an error) per value for a validator, or the list of sanitized
 * values for a sanitizer. `generatedProbes()` lists every candidate; the matrix keeps an option
 * value only where its answer differs from the method's answer without options in some release
 * (the values that flip its answer).
 */
import fs from 'node:fs';
import path from 'node:path';

import {aliasOf, historyReleases, repoRoot} from '../../../../src/docsVersions';
import type {ApiHistory} from '../../../../src/plugins/api-history/marks';
import {Absent, errorsOf, fieldOf, request, runAll, type Api, type Chain} from './api';
import {normalise, type Json} from './normalise';
import {valuesOf} from './values';

export type Probe = {id: string; run: (api: Api) => Promise<unknown>};

/** Chain methods that are not standard validators or sanitizers (modifiers and runners). */
const NOT_STANDARD = new Set([
  'bail',
  'builder',
  'custom',
  'customSanitizer',
  'default',
  'exists',
  'hide',
  'if',
  'not',
  'optional',
  'replace',
  'run',
  'withMessage',
]);

/** Values for required parameters, by parameter name (the declarations' names). */
const REQUIRED: Record<string, unknown> = {
  elem: 'a',
  comparison: 'abc',
  number: 3,
  values: ['abc', '1'],
  pattern: '^a',
  chars: 'ab',
  algorithm: 'md5',
  countryCode: 'US',
  locale: 'any',
};
/** Per method, required values the generic table gets wrong. */
const REQUIRED_BY_METHOD: Record<string, unknown[]> = {
  isTaxID: ['en-US'],
  isVAT: ['GB'],
  isLicensePlate: ['any'],
  isIdentityCard: ['any'],
  isPassportNumber: ['US'],
  isMobilePhone: ['any'],
  isPostalCode: ['any'],
};

/** Candidate values of a string option, by option name. */
const STRING_OPTIONS: Record<string, unknown[]> = {
  comparisonDate: ['2020-01-01', '2030-01-01'],
  format: ['YYYY-MM-DD', 'DD/MM/YYYY'],
  locale: ['en-US', 'de-DE'],
  symbol: ['€'],
  decimal_separator: [','],
  thousands_separator: ['.'],
  version: ['4', '6'],
  hourFormat: ['hour24', 'hour12'],
  mode: ['default', 'withSeconds'],
  delimiters: [['/']],
  ignore: [' ', '-'],
  separator: ['-'],
};

type Param = {name: string; type: string; optional: boolean};
type Signature = {kind: 'validator' | 'sanitizer'; params: Param[]};

/** Splits a parameter list at its top-level commas. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('{(<['.includes(ch)) depth++;
    if ('})>]'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur);
  return out.map((p) => p.trim()).filter(Boolean);
}

/** Method name -> signature, from the newest installed release's chain declarations. */
export function signatures(): Map<string, Signature> {
  const newest = [...historyReleases]
    .reverse()
    .find((r) => fs.existsSync(path.join(repoRoot, 'node_modules', aliasOf(r), 'lib/chain')));
  const out = new Map<string, Signature>();
  if (!newest) return out;
  for (const kind of ['validator', 'sanitizer'] as const) {
    const text = fs.readFileSync(
      path.join(repoRoot, 'node_modules', aliasOf(newest), `lib/chain/${kind}s.d.ts`),
      'utf8',
    );
    for (const m of text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/^\s{4}(\w+)\(([\s\S]*?)\): Return;/gm)) {
      const params = splitTop(m[2].replace(/\s+/g, ' ')).map((p) => {
        const i = p.indexOf(':');
        const name = p.slice(0, i).trim();
        return {name: name.replace('?', ''), optional: name.endsWith('?'), type: p.slice(i + 1).trim()};
      });
      out.set(m[1], {kind, params});
    }
  }
  return out;
}

/** Option name -> declared type, from every installed release's options declarations. */
export function optionTypes(): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of historyReleases) {
    const dir = path.join(repoRoot, 'node_modules', aliasOf(r));
    for (const f of ['lib/options.d.ts', 'src/options.d.ts', 'index.d.ts', 'check/index.d.ts']) {
      const file = path.join(dir, f);
      if (!fs.existsSync(file)) continue;
      const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const m of text.matchAll(/^\s+(\w+)\?: ([^;\n]+);?$/gm)) out.set(m[1], m[2].trim());
    }
  }
  // Inline option types of the chain declarations (isArray's min and max, isObject's strict).
  for (const sig of signatures().values())
    for (const p of sig.params)
      for (const m of p.type.matchAll(/(\w+)\?: ([^;}]+);/g)) if (!out.has(m[1])) out.set(m[1], m[2].trim());
  return out;
}

/** Candidate values of an option of `type` named `name`. */
export function candidates(name: string, type: string | undefined): unknown[] {
  if (STRING_OPTIONS[name]) return STRING_OPTIONS[name];
  const t = (type ?? '').trim();
  if (t === 'boolean') return [true, false];
  if (t === 'number') return [0, 1, 3, 10, 300];
  const literals = [...t.matchAll(/'([^']*)'|\b(\d+)\b/g)].map((m) => (m[1] !== undefined ? m[1] : Number(m[2])));
  if (literals.length && !/\bstring\b/.test(t.replace(/'[^']*'/g, ''))) return literals.slice(0, 3);
  if (/\[\]$|Array</.test(t)) return [['x'], ['b.co']];
  if (/RegExp/.test(t)) return [/a/];
  if (/string/.test(t)) return ['a', '.'];
  return [true];
}

/** A value's text in a probe id. */
const idText = (v: unknown) => (v instanceof RegExp ? `/${v.source}/` : JSON.stringify(v));

/** The arguments of `method` with `options` (or none) in its options parameter. */
function argsOf(method: string, sig: Signature | undefined, options?: Record<string, unknown>): unknown[] {
  const params = sig?.params ?? [];
  const optIndex = params.findIndex((p) => /Options|\{|IsCreditCard/.test(p.type) || p.name === 'options');
  const args: unknown[] = [];
  const fixed = REQUIRED_BY_METHOD[method] ?? [];
  params.forEach((p, i) => {
    if (i === optIndex) args.push(options);
    else if (fixed[i] !== undefined) args.push(fixed[i]);
    else if (!p.optional) args.push(REQUIRED[p.name] ?? 'a');
    else args.push(undefined);
  });
  // A trailing undefined argument is dropped, so a call reads as a reader writes it.
  while (args.length && args.at(-1) === undefined) args.pop();
  return args;
}

/**
 * Runs `method(...args)` on one field per value and answers the validity string (validators) or
 * the sanitized values (sanitizers). Throws Absent when the release's chain has no such method.
 */
async function runMethod(api: Api, method: string, kind: Signature['kind'], args: unknown[]): Promise<Json> {
  const make = api.body ?? api.check;
  if (!make) throw new Absent('body');
  const values = valuesOf(method);
  const fields = values.map((_, i) => `f${i}`);
  const probe = make('f0') as unknown as Record<string, unknown>;
  if (typeof probe[method] !== 'function') throw new Absent(method);
  const chain = (make(fields) as unknown as Record<string, (...a: unknown[]) => Chain>)[method](...args);
  const body: Record<string, unknown> = {};
  values.forEach((v, i) => {
    if (v !== undefined) body[`f${i}`] = v;
  });
  const req = request(body);
  await runAll([chain], req);
  if (kind === 'sanitizer') return fields.map((f) => normalise((req.body as Record<string, unknown>)[f]));
  const bad = new Set(errorsOf(api, req).map(fieldOf));
  return fields.map((f) => (bad.has(f) ? '0' : '1')).join('');
}

/** Every generated probe: `v:<method>` and `v:<method>:<option>=<value>`. */
export function generatedProbes(): Probe[] {
  const history = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'src/plugins/api-history/history.json'), 'utf8'),
  ) as ApiHistory;
  const sigs = signatures();
  const types = optionTypes();
  const out: Probe[] = [];
  const methods = Object.keys(history.apis)
    .filter((k) => k.startsWith('chain:'))
    .map((k) => k.slice(6))
    .filter((m) => !NOT_STANDARD.has(m))
    .sort();
  for (const method of methods) {
    const sig = sigs.get(method);
    const kind = sig?.kind ?? (/^(is|contains|equals|matches|notEmpty)/.test(method) ? 'validator' : 'sanitizer');
    out.push({id: `v:${method}`, run: (api) => runMethod(api, method, kind, argsOf(method, sig))});
    const options = Object.keys(history.apis)
      .filter((k) => k.startsWith(`option:chain:${method}.`))
      .map((k) => k.slice(`option:chain:${method}.`.length))
      .sort();
    for (const option of options) {
      for (const value of candidates(option, types.get(option))) {
        out.push({
          id: `v:${method}:${option}=${idText(value)}`,
          run: (api) => runMethod(api, method, kind, argsOf(method, sig, {[option]: value})),
        });
      }
    }
  }
  return out;
}
