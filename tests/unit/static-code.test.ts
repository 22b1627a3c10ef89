import assert from 'node:assert/strict';
import {test} from 'node:test';

import {coloursCss, themeCss} from '../../src/plugins/static-code/colours';
import {escapeHtml} from '../../src/escapeHtml';
import {codeKey, linesHtml, plainLines} from '../../src/theme/CodeBlock/Content/lines';
import {darkCodeTheme, lightCodeTheme} from '../../src/prismThemes';

test('static code: lines of tokens become the theme markup (plain text bare), escaped, with line classes', () => {
  const html = linesHtml(
    [
      [
        {types: ['keyword'], content: 'if'},
        {types: ['plain'], content: ' (a < b && "x")'},
      ],
      [{types: ['plain'], content: '\n', empty: true}],
    ],
    {0: ['theme-code-block-highlighted-line']},
  );
  assert.equal(
    html,
    '<div class="token-line theme-code-block-highlighted-line"><span class="token keyword">if</span>' +
      ' (a &lt; b &amp;&amp; &quot;x&quot;)<br></div>' +
      '<div class="token-line"><br></div>',
  );
  assert.equal(escapeHtml('<img src=x onerror=alert(1)>'), '&lt;img src=x onerror=alert(1)&gt;');
  // Quotes too, so a class name can never close its attribute.
  assert.equal(escapeHtml(`a" onclick='x'`), 'a&quot; onclick=&#39;x&#39;');
  assert.deepEqual(plainLines('a\n\nb'), [
    [{types: ['plain'], content: 'a'}],
    [{types: ['plain'], content: '\n'}],
    [{types: ['plain'], content: 'b'}],
  ]);
});

test('static code: the key changes with code, language and line classes', () => {
  const key = codeKey(['js', 'const a = 1;', '{}']);
  assert.match(key, /^[0-9a-z]+$/);
  assert.equal(key, codeKey(['js', 'const a = 1;', '{}']));
  assert.notEqual(key, codeKey(['ts', 'const a = 1;', '{}']));
  assert.notEqual(key, codeKey(['js', 'const a = 2;', '{}']));
  assert.notEqual(key, codeKey(['js', 'const a = 1;', '{"0":["x"]}']));
});

test('static code: token colours of both modes come from src/prismThemes.ts', () => {
  const css = coloursCss(lightCodeTheme, darkCodeTheme);
  const stringColour = (theme: typeof lightCodeTheme) =>
    [...theme.styles].reverse().find((s) => s.types.includes('string'))!.style.color!;
  assert.ok(css.includes(`html[data-theme='light'] .prism-code .token.string`));
  assert.ok(themeCss(lightCodeTheme, 'X').includes(`color:${stringColour(lightCodeTheme)}`));
  assert.ok(themeCss(darkCodeTheme, 'X').includes(`color:${stringColour(darkCodeTheme)}`));
  assert.ok(
    css.includes(`html[data-theme='dark'] .theme-code-block{--prism-color:${darkCodeTheme.plain.color}!important`),
  );
  assert.throws(() => themeCss({plain: {}, styles: [{types: ['x'], languages: ['js'], style: {color: 'red'}}]}, 'X'));
});
