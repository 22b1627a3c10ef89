/**
 * The playground Worker: runs one reader's job and posts one result (see ../index.ts for the
 * messages). Bundled by the playground plugin with esbuild into a self-contained script that the
 * sandbox frame (./frame.ts) starts from a Blob URL for each run and terminates afterwards.
 *
 * What it provides to the reader's code: `require('express-validator')` (and, for 5.x, the
 * `/check` and `/filter` entry points) from the release's browser bundle (`EV`, defined by
 * evaluating the bundle text), a small Express (`express()`, routers, `json()`/`urlencoded()`
 * as pass-through: the request arrives parsed) and `console`, whose output is returned.
 * Express's routing is reduced to what validation examples use: methods, `use()` prefixes,
 * `:name` parameters, `*`, error handlers and `next('route')`. The request's query follows the
 * chosen Express: Express 4 parses the query string once with qs ("extended") into a writable
 * `req.query`; Express 5 parses it with Node's simple parser (`querystring`, no nesting) in a
 * `req.query` getter that parses again on each read, so what a sanitizer writes there is lost.
 *
 * Everything that leaves the Worker is made safe first: any value (cycles, getters that throw,
 * symbols, huge strings) becomes JSON-safe text, and the console keeps at most `OUTPUT_LIMIT`
 * characters. The result is posted with the run's token, which the reader's code never sees, so
 * a message the reader's code posts itself (`self.postMessage(...)`) is not taken for the result.
 */
import qs from 'qs';

import {playgroundModules} from '../modules';

type Json = unknown;
const scope = self as unknown as {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage: (m: unknown) => void;
  EV?: Record<string, unknown>;
  onunhandledrejection: ((e: PromiseRejectionEvent) => void) | null;
};
/** Most characters of console output kept per run; the rest is dropped with a note. */
const OUTPUT_LIMIT = 1_000_000;
/** Longest string kept inside a result value (a request body, an error's value). */
const STRING_LIMIT = 200_000;
const logs: string[] = [];
let logged = 0;
let dropped = 0;
// Taken before the reader's code runs, which may replace `self.postMessage`.
const postToFrame = scope.postMessage.bind(scope);
let lineOffset = 2;
try {
  new Function('throw new Error()')();
} catch (e) {
  const m = /<anonymous>:(\d+):\d+/.exec(String((e as Error).stack));
  if (m) lineOffset = Number(m[1]) - 1;
}
/** Line of the reader's code an error was thrown at, from the stack of `new Function`. */
const lineOf = (error: unknown): number | undefined => {
  const m = /<anonymous>:(\d+):\d+/.exec(String((error as Error)?.stack ?? ''));
  return m ? Number(m[1]) - lineOffset : undefined;
};
/** Reads `key` of `v`; a getter that throws gives a note instead. */
const read = (v: object, key: string): unknown => {
  try {
    return (v as Record<string, unknown>)[key];
  } catch (e) {
    return `[getter threw: ${text(e)}]`;
  }
};
const cut = (s: string, limit = STRING_LIMIT) =>
  s.length > limit ? `${s.slice(0, limit)}… [${(s.length - limit).toLocaleString('en')} more characters]` : s;
/**
 * JSON-safe copy of any value: functions, undefined, symbols and bigints made visible as text,
 * cycles cut, depth, width and string length bounded, getters that throw reported. Never throws.
 */
const safe = (value: unknown): Json => {
  const seen = new WeakSet();
  const walk = (v: unknown, depth: number): Json => {
    try {
      if (v === undefined) return '[undefined]';
      if (typeof v === 'string') return cut(v);
      if (typeof v === 'function') return `[Function ${String(read(v, 'name') || 'anonymous')}]`;
      if (typeof v === 'bigint' || typeof v === 'symbol') return String(v);
      if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
      if (v === null || typeof v !== 'object') return v as Json;
      if (v instanceof Date) return isNaN(v.getTime()) ? '[Invalid Date]' : v.toISOString();
      if (v instanceof Error) return `[${text(read(v, 'name'))}: ${text(read(v, 'message'))}]`;
      if (seen.has(v)) return '[Circular]';
      if (depth > 20) return '[…]';
      seen.add(v);
      if (Array.isArray(v)) return v.slice(0, 1000).map((x) => walk(x, depth + 1));
      const out: Record<string, Json> = {};
      for (const key of Object.keys(v).slice(0, 1000)) out[key] = walk(read(v, key), depth + 1);
      return out;
    } catch (e) {
      // A Proxy whose traps throw, and the like.
      return `[unreadable value: ${text(e)}]`;
    }
  };
  return walk(value, 0);
};
/** Any value as one line of text, for the console and error messages. Never throws. */
function text(v: unknown): string {
  try {
    if (typeof v === 'string') return cut(v);
    const json = JSON.stringify(safe(v));
    return json === undefined ? String(v) : json;
  } catch {
    return '[unprintable value]';
  }
}
const log = (...a: unknown[]) => {
  if (logged >= OUTPUT_LIMIT) {
    dropped++;
    return;
  }
  let line = a.map((x) => (typeof x === 'string' ? x : text(x))).join(' ');
  if (logged + line.length > OUTPUT_LIMIT) {
    line = line.slice(0, OUTPUT_LIMIT - logged);
    dropped++;
  }
  logged += line.length + 1;
  logs.push(line);
};
const readerConsole = {log, info: log, warn: log, error: log, debug: log};

