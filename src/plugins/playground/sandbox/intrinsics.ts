/**
 * The built-ins the Worker's own clean-up uses, taken when the Worker script loads, before any
 * reader's code runs. The reader's code may replace any global or prototype method
 * (`Array.prototype.map`, `JSON.stringify`, `String.prototype.slice`...); what is taken here keeps
 * working, so the clean-up of ./serialize.ts and ./console.ts cannot be switched off.
 *
 * A method is kept "uncurried": `sliceOf(s, 0, 3)` calls the original `String.prototype.slice`
 * with `s` as `this`, through a function bound now, so a later change to
 * `Function.prototype.call` or to the prototype does not reach it.
 */
const bind = Function.prototype.bind;
const call = Function.prototype.call;

/** `fn` as a function of `(thisValue, ...args)`, immune to later patches of `call`. */
function uncurry<A extends unknown[], R>(fn: (...args: A) => R): (self: unknown, ...args: A) => R {
  return bind.call(call, fn) as (self: unknown, ...args: A) => R;
}

/** `Object.keys`. */
export const keysOf = Object.keys;
/** `Array.isArray`. */
export const isArray = Array.isArray;
/** `JSON.stringify`, used on strings only: the JSON form of a string, quotes and escapes. */
export const quote = JSON.stringify as (s: string) => string;
/** `String`, for primitives (symbols, bigints, non-finite numbers). */
export const stringOf = String;
/** `String.prototype.slice`. */
export const sliceOf = uncurry(String.prototype.slice);
/** `String.prototype.charCodeAt`. */
export const charCodeOf = uncurry(String.prototype.charCodeAt);
/** `Date.prototype.getTime`: throws a TypeError for anything that is not a Date. */
export const timeOf = uncurry(Date.prototype.getTime);
/** `Date.prototype.toISOString`. */
export const isoOf = uncurry(Date.prototype.toISOString);
/** `Date.now`, in milliseconds. */
export const now = Date.now;
/** `WeakMap`, with its `get` and `set`. */
export const SafeWeakMap = WeakMap;
export const weakGet = uncurry(WeakMap.prototype.get) as (map: WeakMap<object, unknown>, key: object) => unknown;
export const weakSet = uncurry(WeakMap.prototype.set) as (
  map: WeakMap<object, unknown>,
  key: object,
  v: unknown,
) => void;
/** `Error`, to recognise errors (only what is shown depends on it). */
export const SafeError = Error;

/** `n` with thousands separators (`1,000,000`), without `toLocaleString`, which may be replaced. */
export function grouped(n: number): string {
  const digits = stringOf(n);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}
