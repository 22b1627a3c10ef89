/**
 * The code theme pair, derived from the brand: keywords in the brand green, and strings, functions,
 * numbers and properties in four hues apart from it and from each other (brown, indigo, raspberry,
 * blue), on the tinted grey of the code blocks. Every colour reaches 4.5:1 (WCAG AA) on its block's
 * background and on a highlighted line (tests/unit/prism-contrast.test.ts). The values are the
 * `--ev-code-*` tokens of src/css/tokens.css, which that test also compares with these.
 */
import type {PrismTheme} from 'prism-react-renderer';

/**
 * The colours of one mode: block background, highlighted line, plain text and each token kind.
 * Punctuation and operators have no colour of their own: drawn in the text colour they need no
 * element of their own (src/plugins/server-highlighting), about a thousand fewer on a reference page.
 */
export type CodePalette = {
  bg: string;
  line: string;
  text: string;
  comment: string;
  keyword: string;
  string: string;
  function: string;
  number: string;
  property: string;
};

/** Light mode: on the grey-50 block, grey-100 highlighted line (src/css/tokens.css). */
export const lightCodePalette: CodePalette = {
  bg: '#f4f7f5',
  line: '#e8eeea',
  text: '#1a211d',
  comment: '#5c6b62',
  keyword: '#25694c',
  string: '#8c4a0b',
  function: '#4b4fb8',
  number: '#a3324a',
  property: '#1d5f8a',
};

/** Dark mode: on the grey-900 block, grey-800 highlighted line (src/css/tokens.css). */
export const darkCodePalette: CodePalette = {
  bg: '#1a211d',
  line: '#2a332e',
  text: '#e2e9e5',
  comment: '#93a39a',
  keyword: '#5fd3a0',
  string: '#f0b46a',
  function: '#a9b4ff',
  number: '#f59ab0',
  property: '#7cc7f0',
};

/** A Prism theme from a palette: which Prism token types take which colour. */
function prismTheme(p: CodePalette): PrismTheme {
  return {
    plain: {color: p.text, backgroundColor: p.bg},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: p.comment, fontStyle: 'italic'}},
      {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: p.keyword}},
      {types: ['string', 'char', 'attr-value', 'url', 'regex', 'inserted'], style: {color: p.string}},
      {types: ['function', 'class-name'], style: {color: p.function}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'deleted'], style: {color: p.number}},
      {types: ['property', 'attr-name', 'tag', 'entity', 'builtin'], style: {color: p.property}},
      {types: ['namespace'], style: {opacity: 0.8}},
    ],
  };
}

/** Light code theme (code blocks, the playground's editor and result blocks). */
export const lightCodeTheme = prismTheme(lightCodePalette);

/** Dark code theme (code blocks, the playground's editor and result blocks). */
export const darkCodeTheme = prismTheme(darkCodePalette);
