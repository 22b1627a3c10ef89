/**
 * Claims of the Common Questions pages (7.x: guides/common-questions.md of Next, 7.3.0, 7.2.0 and
 * 7.0.0) and of the 6.x FAQ pages (faq.md of 6.10.0 to 6.15.0) that no example on the page shows.
 * Ids start with `faq-`. Each `check` runs the behaviour against one release (an npm version).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Claim} from './claims';
import {passes, release, request, runMiddlewares, validate, type FakeRequest, type Loose} from './run';

const v7 = ['7.0.1', '7.2.1', '7.3.2'];
const v6 = ['6.10.1', '6.11.1', '6.12.2', '6.13.0', '6.14.3', '6.15.0'];

const repoRequire = createRequire(path.join(__dirname, '..', '..', 'package.json'));

/** The text of a release's declaration file `file` (e.g. `base.d.ts`), next to its main module. */
function declarationOf(r: string, file: string): string {
  const main = repoRequire.resolve(`express-validator-${r}`);
  return fs.readFileSync(path.join(path.dirname(main), file), 'utf8');
}

/** The body of `type <name> = { ... };` in a declaration file (up to the first `};` at column 0). */
function typeBody(text: string, name: string): string {
  const start = text.search(new RegExp(`type ${name} = \\{`));
  if (start < 0) return '';
  return text.slice(start, text.indexOf('\n};', start));
}

/** Whether release `r` skips `value` with `optional(options)`, so that `isInt()` never sees it. */
async function optionalSkips(r: string, options: unknown, value: unknown): Promise<boolean> {
  return passes(r, (ev: Loose) => ev.body('x').optional(options).isInt(), value);
}

/**
 * Errors of `checkSchema({'*.email': {isEmail: true, ...where}})` on a body that is an array of valid
 * addresses, with two request headers: the location of each error.
 */
async function wildcardSchemaLocations(r: string, where: object): Promise<string[]> {
  const ev = release(r);
  const req: Loose = {
    body: [{email: 'ada@example.com'}],
    headers: {host: 'example.com', accept: 'application/json'},
    query: {},
    params: {},
    cookies: {},
  };
  for (const chain of ev.checkSchema({'*.email': {isEmail: true, ...where}})) await chain.run(req);
  return (ev.validationResult(req).array() as {location: string}[]).map((e) => e.location);
}

