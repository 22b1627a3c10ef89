/**
 * What a "Try it" form of the reference runs, and how it reads the answer: the reader's inputs
 * checked and turned into a call, the program that makes that call with the release (a full
 * Express program, the one "Open in playground" carries), the request the playground's sandbox
 * sends it, and the sandbox's untrusted reply turned into text.
 *
 * No React and no browser APIs here: tests/unit/try-it.test.ts runs these functions in Node.
 */
import {cut, readerText, showControls, wellFormed} from '../../plugins/playground/safeText';
import type {ParsedRequest} from '../../plugins/playground/state';
import type {TryItKind} from './examples';

/** Where the value is sent. */
export type TryItLocation = 'body' | 'query' | 'params' | 'headers' | 'cookies';
export const tryItLocations: readonly TryItLocation[] = ['body', 'query', 'params', 'headers', 'cookies'];

/** Which API of the release makes the call: the chains, or 5.x's legacy `req.checkBody()`. */
export type TryItApi = 'check' | 'legacy';

/** One call to try. `value` undefined means the field is not sent at all. */
export type TryItCall = {
  method: string;
  kind: TryItKind;
  args: unknown[];
  value: unknown;
  location: TryItLocation;
  api: TryItApi;
  major: 5 | 6 | 7;
};

/** A field of the form that an input problem is about. */
export type TryItField = 'value' | 'args';

/** Most characters of the value field; a longer value is not run and the form says why. */
export const MAX_VALUE = 100_000;
/** Most characters of the arguments field. */
export const MAX_ARGS = 10_000;

/** The name of the field the program validates. */
export const FIELD = 'value';

const count = (n: number) => n.toLocaleString('en');

/**
 * Reads the form's fields. `valueText` is the value as typed; with `valueIsJson` it is parsed as
 * JSON (a number, an array, an object; empty means the field is not sent). `argsText` is the
 * arguments as a JSON array (empty means none).
 * Returns `{value, args}`, or `{error, field}`: one sentence for the reader (too long, not JSON,
 * not an array) and the field it is about (`value` or `args`), which the form marks invalid.
 */
export function readInputs(
  valueText: string,
  valueIsJson: boolean,
  argsText: string,
): {value: unknown; args: unknown[]} | {error: string; field: TryItField} {
  if (valueText.length > MAX_VALUE) {
    return {
      error: `The value has ${count(valueText.length)} characters; Try it sends up to ${count(MAX_VALUE)}. Shorten it, or use the playground for larger requests.`,
      field: 'value',
    };
  }
  if (argsText.length > MAX_ARGS) {
    return {
      error: `The arguments have ${count(argsText.length)} characters; Try it takes up to ${count(MAX_ARGS)}.`,
      field: 'args',
    };
  }
  let value: unknown = valueText;
  if (valueIsJson) {
    if (valueText.trim() === '') value = undefined;
    else {
      try {
        value = JSON.parse(valueText);
      } catch (e) {
        return {
          error: `The value is not valid JSON (${readerText((e as Error).message, 300)}). Untick "Read the value as JSON" to send it as text.`,
          field: 'value',
        };
      }
    }
  }
  let args: unknown = [];
  if (argsText.trim() !== '') {
    try {
      args = JSON.parse(argsText);
    } catch (e) {
      return {
        error: `The arguments are not valid JSON (${readerText((e as Error).message, 300)}). Write them as a JSON array, such as [{"min": 1}].`,
        field: 'args',
      };
    }
  }
  if (!Array.isArray(args)) {
    return {
      error: 'The arguments must be a JSON array, one item per argument of the method, such as [{"min": 1}].',
      field: 'args',
    };
  }
  return {value, args};
}

/**
 * The option names of `args` that the release does not declare for the method. `known` is the
 * space-separated field list the reference generator writes (src/components/TryIt/options);
 * undefined when the method takes no options object, in which case nothing is reported.
 */
export function unknownOptions(args: readonly unknown[], known: string | undefined): string[] {
  if (known === undefined) return [];
  const fields = new Set(known.split(' '));
  const unknown: string[] = [];
  for (const arg of args) {
    if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
    for (const key of Object.keys(arg)) if (!fields.has(key)) unknown.push(key);
  }
  return unknown;
}

/**
 * Why a value cannot be sent in that location, as a sentence; undefined when it can. The body
 * takes any JSON; a query string takes text and lists of text (numbers and booleans become their
 * text); a route parameter, a header and a cookie take text only.
 */
export function locationProblem(value: unknown, location: TryItLocation): string | undefined {
  const scalar = (x: unknown) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';
  if (location === 'body') return undefined;
  if (value === undefined) {
    return location === 'params' ? 'A route parameter is always present: give it a value.' : undefined;
  }
  if (location === 'query') {
    return scalar(value) || (Array.isArray(value) && value.every(scalar))
      ? undefined
      : 'A query string carries text and lists of text only: send an object or null in the body.';
  }
  return scalar(value)
    ? undefined
    : `A ${location === 'params' ? 'route parameter' : location.slice(0, -1)} carries text only: send an array, an object or null in the body or the query.`;
}