/** Express 5's default ("simple") query parser: Node's `querystring.parse`. */
const simpleQuery = (query: string): Record<string, string | string[]> => {
  const out = Object.create(null) as Record<string, string | string[]>;
  if (!query) return out;
  const decode = (s: string) => {
    const plus = s.replace(/\+/g, ' ');
    try {
      return decodeURIComponent(plus);
    } catch {
      return plus;
    }
  };
  for (const pair of query.split('&').slice(0, 1000)) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decode(pair.slice(at + 1));
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
};
/** Express 4's default ("extended") query parser: qs, as Express 4 calls it. */
const extendedQuery = (query: string) => qs.parse(query, {allowPrototypes: true, arrayLimit: 1000});

type Req = Record<string, unknown> & {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  params: Record<string, string>;
};
type Res = {
  statusCode: number;
  headersSent: boolean;
  body?: unknown;
  locals: Record<string, unknown>;
  status: (c: number) => Res;
  set: (...a: unknown[]) => Res;
  header: (...a: unknown[]) => Res;
  setHeader: (...a: unknown[]) => Res;
  json: (b: unknown) => Res;
  send: (b?: unknown) => Res;
  sendStatus: (c: number) => Res;
  end: (b?: unknown) => Res;
};
type Fn = (...a: unknown[]) => unknown;
type Layer = {method?: string; path?: string | RegExp; prefix: boolean; fns: Fn[]};

const flat = (fns: unknown[]): Fn[] =>
  fns.flatMap((f) => (Array.isArray(f) ? flat(f) : typeof f === 'function' ? [f as Fn] : []));

/** Express's route matching, reduced: `:name` parameters, `*`, prefixes for `use()`, RegExps. */
const match = (layer: Layer, path: string): Record<string, string> | null => {
  if (layer.path === undefined || (layer.path === '/' && layer.prefix)) return {};
  if (layer.path instanceof RegExp) return layer.path.test(path) ? {} : null;
  const names: string[] = [];
  const source = layer.path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\(|\\\)/g, '')
    .replace(/\*/g, '(.*)')
    .replace(/:(\w+)/g, (_, n: string) => {
      names.push(n);
      return '([^/]+)';
    });
  const re = new RegExp(`^${source.replace(/\/$/, '')}${layer.prefix ? '(?=/|$)' : '/?$'}`, 'i');
  const m = re.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])));
  return params;
};

