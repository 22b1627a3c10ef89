/**
 * The playground's state and its limits: what a shared link holds, how it is read back (a link is
 * untrusted input), how the request editor's text becomes a request, and how the reader's code
 * becomes the CommonJS the sandbox runs.
 *
 * A shared link is `/playground#s=<state>`, `<state>` being the JSON `{v, c, r, x}` (docs version
 * name, code, request text, Express major; links made before the Express switch have no `x` and
 * open on Express 5) compressed by lz-string's `compressToEncodedURIComponent`. Reading one back
 * decompresses it with a bound on the output (`decompressBounded`), so a short link cannot fill
 * the tab's memory: lz-string's own decompressor has no such bound.
 */
import {compressToEncodedURIComponent} from 'lz-string';
import {transform} from 'sucrase';

import {readerText, wellFormed} from './safeText';

/** Largest code the playground runs, in characters (UTF-16 code units). */
export const MAX_CODE = 100_000;
/** Largest request text, in characters. */
export const MAX_REQUEST = 1_000_000;
/** Largest `#s=` value read from a link, in characters (before decompressing). */
export const MAX_LINK = 400_000;
/**
 * Most characters a link's state may decompress to: the code and request limits, with room for
 * JSON escaping. Decompressing stops past it.
 */
export const MAX_STATE = 2 * (MAX_CODE + MAX_REQUEST);
/** A run longer than this is stopped (milliseconds). */
export const RUN_TIMEOUT_MS = 3000;

/** The Express whose behaviour the sandbox's stand-in follows (query parser, `req.query`). */
export type ExpressMajor = 4 | 5;
/** Express 5 is the default: it is what `npm install express` installs. */
export const DEFAULT_EXPRESS: ExpressMajor = 5;

export type PlaygroundState = {version: string; code: string; request: string; express: ExpressMajor};

/** The JSON text a link compresses (`{v, c, r, x}`). */
export function stateJson(state: PlaygroundState): string {
  return JSON.stringify({v: state.version, c: state.code, r: state.request, x: state.express});
}

/**
 * The `#s=...` hash of a state. Synchronous: lz-string takes about 0.6 s per million characters of
 * JSON and 5 s per million of text it cannot shrink, so the page makes long links off its main
 * thread (src/components/Playground/link.ts).
 */
export function encodeState(state: PlaygroundState): string {
  return `#s=${compressToEncodedURIComponent(stateJson(state))}`;
}

/**
 * Why the playground would not run this code and request, from their lengths alone (so it costs
 * nothing, whatever their size): a sentence for the reader, or null when both are within
 * `MAX_CODE` and `MAX_REQUEST`.
 */
export function overLimits(code: string, request: string): string | null {
  const parts: string[] = [];
  if (code.length > MAX_CODE) {
    parts.push(
      `the code has ${code.length.toLocaleString('en')} characters and the playground runs up to ${MAX_CODE.toLocaleString('en')}`,
    );
  }
  if (request.length > MAX_REQUEST) {
    parts.push(
      `the request has ${request.length.toLocaleString('en')} characters and the playground takes up to ${MAX_REQUEST.toLocaleString('en')}`,
    );
  }
  if (!parts.length) return null;
  const sentence = parts.join('; ');
  return `${sentence[0].toUpperCase()}${sentence.slice(1)}. Your text is kept in the editors: shorten it to run it.`;
}

const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/**
 * lz-string's `decompressFromEncodedURIComponent` (lz-string 1.5.0's `_decompress`, 6 bits a
 * character, same output), with a limit: returns `{tooLong: true}` as soon as the output would
 * pass `maxChars` characters, and null for input that is not a valid stream. Linear in its
 * output; never allocates more than about `maxChars` characters.
 */
export function decompressBounded(input: string, maxChars: number): string | null | {tooLong: true} {
  if (!input) return null;
  const values: number[] = [];
  for (const ch of input.replace(/ /g, '+')) {
    const v = URI_SAFE.indexOf(ch);
    if (v < 0) return null;
    values.push(v);
  }
  let index = 0;
  let val = values[index++];
  let position = 32;
  const readBits = (n: number): number => {
    let bits = 0;
    for (let power = 1; power !== 1 << n; power <<= 1) {
      const resb = val & position;
      position >>= 1;
      if (position === 0) {
        position = 32;
        val = values[index++];
      }
      if (resb > 0) bits |= power;
    }
    return bits;
  };
  const dictionary: string[] = ['0', '1', '2'];
  let enlargeIn = 4;
  let numBits = 3;
  let length = 0;
  const result: string[] = [];
  const first = readBits(2);
  if (first === 2) return '';
  if (first !== 0 && first !== 1) return null;
  let w = String.fromCharCode(readBits(first === 0 ? 8 : 16));
  dictionary[3] = w;
  result.push(w);
  length = 1;
  for (;;) {
    if (index > values.length) return null;
    let c = readBits(numBits);
    if (c === 0 || c === 1) {
      dictionary.push(String.fromCharCode(readBits(c === 0 ? 8 : 16)));
      c = dictionary.length - 1;
      enlargeIn--;
    } else if (c === 2) {
      return result.join('');
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    if (c < dictionary.length && dictionary[c] !== undefined) entry = dictionary[c];
    else if (c === dictionary.length) entry = w + w.charAt(0);
    else return null;
    length += entry.length;
    if (length > maxChars) return {tooLong: true};
    result.push(entry);
    dictionary.push(w + entry.charAt(0));
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
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
  const damaged = {error: 'This link is damaged: its playground state cannot be read.'};
  // A mail or chat client may percent-encode the link's `+` and `$` (`%2B`, `%24`).
  let packed = m[1];
  if (packed.includes('%')) {
    try {
      packed = decodeURIComponent(packed);
    } catch {
      return damaged;
    }
  }
  const text = decompressBounded(packed, MAX_STATE);
  if (text && typeof text === 'object') {
    return {
      error: `This link unpacks to more than ${MAX_STATE.toLocaleString('en')} characters; the playground takes up to ${MAX_CODE.toLocaleString('en')} characters of code and ${MAX_REQUEST.toLocaleString('en')} of request. Nothing was loaded.`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return damaged;
  }
  const s = parsed as {v?: unknown; c?: unknown; r?: unknown; x?: unknown};
  if (!s || typeof s !== 'object' || typeof s.v !== 'string' || typeof s.c !== 'string' || typeof s.r !== 'string') {
    return damaged;
  }
  if (!versions.includes(s.v)) {
    return {error: `This link names a version the playground does not have (${readerText(s.v, 40)}).`};
  }
  if (s.c.length > MAX_CODE || s.r.length > MAX_REQUEST) {
    return {
      error: `This link holds ${s.c.length.toLocaleString('en')} characters of code and ${s.r.length.toLocaleString('en')} of request; the playground takes up to ${MAX_CODE.toLocaleString('en')} and ${MAX_REQUEST.toLocaleString('en')}. Nothing was loaded.`,
    };
  }
  // A lone surrogate in the code or request would make every report and copy of them fail.
  return {version: s.v, code: wellFormed(s.c), request: wellFormed(s.r), express: s.x === 4 ? 4 : DEFAULT_EXPRESS};
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
    // The parser's message quotes the text around the error: the reader's, or a link's.
    throw new Error(`The request is not valid JSON: ${readerText((e as Error).message, 300)}`);
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
