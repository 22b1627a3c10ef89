/**
 * The playground's state and its limits: what a shared link holds, how it is read back (a link is
 * untrusted input), how the request editor's text becomes a request, and how the reader's code
 * becomes the CommonJS the sandbox runs.
 *
 * A shared link is `/playground#s=<state>`, `<state>` being the JSON `{v, c, r}` (docs version
 * name, code, request text) compressed by lz-string's `compressToEncodedURIComponent`.
 */
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';
import {transform} from 'sucrase';

/** Largest code the playground runs, in characters (UTF-16 code units). */
export const MAX_CODE = 100_000;
/** Largest request text, in characters. */
export const MAX_REQUEST = 1_000_000;
/** Largest `#s=` value read from a link, in characters (before decompressing). */
export const MAX_LINK = 400_000;
/** A run longer than this is stopped (milliseconds). */
export const RUN_TIMEOUT_MS = 3000;

export type PlaygroundState = {version: string; code: string; request: string};

/** The `#s=...` hash of a state. */
export function encodeState(state: PlaygroundState): string {
  return `#s=${compressToEncodedURIComponent(JSON.stringify({v: state.version, c: state.code, r: state.request}))}`;
}

/**
 * Reads a state from a location hash. Returns `undefined` when the hash holds no state, and
 * `{error}` with a message for the reader when it holds one that cannot be used (too long,
 * corrupt, wrong shape, unknown version).
 */
export function decodeState(hash: string, versions: readonly string[]): PlaygroundState | {error: string} | undefined {
  const m = /^#s=(.*)$/s.exec(hash);
  if (!m) return undefined;
  if (m[1].length > MAX_LINK) {
    return {
      error: `This link holds ${m[1].length.toLocaleString('en')} characters of state; the playground reads up to ${MAX_LINK.toLocaleString('en')}.`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(decompressFromEncodedURIComponent(m[1]) ?? '');
  } catch {
    return {error: 'This link is damaged: its playground state cannot be read.'};
  }
  const s = parsed as {v?: unknown; c?: unknown; r?: unknown};
  if (!s || typeof s !== 'object' || typeof s.v !== 'string' || typeof s.c !== 'string' || typeof s.r !== 'string') {
    return {error: 'This link is damaged: its playground state cannot be read.'};
  }
  if (!versions.includes(s.v)) {
    return {error: `This link names a version the playground does not have (${s.v.slice(0, 40)}).`};
  }
  return {version: s.v, code: s.c, request: s.r};
}

export type ParsedRequest = {
  method: string;
  path: string;
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  cookies: Record<string, unknown>;
};

/** Parses the request editor's text; throws an Error whose message is shown to the reader. */
export function parseRequest(text: string): ParsedRequest {
  if (text.length > MAX_REQUEST) {
    throw new Error(
      `The request has ${text.length.toLocaleString('en')} characters; the playground takes up to ${MAX_REQUEST.toLocaleString('en')} (1 MB).`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`The request is not valid JSON: ${(e as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('The request must be a JSON object with body, query, params, headers and cookies.');
  }
  const r = value as Record<string, unknown>;
  const object = (name: string) => {
    const v = r[name];
    if (v === undefined) return {};
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error(`The request's "${name}" must be an object.`);
    return v as Record<string, unknown>;
  };
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(object('headers'))) headers[k.toLowerCase()] = String(v);
  return {
    method: typeof r.method === 'string' ? r.method.toUpperCase() : 'POST',
    path: typeof r.path === 'string' && r.path.startsWith('/') ? r.path : '/',
    body: r.body === undefined ? {} : r.body,
    query: object('query'),
    params: object('params'),
    headers,
    cookies: object('cookies'),
  };
}

/**
 * Turns the reader's code (JavaScript modules: `import`/`export`) into CommonJS with the same line
 * numbers (sucrase's `imports` transform). Throws an Error with `line` for a syntax error, and
 * one for code over the size limit.
 */
export function toCommonJs(code: string): string {
  if (code.length > MAX_CODE) {
    throw Object.assign(
      new Error(
        `The code has ${code.length.toLocaleString('en')} characters; the playground runs up to ${MAX_CODE.toLocaleString('en')} (100 kB).`,
      ),
      {line: undefined},
    );
  }
  try {
    return transform(code, {transforms: ['imports'], production: true}).code;
  } catch (e) {
    const message = (e as Error).message;
    const at = /\((\d+):(\d+)\)\s*$/.exec(message);
    throw Object.assign(new SyntaxError(message.replace(/\s*\(\d+:\d+\)\s*$/, '')), {
      line: at ? Number(at[1]) : undefined,
    });
  }
}
