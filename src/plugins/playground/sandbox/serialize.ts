/**
 * The Worker's clean-up: any value the reader's code gives (a response body, errors, the request,
 * console arguments) as JSON text, bounded, whatever the value is or does. Uses only the
 * built-ins of ./intrinsics.ts, so no patch of a global by the reader's code changes it.
 *
 * `jsonText(value, limits?)` returns one JSON text (a string; never throws):
 * - `undefined` is `"[undefined]"`; functions `"[Function name]"`; symbols, bigints and
 *   non-finite numbers their `String()`; Dates their ISO text; errors `"[Name: message]"`;
 *   other objects their own enumerable string keys;
 * - an object that contains itself is `"[Circular: as at $.a]"`; an object met a second time
 *   elsewhere is written out again, as JSON.stringify does, so the text a reader compares with a
 *   page's response is the same. Only when that unfolded text would pass a budget below (an
 *   array of a thousand copies of an array of a thousand copies…) is the value written again
 *   with each shared object once and then referenced: `"[Shared: as at $.a[0]]"`;
 * - strings past `limits.string` characters, containers past `limits.width` items, nesting past
 *   `limits.depth`, more than `limits.nodes` values, more than `limits.chars` characters of
 *   output or more than `limits.ms` milliseconds of walking: the rest is replaced by a note;
 * - a getter or Proxy trap that throws gives `"[getter threw: ...]"` or
 *   `"[unreadable value: ...]"`.
 */
import {
  charCodeOf,
  grouped,
  isArray,
  keysOf,
  isoOf,
  now,
  quote,
  SafeError,
  SafeWeakMap,
  sliceOf,
  stringOf,
  timeOf,
  weakGet,
  weakSet,
} from './intrinsics';

export type Limits = {string: number; width: number; depth: number; nodes: number; chars: number; ms: number};

/** What one result value may take: about 1 MB of text, 50,000 values, half a second. */
export const RESULT_LIMITS: Limits = {
  string: 200_000,
  width: 1000,
  depth: 20,
  nodes: 50_000,
  chars: 1_000_000,
  ms: 500,
};

/** `s` cut at `limit` characters with a note. */
export function cut(s: string, limit: number = RESULT_LIMITS.string): string {
  return s.length > limit ? `${sliceOf(s, 0, limit)}… [${grouped(s.length - limit)} more characters]` : s;
}

