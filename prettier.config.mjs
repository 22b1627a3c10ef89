/**
 * Prettier configuration (`npm run format` rewrites, `npm run format:check` only reports).
 *
 * Code: the style the code base was written in (single quotes, no spaces inside braces, trailing
 * commas, lines up to 120 characters).
 *
 * Docs (.md/.mdx): prose keeps its line breaks (`proseWrap: 'preserve'`), and code blocks are left
 * exactly as written (`embeddedLanguageFormatting: 'off'`): examples are proved by
 * `npm run check:examples` as they stand, API excerpts mirror the package's own declarations and
 * responses are laid out as the server sends them. Prettier then only normalises the Markdown
 * itself (table alignment, blank lines, list markers) and leaves the MDX and Docusaurus syntax
 * alone (heading ids `{#id}`, admonitions `:::info[Title]`, fence meta, MDX comments).
 *
 * Files that Docusaurus writes itself (versions.json, versioned_sidebars/) are printed the way
 * `JSON.stringify(value, null, 2)` prints them, so cutting a version does not fight Prettier.
 *
 * Source: https://prettier.io/docs/options, https://prettier.io/docs/configuration.
 */
export default {
  singleQuote: true,
  bracketSpacing: false,
  trailingComma: 'all',
  printWidth: 120,
  overrides: [
    {
      files: ['*.md', '*.mdx'],
      options: {proseWrap: 'preserve', embeddedLanguageFormatting: 'off'},
    },
    {
      files: ['versions.json', 'versioned_sidebars/*.json'],
      options: {parser: 'json-stringify'},
    },
  ],
};
