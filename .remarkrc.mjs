/**
 * remark-lint configuration of the docs (`npm run lint:docs`, part of `npm run lint`).
 *
 * Pages are parsed the way Docusaurus parses them (every .md/.mdx page is MDX: front matter,
 * directives such as `:::info[Title]`, GFM, MDX with JSX and `{expressions}`; heading ids `{#id}`
 * are set aside before parsing, as Docusaurus does), so a page this linter cannot parse would not
 * build either. Rules:
 *
 * - `heading-increment`: a heading is at most one level deeper than the one before it
 *   (h2 -> h3 -> h4, never h2 -> h4), so the table of contents and screen readers see a tree.
 * - `no-literal-urls`: no bare URL in prose; write `[text](url)` or `<url>` (URLs in code are fine).
 * - `fenced-code-flag`: every fenced code block names its language (`js`, `ts`, `bash`, `http`,
 *   `json`, `text`...), which highlighting and the example checker rely on.
 *
 * Sources: https://github.com/remarkjs/remark-lint (rules), @docusaurus/mdx-loader (the parser
 * plugins it uses, lib/processor.js, and its preprocessing, lib/preprocessor.js).
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkLint from 'remark-lint';
import remarkLintFencedCodeFlag from 'remark-lint-fenced-code-flag';
import remarkLintHeadingIncrement from 'remark-lint-heading-increment';
import remarkLintNoLiteralUrls from 'remark-lint-no-literal-urls';
import remarkMdx from 'remark-mdx';

/**
 * unified plugin: blanks the heading ids (`## Title {#id}`) out of the text before the parser sees
 * it. Docusaurus escapes them before its MDX parser runs (`escapeMarkdownHeadingIds` in
 * @docusaurus/utils, on every line that starts with 1 to 6 `#`); without that `{#id}` is a syntax
 * error in MDX (`#id` is not a JavaScript expression). Spaces of the same length keep every
 * offset, so positions in reports and the rules that read the source text stay right.
 */
function docusaurusHeadingIds() {
  const parse = this.parser;
  this.parser = (doc, file) =>
    parse(
      String(doc).replace(/^#{1,6}(?!#).*$/gm, (line) => line.replace(/\{#[^}]*\}/, (id) => ' '.repeat(id.length))),
      file,
    );
}

export default {
  plugins: [
    remarkFrontmatter,
    remarkDirective,
    remarkGfm,
    remarkMdx,
    docusaurusHeadingIds,
    remarkLint,
    remarkLintHeadingIncrement,
    remarkLintNoLiteralUrls,
    [remarkLintFencedCodeFlag, {allowEmpty: false}],
  ],
};