const chainFunction: Record<TryItLocation, string> = {
  body: 'body',
  query: 'query',
  params: 'param',
  headers: 'header',
  cookies: 'cookie',
};
const legacySuffix: Record<TryItLocation, string> = {
  body: 'Body',
  query: 'Query',
  params: 'Params',
  headers: 'Headers',
  cookies: 'Cookies',
};

/** The arguments as JavaScript source (JSON is valid JavaScript). */
const argsSource = (args: readonly unknown[]) => args.map((a) => JSON.stringify(a)).join(', ');

/**
 * The Express program that makes the call: a route `POST /try` (`/try/:value` for a route
 * parameter) whose response holds the validation errors (validators) or the sanitized value
 * (sanitizers). It never echoes a validator's value, so it suits passwords and tokens too.
 *
 * With `probe` (the form's own run, not the program a reader copies), a validator's response also
 * holds `seen`, the value converted to text the way the release converts it before validating:
 * - 6.x and 7.x: the value after a sanitizer that removes no characters (`blacklist('')`);
 * - 5.x (check API): its sanitizers skip anything but strings, so the program writes the text it
 *   expects (an array by its first item, then String(), '' for null) and the release confirms it:
 *   `equals(text)` passes only when the text its validators receive is exactly that. Unconfirmed,
 *   `seen` is left out. The legacy API converts with the same function of the release.
 */
export function programOf(call: TryItCall, {probe = false}: {probe?: boolean} = {}): string {
  const route = call.location === 'params' ? `/try/:${FIELD}` : '/try';
  const read = call.location === 'headers' ? `req.headers.${FIELD}` : `req.${call.location}.${FIELD}`;
  const lines: string[] = ["const express = require('express');"];
  if (call.api === 'legacy') {
    const method = `${call.kind === 'validator' ? 'check' : 'sanitize'}${legacySuffix[call.location]}`;
    lines.push(
      "const expressValidator = require('express-validator');",
      '',
      'const app = express();',
      'app.use(express.json());',
      'app.use(expressValidator());',
      '',
      `app.post('${route}', (req, res) => {`,
      `  req.${method}('${FIELD}').${call.method}(${argsSource(call.args)});`,
    );
    if (call.kind === 'validator') {
      lines.push(
        '  const errors = req.validationErrors() || [];',
        '  res.status(errors.length ? 400 : 200).json({ errors });',
      );
    } else {
      lines.push(`  res.json({ ${FIELD}: ${read} });`);
    }
    lines.push('});');
  } else {
    const fn = chainFunction[call.location];
    const seen = probe && call.kind === 'validator';
    const names =
      call.kind === 'validator'
        ? [fn, ...(seen && fn !== 'body' ? ['body'] : []), 'validationResult']
        : call.major === 5
          ? [fn]
          : [fn, 'matchedData'];
    const from = call.major === 5 ? 'express-validator/check' : 'express-validator';
    lines.push(`const { ${names.join(', ')} } = require('${from}');`);
    if (call.kind === 'sanitizer' && call.major === 5) {
      lines.push("const { matchedData } = require('express-validator/filter');");
    }
    lines.push('', 'const app = express();', 'app.use(express.json());', '');
    if (seen && call.major === 5) lines.push(...textOf5);
    const chain = `${fn}('${FIELD}').${call.method}(${argsSource(call.args)})`;
    if (call.kind === 'validator') {
      lines.push(`app.post('${route}', ${chain}, ${seen ? 'async ' : ''}(req, res) => {`);
      lines.push('  const errors = validationResult(req).array();');
      if (seen && call.major === 5) {
        lines.push(
          `  const probe = { body: { ${FIELD}: ${read} } };`,
          `  const text = textOf(probe.body.${FIELD});`,
          `  await body('${FIELD}').equals(text)(probe, {}, () => {});`,
          '  const seen = validationResult(probe).isEmpty() ? text : undefined;',
          '  res.status(errors.length ? 400 : 200).json({ errors, seen });',
        );
      } else if (seen) {
        lines.push(
          `  const probe = { body: { ${FIELD}: ${read} } };`,
          `  await body('${FIELD}').blacklist('').run(probe);`,
          `  res.status(errors.length ? 400 : 200).json({ errors, seen: probe.body.${FIELD} });`,
        );
      } else {
        lines.push('  res.status(errors.length ? 400 : 200).json({ errors });');
      }
      lines.push('});');
    } else {
      lines.push(
        `app.post('${route}', ${chain}, (req, res) => {`,
        `  res.json({ ${FIELD}: matchedData(req).${FIELD} });`,
        '});',
      );
    }
  }
  lines.push('', 'app.listen(3000);', '');
  return lines.join('\n');
}

