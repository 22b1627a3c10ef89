/**
 * The Express stand-in of the playground Worker (./worker.ts): `express()` with routers, methods,
 * `use()` prefixes, `:name` parameters, `*`, RegExps, error handlers and `next('route')`;
 * `json()`, `urlencoded()`, `text()`, `raw()` and `static()` as pass-through (the request
 * arrives parsed); a response object that records status and body. The two query parsers follow
 * Express 4 (qs, "extended") and Express 5 (Node's `querystring`, "simple").
 *
 * `currentApp()` is the app the reader's code made last (undefined when it made none).
 */
import qs from 'qs';

/** Express 5's default ("simple") query parser: Node's `querystring.parse`. */
export const simpleQuery = (query: string): Record<string, string | string[]> => {
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
export const extendedQuery = (query: string) => qs.parse(query, {allowPrototypes: true, arrayLimit: 1000});

export type Req = Record<string, unknown> & {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  params: Record<string, string>;
};
export type Res = {
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
export type Fn = (...a: unknown[]) => unknown;
type Layer = {method?: string; path?: string | RegExp; prefix: boolean; fns: Fn[]};

export const flat = (fns: unknown[]): Fn[] =>
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
export const createRouter = () => {
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
export const passThrough = () => (_req: unknown, _res: unknown, next: () => void) => next();
export const express = Object.assign(
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

export const makeRes = (finish: () => void): Res => {
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

/** The app the reader's code made last with `express()`, if any. */
export const currentApp = () => app;