/** A router: `use`, `get`, `post`, ... and `handle(req, res, done)`. */
const createRouter = () => {
  const layers: Layer[] = [];
  const router = ((req: Req, res: Res, next: (e?: unknown) => void) => handle(req, res, next)) as unknown as Record<
    string,
    unknown
  > & {layers: Layer[]};
  const handle = (req: Req, res: Res, done: (e?: unknown) => void) => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (res.headersSent) return;
      const layer = layers[i++];
      if (!layer) return done(err);
      if (layer.method && layer.method !== req.method && layer.method !== 'ALL') return step(err);
      const params = match(layer, req.path);
      if (!params) return step(err);
      if (!layer.prefix) req.params = {...req.params, ...params};
      let j = 0;
      const inner = (e?: unknown): void => {
        if (e === 'route') return step(err);
        if (e !== undefined && e !== null) err = e;
        const fn = layer.fns[j++];
        if (!fn) return step(err);
        const wantsError = fn.length === 4;
        if ((err !== undefined) !== wantsError) return inner();
        try {
          const out = wantsError ? fn(err, req, res, inner) : fn(req, res, inner);
          if (out && typeof (out as Promise<unknown>).then === 'function') {
            (out as Promise<unknown>).then(undefined, (e2: unknown) => inner(e2 ?? new Error('rejected')));
          }
        } catch (e2) {
          inner(e2);
        }
      };
      if (err !== undefined) {
        // Only error handlers take an error.
        const handler = layer.fns.find((f) => f.length === 4);
        if (!handler) return step(err);
      }
      inner();
    };
    step();
  };
  const add =
    (method: string | undefined, prefix: boolean) =>
    (first: unknown, ...rest: unknown[]) => {
      const hasPath = typeof first === 'string' || first instanceof RegExp;
      layers.push({
        method,
        path: hasPath ? (first as string | RegExp) : undefined,
        prefix,
        fns: flat(hasPath ? rest : [first, ...rest]),
      });
      return router;
    };
  router.layers = layers;
  router.use = add(undefined, true);
  for (const m of ['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'all']) {
    router[m] = add(m === 'all' ? 'ALL' : m.toUpperCase(), false);
  }
  router.route = (path: string) => {
    const route: Record<string, unknown> = {};
    for (const m of ['get', 'post', 'put', 'patch', 'delete', 'all']) {
      route[m] = (...fns: unknown[]) => {
        (router[m] as Fn)(path, ...fns);
        return route;
      };
    }
    return route;
  };
  router.handle = handle;
  return router;
};

let app: ReturnType<typeof createRouter> | undefined;
const passThrough = () => (_req: unknown, _res: unknown, next: () => void) => next();
const express = Object.assign(
  () => {
    app = createRouter();
    app.listen = (...a: unknown[]) => {
      const cb = a.find((x) => typeof x === 'function') as Fn | undefined;
      if (cb) cb();
      return {close: () => undefined};
    };
    app.set = () => app;
    app.disable = () => app;
    app.enable = () => app;
    return app;
  },
  {
    json: passThrough,
    urlencoded: passThrough,
    text: passThrough,
    raw: passThrough,
    static: passThrough,
    Router: createRouter,
  },
);

const makeRes = (finish: () => void): Res => {
  const res: Res = {
    statusCode: 200,
    headersSent: false,
    locals: {},
    status(c) {
      res.statusCode = c;
      return res;
    },
    set: () => res,
    header: () => res,
    setHeader: () => res,
    json(b) {
      return res.send(b);
    },
    send(b) {
      if (res.headersSent) throw new Error('Cannot set headers after they are sent to the client');
      res.body = b;
      res.headersSent = true;
      finish();
      return res;
    },
    sendStatus(c) {
      res.statusCode = c;
      return res.send(String(c));
    },
    end(b) {
      return res.send(b);
    },
  };
  return res;
};

