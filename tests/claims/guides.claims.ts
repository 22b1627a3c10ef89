/**
 * Claims of the 7.x guides (getting started, the validation chain and customizing guides, the
 * migration guide) that no example on the page shows: Next, 7.3.0, 7.2.0 and 7.0.0, that is npm
 * 7.3.2, 7.2.1 and 7.0.1. Run by v7.test.ts with the other 7.x claims.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Claim} from './claims';
import {release, request, runMiddlewares, validate, type ExpressName, type Loose} from './run';

const v7 = ['7.0.1', '7.2.1', '7.3.2'];
const v6Faq = ['6.10.1', '6.11.1', '6.12.2', '6.13.0', '6.14.3', '6.15.0'];
const repoRequire = createRequire(path.join(__dirname, '..', '..', 'package.json'));

/**
 * Sends one POST with `body` and `contentType` to an app built with Express `expressName`;
 * resolves with the status, the `Content-Type` header and the body text. The app is closed after.
 */
async function post(
  expressName: ExpressName,
  build: (express: Loose) => Loose,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{status: number; type: string; text: string}> {
  const app = build(repoRequire(expressName));
  const server: http.Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: {'Content-Type': contentType, ...headers},
      body,
    });
    return {status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text()};
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** The `msg` of the only error of `chain` run on `{x: value}` in release `r`. */
async function messageOf(r: string, chain: (ev: Loose) => unknown, value: unknown): Promise<unknown> {
  const {errors} = await validate(r, (ev) => [chain(ev)], {body: {x: value}});
  return errors.length === 1 ? errors[0].msg : `${errors.length} errors`;
}

