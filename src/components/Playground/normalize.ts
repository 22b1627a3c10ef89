/**
 * Turns the sandbox's reply, which is untrusted (it comes from a frame that runs the reader's
 * code), into what the result panel shows: text only, every part bounded. Nothing from the reply
 * reaches React except through `toShownResult`, and it never throws, whatever the reply holds
 * (any type, cycles, huge strings).
 */

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
  /** Sections in display order; each `text` is what the panel prints. */
  sections: {id: SectionId; text: string}[];
  /** The response status, when there is a response. */
  status?: number;
  /** Number of validation errors, when `errors` was a list. */
  errorCount?: number;
};

/** Cuts `text` at `limit` characters with a note saying how much was left out. */
export function cutText(text: string, limit = SHOWN_LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n… [Truncated: ${(text.length - limit).toLocaleString('en')} more characters not shown. The playground shows up to ${limit.toLocaleString('en')} characters per section.]`;
}

/** Any value as readable text: strings as they are, the rest as indented JSON. Never throws. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return cutText(value);
  try {
    const json = JSON.stringify(value, null, 2);
    return cutText(json === undefined ? String(value) : json);
  } catch {
    try {
      return cutText(String(value));
    } catch {
      return '[a value that cannot be shown]';
    }
  }
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

/** The shown form of a reply's `result` (see src/plugins/playground/sandbox/worker.ts). */
export function toShownResult(raw: unknown): ShownResult {
  const modeValue = field(raw, 'mode');
  const mode = modeValue === 'program' ? 'program' : 'chains';
  const logsValue = field(raw, 'logs');
  const logs = Array.isArray(logsValue)
    ? logsValue.map((l) => (typeof l === 'string' ? l : showValue(l))).join('\n')
    : logsValue === undefined
      ? ''
      : showValue(logsValue);
  const consoleSection = logs ? [{id: 'console' as const, text: cutText(logs)}] : [];
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
      {id: 'response' as const, text: showValue(response)},
      {id: 'errors' as const, text: showValue(errors)},
      {id: 'mapped' as const, text: showValue(field(raw, 'mapped'))},
      {id: 'matchedData' as const, text: showValue(field(raw, 'matchedData'))},
      {id: 'request' as const, text: showValue(field(raw, 'request'))},
      ...consoleSection,
    ],
  };
}
