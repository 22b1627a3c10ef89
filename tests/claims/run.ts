/**
 * Helpers that run a tiny request through one npm release of express-validator, for the claims tests
 * (tests/claims/*.test.ts). Each release is the `express-validator-<version>` alias in node_modules
 * (see `historyReleases` in src/docsVersions.ts), so it uses the validator.js that release
 * resolves to.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const repoRequire = createRequire(path.join(__dirname, '..', '..', 'package.json'));

/** A request object with the parts express-validator reads. Missing locations are `{}`. */
export type FakeRequest = {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  cookies?: Record<string, unknown>;
  [key: string]: unknown;
};

/**
 * A loosely typed value: a release module (each claim calls the API of the release it names), or
 * an Express request or response of a claim's app, whose types differ between Express 4 and 5.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;
/** A loosely typed release module. */
export type Release = Loose;

/**
 * Loads the root module of release `version` (e.g. `'6.14.3'`), or a subpath of it (`'check'`).
 * Throws when the alias is not installed (run `npm install`).
 */
export function release(version: string, subpath = ''): Release {
  return repoRequire(`express-validator-${version}${subpath ? '/' + subpath : ''}`);
}

/**
 * The module `name` (a dependency such as `'validator'` or `'lodash'`) as the express-validator
 * release `version` resolves it: the very instance the release calls, so a check may read or wrap it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dependencyOf(version: string, name: string): any {
  const pkgJson = repoRequire.resolve(`express-validator-${version}/package.json`);
  return createRequire(pkgJson)(name);
}

/** The validator.js module release `version` resolves to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function validatorOf(version: string): any {
  return dependencyOf(version, 'validator');
}

/** Builds a request with every location present, so no location is undefined. */
export function request(parts: FakeRequest = {}): FakeRequest {
  return {body: {}, query: {}, params: {}, headers: {}, cookies: {}, ...parts};
}

/**
 * Runs middlewares (validation chains or any `(req, res, next)` function) one after another, the
 * way Express would, and resolves with the request. A middleware that calls `next(err)` or throws
 * rejects with that error. Works for 5.x middlewares (no `run()`) and later ones alike.
 */
export async function runMiddlewares(middlewares: readonly unknown[], req: FakeRequest): Promise<FakeRequest> {
  for (const mw of middlewares.flat(Infinity as 1)) {
    await new Promise<void>((resolve, reject) => {
      const next = (err?: unknown) => (err ? reject(err) : resolve());
      try {
        const out = (mw as (req: unknown, res: unknown, next: (e?: unknown) => void) => unknown)(req, {}, next);
        if (out && typeof (out as Promise<unknown>).then === 'function') (out as Promise<unknown>).catch(reject);
      } catch (err) {
        reject(err);
      }
    });
  }
  return req;
}

/**
 * Runs `middlewares` on a request built from `parts` with release `version` and returns what a
 * handler would see: `errors` (the `msg`/`param` or `path` of each error, in order) and the request.
 */
export async function validate(
  version: string,
  middlewares: (ev: Release) => readonly unknown[],
  parts: FakeRequest = {},
): Promise<{errors: {field: string; msg: unknown}[]; req: FakeRequest}> {
  const major = Number(version.split('.')[0]);
  const ev = major === 5 ? release(version, 'check') : release(version);
  const req = request(parts);
  await runMiddlewares(middlewares(ev), req);
  const result = ev.validationResult(req);
  const errors = (result.array() as {param?: string; path?: string; msg: unknown}[]).map((e) => ({
    field: e.path ?? e.param ?? '',
    msg: e.msg,
  }));
  return {errors, req};
}

/**
 * The error paths of `body('grid.*.*').isInt()` on a 2D array whose only bad cell is `grid[1][0]`, as
 * JSON (`'["grid[1][0]"]'` where one wildcard per level reaches nested arrays). Claims of every family.
 */
