/**
 * Where a long identifier in inline code may wrap (used by ./Code.tsx; free of React so that
 * tests/unit/code-breaks.test.ts runs it in Node).
 */

/**
 * Inline code shorter than this many characters is never split: 17 characters of code fit every
 * column of the docs' tables at 1280 px and in the phone layout (e2e/phone.spec.ts checks that no
 * name in a table cell breaks in mid-word), and every `<wbr>` is one more element on the page.
 */
export const MIN_BREAKABLE_LENGTH = 18;

/**
 * The pieces of `text` between its line-break opportunities: after a run of `_`, `.`, `/`, `-`
 * that follows another character and is followed by one (`__proto__` stays whole), and before a capital that follows a small letter. Joined, the pieces are `text`.
 *
 * Input: the text of one inline code element. Output: the pieces, or undefined when the text has
 * whitespace or a line break (the browser already wraps there) or is shorter than
 * {@link MIN_BREAKABLE_LENGTH}. Never throws.
 */
export function breakPoints(text: string): string[] | undefined {
  if (text.length < MIN_BREAKABLE_LENGTH || /\s/.test(text)) return undefined;
  return text.split(/(?<=[^_./-][_./-]+)(?=[^_./-])|(?<=[a-z])(?=[A-Z])/);
}
