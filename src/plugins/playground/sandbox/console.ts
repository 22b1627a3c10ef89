/**
 * The reader's `console`: `log`, `info`, `warn`, `error` and `debug` all write one line each, its
 * arguments joined by spaces (strings as they are, other values as ./serialize.ts's JSON text).
 * At most `OUTPUT_LIMIT` characters are kept per run; past it, lines are dropped and
 * `logsJson()` ends with a note. Built from ./intrinsics.ts's built-ins only: the lines are kept
 * in one string, never in an array the reader's code could reach through `Array.prototype`.
 */
import {grouped, quote, sliceOf} from './intrinsics';
import {jsonText} from './serialize';

/** Most characters of console output kept per run; the rest is dropped with a note. */
export const OUTPUT_LIMIT = 1_000_000;
const TRUNCATED = `[Output truncated: the playground keeps the first ${grouped(OUTPUT_LIMIT)} characters of console output.]`;

let logged = 0;
let lines = '';
let dropped = false;

const log = (...args: unknown[]): void => {
  if (logged >= OUTPUT_LIMIT) {
    dropped = true;
    return;
  }
  let line = '';
  for (let i = 0; i < args.length && line.length <= OUTPUT_LIMIT; i++) {
    const a = args[i];
    line += (i ? ' ' : '') + (typeof a === 'string' ? a : jsonText(a));
  }
  if (logged + line.length > OUTPUT_LIMIT) {
    line = sliceOf(line, 0, OUTPUT_LIMIT - logged);
    dropped = true;
  }
  logged += line.length + 1;
  lines += (lines ? ',' : '') + quote(line);
};

/** The console handed to the reader's code. */
export const readerConsole = {log, info: log, warn: log, error: log, debug: log};

/** The lines so far as a JSON array text, with the truncation note when output was dropped. */
export function logsJson(): string {
  return `[${lines}${dropped ? `${lines ? ',' : ''}${quote(TRUNCATED)}` : ''}]`;
}
