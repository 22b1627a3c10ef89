/**
 * Claims of the 6.x pages (docs versions 6.0.0 to 6.15.0) that no example on the page shows, and
 * the entries of the "Changes within 6.x" page (scripts/docs/changes-6x.ts). Each `check` runs the
 * behaviour against one npm release; `holds`/`fails` name the releases on each side of a change.
 */
import {spawnSync} from 'node:child_process';
import {allDocsVersions, releasesBetween, repoRoot} from '../../src/docsVersions';
import type {Claim} from './claims';
import {
  answer,
  declarationOf,
  dependencyOf,
  everyRuleReportedWithoutBail,
  matchedDataOfSelectedObject,
  objectWildcardPaths,
  release,
  request,
  runMiddlewares,
  twoDimensionalWildcardErrors,
  validate,
  type Loose,
} from './run';

/** What a fresh Node.js process prints on stderr when it calls `sanitize('x')` of a release. */
function sanitizeWarning(version: string): string {
  const run = spawnSync(process.execPath, ['-e', `require('express-validator-${version}').sanitize('x');`], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`sanitize('x') of ${version} failed: ${run.stderr}`);
  return run.stderr;
}

/** Whether a condition chain with a sanitizer changes the request (6.1.0 added `if()`). */
async function conditionSanitizes(r: string): Promise<boolean> {
  const {req} = await validate(
    r,
    (ev) => [
      ev
        .body('b')
        .if(ev.body('a').trim().isLength({min: 1}))
        .isLength({min: 1}),
    ],
    {body: {a: ' x ', b: 'y'}},
  );
  return (req.body as {a: string}).a === 'x';
}

/** Errors stored on the request after `run(req, options)` of a failing chain. */
async function storedAfterRun(r: string, options: object): Promise<number> {
  const ev = release(r);
  const req = request({body: {x: 'a'}});
  await ev.body('x').isInt().run(req, options);
  return ev.validationResult(req).array().length;
}

/** Whether a failing alternative of `oneOf()` still writes its sanitized value into the request. */
async function failedAlternativeSanitizes(r: string): Promise<boolean> {
  const {req, errors} = await validate(r, (ev) => [ev.oneOf([ev.body('a').trim().isInt(), ev.body('b').isInt()])], {
    body: {a: ' x ', b: '2'},
  });
  return errors.length === 0 && (req.body as {a: string}).a === 'x';
}

/** Whether a whole-body chain copes with the JSON body `{"toString": 1}` (no error thrown). */
async function toStringBodyHandled(r: string): Promise<boolean> {
  try {
    await validate(r, (ev) => [ev.body().not().isEmpty(), ev.body().trim()], {body: JSON.parse('{"toString": 1}')});
    return true;
  } catch (err) {
    if (/toString is not a function/.test(String(err))) return false;
    throw err;
  }
}

/**
 * What `body('user').trim()` makes of the JSON body `{"user": {"toString": 1}}`: the sanitized
 * value, or `throws` when the release throws `value.toString is not a function`.
 */
async function toStringFieldTrimmed(r: string): Promise<unknown> {
  try {
    const {req} = await validate(r, (ev) => [ev.body('user').trim()], {body: JSON.parse('{"user": {"toString": 1}}')});
    return (req.body as {user: unknown}).user;
  } catch (err) {
    if (/toString is not a function/.test(String(err))) return 'throws';
    throw err;
  }
}

/**
 * What one field chain makes of the JSON field `{"title": {"toString": "x"}}` (an object whose own
 * `toString` is not a function): `throws` when the release throws `value.toString is not a function`,
 * else the field's error messages joined by `|` (`''` for none). `guarded` puts `isString().bail()`
 * first; the rest is a standard validator and a standard sanitizer.
 */
async function toStringFieldOutcome(r: string, guarded: boolean): Promise<string> {
  try {
    const {errors} = await validate(
      r,
      (ev) => {
        const field = ev.body('title');
        const start = guarded ? field.isString().withMessage('not a string').bail() : field;
        return [start.isLength({min: 1}).withMessage('empty').trim()];
      },
      {body: JSON.parse('{"title": {"toString": "x"}}')},
    );
    return errors.map((e) => String(e.msg)).join('|');
  } catch (err) {
    if (/toString is not a function/.test(String(err))) return 'throws';
    throw err;
  }
}

