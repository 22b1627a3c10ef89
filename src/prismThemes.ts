/**
 * Code block colours: prism-react-renderer's GitHub (light) and Dracula (dark) themes, with every
 * token colour that is too faint for WCAG AA made darker (light theme) or lighter (dark theme)
 * until it reaches a 4.5:1 contrast ratio, both on the code block background and on a highlighted
 * line (whose background is darkened by `--docusaurus-highlighted-code-line-bg`, see
 * src/css/custom.css). Colours that already pass are kept, so the themes look as before.
 *
 * Why: Lighthouse's accessibility audit (and readers with low vision) fail the original themes'
 * comments, strings, numbers and function names.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** An RGB colour, 0-255 per channel. */
type Rgb = [number, number, number];

/** Parses `#rgb`, `#rrggbb` and `rgb(r, g, b)`; throws on anything else. */
export function parseColor(color: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour ${color}`);
}

/** `#rrggbb` of a colour. */
function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` mixed with `b`: weight 1 gives `a`, 0 gives `b`. */
function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return a.map((c, i) => c * weight + b[i] * (1 - weight)) as Rgb;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/**
 * The backgrounds code text is drawn on: the theme's own and the highlighted-line one (the theme
 * background under a black layer of `highlightAlpha`, as custom.css sets it).
 */
export function codeBackgrounds(theme: PrismTheme, highlightAlpha: number): string[] {
  const bg = parseColor(theme.plain.backgroundColor ?? '#ffffff');
  return [toHex(bg), toHex(mix(bg, [0, 0, 0], 1 - highlightAlpha))];
}

/**
 * A copy of `theme` in which every colour (the plain text and each token style) has at least
 * `ratio` contrast on each of `backgrounds`. A faint colour is moved towards black on a light
 * background, towards white on a dark one, in small steps, and stops as soon as it passes.
 * Token styles that only set an opacity get the equivalent solid colour instead.
 */
export function withMinimumContrast(theme: PrismTheme, backgrounds: string[], ratio = 4.5): PrismTheme {
  const darkBackground = luminance(parseColor(backgrounds[0])) < 0.2;
  const target: Rgb = darkBackground ? [255, 255, 255] : [0, 0, 0];
  const plainRgb = parseColor(theme.plain.color ?? (darkBackground ? '#ffffff' : '#000000'));
  const fix = (color: string): string => {
    let rgb = parseColor(color);
    const passes = (c: Rgb) => backgrounds.every((bg) => contrastRatio(toHex(c), bg) >= ratio);
    for (let step = 0; step < 50 && !passes(rgb); step++) rgb = mix(rgb, target, 0.95);
    return passes(parseColor(color)) ? color : toHex(rgb);
  };
  return {
    plain: {...theme.plain, color: fix(toHex(plainRgb))},
    styles: theme.styles.map(({types, languages, style}) => {
      const {opacity, ...rest} = style;
      const solid =
        rest.color === undefined && typeof opacity === 'number'
          ? toHex(mix(plainRgb, parseColor(backgrounds[0]), opacity))
          : rest.color;
      return {
        types,
        ...(languages ? {languages} : {}),
        style: solid === undefined ? style : {...rest, color: fix(solid)},
      };
    }),
  };
}

/** Black layer over highlighted code lines, light and dark mode (custom.css). */
export const highlightAlpha = {light: 0.1, dark: 0.3} as const;

/** Light-mode code theme: GitHub, AA contrast. */
export const lightCodeTheme = withMinimumContrast(themes.github, codeBackgrounds(themes.github, highlightAlpha.light));

/** Dark-mode code theme: Dracula, AA contrast. */
export const darkCodeTheme = withMinimumContrast(themes.dracula, codeBackgrounds(themes.dracula, highlightAlpha.dark));