scope.onmessage = async (event: MessageEvent) => {
  const {bundle, code, request, major, expressMajor, token} = event.data as {
    bundle: string;
    code: string;
    request: Record<string, unknown>;
    major: number;
    expressMajor: 4 | 5;
    token: string;
  };
  // The reader's code may leave work behind (timers, promises) that would post again: the first
  // result is the answer; the frame stops this Worker once it has it.
  let posted = false;
  const post = (result: Record<string, unknown>) => {
    if (posted) return;
    posted = true;
    if (dropped)
      logs.push(
        `[Output truncated: the playground keeps the first ${OUTPUT_LIMIT.toLocaleString('en')} characters of console output.]`,
      );
    try {
      postToFrame({token, result: {...result, logs}});
    } catch (e) {
      postToFrame({
        token,
        result: {error: {stage: 'run', name: 'Error', message: `The result could not be sent: ${text(e)}`}, logs},
      });
    }
  };
  /** Describes any thrown or rejected value as text: `name`, `message` and line, never throwing. */
  const fail = (stage: string, error: unknown) => {
    const isObject = error !== null && (typeof error === 'object' || typeof error === 'function');
    const name = isObject ? read(error as object, 'name') : undefined;
    const message = isObject ? read(error as object, 'message') : error;
    post({
      error: {
        stage,
        name: typeof name === 'string' && name ? cut(name, 200) : isObject ? 'Error' : `Thrown ${typeof error}`,
        message: message === undefined ? text(error) : text(message),
        line: stage === 'run' && isObject ? lineOf(error) : undefined,
      },
    });
  };
  scope.onunhandledrejection = (e) => {
    e.preventDefault();
    fail('run', e.reason);
  };
  try {
    (0, eval)(bundle);
  } catch (e) {
    return fail('load', e);
  }
  const EV = scope.EV as Record<string, Record<string, unknown>>;
  const main = major === 5 ? EV.check : EV.main;
  const filter = major === 5 ? EV.filter : EV.main;
  const modules: Record<string, unknown> = {
    express,
    'cookie-parser': passThrough,
    'express-validator': major === 5 ? EV.legacy : EV.main,
    'express-validator/check': EV.check,
    'express-validator/filter': EV.filter,
  };
  // The list of what is provided lives in ../modules.ts, which the Try it links follow.
  for (const name of playgroundModules) if (!(name in modules)) throw new Error(`${name} missing from the sandbox`);
  const require = (name: string) => {
    if (name in modules && modules[name]) return modules[name];
    throw new Error(
      `Cannot find module '${name}': the playground provides ${Object.keys(modules)
        .filter((k) => modules[k])
        .join(', ')}`,
    );
  };
  const mod = {exports: {} as Record<string, unknown>};
  try {
    new Function('require', 'module', 'exports', 'console', code)(require, mod, mod.exports, readerConsole);
  } catch (e) {
    return fail('run', e);
  }
  const exported = (mod.exports.default ?? mod.exports) as unknown;

  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries((request.headers as Record<string, string>) ?? {})) headers[k.toLowerCase()] = v;
  const method = String(request.method ?? 'POST').toUpperCase();
  const url = String(request.path ?? '/');
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at + 1);
  // The request editor's `query` object joins what the query string of `path` gives.
  const given = (request.query as Record<string, unknown>) ?? {};
  const parseQuery = () =>
    Object.assign(expressMajor === 4 ? extendedQuery(search) : simpleQuery(search), structuredClone(given));
  const req: Req = {
    method,
    url,
    originalUrl: url,
    path,
    body: request.body ?? {},
    params: (request.params as Record<string, string>) ?? {},
    headers,
    cookies: request.cookies ?? {},
    get: (n: string) => headers[n.toLowerCase()],
    header: (n: string) => headers[n.toLowerCase()],
  };
  if (expressMajor === 4) req.query = parseQuery();
  else Object.defineProperty(req, 'query', {get: parseQuery, enumerable: true, configurable: true});

  let mode: 'program' | 'chains';
  let res: Res;
  try {
    await new Promise<void>((resolve, reject) => {
      res = makeRes(resolve);
      if (app && app.layers.length) {
        mode = 'program';
        (app.handle as Fn)(req, res, (err?: unknown) => {
          if (err) reject(err);
          else if (!res.headersSent) {
            res.statusCode = 404;
            res.send(`Cannot ${method} ${path}`);
          }
        });
      } else {
        mode = 'chains';
        const stack = Array.isArray(exported) ? exported : exported ? [exported] : [];
        if (!flat(stack).length) {
          reject(
            new Error(
              'Nothing to run: export the middlewares (export default [body(...), ...]) or write an Express app with a route.',
            ),
          );
          return;
        }
        const chains = createRouter();
        (chains.use as Fn)(...stack);
        (chains.handle as Fn)(req, res, (err?: unknown) => (err ? reject(err) : resolve()));
      }
    });
  } catch (e) {
    return fail('run', e);
  }
  const result: Record<string, unknown> = {mode: mode!};
  try {
    const vr = (main.validationResult as Fn)(req) as {array: Fn; mapped: Fn};
    result.errors = safe(vr.array());
    result.mapped = safe(vr.mapped());
  } catch (e) {
    result.errors = `validationResult(req) threw: ${text(read(Object(e), 'message') ?? e)}`;
  }
  try {
    result.matchedData = safe((filter.matchedData as Fn)(req));
  } catch (e) {
    result.matchedData = `matchedData(req) threw: ${text(read(Object(e), 'message') ?? e)}`;
  }
  result.request = safe({
    body: req.body,
    query: req.query,
    params: req.params,
    headers: req.headers,
    cookies: req.cookies,
  });
  if (mode! === 'program') {
    result.response = {status: res!.statusCode, body: safe(res!.body)};
  } else {
    const errors = Array.isArray(result.errors) ? result.errors : [];
    result.response = errors.length ? {status: 400, body: {errors}} : {status: 200, body: result.matchedData};
  }
  post(result);
};
