/**
 * Runtime changes the upgrade planner states in words of its own, because the generic sentence
 * ./runtime.ts writes for a surface difference would not tell a reader what to do, or because no
 * surface key shows them (a behaviour found by running two releases).
 *
 * Each entry: the release of the change, its group, title and what-to-do (code spans only), the
 * surface keys it reports (patterns ending in `*` allowed, matched at `release` only), the API
 * keys and needles "Check my code" looks for, optional Before/After code, and `check`: a function
 * that runs a release (node_modules/express-validator-<version>) and answers whether the new
 * behaviour is there. tests/unit/upgrade.test.ts runs `check` on `release` (must be true) and on
 * the release before it (must be false). Every fact here was found by running both releases.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import {aliasOf, repoRoot} from '../../../src/docsVersions';
import type {RuntimeFact} from '../../../src/plugins/upgrade/types';

export type RuntimeItem = Omit<RuntimeFact, 'id'> & {
  /** Short id; the fact's id is `runtime#<id>`. */
  id: string;
  check: (release: string) => Promise<boolean>;
};

type Req = {body: unknown; cookies: object; headers: object; params: object; query: object};
type Chain = ((req: Req, res: object, next: () => void) => unknown) & Record<string, (...a: unknown[]) => Chain>;
type Api = Record<string, (...a: unknown[]) => Chain> & {
  validationResult: (req: Req) => {array: () => object[]};
  checkSchema: (schema: object) => Chain[];
};

/** The main module of one installed release. */
const load = (release: string) =>
  createRequire(path.join(repoRoot, 'node_modules', aliasOf(release), 'package.json'))(
    path.join(repoRoot, 'node_modules', aliasOf(release)),
  ) as Api;
const request = (body: unknown): Req => ({body, cookies: {}, headers: {}, params: {}, query: {}});
/** Runs chains one after the other through their middleware, as Express does. */
async function run(chains: Chain[], req: Req) {
  for (const c of chains) await new Promise<void>((resolve) => void c(req, {}, () => resolve()));
}
/** The number of errors of `schema` on `body`, with the warnings of unknown keys silenced. */
async function schemaErrors(release: string, schema: object, body: unknown): Promise<number> {
  const api = load(release);
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    const req = request(body);
    await run(api.checkSchema(schema), req);
    return api.validationResult(req).array().length;
  } finally {
    console.warn = warn;
  }
}

/**
 * What `body('d').isDate()` does with `{d: '2020'}` in `release`, run as Express middleware:
 * `'thrown'` when it passes an error to `next`, else the number of validation errors.
 */
async function isDateOnYear(release: string): Promise<'thrown' | number> {
  const api = load(release);
  const req = request({d: '2020'});
  const err = await new Promise<unknown>((resolve) => void api.body('d').isDate()(req, {}, resolve as () => void));
  return err ? 'thrown' : api.validationResult(req).array().length;
}

/** What `body('a.b').exists()` and `.default('d')` do with `{a: 'str'}`: the errors and the body. */
async function pathBelowString(release: string): Promise<string> {
  const api = load(release);
  const checked = request({a: 'str'});
  await run([api.body('a.b').exists()], checked);
  const defaulted = request({a: 'str'});
  await run([api.body('a.b').default('d')], defaulted);
  return `${api.validationResult(checked).array().length} ${JSON.stringify(defaulted.body)}`;
}