/**
 * The probe's guess, in the program, at the text 5.x's validators receive; the release then
 * confirms it with equals() (see programOf).
 */
const textOf5 = [
  '// The text a 5.x validator reads: an array by its first item, a date in ISO form, an object',
  "// by its own toString(), nothing (null, undefined) as '', and anything else through String().",
  'function textOf(value) {',
  '  const first = Array.isArray(value) && value.length ? value[0] : value;',
  "  if (first === null || first === undefined) return '';",
  '  if (first instanceof Date) return first.toISOString();',
  "  return typeof first === 'object' ? first.toString() : String(first);",
  '}',
  '',
];

/** Text of a scalar as a query string, a header or a cookie carries it. */
const asText = (x: unknown) => String(x);

/**
 * The request the sandbox sends to the program: `POST /try` with the value in the chosen
 * location. A query value goes into the path's query string, so the Express the sandbox follows
 * parses it as it would (repeated keys for a list); a route parameter is the path's last segment.
 * Call locationProblem first: values it refuses are not handled here.
 */
export function requestOf(call: TryItCall): ParsedRequest {
  const request: ParsedRequest = {
    method: 'POST',
    path: '/try',
    body: {},
    query: {},
    params: {},
    headers: {'content-type': 'application/json'},
    cookies: {},
  };
  if (call.value === undefined) return request;
  switch (call.location) {
    case 'body':
      request.body = {[FIELD]: call.value};
      break;
    case 'query': {
      const items = Array.isArray(call.value) ? call.value : [call.value];
      request.path = `/try?${items.map((x) => `${FIELD}=${encodeURIComponent(asText(x))}`).join('&')}`;
      break;
    }
    case 'params':
      request.path = `/try/${encodeURIComponent(asText(call.value))}`;
      break;
    case 'headers':
      request.headers[FIELD] = asText(call.value);
      break;
    case 'cookies':
      request.cookies[FIELD] = asText(call.value);
      break;
  }
  return request;
}

/**
 * The request in the playground's request editor (JSON text with method, path, body, query,
 * params, headers and cookies), for "Open in playground".
 */
export function requestText(request: ParsedRequest): string {
  const shown: Record<string, unknown> = {method: request.method, path: request.path};
  if (request.body && Object.keys(request.body as object).length) shown.body = request.body;
  for (const key of ['headers', 'cookies'] as const) {
    const entries = Object.entries(request[key]).filter(([k]) => k !== 'content-type');
    if (entries.length) shown[key] = Object.fromEntries(entries);
  }
  return JSON.stringify(shown, null, 2);
}

/** What the form shows after a run. Every string is text for the reader, never HTML. */
export type TryItAnswer =
  | {kind: 'problem'; message: string; field?: TryItField}
  | {kind: 'validator'; valid: boolean; errors: string; errorCount: number; seen?: string}
  | {kind: 'sanitizer'; after: string};

/** Any value as indented JSON text; `undefined` as the words "no value". Never throws. */
export function shown(value: unknown, limit = 20_000): string {
  let text: string;
  try {
    text = value === undefined ? '(no value)' : (JSON.stringify(value, null, 2) ?? String(value));
  } catch {
    text = '[a value that cannot be shown]';
  }
  // Text from the run: well formed, cut without splitting a pair, direction controls as escapes.
  const safe = (t: string) => showControls(wellFormed(t));
  return text.length > limit
    ? `${safe(cut(text, limit))}… [${count(text.length - limit)} more characters]`
    : safe(text);
}

const field = (o: unknown, key: string): unknown =>
  o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>)[key] : undefined;

/**
 * Reads the sandbox's reply (untrusted: `{timeout}` or `{result}` as useSandbox gives it) for a
 * call. The worker writes `[undefined]` for an undefined value; it is shown as "no value".
 */
export function answerOf(reply: {timeout?: boolean; result?: unknown}, call: TryItCall): TryItAnswer {
  if (reply.timeout) return {kind: 'problem', message: 'The call was stopped after 3 seconds.'};
  const result = reply.result;
  const error = field(result, 'error');
  if (error) {
    const name = field(error, 'name');
    const message = field(error, 'message');
    return {
      kind: 'problem',
      message: `The release threw ${typeof name === 'string' ? readerText(name, 200) : 'an error'}: ${shown(message, 2_000)}`,
    };
  }
  const body = field(field(result, 'response'), 'body');
  const undef = (v: unknown) => (v === '[undefined]' ? undefined : v);
  if (call.kind === 'sanitizer') return {kind: 'sanitizer', after: shown(undef(field(body, FIELD)))};
  const errors = field(body, 'errors');
  if (!Array.isArray(errors)) return {kind: 'problem', message: 'The sandbox gave no answer for this call.'};
  const seen = body && typeof body === 'object' && 'seen' in body ? shown(undef(field(body, 'seen'))) : undefined;
  return {kind: 'validator', valid: errors.length === 0, errors: shown(errors), errorCount: errors.length, seen};
}
