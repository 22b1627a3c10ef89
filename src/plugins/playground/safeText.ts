/**
 * The one boundary where text that arrives from a run (the sandbox's reply), from a link (a
 * shared state, a version name) or from the reader's input (a request's JSON parser message) is
 * made safe to show beside the page's own words and to put in a URL. Every display and report
 * path of the playground and of Try it takes such text through here:
 *
 * - `wellFormed`: lone surrogates (a `'\uD800'` the code logged) become U+FFFD, so
 *   `encodeURIComponent` (the report URL), `TextEncoder` and the clipboard never throw on it;
 * - `cut`: a length bound that never splits a surrogate pair;
 * - `showControls`: the characters that change the direction or the paragraph of the text around
 *   them (`BIDI_CONTROLS`) become visible escapes such as `\u202E`, so an error name
 *   `'X\u2069\u202E'` cannot close the `<bdi>` it sits in and reverse the sentence after it;
 * - `readerText`: the three at once, for a short text set inside a sentence of the page;
 * - `longestRun`: the longest run of one character, counted in one pass (a spread of 300,000
 *   matches into `Math.max` overflows the call stack).
 *
 * Pure functions of strings; none throws. Facts: lone surrogates are what `encodeURIComponent`
 * refuses (ECMA-262, Encode: "URIError" for an unpaired surrogate); the direction controls are
 * the explicit formatting characters of Unicode's bidirectional algorithm (UAX #9, table 4:
 * LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, and the marks LRM, RLM, ALM) and its paragraph
 * separators (bidi class B: U+001C-U+001E, U+0085, U+2029) with U+2028, which ends a line.
 */

/** Characters `showControls` writes as escapes (a RegExp character class body). */
const CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\u001C-\\u001E\\u0085\\u2028\\u2029';
/** Any one of the direction and paragraph controls. */
export const BIDI_CONTROLS = new RegExp(`[${CONTROLS}]`);
const controlsGlobal = new RegExp(`[${CONTROLS}]`, 'g');
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with each lone surrogate replaced by U+FFFD (what `String.prototype.toWellFormed` does). */
export function wellFormed(text: string): string {
  const native = (text as {toWellFormed?: () => string}).toWellFormed;
  return typeof native === 'function' ? native.call(text) : text.replace(loneSurrogates, '\uFFFD');
}

/**
 * The first `limit` UTF-16 code units of `text` (all of it when shorter), one fewer when the
 * cut would split a surrogate pair. `limit` is a count of code units (`.length`).
 */
export function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const end = Math.max(0, Math.floor(limit));
  const last = text.charCodeAt(end - 1);
  const next = text.charCodeAt(end);
  const splitsPair = last >= 0xd800 && last <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
  return text.slice(0, splitsPair ? end - 1 : end);
}

/** `text` with each direction or paragraph control written as a visible escape (`\u202E`). */
export function showControls(text: string): string {
  if (!BIDI_CONTROLS.test(text)) return text;
  return text.replace(controlsGlobal, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/**
 * Text from outside the page, to set inside one of its sentences: cut to `limit` code units
 * (with `…` when cut), well formed, its controls visible. Any value is taken; a non-string is
 * first made text with `String()`, and one that cannot be gives `fallback`.
 */
export function readerText(value: unknown, limit = 200, fallback = '(unreadable)'): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : String(value);
  } catch {
    return fallback;
  }
  const short = cut(text, limit);
  return showControls(wellFormed(short.length < text.length ? `${short}…` : short));
}

/** `encodeURIComponent` of `text` made well formed first: never throws. */
export function encodeParam(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** The length of the longest run of `char` (one UTF-16 code unit) in `text`; 0 when there is none. */
export function longestRun(text: string, char: string): number {
  const code = char.charCodeAt(0);
  let longest = 0;
  let current = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === code) {
      current++;
      if (current > longest) longest = current;
    } else {
      current = 0;
    }
  }
  return longest;
}
