/**
 * Claims of the 5.x pages (docs versions 5.2.0 and 5.3.0, npm 5.2.0 and 5.3.1) that no example on
 * the page shows. Each `check` runs the behaviour against one release.
 */
import {execFileSync} from 'node:child_process';
import {inspect} from 'node:util';
import {repoRoot} from '../../src/docsVersions';
import type {Claim} from './claims';
import {untypedValidators} from '../../scripts/docs/reference/untyped-5x';
import {
  answer,
  dependencyOf,
  everyRuleReportedWithoutBail,
  matchedDataOfSelectedObject,
  passes,
  release,
  request,
  runMiddlewares,
  twoDimensionalWildcardErrors,
  validate,
  type FakeRequest,
  type Loose,
} from './run';

/** The named exports Node.js's ES module loader finds in a CommonJS file of a release. */
function esmNamedExports(version: string, subpath: string): string[] {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as m from 'express-validator-${version}/${subpath}'; console.log(JSON.stringify(Object.keys(m)));`,
    ],
    {cwd: repoRoot, encoding: 'utf8'},
  );
  return JSON.parse(out) as string[];
}

const v5 = ['5.2.0', '5.3.1'];

/**
 * A request with `parts` that the legacy middleware of release `version` (`expressValidator()`, the
 * package root) has been through, so it carries `req.checkBody()` and the other legacy methods.
 */
async function legacyRequest(version: string, parts: FakeRequest): Promise<Loose> {
  return runMiddlewares([release(version)()], request(parts));
}

/** For each validator a 5.x chain may have without a declaration: a value that passes, one that fails. */
const untypedSamples: Record<string, {args: unknown[]; good: string; bad: string}> = {
  isIPRange: {args: [], good: '10.0.0.0/8', bad: '10.0.0.0'},
  isISO31661Alpha3: {args: [], good: 'FRA', bad: 'FR'},
  isIdentityCard: {args: ['ES'], good: '12345678Z', bad: '12345678A'},
  isJWT: {
    args: [],
    good: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    bad: 'not a token',
  },
  isMagnetURI: {
    args: [],
    good: `magnet:?xt=urn:btih:${'a'.repeat(40)}&dn=file&tr=udp://tracker.example:80`,
    bad: 'https://example.com',
  },
  isRFC3339: {args: [], good: '2024-02-29T12:30:00Z', bad: '2024-02-29 12:30'},
};

