const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/**
 * Text as HTML: escapes `&`, `<`, `>`, `"` and `'`, so the result is safe as element content and
 * as a quoted attribute value. Used wherever the site writes HTML as a string: search highlights
 * (src/search/engine) and static code blocks (src/theme/CodeBlock/Content).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}
