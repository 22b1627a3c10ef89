import assert from 'node:assert/strict';
import {test} from 'node:test';
import {themes} from 'prism-react-renderer';

import config from '../../docusaurus.config';
import {
  codeBackgrounds,
  contrastRatio,
  darkCodeTheme,
  highlightAlpha,
  lightCodeTheme,
  parseColor,
  withMinimumContrast,
} from '../../src/prismThemes';

test('contrast ratio: WCAG values for known pairs', () => {
  assert.equal(contrastRatio('#000', '#fff').toFixed(1), '21.0');
  assert.equal(contrastRatio('#fff', '#fff'), 1);
  assert.deepEqual(parseColor('rgb(98, 114, 164)'), [98, 114, 164]);
  assert.throws(() => parseColor('hsl(0, 0%, 0%)'));
});

test('every code colour of both themes reaches 4.5:1 on the code and highlighted-line backgrounds', () => {
  for (const [theme, original, alpha] of [
    [lightCodeTheme, themes.github, highlightAlpha.light],
    [darkCodeTheme, themes.dracula, highlightAlpha.dark],
  ] as const) {
    const backgrounds = codeBackgrounds(original, alpha);
    const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => !!c)];
    for (const colour of colours) {
      for (const bg of backgrounds) assert.ok(contrastRatio(colour, bg) >= 4.5, `${colour} on ${bg}`);
    }
    assert.ok(theme.styles.every((s) => s.style.opacity === undefined), 'no translucent tokens');
  }
});

test('colours that already pass are kept', () => {
  const passing = {plain: {color: '#000000', backgroundColor: '#ffffff'}, styles: [{types: ['keyword'], style: {color: '#00009f'}}]};
  assert.deepEqual(withMinimumContrast(passing, ['#ffffff']), passing);
});

test('the site uses these themes', () => {
  const prism = (config.themeConfig as {prism: {theme: unknown; darkTheme: unknown}}).prism;
  assert.equal(prism.theme, lightCodeTheme);
  assert.equal(prism.darkTheme, darkCodeTheme);
});
