import type {Page} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';

/**
 * Every colour a reader sees comes from the design tokens (src/css/tokens.css). On each page below,
 * in both colour modes, at 1280 x 800 and 390 x 844, the test reads the computed colours of every
 * rendered element and of its `::before` / `::after` (text colour, background, each drawn border,
 * a drawn outline, an SVG shape's fill and stroke) and fails on any colour whose red, green and blue
 * are not those of an opaque `--ev-*` token. A colour drawn with transparency (alpha between 0 and
 * 1) fails even when its red, green and blue are a token's: what the reader sees is then a blend
 * with whatever lies beneath, which no token names. Fully transparent colours draw nothing and
 * pass. The token values are read from the page itself (each `--ev-*` custom property the
 * stylesheets declare, resolved as a colour on the root), so the test holds no list of its own.
 */

const viewports = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}} as const;

/** A page, and what to open on it before the colours are read. */
const cases: {name: string; url: string; open?: (page: Page) => Promise<void>}[] = [
  {
    name: 'getting started, search modal open on a query',
    url: '/docs/guides/getting-started',
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('email');
      await page.locator('.DocSearch-Hits, .DocSearch-NoResults').first().waitFor();
    },
  },
  {name: 'search page', url: '/search?q=email'},
  {
    name: 'validation chain reference, Try panel open',
    url: '/docs/api/validation-chain#isemail',
    open: async (page) => {
      await page.getByRole('button', {name: 'Try isEmail()', exact: true}).click();
      await page.getByRole('form', {name: 'Try isEmail()'}).waitFor();
    },
  },
  {name: 'home', url: '/'},
  {name: '6.x page', url: '/docs/6.15.0/check-api'},
  {name: 'not found', url: '/no-such-page-here'},
];

/** A computed colour that is no token's: the colour, the property, and up to three elements. */
type Stray = {colour: string; property: string; elements: string[]};

/**
 * Runs in the page: the token colours, then every visible colour checked against them.
 * Returns the stray colours, one entry per colour and property.
 */
function strayColours(): Stray[] {
  type Rgba = [number, number, number, number];
  /** Parses Chromium's computed colour forms: `rgb()`, `rgba()`, `color(srgb r g b / a)`. */
  const parse = (c: string): Rgba | undefined => {
    let m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(c);
    if (m) return [+m[1]!, +m[2]!, +m[3]!, m[4] === undefined ? 1 : +m[4]];
    m = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(c);
    if (m) return [+m[1]! * 255, +m[2]! * 255, +m[3]! * 255, m[4] === undefined ? 1 : +m[4]];
    return undefined;
  };

  const names = new Set<string>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('style' in rule)
        for (const p of Array.from((rule as CSSStyleRule).style)) if (p.startsWith('--ev-')) names.add(p);
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules);
    } catch {
      // A stylesheet of another origin cannot be read; the site serves none.
    }
  }
  const sentinel = 'rgb(1, 2, 3)';
  const holder = document.createElement('div');
  holder.style.color = sentinel;
  const probe = document.createElement('div');
  holder.append(probe);
  document.body.append(holder);
  const tokens: Rgba[] = [];
  for (const name of names) {
    probe.style.color = `var(${name})`;
    const value = getComputedStyle(probe).color;
    const rgba = value === sentinel ? undefined : parse(value);
    if (rgba && rgba[3] === 1) tokens.push(rgba);
  }
  holder.remove();

  const isToken = (c: Rgba) => tokens.some((t) => t.slice(0, 3).every((v, i) => Math.abs(v - c[i]!) <= 1.01));
  const strays = new Map<string, Stray>();
  const describe = (el: Element, pseudo: string) => {
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls ? `.${cls}` : ''}${pseudo}`;
  };
  const check = (colour: string, property: string, el: Element, pseudo: string) => {
    const rgba = parse(colour);
    if (rgba && (rgba[3] === 0 || (rgba[3] === 1 && isToken(rgba)))) return;
    const key = `${property} ${colour}`;
    const entry = strays.get(key) ?? {colour, property, elements: []};
    if (entry.elements.length < 3) entry.elements.push(describe(el, pseudo));
    strays.set(key, entry);
  };
  const shapes = new Set(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'text', 'use']);
  const sides = ['top', 'right', 'bottom', 'left'];
  for (const el of Array.from(document.querySelectorAll('html, body, body *'))) {
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    for (const pseudo of ['', '::before', '::after']) {
      const s = getComputedStyle(el, pseudo || null);
      if (pseudo && (s.content === 'none' || s.content === 'normal' || s.display === 'none')) continue;
      check(s.color, 'color', el, pseudo);
      check(s.backgroundColor, 'background-color', el, pseudo);
      for (const side of sides) {
        const style = s.getPropertyValue(`border-${side}-style`);
        if (style !== 'none' && style !== 'hidden' && parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0)
          check(s.getPropertyValue(`border-${side}-color`), `border-${side}-color`, el, pseudo);
      }
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0)
        check(s.outlineColor, 'outline-color', el, pseudo);
      if (!pseudo && shapes.has(el.tagName.toLowerCase())) {
        if (s.fill !== 'none' && !s.fill.startsWith('url(')) check(s.fill, 'fill', el, pseudo);
        if (s.stroke !== 'none' && !s.stroke.startsWith('url(') && parseFloat(s.strokeWidth) > 0)
          check(s.stroke, 'stroke', el, pseudo);
      }
    }
  }
  return [...strays.values()];
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test.describe(`palette: ${colorScheme}, ${viewportName}`, () => {
      test.use({viewport});
      for (const c of cases) {
        test(`${c.name}: every colour is a token`, async ({page}) => {
          test.slow();
          await page.emulateMedia({colorScheme});
          await page.goto(c.url);
          await hydrated(page);
          await c.open?.(page);
          // Colour transitions (a button's, Infima's 200 ms) end before the colours are read.
          await page.waitForTimeout(500);
          const strays = await page.evaluate(strayColours);
          const report = strays.map((s) => `${s.property} ${s.colour}: ${s.elements.join(', ')}`);
          test.info().annotations.push({type: 'stray colours', description: String(strays.length)});
          expect(report, `${strays.length} stray colours`).toEqual([]);
        });
      }
    });
  }
}