/**
 * How Express 4's `express.json()` with a reviver that throws on a `toString` key (the 6.0-6.9
 * programs' parser) answers a body holding one: body-parser's error `status` and `type`, as
 * `"400 entity.parse.failed"`, or `"passed"` when the request reached the route.
 */
async function toStringReviverAnswer(r: string): Promise<string> {
  const {body} = await answer(
    'express',
    r,
    (express) => {
      const app = express();
      app.use(
        express.json({
          reviver: (key: string, value: unknown) => {
            if (key === 'toString') throw new SyntaxError('A toString key');
            return value;
          },
        }),
      );
      app.post('/', (_req: unknown, res: Loose) => res.json({outcome: 'passed'}));
      app.use((err: Loose, _req: unknown, res: Loose, _next: unknown) =>
        res.status(err.status).json({outcome: `${err.status} ${err.type}`}),
      );
      return app;
    },
    '/',
    {method: 'POST', headers: {'content-type': 'application/json'}, body: '{"title": {"toString": "x"}}'},
  );
  return (body as {outcome: string}).outcome;
}

export const v6Claims: Claim[] = [
  {
    id: 'v6-tostring-reviver-400',
    says: 'which body-parser answers as malformed JSON (400)',
    holds: releasesBetween('6.0.0', '6.10.0'),
    check: async (r) => (await toStringReviverAnswer(r)) === '400 entity.parse.failed',
  },

  {
    id: 'v6-tostring-field-throws',
    says: 'a standard validator or sanitizer throws `value.toString is not a function`',
    holds: releasesBetween('6.0.0', '6.10.0'),
    fails: ['6.10.0'],
    check: async (r) => (await toStringFieldOutcome(r, false)) === 'throws',
  },
  {
    id: 'v6-tostring-field-guarded',
    says: '`isString().bail()` first in the chain turns it into an error of the field',
    holds: releasesBetween('6.2.0', '6.10.0'),
    check: async (r) => (await toStringFieldOutcome(r, true)) === 'not a string',
  },

  {
    id: 'v6-tostring-body-throws',
    says: 'throw `value.toString is not a function`, and the request ends in that error',
    holds: releasesBetween('6.0.0', '6.10.0'),
    fails: ['6.10.0'],
    check: async (r) => !(await toStringBodyHandled(r)),
  },
  {
    id: 'v6-tostring-body-handled',
    says: 'a body with a `toString` key is validated like any other object',
    holds: releasesBetween('6.10.0', '7.0.0'),
    fails: ['6.9.2'],
    check: toStringBodyHandled,
  },
  {
    id: 'v6-tostring-field-handled',
    says: "`body('user').trim()` turns it into the string `[object Object]`",
    holds: releasesBetween('6.10.0', '7.0.0'),
    fails: ['6.9.2'],
    check: async (r) => (await toStringFieldTrimmed(r)) === '[object Object]',
  },
  {
    id: 'v6-sanitize-no-warning-yet',
    says: 'This release runs them without a warning; 6.4.0 deprecates them.',
    holds: releasesBetween('6.0.0', '6.4.0'),
    fails: ['6.4.0'],
    check: (r) => !/deprecated/.test(sanitizeWarning(r)),
  },
  {
    id: 'v6-sanitize-warns',
    says: 'prints a deprecation warning',
    holds: releasesBetween('6.4.0', '7.0.0'),
    fails: ['6.3.1'],
    check: (r) => /sanitization-only middlewares[\s\S]*deprecated/.test(sanitizeWarning(r)),
  },
  {
    id: 'v6-0-run-writes-sanitized-values',
    says: '`run()` stores no errors and no matched data on the request',
    holds: ['6.0.0', '6.0.1'],
    fails: ['6.1.0'],
    check: async (r) => {
      const ev = release(r);
      const req = request({body: {a: ' x '}});
      await ev.body('a').trim().isInt().run(req);
      return (req.body as {a: string}).a === 'x' && ev.validationResult(req).isEmpty();
    },
  },
  {
    id: 'v6-if-condition-sanitizes-request',
    says: 'leaves `req.body.a` trimmed',
    holds: releasesBetween('6.1.0', '6.5.0'),
    fails: ['6.5.0'],
    check: conditionSanitizes,
  },
  {
    id: 'v6-if-condition-leaves-request',
    says: 'the sanitizers of a condition chain no longer change the request',
    holds: releasesBetween('6.5.0', '7.0.0'),
    fails: ['6.4.1'],
    check: async (r) => !(await conditionSanitizes(r)),
  },
  {
    id: 'v6-dryrun-option',
    says: '`saveContext` is ignored from then on',
    holds: releasesBetween('6.5.0', '7.0.0'),
    fails: ['6.4.1'],
    check: async (r) =>
      (await storedAfterRun(r, {dryRun: true})) === 0 && (await storedAfterRun(r, {saveContext: false})) === 1,
  },
  {
    id: 'v6-run-resolves-result',
    says: 'resolves with a result object',
    holds: releasesBetween('6.6.0', '7.0.0'),
    fails: ['6.5.0'],
    check: async (r) => {
      const ev = release(r);
      const result = await ev
        .body('x')
        .isInt()
        .run(request({body: {x: 'a'}}));
      return typeof result?.isEmpty === 'function' && result.array().length === 1;
    },
  },
  {
    id: 'v6-message-precedence',
    says: 'the message of `withMessage()` wins over the error a custom validator throws',
    holds: releasesBetween('6.12.0', '7.0.0'),
    fails: ['6.11.1'],
    check: async (r) => {
      const {errors} = await validate(
        r,
        (ev) => [
          ev
            .body('x')
            .custom(() => {
              throw new Error('thrown');
            })
            .withMessage('from withMessage'),
        ],
        {body: {x: 1}},
      );
      return errors[0]?.msg === 'from withMessage';
    },
  },
  {
    id: 'v6-matches-flags',
    says: "`matches(/abc/, 'i')` starts to ignore letter case",
    holds: releasesBetween('6.14.2', '7.0.0'),
    fails: ['6.14.1'],
    check: async (r) => {
      const {errors} = await validate(r, (ev) => [ev.body('x').matches(/abc/, 'i')], {body: {x: 'ABC'}});
      return errors.length === 0;
    },
  },
  {
    id: 'v6-oneof-failed-alternative-sanitizes',
    says: 'a failing alternative of `oneOf()` still writes its sanitized values into the request',
    holds: releasesBetween('6.0.0', '6.5.0'),
    fails: ['6.5.0'],
    check: failedAlternativeSanitizes,
  },
  {
    id: 'v6-oneof-failed-alternative-untouched',
    says: 'a failing alternative writes nothing',
    holds: releasesBetween('6.5.0', '7.0.0'),
    fails: ['6.4.1'],
    check: async (r) => !(await failedAlternativeSanitizes(r)),
  },
  {
    id: 'v6-schema-optional-options-form',
    says: '`optional: { nullable: true }` makes the field optional for `undefined` only',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => {
      const ev = release(r);
      const flat = await validate(
        r,
        () => ev.checkSchema({x: {in: ['body'], optional: {nullable: true}, isInt: true}}),
        {body: {x: null}},
      );
      const nested = await validate(
        r,
        () => ev.checkSchema({x: {in: ['body'], optional: {options: {nullable: true}}, isInt: true}}),
        {body: {x: null}},
      );
      return flat.errors.length === 1 && nested.errors.length === 0;
    },
  },
  {
    // Marked in the introduction of the 6.x matchedData API page.
    id: 'v6-matched-data-selected-object-whole',
    says: 'keeps all of its keys',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => (await matchedDataOfSelectedObject(r)) === '{"address":{"city":"Rome","admin":true}}',
  },
  {
    // Marked in "How a chain runs" of the 6.0.0 and 6.1.0 reference: bail() arrived in 6.2.0.
    id: 'v6-no-bail-only-first-error',
    says: 'This release cannot stop a chain at its first failure: every validator of a chain runs, even after one has failed',
    holds: releasesBetween('6.0.0', '6.2.0'),
    fails: ['6.2.0'],
    check: everyRuleReportedWithoutBail,
  },
  {
    id: 'v6-no-body-parser-missing',
    says: 'Without a body parser, `req.body` is `undefined` and every `body()` chain reports its field as missing',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => {
      // Express 4 with no body parser at all, and a JSON POST that carries a valid address.
      const {body} = await answer(
        'express',
        r,
        (express, ev) =>
          express().post('/', ev.body('email').isEmail(), (req: Loose, res: Loose) =>
            res.json({type: typeof req.body, errors: ev.validationResult(req).array()}),
          ),
        '/',
        {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({email: 'ada@example.com'}),
        },
      );
      const out = body as {type: string; errors: Record<string, unknown>[]};
      return (
        out.type === 'undefined' &&
        out.errors.length === 1 &&
        out.errors[0]!.param === 'email' &&
        !('value' in out.errors[0]!)
      );
    },
  },
  {
    id: 'v6-esm-subpath-dir-import',
    says: '`import` from `express-validator/check` fails with `ERR_UNSUPPORTED_DIR_IMPORT`',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: (r) => {
      const node = (args: string[]) => spawnSync(process.execPath, args, {cwd: repoRoot, encoding: 'utf8'});
      const esm = (code: string) => node(['--input-type=module', '-e', code]);
      const root = esm(
        `import {body, validationResult} from 'express-validator-${r}'; ` +
          `process.exit(typeof body === 'function' && typeof validationResult === 'function' ? 0 : 2);`,
      );
      const subpath = esm(`import 'express-validator-${r}/check';`);
      const required = node(['-e', `require('express-validator-${r}/check');`]);
      return (
        root.status === 0 &&
        subpath.status !== 0 &&
        /ERR_UNSUPPORTED_DIR_IMPORT/.test(subpath.stderr) &&
        required.status === 0
      );
    },
  },
  {
    // Marked in the if() section of the 6.1.0 to 6.15.0 validation chain references.
    id: 'v6-if-not-in-6-0',
    says: 'Releases 6.0.x have no `if()`: there the call fails with a `TypeError` ending in `.if is not a function`',
    holds: releasesBetween('6.1.0', '7.0.0'),
    check: (r) => {
      const fails = (version: string) => {
        try {
          release(version)
            .check('x')
            .if(() => true);
          return false;
        } catch (error) {
          return error instanceof TypeError && /\.if is not a function$/.test(error.message);
        }
      };
      return fails('6.0.0') && fails('6.0.1') && typeof release(r).check('x').if === 'function';
    },
  },
  {
    // Marked in "How a wildcard expands" of the 6.x wildcards page.
    id: 'v6-wildcard-2d-array',
    says: '`grid.*.*` for every cell of a 2D array (an array of arrays), reported as `grid[1][0]`',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => (await twoDimensionalWildcardErrors(r)) === '["grid[1][0]"]',
  },
  {
    // Marked in "How a wildcard expands" of the 6.x wildcards page: a query parameter sent once or repeated (Express 4).
    id: 'v6-query-single-value-toarray',
    says: "sent once, as in `?ids=5`, it is a plain string, which the wildcard does not expand; a chain `query('ids').toArray()` placed before it turns that string into a one-item array",
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => {
      type Ev = ReturnType<typeof release>;
      const paths = async (chains: (ev: Ev) => unknown[], url: string) =>
        (
          await answer(
            'express',
            r,
            (express, ev: Ev) =>
              express().get('/items', ...chains(ev), (req: unknown, res: {json: (body: unknown) => void}) =>
                res.json(
                  ev
                    .validationResult(req)
                    .array()
                    .map((e: {param: string}) => e.param),
                ),
              ),
            url,
          )
        ).body;
      const results = [
        await paths((ev) => [ev.query('ids.*').isInt()], '/items?ids=1&ids=x'),
        await paths((ev) => [ev.query('ids.*').isInt()], '/items?ids=x'),
        await paths((ev) => [ev.query('ids').toArray(), ev.query('ids.*').isInt()], '/items?ids=x'),
      ];
      return JSON.stringify(results) === JSON.stringify([['ids[1]'], [], ['ids[0]']]);
    },
  },
  {
    // Marked in "How a wildcard expands" of the 6.0.0 to 6.3.0 wildcards pages.
    id: 'v6-wildcard-dotted-key-undefined',
    says: 'for a field name with a dot, the chain sees `undefined`. 6.4.1 fixes this.',
    holds: releasesBetween('6.0.0', '6.4.1'),
    fails: ['6.4.1'],
    check: async (r) => {
      const {errors} = await validate(r, (ev) => [ev.body('*.c').exists()], {body: {'a.b': {c: 1}}});
      return JSON.stringify(errors.map((e) => e.field)) === '["a.b.c"]';
    },
  },
  {
    // Marked in "Large arrays" of the 6.x wildcards page: selecting a wildcard's fields drops
    // duplicates with lodash's uniqWith, which compares each field with every one kept before it.
    id: 'v6-wildcard-square-cost',
    says: 'each field it selects is compared with every other one, so the time grows with the square',
    holds: allDocsVersions.filter((v) => v.major === 6).map((v) => v.npmVersion),
    check: async (r) => {
      // Counts the comparisons of the release's lodash chain `uniqWith` while one wildcard chain
      // selects n fields: k * n(n-1)/2 for 100 and for 200 entries, with the same whole k.
      const _ = dependencyOf(r, 'lodash');
      const original = _.prototype.uniqWith;
      const comparisons = async (n: number) => {
        let count = 0;
        _.prototype.uniqWith = function (this: unknown, same: (a: unknown, b: unknown) => boolean) {
          return original.call(this, (a: unknown, b: unknown) => {
            count += 1;
            return same(a, b);
          });
        };
        try {
          const req = request({body: {lines: Array.from({length: n}, () => ({}))}});
          await runMiddlewares([release(r).body('lines.*.amount').optional().isFloat()], req);
        } finally {
          _.prototype.uniqWith = original;
        }
        return count;
      };
      const k = (await comparisons(100)) / ((100 * 99) / 2);
      return Number.isInteger(k) && k >= 1 && (await comparisons(200)) === (k * 200 * 199) / 2;
    },
  },
  {
    // Marked in "Large arrays" of the 6.x wildcards page: a failing length check does not stop the
    // chains listed after it.
    id: 'v6-list-bound-does-not-gate',
    says: 'without the middleware after it, the wildcard chains still run over every entry',
    holds: allDocsVersions.filter((v) => v.major === 6).map((v) => v.npmVersion),
    check: async (r) => {
      const items = Array.from({length: 20}, () => ({}));
      const {errors} = await validate(
        r,
        (ev) => [ev.body('items').custom((list: unknown[]) => list.length <= 10), ev.body('items.*.id').isInt()],
        {body: {items}},
      );
      const paths = errors.map((e) => e.field);
      return paths[0] === 'items' && paths.length === 21 && paths[20] === 'items[19].id';
    },
  },
  {
    // Marked in "Wildcards and other features" of the 6.x wildcards page.
    id: 'v6-path-object-key',
    says: 'it holds the key too, such as `prices.usd` for `prices.*`',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => (await objectWildcardPaths(r)) === '["prices.usd","prices.eur"]',
  },
  {
    // Marked in "Details" of the 6.x whole body validation page.
    id: 'v6-whole-body-text',
    says: 'A plain-text (raw text) body parsed by `express.text()` is a string too, which `body()` validates the same way.',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => {
      const {errors, req} = await validate(r, (ev) => [ev.body().trim().isLength({min: 5})], {body: ' hi  '});
      return JSON.stringify(errors) === '[{"field":"","msg":"Invalid value"}]' && req.body === 'hi';
    },
  },
  {
    // Marked in "Details" of the 6.2.0 to 6.15.0 whole body validation pages.
    id: 'v6-isarray-length-options',
    says: 'with `isArray({ min: 1, max: 50 })` to limit the array length (the number of items) as well',
    holds: releasesBetween('6.2.0', '7.0.0'),
    fails: ['6.1.1'],
    check: async (r) => {
      const count = async (body: unknown) =>
        (await validate(r, (ev) => [ev.body().isArray({min: 1, max: 2})], {body})).errors.length;
      return (await count([])) === 1 && (await count([1, 2, 3])) === 1 && (await count([1, 2])) === 0;
    },
  },
  {
    // Marked in "Details" of the 6.0.0 and 6.1.0 whole body validation pages.
    id: 'v6-isarray-no-length-options',
    says: '`isArray()` takes no options in this release, so check the array length (the number of items) with a custom validator',
    holds: releasesBetween('6.0.0', '6.2.0'),
    fails: ['6.2.0'],
    check: async (r) => {
      const count = async (chain: (ev: ReturnType<typeof release>) => unknown, body: unknown) =>
        (await validate(r, (ev) => [chain(ev)], {body})).errors.length;
      return (
        (await count((ev) => ev.body().isArray({max: 2}), [1, 2, 3])) === 0 &&
        (await count((ev) => ev.body().custom((ids: unknown[]) => ids.length <= 2), [1, 2, 3])) === 1 &&
        (await count((ev) => ev.body().custom((ids: unknown[]) => ids.length <= 2), [1, 2])) === 0
      );
    },
  },
  {
    // Marked in "Custom validators" of the 6.x custom validators page: meta.req at run time and in its type.
    id: 'v6-meta-req-whole-request',
    says: 'strict mode reports `req.params` and `req.headers` as possibly undefined',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => {
      const {body} = await answer(
        'express',
        r,
        (express, ev) => {
          const app = express();
          app.use((req: {user?: unknown}, res: unknown, next: () => void) => {
            req.user = {id: '7'};
            next();
          });
          return app.get(
            '/users/:id',
            ev.query('x').custom((value: unknown, {req}: {req: {[k: string]: {[k: string]: unknown}}}) => {
              const seen =
                req.params.id === '7' && String(req.headers.host).startsWith('127.0.0.1') && req.user.id === '7';
              if (!seen) throw new Error('not seen');
              return true;
            }),
            (req: unknown, res: {json: (body: unknown) => void}) => res.json(ev.validationResult(req).array()),
          );
        },
        '/users/7?x=1',
      );
      const base = declarationOf(r, 'base.d.ts');
      const request = /export interface Request \{([^}]*)\}/.exec(base)?.[1] ?? '';
      const meta = /type Meta = \{([\s\S]*?)\n\};/.exec(base)?.[1] ?? '';
      return (
        Array.isArray(body) &&
        body.length === 0 &&
        /\[k: string\]: any;/.test(request) &&
        /\bparams\?: /.test(request) &&
        /\bheaders\?: /.test(request) &&
        /\breq: Request;/.test(meta)
      );
    },
  },
  {
    // Marked in "Reusing validators" of the 6.x custom validators page.
    id: 'v6-no-global-custom-validators',
    says: 'the `customValidators` option of the legacy middleware is gone since 6.0.0',
    holds: releasesBetween('6.0.0', '7.0.0'),
    check: async (r) => {
      const ev = release(r);
      const req = request({body: {x: 'a'}});
      await runMiddlewares([release('5.3.1')({customValidators: {isNotReserved: () => true}})], req);
      const checkBody = req.checkBody as ((field: string) => Record<string, unknown>) | undefined;
      const legacyTookThem = typeof checkBody?.('x').isNotReserved === 'function';
      return (
        legacyTookThem &&
        typeof ev !== 'function' &&
        typeof ev.default !== 'function' &&
        ev.ExpressValidator === undefined &&
        ev.body('x').isNotReserved === undefined
      );
    },
  },
  {
    // Marked in "Keeping the errors off the request" of the 6.1.0 to 6.4.0 running imperatively pages.
    id: 'v6-save-context-before-dry-run',
    says: 'the `dryRun` option, which also keeps sanitized values off the request, arrived in 6.5.0',
    holds: releasesBetween('6.1.0', '6.5.0'),
    fails: ['6.5.0'],
    check: async (r) => {
      // Errors stored on the request and the value left in it after `run(req, options)`.
      const after = async (version: string, options: object) => {
        const ev = release(version);
        const req = request({body: {x: ' a '}});
        await ev.body('x').trim().isInt().run(req, options);
        return [ev.validationResult(req).array().length, (req.body as {x: string}).x];
      };
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      return (
        same(await after(r, {dryRun: true}), [1, 'a']) &&
        same(await after(r, {saveContext: false}), [0, 'a']) &&
        same(await after('6.5.0', {dryRun: true}), [0, ' a '])
      );
    },
  },
];
