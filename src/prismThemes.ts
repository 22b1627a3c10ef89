/**
 * Code block colours: prism-react-renderer's `github` (light) and `dracula` (dark) themes with the
 * token colours that fail WCAG AA contrast (4.5:1) on their own background replaced by the nearest
 * shade that passes. Measured by axe-core in e2e/a11y.spec.ts; the original shades are:
 * github #999988 (comments, 2.7:1), #e3116c (strings, 4.3:1), #36acaa (properties, numbers, 2.6:1),
 * #00a4db (2.7:1), #d73a49 (keywords, 4.3:1) on #f6f8fa; dracula rgb(98, 114, 164) (comments,
 * 3.0:1) on #282a36.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Returns `theme` with every token colour found in `replacements` swapped for its replacement. */
function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  const swap = (colour: string | undefined) => (colour && replacements[colour.toLowerCase()]) ?? colour;
  return {
    plain: theme.plain,
    styles: theme.styles.map((s) => ({...s, style: {...s.style, color: swap(s.style.color)}})),
  };
}

/**
 * Light code theme: GitHub colours, darkened where needed for 4.5:1 on #f6f8fa and on a highlighted
 * line (#e7e9eb, see `--docusaurus-highlighted-code-line-bg` in src/css/custom.css).
 */
export const lightCodeTheme = withColours(themes.github, {
  '#999988': '#66665a',
  '#e3116c': '#c90f60',
  '#36acaa': '#247271',
  '#00a4db': '#006d92',
  '#d73a49': '#be3341',
});

/** Dark code theme: Dracula colours, comments lightened for 4.5:1 on #282a36. */
export const darkCodeTheme = withColours(themes.dracula, {
  'rgb(98, 114, 164)': '#8995bb',
});