export const v5Claims: Claim[] = [
  {
    id: 'v5-untyped-validators-run',
    says: 'in JavaScript they work as written',
    holds: v5,
    check: async (r) => {
      const untyped = untypedValidators(`express-validator-${r}`);
      if (untyped.length === 0) return false;
      for (const {name} of untyped) {
        const sample = untypedSamples[name];
        if (!sample) throw new Error(`no sample for ${name} in tests/claims/v5.claims.ts`);
        const chain = (ev: {body: (f: string) => Record<string, (...a: unknown[]) => unknown>}) =>
          ev.body('x')[name](...sample.args);
        if (!(await passes(r, chain, sample.good)) || (await passes(r, chain, sample.bad))) return false;
      }
      return true;
    },
  },
  {
    id: 'v5-sanitize-header-lowercased',
    says: 'a sanitization chain on headers lowercases the field name',
    holds: v5,
    check: async (r) => {
      const sanitizeHeader = release(r, 'filter').buildSanitizeFunction(['headers']);
      const req = request({headers: {'x-forwarded-user': ' ada '}});
      await runMiddlewares([sanitizeHeader('X-Forwarded-User').trim()], req);
      return (req.headers as Record<string, string>)['x-forwarded-user'] === 'ada';
    },
  },
  {
    id: 'v5-esm-named-imports',
    says: 'exposes `check`, `body`, `checkSchema` and the other chain builders as named imports, but not `oneOf` or `validationResult`',
    holds: v5,
    check: (r) => {
      const names = esmNamedExports(r, 'check/index.js');
      return (
        ['check', 'body', 'query', 'checkSchema', 'buildCheckFunction'].every((n) => names.includes(n)) &&
        !names.includes('oneOf') &&
        !names.includes('validationResult')
      );
    },
  },
  {
    id: 'v5-esm-filter-named-imports',
    says: 'exposes every function as a named import',
    holds: v5,
    check: (r) => {
      const names = esmNamedExports(r, 'filter/index.js');
      return ['sanitize', 'sanitizeBody', 'sanitizeQuery', 'buildSanitizeFunction', 'matchedData'].every((n) =>
        names.includes(n),
      );
    },
  },
  {
    // Marked in the matchedData() section of the 5.x filter API page.
    id: 'v5-matched-data-selected-object-whole',
    says: 'keeps all of its keys',
    holds: v5,
    check: async (r) => (await matchedDataOfSelectedObject(r)) === '{"address":{"city":"Rome","admin":true}}',
  },
  {
    // Marked in "How a chain runs" of the 5.x validation chain reference.
    id: 'v5-no-bail-only-first-error',
    says: 'This release cannot stop a chain at its first failure: every validator of a chain runs, even after one has failed',
    holds: v5,
    check: everyRuleReportedWithoutBail,
  },
  {
    // Marked under the imports of the 5.x check API page.
    id: 'v5-root-is-legacy-middleware',
    says: "is the legacy middleware function, so `const { check } = require('express-validator')` leaves `check`",
    holds: v5,
    check: (r) => {
      const root = release(r);
      const checkApi = release(r, 'check');
      return (
        typeof root === 'function' &&
        root.check === undefined &&
        root.checkSchema === undefined &&
        typeof checkApi.check === 'function' &&
        typeof checkApi.checkSchema === 'function'
      );
    },
  },
  {
    // Marked in "The middleware" of the 5.x legacy API page.
    id: 'v5-legacy-methods-from-middleware',
    says: 'A route reached without it has none of them',
    holds: v5,
    check: async (r) => {
      const req = request({body: {email: 'a@example.com'}});
      const before = typeof (req as {checkBody?: unknown}).checkBody;
      await runMiddlewares([release(r)()], req);
      return before === 'undefined' && typeof (req as {checkBody?: unknown}).checkBody === 'function';
    },
  },
  {
    // Marked in the options of the 5.x legacy API page and in "In the legacy API" of the 5.x custom
    // validators page.
    id: 'v5-legacy-async-validator-must-reject',
    says: 'an `async` validator that returns `false` resolves and always passes',
    holds: v5,
    check: async (r) => {
      const req = request({body: {a: 'x', b: 'x', c: 'x', d: 'x'}});
      const middleware = release(r)({
        customValidators: {
          asyncFalse: async () => false,
          withCallback: () => {
            setTimeout(() => undefined, 1);
          },
          rejects: () => Promise.reject(new Error('taken')),
          resolvesTrue: () => Promise.resolve(true),
        },
      });
      await runMiddlewares([middleware], req);
      const legacy = req as Loose;
      legacy.checkBody('a').asyncFalse();
      legacy.checkBody('b').withCallback();
      legacy.checkBody('c').rejects();
      legacy.checkBody('d').resolvesTrue();
      const result = await legacy.getValidationResult();
      return JSON.stringify(result.array().map((e: {param: string}) => e.param)) === '["b","c"]';
    },
  },
  {
    // Marked in the options of the 5.x legacy API page.
    id: 'v5-legacy-error-formatter-legacy-only',
    says: '`validationResult(req)` of the check API ignores it, even for the errors of legacy chains',
    holds: v5,
    check: async (r) => {
      const req = request({body: {x: 'a'}});
      const formatter = (param: string, msg: string) => ({field: param, message: msg});
      await runMiddlewares([release(r)({errorFormatter: formatter}), release(r, 'check').body('y').isInt()], req);
      const legacy = req as Loose;
      legacy.checkBody('x', 'int').isInt();
      const legacyErrors = legacy.validationErrors();
      const checkErrors = release(r, 'check').validationResult(req).array();
      return (
        JSON.stringify(legacyErrors) === '[{"field":"y","message":"Invalid value"},{"field":"x","message":"int"}]' &&
        checkErrors.length === 2 &&
        checkErrors.every((e: Record<string, unknown>) => 'msg' in e && 'location' in e && !('message' in e))
      );
    },
  },
  {
    // Marked in "Validation methods" of the 5.x legacy API page.
    id: 'v5-legacy-field-is-a-name',
    says: 'looks for a field named after the email address, finds none and reports an error even for valid data',
    holds: v5,
    check: async (r) => {
      const legacy = await legacyRequest(r, {body: {email: 'ada@example.com'}});
      legacy.assert(legacy.body.email).isEmail();
      const errors = legacy.validationErrors();
      return (
        Array.isArray(errors) &&
        errors.length === 1 &&
        errors[0].param === 'ada@example.com' &&
        errors[0].location === 'params' &&
        errors[0].value === undefined
      );
    },
  },
  {
    // Marked in "Validation methods" of the 5.x legacy API page.
    id: 'v5-legacy-wildcard-array-of-objects',
    says: 'which validates the `sku` of every object in an array of objects',
    holds: v5,
    check: async (r) => {
      const legacy = await legacyRequest(r, {body: {items: [{sku: 'AB12'}, {sku: 'x y'}, {sku: 'CD34'}, {sku: '!'}]}});
      legacy.checkBody('items.*.sku').isAlphanumeric();
      const errors = legacy.validationErrors();
      return JSON.stringify(errors.map((e: {param: string}) => e.param)) === '["items[1].sku","items[3].sku"]';
    },
  },
  {
    // Marked in "The legacy validation chain" of the 5.x legacy API page.
    id: 'v5-notempty-legacy-only',
    says: "`check('name').notEmpty()` throws `TypeError: check(...).notEmpty is not a function`",
    holds: v5,
    check: async (r) => {
      const {check, body, validationResult} = release(r, 'check');
      let message = '';
      try {
        check('name').notEmpty();
      } catch (err) {
        message = (err as Error).message;
      }
      const checkReq = request({body: {filled: 'x', blank: ''}});
      await runMiddlewares(
        ['filled', 'blank', 'missing'].map((f) => body(f).not().isEmpty()),
        checkReq,
      );
      const fromCheck = validationResult(checkReq)
        .array()
        .map((e: {param: string}) => e.param);
      const req = await legacyRequest(r, {body: {filled: 'x', blank: ''}});
      req.checkBody('filled').isEmpty();
      ['filled', 'blank', 'missing'].forEach((f) => req.checkBody(f).notEmpty());
      const fromLegacy = req.validationErrors().map((e: {param: string}) => e.param);
      return (
        message === 'check(...).notEmpty is not a function' &&
        JSON.stringify(fromCheck) === '["blank","missing"]' &&
        JSON.stringify(fromLegacy) === '["filled","blank","missing"]'
      );
    },
  },
  {
    // Marked in "Reading the errors" of the 5.x legacy API page.
    id: 'v5-legacy-async-errors-need-promise',
    says: '`req.validationErrors()` returns `false` for a value that only an asynchronous validator rejects',
    holds: v5,
    check: async (r) => {
      const legacy = await legacyRequest(r, {body: {username: 'ada'}});
      legacy.checkBody('username').custom(() => Promise.reject(new Error('taken')));
      const sync = legacy.validationErrors();
      const pending = legacy.asyncValidationErrors();
      // What console.log prints: `Promise { <pending> }` (the test runner's async hooks add symbols).
      const shown = inspect(pending);
      const rejected = await pending.then(
        () => null,
        (errors: unknown) => errors,
      );
      return (
        sync === false &&
        pending instanceof Promise &&
        /^Promise \{\s*<pending>/.test(shown) &&
        Array.isArray(rejected) &&
        rejected.length === 1 &&
        rejected[0].param === 'username'
      );
    },
  },
  {
    // Marked in "Sanitization methods" of the 5.x legacy API page.
    id: 'v5-legacy-sanitizer-methods-do-not-chain',
    says: '`TypeError: req.sanitizeBody(...).trim(...).escape is not a function`',
    holds: v5,
    check: async (r) => {
      const req = await legacyRequest(r, {body: {name: ' <b> '}});
      let message = '';
      try {
        req.sanitizeBody('name').trim().escape();
      } catch (err) {
        message = (err as Error).message;
      }
      return message === 'req.sanitizeBody(...).trim(...).escape is not a function' && req.body.name === '<b>';
    },
  },
  {
    // Marked in "Sanitization methods" of the 5.x legacy API page.
    id: 'v5-legacy-sanitize-before-reading',
    says: 'sees the trimmed value even when it comes before `req.sanitizeBody',
    holds: v5,
    check: async (r) => {
      const legacy = await legacyRequest(r, {body: {code: '  ab12  '}});
      legacy.checkBody('code').isLength({max: 4});
      legacy.sanitizeBody('code').trim();
      return legacy.validationErrors() === false && legacy.body.code === 'ab12';
    },
  },
  {
    // Marked in "In the legacy API" of the 5.x custom validators page.
    id: 'v5-legacy-custom-methods-not-in-check-api',
    says: '`checkSchema()` skips the key with the console warning `express-validator: a validator with name isBetween does not exist`',
    holds: v5,
    check: async (r) => {
      const {body, checkSchema, validationResult} = release(r, 'check');
      const middleware = release(r)({customValidators: {isBetween: () => false}});
      let message = '';
      try {
        body('size').isBetween(1, 10);
      } catch (err) {
        message = (err as Error).message;
      }
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
      let chains: unknown[] = [];
      try {
        chains = checkSchema({size: {isBetween: {options: [1, 10]}}});
      } finally {
        console.warn = warn;
      }
      const req = request({body: {size: '42'}});
      await runMiddlewares([middleware, chains], req);
      return (
        message === 'body(...).isBetween is not a function' &&
        JSON.stringify(warnings) === '["express-validator: a validator with name isBetween does not exist"]' &&
        validationResult(req).isEmpty()
      );
    },
  },
  {
    // Marked in "Custom validators" of the 5.x custom validators page.
    id: 'v5-custom-async-return-false-fails',
    says: '`return false` fails the field like `throw` does, and returning nothing lets it pass',
    holds: v5,
    check: async (r) => {
      const {errors} = await validate(
        r,
        (ev) => [
          ev.body('a').custom(async () => false),
          ev.body('b').custom(async () => {
            throw new Error('taken');
          }),
          ev.body('c').custom(async () => undefined),
          ev.body('d').custom(() => {
            setTimeout(() => undefined, 1);
          }),
        ],
        {body: {a: 'x', b: 'x', c: 'x', d: 'x'}},
      );
      return JSON.stringify(errors.map((e) => e.field)) === '["a","b","d"]';
    },
  },
  {
    // Marked in "A JSON array body" of the 5.x whole body validation page.
    id: 'v5-array-body-of-objects',
    says: "`body('*.email').isEmail()` validates the `email` of every object and reports an invalid one as `[1].email`",
    holds: v5,
    check: async (r) => {
      const {errors} = await validate(r, (ev) => [ev.body('*.email').isEmail()], {
        body: [{email: 'ada@example.com'}, {email: 'grace'}],
      });
      return JSON.stringify(errors.map((e) => e.field)) === '["[1].email"]';
    },
  },
  {
    // Marked in "Rules" of the 5.x wildcards page.
    id: 'v5-wildcard-2d-array',
    says: '`grid.*.*` every cell of a 2D array (an array of arrays), reported as `grid[1][0]`',
    holds: v5,
    check: async (r) => (await twoDimensionalWildcardErrors(r)) === '["grid[1][0]"]',
  },
  {
    // Marked in "Rules" of the 5.x wildcards page: a wildcard over a key that contains a dot.
    id: 'v5-wildcard-dotted-key-undefined',
    says: 'for a field name `a.b` matched by `map.*`, the path is `map.a.b`, and the value is read back from that path, so the chain sees `undefined`',
    holds: v5,
    check: async (r) => {
      const {errors} = await validate(r, (ev) => [ev.body('map.*').exists()], {body: {map: {'a.b': 5}}});
      return JSON.stringify(errors.map((e) => e.field)) === '["map.a.b"]';
    },
  },
  {
    // Marked in "Rules" of the 5.x wildcards page: selecting a wildcard's items compares each with
    // every other (lodash's uniqWith with isEqual), so the work grows with the square of the count.
    id: 'v5-wildcard-square-cost',
    says: 'each item it selects is compared with every other one',
    holds: v5,
    check: async (r) => {
      // Counts lodash's isEqual calls while one wildcard chain selects n items, a string's
      // characters or an array's entries: k * n(n-1)/2 comparisons for 100 and for 200 items, with
      // the same whole k (1 in 5.3.1; 2 in 5.2.0, which selects the fields twice).
      const _ = dependencyOf(r, 'lodash');
      const original = _.isEqual;
      const comparisons = async (tags: unknown) => {
        let count = 0;
        _.isEqual = (a: unknown, b: unknown) => {
          count += 1;
          return original(a, b);
        };
        try {
          await runMiddlewares([release(r, 'check').body('tags.*').isLength({max: 30})], request({body: {tags}}));
        } finally {
          _.isEqual = original;
        }
        return count;
      };
      const entries = (n: number) => Array.from({length: n}, (_x, i) => `tag${i}`);
      const k = (await comparisons('x'.repeat(100))) / ((100 * 99) / 2);
      return (
        Number.isInteger(k) &&
        k >= 1 &&
        (await comparisons('x'.repeat(200))) === (k * 200 * 199) / 2 &&
        (await comparisons(entries(200))) === (k * 200 * 199) / 2
      );
    },
  },
  {
    // Marked in "Rules" of the 5.x wildcards page: a query parameter sent once or repeated (Express 4).
    id: 'v5-query-single-value-characters',
    says: 'sent once, as in `?ids=15`, it is the string `"15"`, and `query(\'ids.*\')` checks its characters `1` and `5` one by one',
    holds: v5,
    check: async (r) => {
      const errors = async (url: string) =>
        (
          await answer(
            'express',
            r,
            (express) => {
              const ev = release(r, 'check');
              return express().get('/items', ev.query('ids.*').isInt(), (req: Loose, res: Loose) =>
                res.json(
                  ev
                    .validationResult(req)
                    .array()
                    .map((e: Loose) => [e.param, e.value]),
                ),
              );
            },
            url,
          )
        ).body;
      return (
        JSON.stringify(await errors('/items?ids=1&ids=x')) === '[["ids[1]","x"]]' &&
        JSON.stringify(await errors('/items?ids=x5')) === '[["ids[0]","x"]]' &&
        JSON.stringify(await errors('/items?ids=15')) === '[]'
      );
    },
  },
  {
    // Marked in "A JSON array body" of the 5.x whole body validation page.
    id: 'v5-isarray-no-length-options',
    says: '`isArray()` takes no options in 5.x, so limit the array length (the number of tags) with a custom validator',
    holds: v5,
    check: async (r) => {
      const count = async (chain: (ev: Loose) => unknown, body: unknown) =>
        (await validate(r, (ev) => [chain(ev)], {body})).errors.length;
      return (
        (await count((ev) => ev.body().isArray({max: 2}), [1, 2, 3])) === 0 &&
        (await count((ev) => ev.body().custom((tags: unknown[]) => tags.length <= 2), [1, 2, 3])) === 1 &&
        (await count((ev) => ev.body().custom((tags: unknown[]) => tags.length <= 2), [1, 2])) === 0
      );
    },
  },
];