/** Whether `key` can follow a dot in a path (`$.name`), else it is written `$["a key"]`. */
function plainKey(key: string): boolean {
  if (!key.length || key.length > 60) return false;
  for (let i = 0; i < key.length; i++) {
    const c = charCodeOf(key, i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
    if (!letter && !(i > 0 && c >= 48 && c <= 57)) return false;
  }
  return true;
}

/** One shown object: where it was first met, and whether it is being walked (an ancestor). */
type Seen = {path: string; open: boolean};

export function jsonText(value: unknown, limits: Limits = RESULT_LIMITS): string {
  const unfolded = walkValue(value, limits, true);
  return unfolded.outOfBudget && unfolded.metShared ? walkValue(value, limits, false).text : unfolded.text;
}

/**
 * One walk of `value` into JSON text under `limits`. With `unfold`, an object met again outside
 * its own subtree is written out again; without, it is referenced. Returns the text, whether a
 * budget ran out, and whether an object was met a second time outside its own subtree.
 */
function walkValue(
  value: unknown,
  limits: Limits,
  unfold: boolean,
): {text: string; outOfBudget: boolean; metShared: boolean} {
  const seen = new SafeWeakMap<object, unknown>();
  const started = now();
  let nodes = 0;
  let chars = 0;
  let out = false;
  let metShared = false;
  /** Whether a budget is spent; checks the clock every 256 values. */
  const spent = (): boolean => {
    if (out) return true;
    if (nodes >= limits.nodes || chars >= limits.chars || ((nodes & 255) === 0 && now() - started > limits.ms)) {
      out = true;
    }
    return out;
  };
  const emit = (s: string): string => {
    chars += s.length;
    return s;
  };
  const described = (e: unknown): string => {
    try {
      if (typeof e === 'string') return cut(e, 200);
      const m = e !== null && typeof e === 'object' ? (e as {message?: unknown}).message : e;
      return cut(typeof m === 'string' ? m : stringOf(m), 200);
    } catch {
      return 'unknown';
    }
  };
  const read = (v: object, key: string | number): unknown => {
    try {
      return (v as Record<string | number, unknown>)[key];
    } catch (e) {
      return `[getter threw: ${described(e)}]`;
    }
  };
  const walk = (v: unknown, path: string, depth: number): string => {
    nodes++;
    try {
      if (v === undefined) return emit('"[undefined]"');
      if (v === null) return emit('null');
      if (typeof v === 'string') return emit(quote(cut(v, limits.string)));
      if (typeof v === 'boolean') return emit(v ? 'true' : 'false');
      if (typeof v === 'number') return emit(v - v === 0 ? stringOf(v) : quote(stringOf(v)));
      if (typeof v === 'bigint' || typeof v === 'symbol') return emit(quote(stringOf(v)));
      if (typeof v === 'function') {
        const name = read(v, 'name');
        return emit(quote(`[Function ${typeof name === 'string' && name ? cut(name, 200) : 'anonymous'}]`));
      }
      if (typeof v !== 'object') return emit(quote(`[${typeof v}]`));
      const again = weakGet(seen, v) as Seen | undefined;
      if (again && !again.open) metShared = true;
      if (again && (again.open || !unfold)) {
        return emit(quote(`[${again.open ? 'Circular' : 'Shared'}: as at ${again.path}]`));
      }
      try {
        const ms = timeOf(v);
        return emit(quote(ms - ms === 0 ? isoOf(v) : '[Invalid Date]'));
      } catch {
        // Not a Date.
      }
      if (v instanceof SafeError) {
        const name = read(v, 'name');
        const message = read(v, 'message');
        return emit(quote(`[${typeof name === 'string' ? cut(name, 200) : 'Error'}: ${described(message)}]`));
      }
      if (depth >= limits.depth) return emit('"[… nested too deep]"');
      if (spent()) return emit('"[…]"');
      const mark: Seen = {path, open: true};
      weakSet(seen, v, mark);
      let s = '';
      if (isArray(v)) {
        const length = v.length;
        const shown = length < limits.width ? length : limits.width;
        s = emit('[');
        let i = 0;
        for (; i < shown && !spent(); i++) s += (i ? emit(',') : '') + walk(read(v, i), `${path}[${i}]`, depth + 1);
        if (i < length) s += (i ? emit(',') : '') + emit(quote(`[… ${grouped(length - i)} more items not shown]`));
        s += emit(']');
      } else {
        const keys = keysOf(v);
        const shown = keys.length < limits.width ? keys.length : limits.width;
        s = emit('{');
        let i = 0;
        for (; i < shown && !spent(); i++) {
          const key = keys[i];
          const at = plainKey(key) ? `${path}.${key}` : `${path}[${quote(cut(key, 60))}]`;
          s += (i ? emit(',') : '') + emit(quote(cut(key, 1000))) + emit(':') + walk(read(v, key), at, depth + 1);
        }
        if (i < keys.length) {
          s += (i ? emit(',') : '') + emit(`"[…]":${quote(`[${grouped(keys.length - i)} more keys not shown]`)}`);
        }
        s += emit('}');
      }
      mark.open = false;
      return s;
    } catch (e) {
      // A Proxy whose traps throw, and the like.
      return emit(quote(`[unreadable value: ${described(e)}]`));
    }
  };
  const text = walk(value, '$', 0);
  return {text, outOfBudget: out, metShared};
}

/** Any value as one line of console text: strings as they are (cut), the rest as JSON text. */
export function lineText(value: unknown): string {
  return typeof value === 'string' ? cut(value) : jsonText(value);
}
