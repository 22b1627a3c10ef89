/**
 * Claims of the 7.x pages (Next, 7.3.0, 7.2.0 and 7.0.0; npm 7.3.2, 7.2.1 and 7.0.1) that no
 * example on the page shows. Each `check` runs the behaviour against one release.
 */
import qs from 'qs';

import type {Claim} from './claims';
import {
  answer,
  declarationOf,
  matchedDataOfSelectedObject,
  objectWildcardPaths,
  release,
  request,
  runMiddlewares,
  twoDimensionalWildcardErrors,
  validate,
  type ExpressName,
  type Loose,
  type Release,
} from './run';

const v7 = ['7.0.1', '7.2.1', '7.3.2'];

/** Whether a schema value passes `isIn: { options: ['red', 'blue'] }` (undefined: field missing). */
async function passesSchemaIsIn(r: string, value: string | undefined): Promise<boolean> {
  const {errors} = await validate(
    r,
    (ev) => ev.checkSchema({color: {in: ['body'], isIn: {options: ['red', 'blue']}}}),
    {body: value === undefined ? {} : {color: value}},
  );
  return errors.length === 0;
}

/** `GET /list?page=2` through `query('page').isInt().toInt()`: what `req.query` and `matchedData()` hold. */
async function queryAfterToInt(expressName: ExpressName, r: string) {
  const {body} = await answer(
    expressName,
    r,
    (express, ev) =>
      express().get('/list', ev.query('page').isInt().toInt(), (req: Loose, res: Loose) =>
        res.json({inQuery: req.query.page, matched: ev.matchedData(req).page}),
      ),
    '/list?page=2',
  );
  return body as {inQuery: unknown; matched: unknown};
}

/** `GET /list?filter[status]=open` through `query('filter.status').isIn(...)`: errors, optionally with the extended parser. */
async function nestedQueryErrors(expressName: ExpressName, r: string, extended = false): Promise<number> {
  const {body} = await answer(
    expressName,
    r,
    (express, ev) => {
      const app = express();
      if (extended) app.set('query parser', 'extended');
      return app.get('/list', ev.query('filter.status').isIn(['open', 'closed']), (req: Loose, res: Loose) =>
        res.json(ev.validationResult(req).array()),
      );
    },
    '/list?filter[status]=open',
  );
  return (body as unknown[]).length;
}

