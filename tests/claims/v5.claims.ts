/**
 * Claims of the 5.x pages (docs versions 5.2.0 and 5.3.0, npm 5.2.0 and 5.3.1) that no example on
 * the page shows. Each `check` runs the behaviour against one release.
 */
import {execFileSync} from 'node:child_process';
import {repoRoot} from '../../src/docsVersions';
import type {Claim} from './claims';
import {untypedValidators} from '../../scripts/docs/reference/untyped-5x';
import {passes, release, request, runMiddlewares} from './run';

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
    check: async (r) => {
      const {body} = release(r, 'check');
      const {matchedData} = release(r, 'filter');
      const req = request({body: {address: {city: 'Rome', admin: true}, role: 'admin'}});
      await runMiddlewares([body('address').exists(), body('address.city').isString()], req);
      return JSON.stringify(matchedData(req)) === '{"address":{"city":"Rome","admin":true}}';
    },
  },
  {
    // Marked in "How a chain runs" of the 5.x validation chain reference.
    id: 'v5-no-bail-only-first-error',
    says: 'This release cannot stop a chain at its first failure: every validator of a chain runs, even after one has failed',
    holds: v5,
    check: async (r) => {
      const check = release(r, 'check');
      if (typeof check.body('x').bail === 'function') return false;
      const req = request({body: {code: 'ab'}});
      await runMiddlewares([check.body('code').isInt().isLength({min: 5})], req);
      const result = check.validationResult(req);
      return (
        result.array().length === 2 &&
        result.array({onlyFirstError: true}).length === 1 &&
        Object.keys(result.mapped()).length === 1
      );
    },
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
];
