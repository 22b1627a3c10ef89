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
 * `:name` parameters, `*`, error handlers and `next('route')`.
 */
import {playgroundModules} from '../modules';

type Json = unknown;
const scope = self as unknown as {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage: (m: unknown) => void;
  EV?: Record<string, unknown>;
  onunhandledrejection: ((e: PromiseRejectionEvent) => void) | null;
};
const logs: string[] = [];
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
/** JSON-safe copy: functions and undefined made visible, cycles cut, depth and size bounded. */
const safe = (value: unknown): Json => {
  const seen = new WeakSet();
  const walk = (v: unknown, depth: number): Json => {
    if (v === undefined) return '[undefined]';
    if (typeof v === 'function') return `[Function ${(v as {name?: string}).name || 'anonymous'}]`;
    if (typeof v === 'bigint' || typeof v === 'symbol') return String(v);
    if (v instanceof Date) return isNaN(v.getTime()) ? '[Invalid Date]' : v.toISOString();
    if (v instanceof Error) return `[${v.name}: ${v.message}]`;
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return '[Circular]';
    if (depth > 20) return '[…]';
    seen.add(v);
    if (Array.isArray(v)) return v.slice(0, 1000).map((x) => walk(x, depth + 1));
    const out: Record<string, Json> = {};
    for (const key of Object.keys(v).slice(0, 1000)) out[key] = walk((v as Record<string, unknown>)[key], depth + 1);
    return out;
  };
  return walk(value, 0);
};
const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(safe(v)));
const readerConsole = {
  log: (...a: unknown[]) => logs.push(a.map(show).join(' ')),
  info: (...a: unknown[]) => logs.push(a.map(show).join(' ')),
  warn: (...a: unknown[]) => logs.push(a.map(show).join(' ')),
  error: (...a: unknown[]) => logs.push(a.map(show).join(' ')),
  debug: (...a: unknown[]) => logs.push(a.map(show).join(' ')),
};

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
  const {bundle, code, request, major} = event.data as {
    bundle: string;
    code: string;
    request: Record<string, unknown>;
    major: number;
  };
  const post = (result: Record<string, unknown>) => scope.postMessage({...result, logs});
  const fail = (stage: string, error: unknown) =>
    post({
      error: {
        stage,
        name: (error as Error)?.name ?? 'Error',
        message: (error as Error)?.message ?? String(error),
        line: stage === 'run' ? lineOf(error) : undefined,
      },
    });
  scope.onunhandledrejection = (e) => fail('run', e.reason);
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
  const path = String(request.path ?? '/');
  const req: Req = {
    method,
    url: path,
    originalUrl: path,
    path,
    body: request.body ?? {},
    query: request.query ?? {},
    params: (request.params as Record<string, string>) ?? {},
    headers,
    cookies: request.cookies ?? {},
    get: (n: string) => headers[n.toLowerCase()],
    header: (n: string) => headers[n.toLowerCase()],
  };

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
    result.errors = `validationResult(req) threw: ${(e as Error).message}`;
  }
  try {
    result.matchedData = safe((filter.matchedData as Fn)(req));
  } catch (e) {
    result.matchedData = `matchedData(req) threw: ${(e as Error).message}`;
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