export const guidesClaims: Claim[] = [
  {
    id: 'guide-array-of-valid-values',
    says: '`body(\'email\').isEmail()` accepts `["ada@example.com"]`',
    holds: v7,
    check: async (r) => {
      const body = {email: ['ada@example.com']};
      const bare = await validate(r, (ev) => [ev.body('email').isEmail()], {body});
      const typed = await validate(r, (ev) => [ev.body('email').isString().bail().isEmail()], {body});
      return bare.errors.length === 0 && typed.errors.length === 1;
    },
  },
  {
    id: 'guide-form-refill-sanitized',
    says: 'an age typed as `abc` is `NaN` in `req.body`',
    holds: v7,
    check: async (r) => {
      const {errors, req} = await validate(r, (ev) => [ev.body('age').isInt().toInt()], {body: {age: 'abc'}});
      return errors.length === 1 && Number.isNaN((req.body as Loose).age);
    },
  },
  {
    id: 'guide-form-empty-input',
    says: '`optional()` alone skips only a missing field',
    holds: v7,
    check: async (r) => {
      // An empty input, as express.urlencoded() parses it.
      const body = {nickname: new URLSearchParams('nickname=').get('nickname')};
      const plain = await validate(r, (ev) => [ev.body('nickname').optional().isLength({min: 3})], {body});
      const falsy = await validate(r, (ev) => [ev.body('nickname').optional({values: 'falsy'}).isLength({min: 3})], {
        body: {...body},
      });
      return body.nickname === '' && plain.errors.length === 1 && falsy.errors.length === 0;
    },
  },
  {
    id: 'guide-express5-node-18',
    says: '`engines` field says `>= 18`',
    holds: v7,
    // A fact of Express 5 (the `express-5` alias), the same whichever 7.x release runs beside it.
    check: () => {
      const manifest = repoRequire('express-5/package.json') as {engines?: {node?: string}; version: string};
      return manifest.version.startsWith('5.') && manifest.engines?.node === '>= 18';
    },
  },
  {
    id: 'guide-is-string-rejects-other-types',
    says: 'A number, an object or `null` gets the same answer',
    holds: v7,
    check: async (r) => {
      for (const value of [31415926, {value: 'x'}, null]) {
        const {errors} = await validate(r, (ev) => [ev.body('email').isString()], {body: {email: value}});
        if (errors.length !== 1) return false;
      }
      return true;
    },
  },
  {
    id: 'guide-missing-field-empty-string',
    says: 'A missing field reaches the validators as `undefined`, which the standard validators read as an empty string',
    holds: v7,
    check: async (r) => {
      // Only the empty string has length 0 and equals ''.
      const {errors} = await validate(r, (ev) => [ev.body('x').isLength({max: 0}), ev.body('x').equals('')], {
        body: {},
      });
      const {errors: email} = await validate(r, (ev) => [ev.body('x').isEmail()], {body: {}});
      return errors.length === 0 && email.length === 1;
    },
  },
  {
    id: 'guide-malformed-json-html-page',
    says: '`express.json()` rejects the request before any chain runs, and Express answers with its own HTML error page',
    holds: v7,
    check: async (r) => {
      for (const expressName of ['express', 'express-5'] as const) {
        let ran = false;
        const res = await post(
          expressName,
          (express) => {
            const app = express();
            app.use(express.json());
            app.post(
              '/',
              release(r)
                .body('email')
                .custom(() => (ran = true)),
              (req: Loose, res: Loose) => res.json({}),
            );
            return app;
          },
          'application/json',
          '{"email": "ada@example.com",}',
        );
        if (ran || res.status !== 400 || !/^text\/html/.test(res.type)) return false;
      }
      return true;
    },
  },
  {
    id: 'guide-message-first-truthy',
    says: 'an empty string, `0`, `false` or `null` given as a message counts as no message',
    holds: v7,
    check: async (r) => {
      for (const empty of ['', 0, false, null]) {
        // The validator's empty message falls through to the field's message.
        if (
          (await messageOf(r, (ev) => ev.body('x', 'Field message').isEmail().withMessage(empty), 'a')) !==
          'Field message'
        ) {
          return false;
        }
        // And a thrown error's message is used before the field's one.
        const thrown = await messageOf(
          r,
          (ev) =>
            ev
              .body('x', 'Field message')
              .custom(() => {
                throw new Error('Thrown');
              })
              .withMessage(empty),
          'a',
        );
        if (thrown !== 'Thrown') return false;
      }
      return true;
    },
  },
  {
    id: 'guide-no-hide-7-0',
    says: "express-validator 7.0.1 has no way to hide a field's value (the chain method `hide` arrived in 7.2.0)",
    holds: ['7.0.1', '7.1.0'],
    fails: ['7.2.0', '7.2.1', '7.3.2'],
    check: (r) => typeof release(r).body('x').hide !== 'function',
  },
  {
    id: 'guide-only-first-error',
    says: 'keeps every validator running and drops all but the first error of each field',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const req = request({body: {username: 'a!'}});
      await runMiddlewares(
        [
          ev.checkSchema({
            username: {in: ['body'], isLength: {options: {min: 3}}, isAlphanumeric: true, isEmail: true},
          }),
        ],
        req,
      );
      const result = ev.validationResult(req);
      return result.array().length === 3 && result.array({onlyFirstError: true}).length === 1;
    },
  },
  {
    id: 'guide-check-rewrites-headers',
    says: 'also reads and rewrites `req.headers`, which `sanitize()` never touched',
    holds: v7,
    check: async (r) => {
      // v6's sanitize() left the headers alone...
      const v6 = request({body: {x: ' a '}, headers: {x: ' h '}});
      await runMiddlewares([release('6.15.0').sanitize('x').trim()], v6);
      // ...v7's check() trims them too; the four-location builder does not.
      const viaCheck = request({body: {x: ' a '}, headers: {x: ' h '}});
      await runMiddlewares([release(r).check('x').trim()], viaCheck);
      const viaBuilder = request({body: {x: ' a '}, headers: {x: ' h '}});
      await runMiddlewares(
        [release(r).buildCheckFunction(['body', 'cookies', 'params', 'query'])('x').trim()],
        viaBuilder,
      );
      const body = (req: Loose) => req.body.x;
      const header = (req: Loose) => req.headers.x;
      return (
        body(v6) === 'a' &&
        header(v6) === ' h ' &&
        body(viaCheck) === 'a' &&
        header(viaCheck) === 'h' &&
        body(viaBuilder) === 'a' &&
        header(viaBuilder) === ' h '
      );
    },
  },
  {
    // Marked in the bail() sections of the 7.x guide and reference, and of the 6.x reference from
    // 6.2.0 (the first release with bail()).
    id: 'chain-no-bail-one-error-per-rule',
    says: 'a value that breaks several rules gets one error for each',
    holds: ['6.2.0', '6.3.1', '6.4.1', '6.5.0', '6.6.1', '6.7.0', '6.8.2', '6.9.2', ...v6Faq, ...v7],
    check: async (r) => {
      const parts = {body: {code: 'ab'}};
      const all = await validate(r, (ev) => [ev.body('code').isInt().isLength({min: 5})], parts);
      const bailed = await validate(r, (ev) => [ev.body('code').isInt().bail().isLength({min: 5})], parts);
      return (
        all.errors.length === 2 &&
        all.errors.every((e) => e.field === 'code' && e.msg === 'Invalid value') &&
        bailed.errors.length === 1
      );
    },
  },
  {
    // Marked on the 7.x checkExact() page and in the edge cases of the checkSchema() page.
    id: 'checkexact-unknown-fields-let-through',
    says: 'unknown fields are let through',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      const schema = () => ev.checkSchema({email: {isEmail: true}}, ['body']);
      const plain = request({body: {email: 'ada@example.com', role: 'admin'}});
      for (const chain of schema()) await chain.run(plain);
      const wrapped = request({body: {email: 'ada@example.com', role: 'admin'}});
      await ev.checkExact(schema()).run(wrapped);
      const wrappedErrors = ev.validationResult(wrapped).array() as {type: string}[];
      return (
        ev.validationResult(plain).isEmpty() &&
        (plain.body as {role?: string}).role === 'admin' &&
        !('role' in ev.matchedData(plain)) &&
        wrappedErrors.length === 1 &&
        wrappedErrors[0]!.type === 'unknown_fields'
      );
    },
  },
  {
    id: 'guide-body-parser-error-types',
    says: 'Each refusal is an error with a `type` and a 4xx `status`',
    holds: v7,
    check: async () => {
      const big = JSON.stringify({text: 'x'.repeat(102_400)});
      const fields = (n: number) => Array.from({length: n}, (_, i) => `k${i}=1`).join('&');
      const JSON_TYPE = 'application/json';
      const FORM_TYPE = 'application/x-www-form-urlencoded';
      /** A request to one parser, and the answer `status type` (`want5` where Express 5's differs). */
      type Case = {
        parser: 'json' | 'urlencoded';
        type: string;
        body: string;
        headers?: Record<string, string>;
        want: string;
        want5?: string;
      };
      const requests: Case[] = [
        {parser: 'json', type: JSON_TYPE, body: '{"a":', want: '400 entity.parse.failed'},
        {parser: 'json', type: JSON_TYPE, body: big, want: '413 entity.too.large'},
        {parser: 'json', type: JSON_TYPE, body: big.slice(0, 102_380) + '"}', want: '200 '},
        {parser: 'json', type: `${JSON_TYPE}; charset=latin1`, body: '{}', want: '415 charset.unsupported'},
        {parser: 'json', type: `${JSON_TYPE}; charset=utf-16`, body: '{}', want: '400 entity.parse.failed'},
        {
          parser: 'json',
          type: JSON_TYPE,
          body: '{}',
          headers: {'Content-Encoding': 'x-nope'},
          want: '415 encoding.unsupported',
        },
        {parser: 'urlencoded', type: FORM_TYPE, body: fields(1001), want: '413 parameters.too.many'},
        {parser: 'urlencoded', type: FORM_TYPE, body: fields(1000), want: '200 '},
        {
          parser: 'urlencoded',
          type: `${FORM_TYPE}; charset=iso-8859-1`,
          body: 'a=1',
          want: '415 charset.unsupported',
          want5: '200 ',
        },
      ];
      const cases = (['express', 'express-5'] as const).flatMap((express: ExpressName) =>
        requests.map((c) => ({...c, express, want: express === 'express-5' ? (c.want5 ?? c.want) : c.want})),
      );
      for (const c of cases) {
        const res = await post(
          c.express,
          (express) => {
            const app = express();
            app.use(c.parser === 'json' ? express.json() : express.urlencoded({extended: false}));
            app.post('/', (req: Loose, res: Loose) => res.send(''));
            app.use((err: Loose, req: Loose, res: Loose, _next: Loose) =>
              res.status(err.status).send(String(err.type)),
            );
            return app;
          },
          c.type,
          c.body,
          c.headers,
        );
        if (`${res.status} ${res.text}` !== c.want) return false;
      }
      return true;
    },
  },
  {
    id: 'guide-isemail-lone-surrogate-throws',
    says: '`isEmail()` throws a `URIError` on a string with a lone UTF-16 surrogate',
    holds: v7,
    check: async (r) => {
      const ev = release(r);
      let deep: unknown = 'x';
      for (let i = 0; i < 10_000; i++) deep = [deep];
      const thrown = async (chain: Loose, value: unknown): Promise<string> => {
        try {
          await chain.run({body: {e: value}});
          return 'none';
        } catch (err) {
          return (err as Error).constructor.name;
        }
      };
      const caught: unknown[] = [];
      await new Promise<void>((resolve) => {
        const req = {body: {e: '\ud800@example.com'}};
        ev.body('e').isEmail()(req, {}, (err?: unknown) => {
          caught.push(err);
          resolve();
        });
      });
      return (
        (await thrown(ev.body('e').isEmail(), '\ud800@example.com')) === 'URIError' &&
        (await thrown(ev.body('e').isEmail(), 'ada@example.com')) === 'none' &&
        (await thrown(ev.body('e').isEmail(), deep)) === 'RangeError' &&
        (await thrown(ev.body('e').isString().bail().isEmail(), deep)) === 'none' &&
        caught[0] instanceof URIError
      );
    },
  },
];