export const faqClaims: Claim[] = [
  {
    id: 'faq-oneof-either-field',
    says: 'the request passes when either chain does; it fails only when neither field is given',
    holds: [...v6, ...v7],
    check: async (r) => {
      const either = (ev: Loose) => [ev.oneOf([ev.body('email').notEmpty(), ev.body('phone').notEmpty()])];
      const count = async (body: object) => (await validate(r, either, {body})).errors.length;
      return (
        (await count({phone: '+33 6 12 34 56 78'})) === 0 &&
        (await count({email: 'ada@example.com'})) === 0 &&
        (await count({})) > 0
      );
    },
  },
  {
    id: 'faq-custom-promise-resolves-false',
    says: 'A promise that you return without `async` follows the same rule: it fails only when it rejects.',
    holds: v7,
    check: async (r) =>
      (await passes(r, (ev: Loose) => ev.body('x').custom(() => Promise.resolve(false)), 'a')) &&
      !(await passes(r, (ev: Loose) => ev.body('x').custom(() => Promise.reject(new Error('no'))), 'a')),
  },
  {
    id: 'faq-optional-values',
    says: "`'null'` skips `undefined` and `null`, `'falsy'` also skips `''`, `0` and `false`",
    holds: v7,
    check: async (r) => {
      const falsy = {values: 'falsy'};
      const onlyNull = {values: 'null'};
      return (
        (await optionalSkips(r, falsy, '')) &&
        (await optionalSkips(r, falsy, 0)) &&
        (await optionalSkips(r, falsy, false)) &&
        (await optionalSkips(r, falsy, null)) &&
        (await optionalSkips(r, onlyNull, null)) &&
        (await optionalSkips(r, onlyNull, undefined)) &&
        !(await optionalSkips(r, onlyNull, '')) &&
        !(await optionalSkips(r, onlyNull, false))
      );
    },
  },
  {
    id: 'faq-optional-deprecated-flags',
    says: 'The older `nullable: true` and `checkFalsy: true` options still work but are deprecated in favour of `values`.',
    holds: v7,
    check: async (r) => {
      const declaration = declarationOf(r, 'chain/context-handler.d.ts');
      const deprecated = (flag: string) => new RegExp(`@deprecated[^/]*\\*/\\s*${flag}\\?: boolean`).test(declaration);
      return (
        (await optionalSkips(r, {nullable: true}, null)) &&
        !(await optionalSkips(r, {nullable: true}, '')) &&
        (await optionalSkips(r, {checkFalsy: true}, '')) &&
        deprecated('nullable') &&
        deprecated('checkFalsy')
      );
    },
  },
  {
    id: 'faq-schema-wildcard-headers',
    says: "without `in: ['body']` the wildcard `*.email` also matches every header of the request",
    holds: ['7.2.1', '7.3.2'],
    fails: ['7.0.1'],
    check: async (r) => {
      const everywhere = await wildcardSchemaLocations(r, {});
      const bodyOnly = await wildcardSchemaLocations(r, {in: ['body']});
      return everywhere.length === 2 && everywhere.every((l) => l === 'headers') && bodyOnly.length === 0;
    },
  },
  {
    id: 'faq-schema-default-locations',
    says: 'without `in`, the field is looked for in every location of the request, the query string and the headers included',
    holds: v7,
    check: async (r) => {
      const run = (where: object, parts: FakeRequest) =>
        validate(r, (ev: Loose) => ev.checkSchema({email: {isEmail: true, ...where}}) as unknown[], parts);
      const fromQuery = await run({}, {query: {email: 'ada@example.com'}});
      const fromHeader = await run({}, {headers: {email: 'ada@example.com'}});
      const bodyOnly = await run({in: ['body']}, {query: {email: 'ada@example.com'}});
      return fromQuery.errors.length === 0 && fromHeader.errors.length === 0 && bodyOnly.errors.length === 1;
    },
  },
  {
    id: 'faq-object-stringified',
    says: 'so an object becomes `"[object Object]"`',
    holds: v7,
    check: async (r) => passes(r, (ev: Loose) => ev.body('x').equals('[object Object]'), {a: 1}),
  },
  {
    id: 'faq-schema-bail-request',
    says: "the same option is `bail: { level: 'request' }` inside a validator's entry",
    holds: v7,
    check: async (r) => {
      const schema = (bail: unknown) => (ev: Loose) =>
        ev.checkSchema({a: {isInt: {bail}}, b: {isInt: true}}, ['body']) as unknown[];
      const stopped = await validate(r, schema({level: 'request'}), {body: {a: 'x', b: 'y'}});
      const chainOnly = await validate(r, schema(true), {body: {a: 'x', b: 'y'}});
      return stopped.errors.length === 1 && chainOnly.errors.length === 2;
    },
  },
  {
    id: 'faq-no-middleware-function',
    says: 'express-validator exports no function to `app.use()`',
    holds: [...v6, ...v7],
    check: async (r) => {
      const noMiddleware =
        typeof release('5.3.1') === 'function' &&
        typeof release('6.0.1') !== 'function' &&
        typeof release('6.0.1').default !== 'function' &&
        typeof release(r) !== 'function' &&
        typeof release(r).default !== 'function';
      // Nor does a chain put the legacy methods on the request: `req.checkBody is not a function`.
      const req = request({body: {email: 'a@example.com'}});
      await runMiddlewares([release(r).body('email').isEmail()], req);
      return noMiddleware && (req as {checkBody?: unknown}).checkBody === undefined;
    },
  },
  {
    id: 'faq-check-subpath-removed',
    says: 'deprecated during 6.x and gone in 7.0.0, where loading them fails with `Cannot find module',
    holds: v7,
    check: (r) => {
      // true when the subpath loads; otherwise the error, which must be Node's "Cannot find module".
      const loads = (version: string, subpath: string) => {
        try {
          release(version, subpath);
          return true;
        } catch (error) {
          const e = error as {code?: string; message?: string};
          return e.code === 'MODULE_NOT_FOUND' && /^Cannot find module '[^']*\/check'/.test(e.message ?? '')
            ? 'not found'
            : false;
        }
      };
      return (
        loads('6.15.0', 'check') === true &&
        loads('6.15.0', 'filter') === true &&
        loads(r, 'check') === 'not found' &&
        loads(r, 'filter') !== true
      );
    },
  },
  {
    id: 'faq-param-renamed-path',
    says: '7.0.0 renamed it `path` and added `type`',
    holds: v7,
    check: async (r) => {
      const firstError = async (version: string) => {
        const req: Loose = {body: {x: 'a'}};
        await release(version).body('x').isInt().run(req);
        return release(version).validationResult(req).array()[0];
      };
      const v6Error = await firstError('6.15.0');
      const v7Error = await firstError(r);
      return (
        v6Error.param === 'x' &&
        !('type' in v6Error) &&
        v7Error.path === 'x' &&
        v7Error.type === 'field' &&
        !('param' in v7Error)
      );
    },
  },
  {
    id: 'faq-validation-error-union',
    says: "union of four error types, and only the `'field'` one has `path`, `location` and `value`",
    holds: v7,
    check: (r) => {
      const base = declarationOf(r, 'base.d.ts');
      const union =
        /type ValidationError = ([^;]+);/
          .exec(base)?.[1]
          .split('|')
          .map((s) => s.trim()) ?? [];
      const others = union.filter((name) => name !== 'FieldValidationError');
      const field = typeBody(base, 'FieldValidationError');
      return (
        union.length === 4 &&
        others.length === 3 &&
        ['path', 'location', 'value'].every((key) => new RegExp(`\\b${key}\\??: `).test(field)) &&
        others.every((name) => !/\b(path|location|value)\??: /.test(typeBody(base, name)))
      );
    },
  },
  {
    id: 'faq-v6-object-stringified',
    says: 'An object becomes `"[object Object]"`, which is not empty.',
    holds: v6,
    check: async (r) =>
      (await passes(r, (ev: Loose) => ev.body('x').equals('[object Object]'), {a: 1})) &&
      (await passes(r, (ev: Loose) => ev.body('x').notEmpty(), {})),
  },
  {
    id: 'faq-v6-schema-wildcard-headers',
    says: "without `in: ['body']` the wildcard `*.email` also matches every header of the request",
    holds: v6,
    check: async (r) => {
      const everywhere = await wildcardSchemaLocations(r, {});
      const bodyOnly = await wildcardSchemaLocations(r, {in: ['body']});
      return everywhere.length === 2 && everywhere.every((l) => l === 'headers') && bodyOnly.length === 0;
    },
  },
  {
    id: 'faq-v6-optional-checkfalsy',
    says: "`optional({ checkFalsy: true })` to skip every falsy value (`''`, `0`, `false` and `null`)",
    holds: v6,
    check: async (r) => {
      const falsy = {checkFalsy: true};
      return (
        (await optionalSkips(r, falsy, '')) &&
        (await optionalSkips(r, falsy, 0)) &&
        (await optionalSkips(r, falsy, false)) &&
        (await optionalSkips(r, falsy, null)) &&
        (await optionalSkips(r, {nullable: true}, null)) &&
        !(await optionalSkips(r, {nullable: true}, ''))
      );
    },
  },
  {
    id: 'faq-bail-skips-sanitizers',
    says: 'the validators and sanitizers after it are skipped',
    holds: [...v6, ...v7],
    check: async (r) => {
      const run = (value: string) =>
        validate(
          r,
          (ev: Loose) => [
            ev
              .body('x')
              .isInt()
              .bail()
              .customSanitizer(() => 'changed')
              .isEmail(),
          ],
          {
            body: {x: value},
          },
        );
      const failed = await run('a');
      const passed = await run('1');
      return (
        failed.errors.length === 1 &&
        (failed.req.body as {x: unknown}).x === 'a' &&
        (passed.req.body as {x: unknown}).x === 'changed'
      );
    },
  },
  {
    id: 'faq-sanitizer-stringifies',
    says: 'turns the number `5` into the string `"5"`, so an `isString()` placed after `trim()` never fails',
    holds: [...v6, ...v7],
    check: async (r) =>
      (await passes(r, (ev: Loose) => ev.body('x').trim().isString(), 5)) &&
      !(await passes(r, (ev: Loose) => ev.body('x').isString().trim(), 5)),
  },
  {
    id: 'faq-schema-message-function',
    says: 'In a `checkSchema()` schema, `errorMessage` accepts the same kind of function',
    holds: ['5.2.0', '5.3.1', ...v6, ...v7],
    check: async (r) => {
      // Both the field's errorMessage and a validator's are called with the value and the request.
      const ev = r.startsWith('5.') ? release(r, 'check') : release(r);
      const req = request({body: {x: 'a', y: 'b'}});
      await runMiddlewares(
        ev.checkSchema({
          x: {
            in: ['body'],
            errorMessage: (value: string, meta: Loose) => `field ${value} ${meta.req === req}`,
            isInt: true,
          },
          y: {
            in: ['body'],
            isInt: {errorMessage: (value: string, meta: Loose) => `entry ${value} ${meta.req === req}`},
          },
        }),
        req,
      );
      const messages = ev
        .validationResult(req)
        .array()
        .map((e: Loose) => e.msg);
      return messages.join('|') === 'field a true|entry b true';
    },
  },
  {
    id: 'faq-unchecked-checkbox-fails',
    says: "`body('terms').equals('on')` fails when the box is unchecked",
    holds: ['5.2.0', '5.3.1', ...v6, ...v7],
    check: async (r) => {
      // An unchecked box sends no field at all; a checked one sends `on`.
      const unchecked = await validate(r, (ev) => [ev.body('terms').equals('on')], {body: {name: 'Ada'}});
      const checked = await validate(r, (ev) => [ev.body('terms').equals('on')], {body: {terms: 'on'}});
      return unchecked.errors.length === 1 && unchecked.errors[0]!.field === 'terms' && checked.errors.length === 0;
    },
  },
  {
    id: 'faq-run-not-awaited-no-errors',
    says: '`validationResult()` reads the request before the chain has stored its errors',
    holds: ['6.1.1', '6.2.0', '6.3.1', '6.4.1', '6.5.0', '6.6.1', '6.7.0', '6.8.2', '6.9.2', ...v6, ...v7],
    check: async (r) => {
      // Read right after run() is called, the request has no errors yet; once awaited, it has one.
      // validationResult(req.body) looks on the body, where no chain stores errors.
      const ev = release(r);
      const req: Loose = {body: {email: 'ada'}};
      const running = ev.body('email').isEmail().run(req);
      const before = ev.validationResult(req).array().length;
      await running;
      return before === 0 && ev.validationResult(req).array().length === 1 && ev.validationResult(req.body).isEmpty();
    },
  },
];