export async function twoDimensionalWildcardErrors(version: string): Promise<string> {
  const grid = [
    ['1', '2'],
    ['x', '4'],
  ];
  const {errors} = await validate(version, (ev) => [ev.body('grid.*.*').isInt()], {body: {grid}});
  return JSON.stringify(errors.map((e) => e.field));
}

/**
 * The `path` a custom validator on `prices.*` receives for each key of `{usd: 2, eur: 3}`, as JSON
 * (`'["prices.usd","prices.eur"]'`: the dynamic key is in the path). Claims of 6.x and 7.x.
 */
export async function objectWildcardPaths(version: string): Promise<string> {
  const seen: string[] = [];
  const record = (value: unknown, {path}: {path: string}) => {
    seen.push(path);
    return true;
  };
  await validate(version, (ev) => [ev.body('prices.*').custom(record)], {body: {prices: {usd: 2, eur: 3}}});
  return JSON.stringify(seen);
}

/**
 * True when release `version` has no `bail()`, reports each failing rule of a field (two errors for
 * `'ab'` against `isInt()` and `isLength({min: 5})`), and keeps one error per field with
 * `array({onlyFirstError: true})` and `mapped()`. Claims of 5.x and 6.0 to 6.1.
 */
export async function everyRuleReportedWithoutBail(version: string): Promise<boolean> {
  const ev = Number(version.split('.')[0]) === 5 ? release(version, 'check') : release(version);
  if (typeof ev.body('x').bail === 'function') return false;
  const {req} = await validate(version, () => [ev.body('code').isInt().isLength({min: 5})], {body: {code: 'ab'}});
  const result = ev.validationResult(req);
  return (
    result.array().length === 2 &&
    result.array({onlyFirstError: true}).length === 1 &&
    Object.keys(result.mapped()).length === 1
  );
}

/**
 * What `matchedData()` gives after `body('address').exists()` and `body('address.city').isString()` on
 * `{address: {city: 'Rome', admin: true}, role: 'admin'}`, as JSON: a selected object keeps all of its
 * keys, an unselected field is left out. Claims of every family.
 */
export async function matchedDataOfSelectedObject(version: string): Promise<string> {
  const {req} = await validate(version, (ev) => [ev.body('address').exists(), ev.body('address.city').isString()], {
    body: {address: {city: 'Rome', admin: true}, role: 'admin'},
  });
  const filter = Number(version.split('.')[0]) === 5 ? release(version, 'filter') : release(version);
  return JSON.stringify(filter.matchedData(req));
}

/**
 * The type declaration file `file` of release `version` (e.g. `'base.d.ts'`), as text, for claims
 * about TypeScript types. Throws when the file is missing.
 */
export function declarationOf(version: string, file: string): string {
  return fs.readFileSync(path.join(path.dirname(repoRequire.resolve(`express-validator-${version}`)), file), 'utf8');
}

/** True when the single field `field` of a request with body `{[field]: value}` passes `chain`. */
export async function passes(
  version: string,
  chain: (ev: Release) => unknown,
  value: unknown,
  location: 'body' | 'query' = 'body',
): Promise<boolean> {
  const {errors} = await validate(version, (ev) => [chain(ev)], {[location]: {x: value}});
  return errors.length === 0;
}

/** Express 4 (`express`) or Express 5 (the alias `express-5`), as installed in node_modules. */
export type ExpressName = 'express' | 'express-5';

/**
 * Builds an app with Express `expressName` and release `version`, sends one request to `url` over
 * real HTTP (a GET unless `init` gives another method, headers or a body, as `fetch()` takes them),
 * and resolves with the status and the parsed JSON body (or the text when the body is not JSON).
 * The app is closed afterwards.
 */
export async function answer(
  expressName: ExpressName,
  version: string,
  build: (express: Release, ev: Release) => {listen: (port: number, host: string) => import('node:http').Server},
  url: string,
  init?: RequestInit,
): Promise<{status: number; body: unknown}> {
  const express = repoRequire(expressName);
  const app = build(express, release(version));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as import('node:net').AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return {status: res.status, body};
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
