/**
 * Turns whatever a probe of the behaviour matrix returns into plain JSON, so two runs (or two
 * releases) compare as text.
 *
 * Rules: `undefined` -> "$undefined"; NaN and ±Infinity -> "$NaN", "$Infinity", "$-Infinity";
 * a thenable -> "$promise" (a probe that leaves a Promise in a request shows it this way);
 * a function -> "$function"; a Date -> {"$date": ISO string or "invalid"}; a RegExp -> "$regexp:<source>";
 * an Error -> {"$error": name, "message": message}; an instance of any other class -> {"$class":
 * constructor name, "fields": its own enumerable keys, sorted} (the internals of a class are not an
 * answer a program reads); a string over 64 characters -> "$long:<length>:<first 16>…<last 16>";
 * a cycle -> "$cycle"; nesting deeper than 8 -> "$deep". Object keys are sorted: the order a release
 * writes an error's fields in is no behaviour a reader relies on.
 */
export type Json = null | boolean | number | string | Json[] | {[k: string]: Json};

/** The JSON form of `value` (see the module's rules). Never throws. */
export function normalise(value: unknown, depth = 0, seen = new Set<object>()): Json {
  if (value === undefined) return '$undefined';
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '$NaN';
    if (!Number.isFinite(value)) return value > 0 ? '$Infinity' : '$-Infinity';
    return Object.is(value, -0) ? 0 : value;
  }
  if (typeof value === 'string')
    return value.length > 64 ? `$long:${value.length}:${value.slice(0, 16)}…${value.slice(-16)}` : value;
  if (typeof value === 'bigint') return `$bigint:${value}`;
  if (typeof value === 'symbol') return `$symbol:${value.description ?? ''}`;
  if (typeof value === 'function') return '$function';
  const o = value as object;
  if (typeof (o as {then?: unknown}).then === 'function') return '$promise';
  if (seen.has(o)) return '$cycle';
  if (depth > 8) return '$deep';
  if (o instanceof Date) return {$date: Number.isNaN(o.getTime()) ? 'invalid' : o.toISOString()};
  if (o instanceof RegExp) return `$regexp:${o.source}`;
  if (o instanceof Error) return {$error: o.name, message: o.message};
  seen.add(o);
  try {
    if (Array.isArray(o)) return o.map((v) => normalise(v, depth + 1, seen));
    const proto = Object.getPrototypeOf(o) as object | null;
    if (proto !== null && proto !== Object.prototype) {
      const name = (proto.constructor as {name?: string} | undefined)?.name || 'anonymous';
      return {$class: name, fields: Object.keys(o).sort()};
    }
    const out: {[k: string]: Json} = {};
    for (const k of Object.keys(o).sort()) out[k] = normalise((o as Record<string, unknown>)[k], depth + 1, seen);
    return out;
  } catch (e) {
    return {$error: 'normalise', message: String(e)};
  } finally {
    seen.delete(o);
  }
}
