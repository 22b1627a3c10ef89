/**
 * Turns the sandbox's reply, which is untrusted (it comes from a frame that runs the reader's
 * code), into what the result panel shows: text only, every part bounded. Nothing from the reply
 * reaches React except through `toShownResult`, and it never throws, whatever the reply holds
 * (any type, cycles, huge strings). Every text it gives has passed ../../plugins/playground/safeText.ts:
 * well formed (no lone surrogates), cut without splitting a pair, direction controls shown as
 * escapes (`\u202E`; inside a JSON string that is the JSON escape of the same character).
 */
import {cut, showControls, wellFormed} from '../../plugins/playground/safeText';

/** Text from the reply made safe to show (see safeText.ts); at most 6 times as long (`\u202E`). */
const safe = (text: string): string => showControls(wellFormed(text));

/**
 * Most characters one result section shows; the rest is cut with a note. A little over the
 * Worker's 1,000,000-character console limit, so the Worker's own truncation note stays visible.
 */
export const SHOWN_LIMIT = 1_050_000;

export type SectionId = 'response' | 'errors' | 'mapped' | 'matchedData' | 'request' | 'console';

export type ShownResult = {
  /** `program`: the reader's Express app answered; `chains`: exported middlewares were run. */
  mode: 'program' | 'chains';
  /** A failure of the reader's code (syntax, load, run), as text. */
  error?: {name: string; message: string; line?: number};
  /** Sections in display order; each `text` is what the panel prints, `tokens` the same coloured. */
  sections: {id: SectionId; text: string; tokens?: Token[]}[];
  /** The response status, when there is a response. */
  status?: number;
  /** Number of validation errors, when `errors` was a list. */
  errorCount?: number;
};

/** Cuts `text` at `limit` characters with a note saying how much was left out; made safe (`safe`). */
export function cutText(text: string, limit = SHOWN_LIMIT): string {
  if (text.length <= limit) return safe(text);
  return `${safe(cut(text, limit))}\n… [Truncated: ${(text.length - limit).toLocaleString('en')} more characters not shown. The playground shows up to ${limit.toLocaleString('en')} characters per section.]`;
}

/** Kinds of JSON tokens, named as Prism names them, so the site's code colours apply. */
export type TokenKind = 'property' | 'string' | 'number' | 'boolean' | 'null' | 'punctuation';
/** One run of shown text; without `kind`, white space. */
export type Token = {kind?: TokenKind; text: string};

/** What one value may cost when it is made text: values walked, nesting, characters, time. */
export type ShowLimits = {nodes: number; depth: number; chars: number; ms: number};
export const SHOW_LIMITS: ShowLimits = {nodes: 100_000, depth: 40, chars: SHOWN_LIMIT, ms: 1000};
/** Most tokens a section is coloured with; a longer section is shown as plain text. */
export const MAX_TOKENS = 20_000;

/**
 * Any value as readable text: strings as they are, the rest as JSON indented by two spaces (the
 * layout of `JSON.stringify(value, null, 2)`), with `tokens` for colouring when there are at most
 * `MAX_TOKENS`. Bounded before any text is made: an object met a second time is shown once and
 * then referenced (`"[Shared: as at $.a[0]]"`, `"[Circular: as at $]"`), so a value made of
 * shared parts costs its size, not its unfolded size; past `limits.depth` levels, `limits.nodes`
 * values, `limits.chars` characters or `limits.ms` milliseconds the rest is cut with a note.
 * `undefined`, functions, symbols and bigints are shown as text. Never throws.
 */