export const v7Claims: Claim[] = [
  {
    id: 'v7-normalize-email-defaults',
    says: 'so `Ada.Lovelace+news@gmail.com` is stored as `adalovelace@gmail.com`',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const {req} = await validate(r, (ev) => [ev.body('email').normalizeEmail()], {
        body: {email: 'Ada.Lovelace+news@gmail.com'},
      });
      const other = await validate(r, (ev) => [ev.body('email').normalizeEmail()], {
        body: {email: 'Ada.Lovelace+news@Example.COM'},
      });
      return (
        ev.matchedData(req).email === 'adalovelace@gmail.com' &&
        ev.matchedData(other.req).email === 'ada.lovelace+news@example.com'
      );
    },
  },
  {
    id: 'v7-express5-query-not-written-back',
    says: "`req.query.page` is still the string `'2'` (Express 4 gives the number `2`)",
    holds: v7,
    check: async (r) => {
      const four = await queryAfterToInt('express', r);
      const five = await queryAfterToInt('express-5', r);
      return four.inQuery === 2 && four.matched === 2 && five.inQuery === '2' && five.matched === 2;
    },
  },
  {
    id: 'v7-express5-nested-query-flat',
    says: "so `query('filter.status')` finds nothing and reports the field as missing",
    holds: v7,
    check: async (r) =>
      (await nestedQueryErrors('express', r)) === 0 &&
      (await nestedQueryErrors('express-5', r)) === 1 &&
      (await nestedQueryErrors('express-5', r, true)) === 0,
  },
  {
    id: 'v7-express5-wildcard-array',
    says: "a standard validator on `param('path')` then checks each segment on its own",
    holds: v7,
    check: async (r) => {
      const {body} = await answer(
        'express-5',
        r,
        (express, ev) =>
          express().get('/files/*path', ev.param('path').isLength({max: 2}), (req: Loose, res: Loose) =>
            res.json({path: req.params.path, errors: ev.validationResult(req).array().length}),
          ),
        '/files/ab/cd',
      );
      const four = await answer(
        'express',
        r,
        (express, ev) =>
          express().get('/files/*', ev.param('0').isLength({max: 2}), (req: Loose, res: Loose) =>
            res.json({path: req.params[0], errors: ev.validationResult(req).array().length}),
          ),
        '/files/ab/cd',
      );
      return (
        JSON.stringify(body) === JSON.stringify({path: ['ab', 'cd'], errors: 0}) &&
        JSON.stringify(four.body) === JSON.stringify({path: 'ab/cd', errors: 1})
      );
    },
  },
  {
    id: 'v7-schema-isin-substring',
    says: "`'red'`, `'r'`, `'ed'`, an empty string and a missing field pass, while `'blue'` fails",
    holds: v7,
    check: async (r) =>
      (await passesSchemaIsIn(r, 'red')) &&
      (await passesSchemaIsIn(r, 'r')) &&
      (await passesSchemaIsIn(r, 'ed')) &&
      (await passesSchemaIsIn(r, '')) &&
      (await passesSchemaIsIn(r, undefined)) &&
      !(await passesSchemaIsIn(r, 'blue')),
  },
  {
    id: 'v7-checkexact-globstar-top-level',
    says: 'but not a top-level `id`, which is reported as unknown',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const {req} = await validate(r, (ev) => [ev.checkExact([ev.body('**.id').isInt()])], {
        body: {id: 1, a: {id: 2, b: {id: 3}}},
      });
      const [error, ...rest] = ev.validationResult(req).array();
      return (
        rest.length === 0 &&
        error?.type === 'unknown_fields' &&
        JSON.stringify(error.fields.map((f: {path: string}) => f.path)) === '["id"]'
      );
    },
  },
  {
    id: 'v7-checkexact-null-object-throws',
    says: 'throws a `TypeError`',
    holds: v7,
    check: async (r) => {
      // `profile.displayName` is selected, so checkExact() looks inside `profile`, which is null.
      try {
        await validate(r, (ev) => [ev.checkExact([ev.body('profile.displayName').optional().isString()])], {
          body: {profile: null},
        });
        return false;
      } catch (e) {
        return e instanceof TypeError;
      }
    },
  },
  {
    id: 'v7-checkexact-null-array-entry-throws',
    says: 'also throws a `TypeError` when `items`, or one of its entries, is `null`',
    holds: v7,
    check: async (r) => {
      // `items.*.sku` is selected, so checkExact() looks inside `items` and inside each entry.
      const throwsOn = async (items: unknown) => {
        try {
          await validate(r, (ev) => [ev.checkExact([ev.body('items.*.sku').isString()])], {body: {items}});
          return false;
        } catch (e) {
          return e instanceof TypeError;
        }
      };
      return (await throwsOn(null)) && (await throwsOn([{sku: 'A-1'}, null])) && !(await throwsOn([{sku: 'A-1'}]));
    },
  },
  {
    id: 'v7-checkexact-prototype-named-keys',
    says: 'a key named like a member of `Object.prototype`',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      // checkExact() looks each key up in a plain object of the selected paths, so a key that
      // names an inherited member counts as selected.
      const unknown = async (body: string) => {
        const {req} = await validate(r, (ev) => [ev.checkExact([ev.body('name').isString()])], {
          body: JSON.parse(body),
        });
        return ev
          .validationResult(req)
          .array()
          .flatMap((e: {type: string; fields?: Array<{path: string}>}) => (e.fields ?? []).map((f) => f.path));
      };
      const throwsOnNull = async (key: string) => {
        try {
          await unknown(`{"name": "a", "${key}": null}`);
          return false;
        } catch (e) {
          return e instanceof TypeError;
        }
      };
      const letThrough = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];
      for (const key of letThrough) {
        if ((await unknown(`{"name": "a", "${key}": "x"}`)).length) return false;
        if (!(await throwsOnNull(key))) return false;
      }
      return (
        JSON.stringify(await unknown('{"name": "a", "zzUnknown": "x"}')) === '["zzUnknown"]' &&
        JSON.stringify(await unknown('{"name": "a", "constructor": {"role": "admin"}}')) === '["constructor.role"]'
      );
    },
  },
  {
    id: 'v7-wildcard-array-like-length',
    says: 'throws a `RangeError`',
    holds: v7,
    check: async (r) => {
      // `tags.*` expands the object's keys; matchedData() writes `tags.0` into a new array and
      // then sets that array's `length` to the string 'x'.
      const {errors, req} = await validate(r, (ev) => [ev.body('tags').isArray(), ev.body('tags.*').notEmpty()], {
        body: {tags: {0: 'a', length: 'x'}},
      });
      const paths = errors.map((e) => e.field);
      try {
        release(r).matchedData(req);
        return false;
      } catch (e) {
        return e instanceof RangeError && JSON.stringify(paths) === '["tags"]';
      }
    },
  },
  {
    id: 'v7-wildcard-square-cost',
    says: 'grows with the square of the number of entries',
    holds: v7,
    check: async (r) => {
      // The fastest of a few runs for n and 4n entries: a linear selection takes about 4 times
      // as long for 4n, one that compares every match with every other about 16 times.
      const fastest = async (n: number, runs: number) => {
        let best = Infinity;
        for (let i = 0; i < runs; i++) {
          const req = request({body: {items: Array.from({length: n}, () => ({}))}});
          const start = performance.now();
          await runMiddlewares([release(r).body('items.*.id').optional().isInt()], req);
          best = Math.min(best, performance.now() - start);
        }
        return best;
      };
      return (await fastest(16_000, 2)) / (await fastest(4_000, 3)) > 8;
    },
  },
  {
    id: 'v7-isarray-max-does-not-gate',
    says: 'the wildcard chains after it still run',
    holds: v7,
    check: async (r) => {
      const items = Array.from({length: 20}, () => ({}));
      const {errors} = await validate(r, (ev) => [ev.body('items').isArray({max: 10}), ev.body('items.*.id').isInt()], {
        body: {items},
      });
      const paths = errors.map((e) => e.field);
      return paths[0] === 'items' && paths.length === 21 && paths[20] === 'items[19].id';
    },
  },
  {
    id: 'v7-checkexact-ignores-dry-run',
    says: '`checkExact()` does not count a field that only a dry run selected',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const body = {profile: {displayName: 'Ana', verified: true}};
      const shape = ev.body('profile').optional().isObject();
      const exact = () => ev.checkExact([ev.body('profile.displayName').optional().isString()]);
      // The same chain, once as a dry run and once as an ordinary middleware.
      const dry = request({body});
      await shape.run(dry, {dryRun: true});
      await runMiddlewares([exact()], dry);
      const wet = request({body});
      await runMiddlewares([shape, exact()], wet);
      const [dryError] = ev.validationResult(dry).array();
      return (
        dryError?.type === 'unknown_fields' &&
        JSON.stringify(dryError.fields.map((f: {path: string}) => f.path)) === '["profile.verified"]' &&
        ev.validationResult(wet).isEmpty()
      );
    },
  },
  {
    id: 'v7-checkexact-unknown-value-shown',
    says: 'comes back with the password in it',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const {req} = await validate(r, (ev) => [ev.checkExact([ev.body('password').isString()])], {
        body: {password: 'analytical-engine', passwordConfirmaton: 'analytical-engine'},
      });
      const [error] = ev.validationResult(req).array();
      return error?.type === 'unknown_fields' && error.fields[0]?.value === 'analytical-engine';
    },
  },
  {
    id: 'v7-dotted-top-level-key-wins',
    says: 'the chain reads that key',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const body = {'a.b': 'flat', a: {b: 'nested'}};
      const {errors, req} = await validate(r, (ev) => [ev.body('a.b').isIn(['flat'])], {body});
      // express.urlencoded({extended: true}) parses with qs, which keeps `user.email` as one key.
      const form = qs.parse('user.email=ada%40example.com') as Record<string, unknown>;
      return (
        errors.length === 0 &&
        JSON.stringify(ev.matchedData(req)) === '{"a":{"b":"flat"}}' &&
        form['user.email'] === 'ada@example.com'
      );
    },
  },
  {
    id: 'v7-checkexact-chains-concurrent',
    says: 'at the same time',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const chains = () => [
        ev.body('title').isString().bail().trim().notEmpty(),
        ev
          .body('slug')
          .custom((slug: unknown, {req}: Loose) => slug === req.body.title.toLowerCase().replace(/\s+/g, '-')),
      ];
      const body = () => ({title: ' Hello World ', slug: 'hello-world'});
      // One after the other the slug matches; inside checkExact() it is compared with the raw title.
      const inOrder = await validate(r, () => chains(), {body: body()});
      const together = await validate(r, () => [ev.checkExact(chains())], {body: body()});
      return inOrder.errors.length === 0 && together.errors.some((e) => e.field === 'slug');
    },
  },
  {
    id: 'v7-optional-chain-matched-data',
    says: 'raw values',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const {req, errors} = await validate(
        r,
        (ev) => [
          ev.oneOf([ev.body('email').isEmail(), ev.body('phone').isMobilePhone('any')]),
          ev.checkExact([ev.body(['email', 'phone']).optional()]),
        ],
        {body: {email: 'ada@example.com', phone: '<script>'}},
      );
      // The same without optional(), as in the validation-result example.
      const plain = await validate(
        r,
        (ev) => [
          ev.oneOf([ev.body('email').isEmail(), ev.body('phone').isMobilePhone('any')]),
          ev.checkExact([ev.body(['email', 'phone'])]),
        ],
        {body: {email: 'ada@example.com', phone: '<script>'}},
      );
      return (
        errors.length === 0 &&
        ev.matchedData(req).phone === '<script>' &&
        plain.errors.length === 0 &&
        ev.matchedData(plain.req).phone === '<script>'
      );
    },
  },
  {
    id: 'v7-if-checkexact-stores-error',
    says: 'it stores its unknown-fields error on the request',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const {req} = await validate(
        r,
        (ev) => [
          ev
            .body('x')
            .if(ev.checkExact([ev.body('x')]))
            .isInt(),
        ],
        {
          body: {x: 'a', extra: 1},
        },
      );
      const types = ev
        .validationResult(req)
        .array()
        .map((e: {type: string}) => e.type);
      return JSON.stringify(types) === '["unknown_fields"]';
    },
  },
  {
    id: 'v7-buildcheckfunction-last-location-wins',
    says: 'when several locations have the field, `matchedData()` keeps the value of the last one',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const parts = {body: {id: '2'}, query: {id: '1'}};
      const a = await validate(r, (ev) => [ev.buildCheckFunction(['query', 'body'])('id').isInt()], parts);
      const b = await validate(r, (ev) => [ev.buildCheckFunction(['body', 'query'])('id').isInt()], parts);
      return ev.matchedData(a.req).id === '2' && ev.matchedData(b.req).id === '1';
    },
  },
  {
    id: 'v7-empty-array-passes',
    says: "`notEmpty()` and `isLength({ min: 1 })` accept `[]`, where v6 turned it into `''` and rejected it",
    holds: v7,
    fails: ['6.15.0'],
    check: async (r) => {
      const {errors} = await validate(r, (ev) => [ev.body('tags').notEmpty(), ev.body('ids').isLength({min: 1})], {
        body: {tags: [], ids: []},
      });
      return errors.length === 0;
    },
  },
  {
    id: 'v7-mapped-formats-once-per-key',
    says: 'The formatter runs once per key, on that first error only.',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const {req} = await validate(r, (ev) => [ev.body('code').isInt().isLength({min: 3})], {body: {code: 'x'}});
      const seen: string[] = [];
      const mapped = ev
        .validationResult(req)
        .formatWith((e: {msg: string}) => {
          seen.push(e.msg);
          return e.msg;
        })
        .mapped();
      return Object.keys(mapped).length === 1 && seen.length === 1;
    },
  },
  {
    id: 'v7-globstar-skips-empty-leaves',
    says: 'A `null`, an empty object and an empty array are not leaves either',
    holds: v7,
    check: async (r) => {
      const {errors} = await validate(r, (ev) => [ev.body('settings.**').isInt()], {
        body: {settings: {a: null, b: {}, c: [], d: 'x'}},
      });
      return JSON.stringify(errors.map((e) => e.field)) === '["settings.d"]';
    },
  },
  {
    id: 'v7-oneof-optional-skipped-in-matched-data',
    says: 'is in `matchedData()` even without `includeOptionals`',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const chains = (ev: Release) => [
        ev.body('nick').optional({values: 'falsy'}).isLength({min: 2}),
        ev.body('name').isLength({min: 2}),
      ];
      const body = {nick: '', name: 'Ada'};
      const inside = await validate(r, (ev) => [ev.oneOf(chains(ev))], {body});
      const outside = await validate(r, (ev) => chains(ev), {body});
      return 'nick' in ev.matchedData(inside.req) && !('nick' in ev.matchedData(outside.req));
    },
  },
  {
    id: 'v7-custom-async-false-passes',
    says: 'returning `false` from an `async` validator does not fail',
    holds: v7,
    check: async (r) => {
      const fails = async (validator: () => Promise<unknown>) =>
        (await validate(r, (ev) => [ev.body('email').custom(validator)], {body: {email: 'ada@example.com'}})).errors
          .length > 0;
      return (
        !(await fails(async () => false)) &&
        (await fails(async () => {
          throw new Error('E-mail already in use');
        }))
      );
    },
  },
  {
    // Marked in the introduction of the 7.x matchedData() page.
    id: 'v7-matched-data-selected-object-whole',
    says: 'keeps all of its keys',
    holds: v7,
    check: async (r) => (await matchedDataOfSelectedObject(r)) === '{"address":{"city":"Rome","admin":true}}',
  },
  {
    // Marked in "Wildcards" of the 7.x field selection guide.
    id: 'v7-wildcard-2d-array',
    says: '`grid.*.*` selects every cell of a 2D array (an array of arrays), such as `grid[1][0]`',
    holds: v7,
    check: async (r) => (await twoDimensionalWildcardErrors(r)) === '["grid[1][0]"]',
  },
  {
    // Marked in "Wildcards" of the 7.x field selection guide: repeated and single query parameters.
    id: 'v7-query-repeated-wildcard',
    says: 'sent once, as in `?ids=5`, it is a plain string, which the wildcard does not expand',
    holds: v7,
    check: async (r) => {
      const paths = async (expressName: ExpressName, chain: (ev: Release) => unknown, url: string) =>
        (
          await answer(
            expressName,
            r,
            (express, ev) =>
              express().get('/items', chain(ev), (req: Loose, res: Loose) =>
                res.json(
                  ev
                    .validationResult(req)
                    .array()
                    .map((e: Loose) => e.path),
                ),
              ),
            url,
          )
        ).body;
      const results: unknown[] = [];
      for (const name of ['express', 'express-5'] as const) {
        results.push(
          await paths(name, (ev) => ev.query('ids.*').isInt(), '/items?ids=1&ids=x'),
          await paths(name, (ev) => ev.query('ids.*').isInt(), '/items?ids=x'),
          await paths(name, (ev) => ev.query('ids').isInt(), '/items?ids=1&ids=x'),
          await paths(name, (ev) => ev.query('ids').isInt(), '/items?ids=x'),
        );
      }
      // Express 4 and 5 alike: the wildcard checks a repeated parameter only; the plain path checks both.
      const expected = [['ids[1]'], [], ['ids'], ['ids']];
      return JSON.stringify(results) === JSON.stringify([...expected, ...expected]);
    },
  },
  {
    // Marked in "Validating the whole body" of the 7.x field selection guide.
    id: 'v7-whole-body-text',
    says: 'a primitive such as the string that `express.text()` makes of a plain-text (raw text) body',
    holds: v7,
    check: async (r) => {
      const {errors, req} = await validate(r, (ev) => [ev.body().trim().isLength({min: 5})], {body: ' hi  '});
      return JSON.stringify(errors) === '[{"field":"","msg":"Invalid value"}]' && req.body === 'hi';
    },
  },
  {
    // Marked in "Reading wildcard matches with pathValues" of the 7.2+ field selection guide.
    id: 'v7-pathvalues-object-key',
    says: "for `prices.*`, `pathValues[0]` is the dynamic key, such as `'usd'`",
    holds: ['7.2.1', '7.3.2'],
    fails: ['7.0.1'],
    check: async (r) => {
      const {errors} = await validate(
        r,
        (ev) => [
          ev.body('prices.*').custom((value: unknown, {pathValues}: Loose) => /^[a-z]{3}$/.test(pathValues?.[0])),
        ],
        {body: {prices: {usd: 2, Dollar: 3}}},
      );
      return JSON.stringify(errors.map((e) => e.field)) === '["prices.Dollar"]';
    },
  },
  {
    // Marked in "Reading wildcard matches from the path" of the 7.0.0 field selection guide.
    id: 'v7-path-object-key',
    says: '`path` holds the key too, such as `prices.usd` for `prices.*`',
    holds: v7,
    check: async (r) => (await objectWildcardPaths(r)) === '["prices.usd","prices.eur"]',
  },
  {
    // Marked in the introduction of the 7.x ExpressValidator reference and in "Reusable validators and
    // sanitizers" of the 7.x customizing guide: extensions belong to the instance only.
    id: 'v7-extensions-not-global',
    says: 'the chains of the top-level `body()` and `check()` never get the extensions',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const instance = new ev.ExpressValidator(
        {isNotReserved: (value: unknown) => value !== 'admin'},
        {toSlug: String},
      );
      const builders = ['body', 'check', 'cookie', 'header', 'param', 'query'];
      const topLevelLacks = builders.every(
        (b) => ev[b]('x').isNotReserved === undefined && ev[b]('x').toSlug === undefined,
      );
      const instanceHas = builders.every(
        (b) => typeof instance[b]('x').isNotReserved === 'function' && typeof instance[b]('x').toSlug === 'function',
      );
      // The legacy middleware of 5.x took the same functions as options.
      const req: Loose = request({body: {x: 'a'}});
      await runMiddlewares(
        [release('5.3.1')({customValidators: {isNotReserved: () => true}, customSanitizers: {toSlug: String}})],
        req,
      );
      const legacyTookThem =
        typeof req.checkBody('x').isNotReserved === 'function' && typeof req.sanitizeBody('x').toSlug === 'function';
      return topLevelLacks && instanceHas && legacyTookThem;
    },
  },
  {
    // Marked in "TypeScript types" of the 7.x ExpressValidator reference.
    id: 'v7-extension-not-on-validationchain',
    says: 'the chain came from a top-level function or was declared as `ValidationChain`',
    holds: v7,
    check: async (r) => {
      const builders = declarationOf(r, 'middlewares/validation-chain-builders.d.ts');
      const chain = declarationOf(r, 'chain/validation-chain.d.ts');
      const instance = declarationOf(r, 'express-validator.d.ts');
      // Top-level builders are declared to return ValidationChain, an interface without an index signature
      // (so an unknown method is a type error), while the instance's builders return CustomValidationChain.
      const topLevel = ['check', 'body', 'cookie', 'header', 'param', 'query'].every((b) =>
        new RegExp(`const ${b}: \\([^)]*\\) => import\\("\\.\\."\\)\\.ValidationChain;`).test(builders),
      );
      const body = /export interface ValidationChain[^{]*\{([\s\S]*?)\n\}/.exec(chain)?.[1];
      const ev = release(r);
      return (
        topLevel &&
        body !== undefined &&
        !/\[\w+: string\]/.test(body) &&
        /readonly body: \([^)]*\) => CustomValidationChain<this>;/.test(instance) &&
        ev.body('x').isNotReserved === undefined
      );
    },
  },
  {
    // Marked in "The Meta argument" of the 7.x customizing guide.
    id: 'v7-meta-req-whole-request',
    says: 'a validator can read a route parameter from `req.params` (the `id` of `/users/:id`), a header from `req.headers`',
    holds: v7,
    check: async (r) => {
      const {body} = await answer(
        'express',
        r,
        (express, ev) => {
          const app = express();
          app.use((req: Loose, res: Loose, next: () => void) => {
            req.user = {id: '7'};
            next();
          });
          return app.get(
            '/users/:id',
            ev.query('x').custom((value: unknown, {req}: Loose) => {
              const seen =
                req.params.id === '7' && String(req.headers.host).startsWith('127.0.0.1') && req.user.id === '7';
              if (!seen) throw new Error('not seen');
              return true;
            }),
            (req: Loose, res: Loose) => res.json(ev.validationResult(req).array()),
          );
        },
        '/users/7?x=1',
      );
      return Array.isArray(body) && body.length === 0;
    },
  },
  {
    // Marked in "Meta" of the 7.x misc reference: the TypeScript type of meta.req.
    id: 'v7-meta-req-type',
    says: 'but `req.params` and `req.headers` are optional, so with `strict` on, TypeScript reports them as possibly undefined',
    holds: v7,
    check: async (r) => {
      const base = declarationOf(r, 'base.d.ts');
      const request = /export interface Request \{([^}]*)\}/.exec(base)?.[1] ?? '';
      const meta = /type Meta = \{([\s\S]*?)\n\};/.exec(base)?.[1] ?? '';
      return (
        /\[k: string\]: any;/.test(request) &&
        /\bparams\?: /.test(request) &&
        /\bheaders\?: /.test(request) &&
        /\breq: Request;/.test(meta)
      );
    },
  },
];
