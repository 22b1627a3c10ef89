/**
 * The public entry points of one installed release of express-validator, gathered in one shape
 * whatever the major: 5.x keeps its chains in `express-validator/check` and `express-validator/filter`
 * (its main module is the legacy middleware), 6.x and 7.x in the main module. A name the release
 * does not have is `undefined`, which a probe answers as "absent".
 *
 * Also: the helpers every probe uses to run chains as Express does (through their middleware, one
 * after the other) and to read the errors a request collected.
 */
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

export type Req = {
  body: unknown;
  cookies: Record<string, unknown>;
  headers: Record<string, unknown>;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
} & Record<string, unknown>;
/** A chain: Express middleware with chain methods. */
export type Chain = ((req: Req, res: object, next: (e?: unknown) => void) => unknown) &
  Record<string, (...a: unknown[]) => Chain>;
type Fn = (...a: unknown[]) => unknown;
export type Api = {
  release: string;
  major: number;
  /** The main module (5.x: the legacy middleware factory with its properties). */
  main: Record<string, unknown>;
  check?: (...a: unknown[]) => Chain;
  body?: (...a: unknown[]) => Chain;
  query?: (...a: unknown[]) => Chain;
  param?: (...a: unknown[]) => Chain;
  cookie?: (...a: unknown[]) => Chain;
  header?: (...a: unknown[]) => Chain;
  checkSchema?: (...a: unknown[]) => Chain[] & {run?: Fn};
  oneOf?: (...a: unknown[]) => Chain;
  checkExact?: (...a: unknown[]) => Chain;
  validationResult?: ((req: Req) => Result) & {withDefaults?: Fn};
  matchedData?: (req: Req, options?: object) => Record<string, unknown>;
  sanitizeBody?: (...a: unknown[]) => Chain;
  sanitize?: (...a: unknown[]) => Chain;
  buildCheckFunction?: (...a: unknown[]) => (...a: unknown[]) => Chain;
  ExpressValidator?: new (...a: unknown[]) => Record<string, Fn>;
};
export type Result = {
  array: (o?: object) => Record<string, unknown>[];
  mapped: () => Record<string, unknown>;
  isEmpty: () => boolean;
  formatWith?: (f: Fn) => Result;
  throw?: () => void;
} & Record<string, unknown>;

/** Loads the release installed in `dir` (a package directory). Throws when it is not there. */
export function loadApi(dir: string): Api {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
  const req = createRequire(path.join(dir, 'package.json'));
  const main = req(dir) as Record<string, unknown>;
  const merged: Record<string, unknown> = {...main};
  for (const entry of ['check', 'filter']) {
    if (typeof main.check === 'function') break;
    if (fs.existsSync(path.join(dir, entry))) Object.assign(merged, req(path.join(dir, entry)) as object);
  }
  return {...(merged as Partial<Api>), main, release: pkg.version, major: Number(pkg.version.split('.')[0])} as Api;
}

/** A request with `body` and empty other locations (`extra` overrides them). */
export const request = (body: unknown, extra: Partial<Req> = {}): Req =>
  ({body, cookies: {}, headers: {}, params: {}, query: {}, ...extra}) as Req;

/**
 * Runs middleware one after the other as Express does; resolves when each has called `next`
 * (or returned a settled promise without calling it). The value passed to `next`, if any, is
 * returned as `nextError`.
 */
export async function runAll(chains: unknown[], req: Req): Promise<{nextError?: unknown}> {
  let nextError: unknown;
  for (const c of chains.flat(2)) {
    if (typeof c !== 'function') continue;
    await new Promise<void>((resolve, reject) => {
      let done = false;
      const next = (e?: unknown) => {
        if (e !== undefined) nextError = e;
        done = true;
        resolve();
      };
      try {
        const out = (c as Fn)(req, {}, next);
        void Promise.resolve(out).then(
          () => setTimeout(() => !done && resolve(), 0),
          (e: unknown) => reject(e as Error),
        );
      } catch (e) {
        reject(e as Error);
      }
    });
  }
  return nextError === undefined ? {} : {nextError};
}

/** Thrown by a probe when the release has no such entry point or chain method; the runner answers "absent". */
export class Absent extends Error {}

/**
 * The errors of a request, as `validationResult(req).array()` lists them; `[]` when the release
 * has no `validationResult` (a probe that needs errors there answers through its own entry point).
 */
export function errorsOf(api: Api, req: Req): Record<string, unknown>[] {
  if (api.validationResult) return api.validationResult(req).array();
  return [];
}

/** The field an error is about: `path` from 7.0.0, `param` before. */
export const fieldOf = (e: Record<string, unknown>) => (e.path ?? e.param) as string | undefined;