export const runtimeItems: RuntimeItem[] = [
  {
    id: 'deep-imports-5x',
    release: '6.0.0',
    kind: 'removed',
    title: 'Deep imports of the 5.x files (`express-validator/lib/…`, `/utils/…`, `/check/…`)',
    action:
      '6.0.0 rewrote the package: its files now live under `src/`, and `require()` of a 5.x file such as `express-validator/utils/filters` fails with `MODULE_NOT_FOUND`. Import from `express-validator` itself.',
    surface: ['path:check/*', 'path:filter/*', 'path:lib*', 'path:utils*', 'main:*'],
    uses: [],
    needles: [
      {type: 'path', name: 'express-validator/lib/', prefix: true},
      {type: 'path', name: 'express-validator/utils/', prefix: true},
      {type: 'path', name: 'express-validator/check/', prefix: true},
      {type: 'path', name: 'express-validator/filter/', prefix: true},
    ],
    snippets: [],
    check: async (release) => {
      try {
        createRequire(path.join(repoRoot, 'node_modules', aliasOf(release), 'package.json'))(
          path.join(repoRoot, 'node_modules', aliasOf(release), 'utils/filters'),
        );
        return false;
      } catch {
        return true;
      }
    },
  },
  {
    id: 'default-export-properties',
    release: '6.0.0',
    kind: 'removed',
    title: '`validator` and `utils` of the 5.x default export',
    action:
      "In 5.x, `require('express-validator').validator` was validator.js and `.utils` held internal helpers; 6.0.0's main module has neither. Install and import `validator` yourself where you call it directly.",
    surface: ['export:validator', 'export:utils'],
    // Not expressValidator() itself: the legacy API item covers calling it.
    uses: [],
    needles: [
      {type: 'import', name: 'validator'},
      {type: 'import', name: 'utils'},
    ],
    snippets: [],
    check: async (release) => !('validator' in load(release)),
  },
  {
    id: 'schema-bail-if',
    release: '7.0.0',
    kind: 'removed',
    title: 'The `bail` and `if` schema keys at field level',
    action:
      '6.x ran a field-level `bail` or `if` as chain steps; 7.0.0 warns `unknown validator/sanitizer` and skips them, so a field that stopped at its first error now reports more, and a condition that was false no longer holds its checks back. Move `bail: true` and `if` into the validator they belong to.',
    surface: ['schema:bail', 'schema:if'],
    // Not the chain methods: a chain's own bail() and if() keep working.
    uses: [],
    needles: [
      {type: 'schema', name: 'bail'},
      {type: 'schema', name: 'if'},
    ],
    snippets: [
      {
        title: 'Before (6.x)',
        lang: 'js',
        code: "checkSchema({\n  quantity: {\n    isInt: { errorMessage: 'Whole number' },\n    bail: true,\n    toInt: true,\n    custom: { options: (n) => n <= 10 },\n  },\n});",
      },
      {
        title: 'After (7.x)',
        lang: 'js',
        code: "checkSchema({\n  quantity: {\n    isInt: { errorMessage: 'Whole number', bail: true },\n    toInt: true,\n    custom: { options: (n) => n <= 10 },\n  },\n});",
      },
    ],
    check: async (release) =>
      (await schemaErrors(release, {f: {isInt: true, bail: true, isLength: {options: {min: 5}}}}, {f: 'ab'})) === 2,
  },
  {
    id: 'deep-imports-src',
    release: '7.1.0',
    kind: 'removed',
    title: 'Deep imports of `express-validator/src/…`',
    action:
      "7.1.0 moved the package's files from `src/` to `lib/` (its `main` field changed with them), so `require('express-validator/src/base')` and every other `src/` path fail with `MODULE_NOT_FOUND`, even from 7.0.1. Import from `express-validator` itself.",
    surface: ['path:src*', 'main:*'],
    uses: [],
    needles: [{type: 'path', name: 'express-validator/src/', prefix: true}],
    snippets: [],
    check: async (release) => {
      try {
        createRequire(path.join(repoRoot, 'node_modules', aliasOf(release), 'package.json'))(
          path.join(repoRoot, 'node_modules', aliasOf(release), 'src/base'),
        );
        return false;
      } catch {
        return true;
      }
    },
  },
  {
    id: 'globstar',
    release: '7.0.0',
    kind: 'new',
    title: 'Globstars `**` in field paths',
    action:
      "`**` matches any number of levels, so `body('items.**.price')` reaches every `price` below `items`; 6.x reads `**` as a plain key.",
    surface: [],
    // Nothing to look for: a 6.x program has no reason to write `**` in a path.
    uses: [],
    needles: [],
    snippets: [],
    check: async (release) => {
      const api = load(release);
      const req = request({a: {x: {b: '5'}}});
      await run([api.body('a.**.b').isInt()], req);
      return api.validationResult(req).array().length === 0;
    },
  },
  {
    id: 'meta-path-values',
    release: '7.2.0',
    kind: 'new',
    title: '`meta.pathValues` in custom validators',
    action:
      "A custom validator's `meta` gains `pathValues`: the keys or indexes the wildcards of its path matched, such as `['k1']` for `a.k1.b` under `a.*.b`.",
    surface: ['meta:pathValues'],
    // Not custom(): every custom validator keeps working; only code reading pathValues is touched.
    uses: [],
    needles: [{type: 'property', name: 'pathValues'}],
    snippets: [],
    check: async (release) => {
      const api = load(release);
      let meta: {pathValues?: unknown} | undefined;
      const chain = api.body('a.*.b').custom((_v: unknown, m: unknown) => {
        meta = m as {pathValues?: unknown};
        return true;
      });
      await run([chain], request({a: {k1: {b: 1}}}));
      return JSON.stringify(meta?.pathValues) === '["k1"]';
    },
  },
  {
    id: 'default-replace-clone',
    release: '7.2.1',
    kind: 'behaviour',
    title: '`default()` and `replace()` copy their value',
    action:
      'Each request now gets a deep copy of the value, so `default([])` no longer hands every request one shared array that earlier requests may have changed. Code that relied on that sharing must keep the shared object elsewhere.',
    surface: [],
    uses: ['chain:default', 'chain:replace'],
    needles: [],
    snippets: [],
    check: async (release) => {
      const api = load(release);
      const chain = api.body('tags').default([]);
      const first = request({}) as Req & {body: {tags: string[]}};
      await run([chain], first);
      first.body.tags.push('x');
      const second = request({}) as Req & {body: {tags: string[]}};
      await run([chain], second);
      return second.body.tags.length === 0;
    },
  },
  {
    id: 'is-date-throws',
    release: '7.1.0',
    kind: 'behaviour',
    title: '`isDate()` throws on some strings that are not dates',
    action:
      "7.1.0 pins validator.js to `~13.12.0`, whose `isDate()` throws `Cannot read properties of undefined (reading 'length')` on some strings that are not dates, such as `'2020'`, `'true'` or `'2020-01'`. The chain passes that error to `next()`, so Express answers 500 where 7.0.x reported a validation error. 7.3.0 (validator.js `~13.15.15`) reports it as invalid again; before then, put `matches(/[-/]/).bail()` in front of `isDate()`.",
    surface: [],
    uses: ['chain:isDate'],
    needles: [],
    snippets: [
      {
        title: 'Before (7.0.x)',
        lang: 'js',
        code: '// { "day": "2020" }: one validation error, \'Invalid value\'\nbody(\'day\').isDate();',
      },
      {
        title: 'After (7.1.0 to 7.2.1)',
        lang: 'js',
        code: '// { "day": "2020" }: next(TypeError), Express answers 500\nbody(\'day\').matches(/[-/]/).bail().isDate(); // a validation error again',
      },
    ],
    check: async (release) => (await isDateOnYear(release)) === 'thrown',
  },
  {
    id: 'is-date-reports-again',
    release: '7.3.0',
    kind: 'behaviour',
    title: '`isDate()` reports a string that is not a date as invalid again',
    action:
      "7.3.0 raises validator.js to `~13.15.15`: `isDate()` on `'2020'`, `'true'` or `'2020-01'` gives a validation error again instead of passing a `TypeError` to `next()`. A `matches(/[-/]/).bail()` guard added for 7.1.0 to 7.2.1 can stay or go.",
    surface: [],
    uses: ['chain:isDate'],
    needles: [],
    snippets: [],
    check: async (release) => (await isDateOnYear(release)) === 1,
  },
  {
    id: 'path-below-primitive-skipped',
    release: '7.0.0',
    kind: 'behaviour',
    title: 'A path below a string or number is not checked',
    action:
      'When a field\'s parent holds a primitive, such as `user.name` on `{ "user": "bob" }`, 7.0.0 to 7.1.0 select no value at all: `exists()` and `notEmpty()` pass and `default()` writes nothing, where 6.x reported an error and replaced the parent. Check the parent too, as in `body(\'user\').isObject()`; 7.2.0 checks such a path again.',
    surface: [],
    uses: [],
    needles: [],
    snippets: [
      {
        title: 'Before (6.x)',
        lang: 'js',
        code: '// { "user": "bob" }: one error on user.name\nbody(\'user.name\').exists();',
      },
      {
        title: 'After (7.0.0 to 7.1.0)',
        lang: 'js',
        code: '// { "user": "bob" }: no error, so check the parent as well\nbody(\'user\').isObject();\nbody(\'user.name\').exists();',
      },
    ],
    check: async (release) => (await pathBelowString(release)) === '0 {"a":"str"}',
  },
  {
    id: 'path-below-primitive-checked',
    release: '7.2.0',
    kind: 'behaviour',
    title: 'A path below a string or number is checked again',
    action:
      '7.2.0 selects `user.name` on `{ "user": "bob" }` again, as 6.x did: `exists()` reports an error and `default(\'d\')` replaces `user` with `{ "name": "d" }`. A request that passed on 7.0.0 to 7.1.0 can fail now.',
    surface: [],
    uses: [],
    needles: [],
    snippets: [],
    check: async (release) => (await pathBelowString(release)) === '1 {"a":{"b":"d"}}',
  },
];
