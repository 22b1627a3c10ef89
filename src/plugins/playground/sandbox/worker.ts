/**
 * The playground Worker: runs one reader's job and posts one result (see ../index.ts for the
 * messages). Bundled by the playground plugin with esbuild into a self-contained script that the
 * sandbox frame (./frame.ts) starts from a Blob URL for each run and terminates afterwards.
 *
 * What it provides to the reader's code: `require('express-validator')` (and, for 5.x, the
 * `/check` and `/filter` entry points) from the release's browser bundle (`EV`, defined by
 * evaluating the bundle text), the Express stand-in of ./express.ts and the console of
 * ./console.ts, whose output is returned. The request's query follows the chosen Express:
 * Express 4 parses the query string once with qs ("extended") into a writable `req.query`;
 * Express 5 parses it with Node's simple parser in a `req.query` getter that parses again on each
 * read, so what a sanitizer writes there is lost.
 *
 * The result leaves the Worker as one JSON text (`{token, json}`), written by ./serialize.ts with
 * the built-ins ./intrinsics.ts took before the reader's code ran: whatever the code patches or
 * returns (cycles, shared sub-objects, getters that throw, WebAssembly modules, huge strings),
 * what is posted is a bounded string that any frame can pass on. It is posted with the run's
 * token, which the reader's code never sees, so a message the reader's code posts itself
 * (`self.postMessage(...)`) is not taken for the result.
 */
import {playgroundModules} from '../modules';
import {logsJson, readerConsole} from './console';
import {createRouter, currentApp, express, extendedQuery, flat, makeRes, passThrough, simpleQuery} from './express';
import type {Fn, Req, Res} from './express';
import {isArray, quote} from './intrinsics';
import {cut, jsonText} from './serialize';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage: (m: unknown) => void;
  EV?: Record<string, unknown>;
  onunhandledrejection: ((e: PromiseRejectionEvent) => void) | null;
};
// Taken before the reader's code runs, which may replace `self.postMessage`.
const postToFrame = scope.postMessage.bind(scope);
let lineOffset = 2;
try {
  new Function('throw new Error()')();
} catch (e) {
  const m = /<anonymous>:(\d+):\d+/.exec(String((e as Error).stack));
  if (m) lineOffset = Number(m[1]) - 1;
}
const lineOf = (stack: unknown): number | undefined => {
  if (typeof stack !== 'string') return undefined;
  const m = /<anonymous>:(\d+):\d+/.exec(stack);
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
/** One member of a JSON object text: `"key":json`. */
const field = (key: string, json: string): string => `${quote(key)}:${json}`;
/** Any value as text for an error message: strings as they are (cut), the rest as JSON text. */
const text = (v: unknown): string => (typeof v === 'string' ? cut(v) : jsonText(v));

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
  /** Posts the result: `fields`, JSON members (`"key":value,...`), and the console lines. */
  const post = (fields: string) => {
    if (posted) return;
    posted = true;
    postToFrame({token, json: `{${fields}${fields ? ',' : ''}"logs":${logsJson()}}`});
  };
  /** Describes any thrown or rejected value as text: `name`, `message` and line, never throwing. */
  const fail = (stage: string, error: unknown) => {
    const isObject = error !== null && (typeof error === 'object' || typeof error === 'function');
    const name = isObject ? read(error as object, 'name') : undefined;
    const message = isObject ? read(error as object, 'message') : error;
    let line: number | undefined;
    try {
      line = stage === 'run' && isObject ? lineOf(read(error as object, 'stack')) : undefined;
    } catch {
      line = undefined;
    }
    const shownName = typeof name === 'string' && name ? cut(name, 200) : isObject ? 'Error' : `Thrown ${typeof error}`;
    post(
      field(
        'error',
        `{${field('stage', quote(stage))},${field('name', quote(shownName))},${field(
          'message',
          quote(message === undefined ? text(error) : text(message)),
        )}${typeof line === 'number' && line > 0 ? `,${field('line', `${line | 0}`)}` : ''}}`,
      ),
    );
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
  // The release is loaded: the frame starts the run's time limit now.
  postToFrame({token, started: true});
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
      const app = currentApp();
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
  let fields = field('mode', quote(mode!));
  let errors: unknown;
  let matched: unknown;
  try {
    const vr = (main.validationResult as Fn)(req) as {array: Fn; mapped: Fn};
    errors = vr.array();
    fields += `,${field('errors', jsonText(errors))},${field('mapped', jsonText(vr.mapped()))}`;
  } catch (e) {
    errors = undefined;
    fields += `,${field('errors', quote(`validationResult(req) threw: ${text(read(Object(e), 'message') ?? e)}`))}`;
  }
  try {
    matched = (filter.matchedData as Fn)(req);
    fields += `,${field('matchedData', jsonText(matched))}`;
  } catch (e) {
    fields += `,${field('matchedData', quote(`matchedData(req) threw: ${text(read(Object(e), 'message') ?? e)}`))}`;
  }
  fields += `,${field('request', jsonText({body: req.body, query: req.query, params: req.params, headers: req.headers, cookies: req.cookies}))}`;
  let response: string;
  if (mode! === 'program') {
    response = `{${field('status', jsonText(res!.statusCode))},${field('body', jsonText(res!.body))}}`;
  } else if (isArray(errors) && errors.length) {
    response = `{"status":400,"body":{${field('errors', jsonText(errors))}}}`;
  } else {
    response = `{"status":200,${field('body', jsonText(matched))}}`;
  }
  post(`${field('response', response)},${fields}`);
};
