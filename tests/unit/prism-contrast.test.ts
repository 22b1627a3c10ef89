/**
 * The code theme pair (src/prismThemes.ts): every token colour of each mode reaches 4.5:1 (WCAG AA,
 * the WCAG 2 relative-luminance formula) on its code block background and on a highlighted line,
 * and each colour is the `--ev-code-*` token of that mode in src/css/tokens.css.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';

import {
  darkCodePalette,
  darkCodeTheme,
  lightCodePalette,
  lightCodeTheme,
  type CodePalette,
} from '../../src/prismThemes';

/** WCAG 2 relative luminance of a `#rrggbb` colour (0 black, 1 white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The `--ev-code-*` declarations of the first block of tokens.css whose selector is `selector`. */
function codeTokens(selector: string): Record<string, string> {
  const css = fs.readFileSync('src/css/tokens.css', 'utf8');
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, `tokens.css has a ${selector} block`);
  const block = css.slice(start, css.indexOf('\n}', start));
  return Object.fromEntries([...block.matchAll(/--ev-code-([a-z]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

const modes = [
  {name: 'light', palette: lightCodePalette, theme: lightCodeTheme, selector: ':root'},
  {name: 'dark', palette: darkCodePalette, theme: darkCodeTheme, selector: "[data-theme='dark']"},
];

for (const {name, palette, theme, selector} of modes) {
  test(`${name} code theme: every token colour reaches 4.5:1 on the block and on a highlighted line`, () => {
    const colours = [theme.plain.color!, ...theme.styles.flatMap((s) => (s.style.color ? [s.style.color] : []))];
    const {bg, line, ...inks} = palette;
    assert.deepEqual(new Set(colours), new Set(Object.values(inks)), 'the theme draws every ink of its palette');
    assert.ok(![bg, line].some((c) => colours.includes(c)), 'no ink is a background');
    for (const colour of colours) {
      for (const background of [theme.plain.backgroundColor!, palette.line]) {
        const ratio = contrast(colour, background);
        assert.ok(ratio >= 4.5, `${colour} on ${background}: ${ratio.toFixed(2)}:1`);
      }
    }
  });

  test(`${name} code theme: its colours are the --ev-code-* tokens of tokens.css`, () => {
    const tokens = codeTokens(selector);
    const keys: (keyof CodePalette)[] = ['text', 'comment', 'keyword', 'string', 'function', 'number', 'property'];
    for (const key of keys) assert.equal(tokens[key], palette[key], `--ev-code-${key}`);
  });
}

test('the two code themes tell strings from functions and keywords apart', () => {
  for (const p of [lightCodePalette, darkCodePalette]) {
    assert.equal(new Set([p.keyword, p.string, p.function, p.number, p.property]).size, 5);
  }
});
