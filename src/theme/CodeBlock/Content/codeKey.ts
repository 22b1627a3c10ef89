/**
 * The key of a code block's HTML, which every docs page's code blocks use to find their HTML in the
 * document (./index.tsx). A module of its own, so that the line markup of ./lines.ts stays in the
 * highlighter's chunk, out of every docs page's JavaScript.
 */

/**
 * A 64-bit FNV-1a hash (base 36) of everything the block's HTML depends on. Two blocks with the
 * same key have the same HTML, so a block can take its HTML from one already in the document.
 */
export function codeKey(parts: readonly string[]): string {
  const text = parts.join('\u0000');
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x811c9dc5) ^ (h1 >>> 13);
  }
  return (h1 >>> 0).toString(36) + (h2 >>> 0).toString(36);
}