export function showJson(value: unknown, limits: ShowLimits = SHOW_LIMITS): {text: string; tokens?: Token[]} {
  if (typeof value === 'string') return {text: cutText(value, limits.chars)};
  const tokens: Token[] = [];
  let length = 0;
  let nodes = 0;
  let stopped = false;
  const started = Date.now();
  const seen = new Map<object, {path: string; open: boolean}>();
  const put = (text: string, kind?: TokenKind) => {
    tokens.push(kind ? {kind, text} : {text});
    length += text.length;
    if (length > limits.chars) stopped = true;
  };
  const spent = () => {
    if (!stopped && (nodes >= limits.nodes || ((nodes & 255) === 0 && Date.now() - started > limits.ms))) {
      stopped = true;
    }
    return stopped;
  };
  // JSON.stringify escapes lone surrogates itself (\udXXX); direction controls become JSON escapes.
  const quoted = (s: string) => showControls(JSON.stringify(cut(s, limits.chars)));
  const walk = (v: unknown, path: string, indent: string, depth: number): void => {
    nodes++;
    if (v === null) return put('null', 'null');
    if (typeof v === 'string') return put(quoted(v), 'string');
    if (typeof v === 'boolean') return put(String(v), 'boolean');
    if (typeof v === 'number') return Number.isFinite(v) ? put(String(v), 'number') : put(quoted(String(v)), 'string');
    if (v === undefined) return put('"[undefined]"', 'string');
    if (typeof v === 'bigint' || typeof v === 'symbol') return put(quoted(String(v)), 'string');
    if (typeof v === 'function') return put('"[Function]"', 'string');
    if (typeof v !== 'object') return put(quoted(`[${typeof v}]`), 'string');
    const again = seen.get(v);
    if (again) return put(quoted(`[${again.open ? 'Circular' : 'Shared'}: as at ${again.path}]`), 'string');
    if (v instanceof Date) return put(quoted(isNaN(v.getTime()) ? '[Invalid Date]' : v.toISOString()), 'string');
    if (depth >= limits.depth) return put('"[… nested too deep]"', 'string');
    const mark = {path, open: true};
    seen.set(v, mark);
    const inner = `${indent}  `;
    const isArray = Array.isArray(v);
    // Keys are listed, not values read: an array's length may be huge and sparse.
    const keys = isArray ? undefined : Object.keys(v);
    const count = isArray ? v.length : keys!.length;
    const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
    if (!count) {
      put(`${open}${close}`, 'punctuation');
    } else {
      put(open, 'punctuation');
      for (let i = 0; i < count; i++) {
        if (i) put(',', 'punctuation');
        put(`\n${inner}`);
        if (spent()) {
          put(quoted(`[… ${(count - i).toLocaleString('en')} more not shown]`), 'string');
          break;
        }
        if (isArray) {
          walk((v as unknown[])[i], `${path}[${i}]`, inner, depth + 1);
        } else {
          const key = keys![i];
          put(quoted(key), 'property');
          put(':', 'punctuation');
          put(' ');
          const at = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
          walk((v as Record<string, unknown>)[key], at, inner, depth + 1);
        }
      }
      put(`\n${indent}`);
      put(close, 'punctuation');
    }
    mark.open = false;
  };
  try {
    walk(value, '$', '', 0);
  } catch {
    return {text: '[a value that cannot be shown]'};
  }
  let text = tokens.map((t) => t.text).join('');
  if (stopped) {
    const note = `\n… [Truncated: the playground shows up to ${limits.chars.toLocaleString('en')} characters and ${limits.nodes.toLocaleString('en')} values per section.]`;
    text = `${cut(text, limits.chars)}${note}`;
    return {text};
  }
  return tokens.length <= MAX_TOKENS ? {text, tokens} : {text};
}

/** Any value as readable text (see `showJson`). Never throws. */
export function showValue(value: unknown): string {
  return showJson(value).text;
}

const field = (o: unknown, key: string): unknown => {
  try {
    return o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
};
const short = (v: unknown, fallback: string, limit = 10_000): string =>
  v === undefined || v === null || v === '' ? fallback : cutText(typeof v === 'string' ? v : showValue(v), limit);

/**
 * Console lines as one text: strings as they are, other values as `showValue` gives them, until
 * `SHOWN_LIMIT` characters or `SHOW_LIMITS.ms` milliseconds in all; a note says what was left out.
 */
function joinLines(lines: unknown[]): string {
  const started = Date.now();
  let text = '';
  let i = 0;
  for (; i < lines.length && text.length <= SHOWN_LIMIT && Date.now() - started <= SHOW_LIMITS.ms; i++) {
    const line = lines[i];
    text += (i ? '\n' : '') + (typeof line === 'string' ? safe(line) : showValue(line));
  }
  return i < lines.length
    ? `${cutText(text)}\n… [${(lines.length - i).toLocaleString('en')} more lines not shown.]`
    : cutText(text);
}

/** The shown form of a reply's `result` (see src/plugins/playground/sandbox/worker.ts). */
export function toShownResult(raw: unknown): ShownResult {
  const modeValue = field(raw, 'mode');
  const mode = modeValue === 'program' ? 'program' : 'chains';
  const logsValue = field(raw, 'logs');
  const logs = Array.isArray(logsValue) ? joinLines(logsValue) : logsValue === undefined ? '' : showValue(logsValue);
  const consoleSection = logs ? [{id: 'console' as const, text: logs}] : [];
  const error = field(raw, 'error');
  if (error !== undefined) {
    const line = field(error, 'line');
    return {
      mode,
      error: {
        name: short(field(error, 'name'), 'Error', 200),
        message: short(field(error, 'message'), typeof error === 'object' ? '(no message)' : showValue(error)),
        line: typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : undefined,
      },
      sections: consoleSection,
    };
  }
  const response = field(raw, 'response');
  const status = field(response, 'status');
  const errors = field(raw, 'errors');
  return {
    mode,
    status: typeof status === 'number' ? status : undefined,
    errorCount: Array.isArray(errors) ? errors.length : undefined,
    sections: [
      {id: 'response' as const, ...showJson(response)},
      {id: 'errors' as const, ...showJson(errors)},
      {id: 'mapped' as const, ...showJson(field(raw, 'mapped'))},
      {id: 'matchedData' as const, ...showJson(field(raw, 'matchedData'))},
      {id: 'request' as const, ...showJson(field(raw, 'request'))},
      ...consoleSection,
    ],
  };
}
