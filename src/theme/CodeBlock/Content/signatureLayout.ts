/**
 * The layout of a signature line of the API reference (`isEmail(options?: IsEmailOptions):
 * ValidationChain`), written by ./highlight.ts for the signatures of ../Signature.tsx: where the
 * line is wider than its block, it wraps between parameters and before the return type, never
 * inside one, and its continuation lines are indented (src/css/custom.css, "Reference entries"):
 *
 *     isMobilePhone(locale: MobilePhoneLocale | readonly MobilePhoneLocale[],
 *       options?: IsMobilePhoneOptions)
 *       : ValidationChain
 *
 * A line is a call signature when it starts (no indentation) with a name, optionally `readonly`
 * and a `:` (a property holding a function), then `(`, and its brackets close on the line (a
 * signature already written over several lines is left as written). Its parts: the name and `(` as plain text,
 * then one unit per parameter (with its comma; the last with the closing `)`), then one unit for
 * the rest (`: ValidationChain`, ` => ValidationChain;`). A unit is `<span class="sig-unit">`,
 * drawn as an inline block, so the browser breaks lines only between units; a unit wider than
 * the block still wraps at its own spaces. The line is `<span class="sig-line">`. The text is
 * unchanged (copying, the search index and the Markdown export read the same characters).
 * Lines of other shapes (type definitions under a signature) are left to the caller.
 *
 * No React here: tests/unit/signature-layout.test.ts runs it in Node.
 */
import type {LineToken} from './lines';

/** Class of a signature line, and of one unit in it. */
export const LINE_CLASS = 'sig-line';
export const UNIT_CLASS = 'sig-unit';

/**
 * A call signature's start: optional modifiers, a name, type parameters (`<T2>`), an optional `?:`
 * or `:` (with type parameters of its own), then `(`.
 */
const callStart =
  /^(?:(?:readonly|export|declare|const|function)\s+)*[\w$.]+(?:<[^()]*>)?\??\s*(?::\s*(?:<[^()]*>)?)?\(/;

/**
 * Where the units of a signature line start and end, as character offsets into `text`: the
 * parameters (each with its comma; the last with the closing parenthesis) and the rest after it.
 * Undefined when `text` is not a call signature or its brackets do not balance.
 *
 * Brackets counted: `()`, `[]`, `{}` and `<>` (not the `>` of `=>`); quotes skip their content.
 */
export function signatureUnits(text: string): [number, number][] | undefined {
  const start = callStart.exec(text);
  if (!start) return undefined;
  const open = start[0].length - 1;
  const closers: string[] = [];
  const units: [number, number][] = [];
  let unitStart = open + 1;
  const pairs: Record<string, string> = {'(': ')', '[': ']', '{': '}', '<': '>'};
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      const end = text.indexOf(c, i + 1);
      if (end < 0) return undefined;
      i = end;
      continue;
    }
    if (c === '>' && text[i - 1] === '=') continue;
    if (pairs[c]) {
      closers.push(pairs[c]!);
      continue;
    }
    if (c === ')' || c === ']' || c === '}' || c === '>') {
      if (closers.pop() !== c) return undefined;
      if (closers.length > 0) continue;
      // The closing parenthesis of the parameter list: the last parameter ends with it.
      if (i + 1 > unitStart && text.slice(unitStart, i).trim() !== '') units.push([unitStart, i + 1]);
      else if (units.length > 0) units[units.length - 1]![1] = i + 1;
      const rest = text.slice(i + 1);
      const lead = rest.length - rest.trimStart().length;
      if (rest.trim() !== '') units.push([i + 1 + lead, text.length]);
      return units;
    }
    if (c === ',' && closers.length === 1) {
      units.push([unitStart, i + 1]);
      // The space after a comma stays between the units, where the line may break.
      unitStart = i + 1;
      while (text[unitStart] === ' ') unitStart++;
    }
  }
  return undefined;
}

/**
 * The tokens of `line` between the character offsets `from` and `to` (a token that straddles an
 * offset is cut, keeping its types).
 */
export function sliceTokens(line: readonly LineToken[], from: number, to: number): LineToken[] {
  const out: LineToken[] = [];
  let at = 0;
  for (const token of line) {
    const end = at + token.content.length;
    const a = Math.max(from, at);
    const b = Math.min(to, end);
    if (a < b) out.push({types: token.types, content: token.content.slice(a - at, b - at)});
    at = end;
  }
  return out;
}

/**
 * The HTML of one highlighted line as a signature line (see the module comment), or undefined
 * when the line is not a call signature. `html` writes the HTML of a run of tokens (./lines.ts).
 */
export function signatureLineHtml(
  line: readonly LineToken[],
  html: (tokens: LineToken[]) => string,
): string | undefined {
  const text = line.map((t) => t.content).join('');
  const units = signatureUnits(text);
  if (!units || units.length === 0) return undefined;
  const parts: string[] = [];
  let at = 0;
  for (const [from, to] of units) {
    if (from > at) parts.push(html(sliceTokens(line, at, from)));
    parts.push(`<span class="${UNIT_CLASS}">${html(sliceTokens(line, from, to))}</span>`);
    at = to;
  }
  if (at < text.length) parts.push(html(sliceTokens(line, at, text.length)));
  return `<span class="${LINE_CLASS}">${parts.join('')}</span>`;
}
