/**
 * The HTML inside a code block's `<code>` element, written by the highlighter (./highlight.ts: on
 * the server, and in the browser in its own chunk, with this module). No Prism here.
 *
 * A token is `<span class="token [types]">text</span>`. Lines are text lines of the `<pre>`,
 * separated by a newline, when the block has no line numbers and no highlighted line: a line needs
 * no element of its own to be a line in preformatted text (504 fewer elements on getting started).
 * A block with line numbers or highlighted lines keeps the markup of the theme's code block
 * (@docusaurus/theme-classic CodeBlock/Line): a line is `<div class="token-line [classes]">tokens</div>`
 * (an empty line holds a `<br>`, which keeps its height). Either way without inline colours (those
 * come from CSS generated from src/prismThemes.ts, src/plugins/server-highlighting/colours.ts, for both
 * colour modes) and with fewer elements than the theme: plain text (Prism's `plain` type) is bare
 * text, and neighbouring tokens of the same types are one span.
 */

import {escapeHtml} from '../../../escapeHtml';

/** One token of a line: Prism's token types (`['keyword']`; `['plain']` for text) and its text. */
export type LineToken = {types: string[]; content: string; empty?: boolean};

/** Class names of the theme's line-number layout, when a block shows line numbers. */
export type LineNumbers = {line: string; number: string; content: string};

/**
 * The `<code>` content for `lines` of tokens. `lineClassNames[i]` are the extra classes of line i
 * (highlighted lines, from the metastring and magic comments). `lineNumbers`, when set, are the
 * classes of the theme's line-number layout (a counter span before the line's content). Without
 * either, the lines are text lines (see the module comment).
 */
export function linesHtml(
  lines: LineToken[][],
  lineClassNames: Record<number, string[] | undefined>,
  lineNumbers?: LineNumbers,
): string {
  const lineElements = lineNumbers !== undefined || Object.values(lineClassNames).some((c) => c && c.length > 0);
  if (!lineElements) return lines.map((line) => tokensHtml(merged(line))).join('\n');
  return lines
    .map((line, i) => {
      const tokens = merged(line);
      const spans = tokensHtml(tokens);
      const classes = ['token-line', ...(lineClassNames[i] ?? []), ...(lineNumbers ? [lineNumbers.line] : [])];
      // A line with no text renders empty: a <br> keeps its height (as the theme does).
      const content = tokens.length === 0 ? '<br>' : spans;
      const body = lineNumbers
        ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${content}</span>`
        : content;
      return `<div class="${escapeHtml(classes.join(' '))}">${body}</div>`;
    })
    .join('');
}

/** The HTML of a line's tokens: a span per token, plain text bare. */
function tokensHtml(tokens: readonly LineToken[]): string {
  return tokens
    .map((t) =>
      // Plain text needs no element: it takes the block's own colour (about 2,000 fewer
      // elements on the validation chain reference).
      t.types.length === 1 && t.types[0] === 'plain'
        ? escapeHtml(t.content)
        : `<span class="${escapeHtml(['token', ...t.types].join(' '))}">${escapeHtml(t.content)}</span>`,
    )
    .join('');
}

/**
 * The tokens of a line with neighbours of the same types joined into one token, and without
 * empty or line-break tokens (the line's element ends the line).
 */
function merged(line: readonly LineToken[]): LineToken[] {
  const out: LineToken[] = [];
  for (const token of line) {
    const content = token.content.replace(/\n/g, '');
    if (content === '') continue;
    const last = out[out.length - 1];
    if (last && last.types.join(' ') === token.types.join(' ')) last.content += content;
    else out.push({types: token.types, content});
  }
  return out;
}

/** Code split into lines of one plain token each: a block in a language Prism does not know. */
export function plainLines(code: string): LineToken[][] {
  return code.split('\n').map((content) => [{types: ['plain'], content: content === '' ? '\n' : content}]);
}
