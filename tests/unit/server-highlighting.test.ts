import assert from 'node:assert/strict';
import {test} from 'node:test';

import {coloursCss, looksPlain, themeCss} from '../../src/plugins/server-highlighting/colours';
import {escapeHtml} from '../../src/escapeHtml';
import {codeKey} from '../../src/theme/CodeBlock/Content/codeKey';
import {linesHtml, plainLines} from '../../src/theme/CodeBlock/Content/lines';
import {darkCodeTheme, lightCodeTheme} from '../../src/prismThemes';

test('static code: lines of tokens become the theme markup (plain text bare), escaped; text lines unless a line has classes or numbers', () => {
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
      ' (a &lt; b &amp;&amp; &quot;x&quot;)</div>' +
      '<div class="token-line"><br></div>',
  );
  // Neighbours of the same types are one span; plain neighbours one text.
  assert.equal(
    linesHtml(
      [
        [
          {types: ['string'], content: "'a'"},
          {types: ['string'], content: "'b'"},
          {types: ['plain'], content: ' '},
          {types: ['plain'], content: 'x'},
          {types: ['keyword'], content: 'in'},
        ],
      ],
      {},
    ),
    '<span class="token string">&#39;a&#39;&#39;b&#39;</span> x<span class="token keyword">in</span>',
  );
  // Without line numbers or highlighted lines, lines are text lines: joined by a newline, an empty
  // line is an empty text line, and no line has an element of its own.
  assert.equal(linesHtml(plainLines('a\n\n<b>'), {}), 'a\n\n&lt;b&gt;');
  assert.equal(
    linesHtml([[{types: ['comment'], content: '// one'}], [{types: ['keyword'], content: 'two'}]], {3: []}),
    '<span class="token comment">// one</span>\n<span class="token keyword">two</span>',
  );
  // Line numbers keep a div per line.
  assert.match(linesHtml(plainLines('a'), {}, {line: 'L', number: 'N', content: 'C'}), /^<div class="token-line L">/);
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

test('static code: a token whose colours equal the block text in both modes is bare text', () => {
  const both = [lightCodeTheme, darkCodeTheme];
  // Punctuation has no style of its own in either theme: it takes the plain colour.
  assert.equal(looksPlain(both, ['punctuation']), true);
  assert.equal(looksPlain(both, ['keyword']), false);
  assert.equal(looksPlain(both, ['tag', 'punctuation']), false, 'the tag colour wins over the plain colour');
  // Any other declaration (dark keywords are italic) keeps the span.
  const italic = {
    plain: {color: '#000'},
    styles: [{types: ['x'], style: {color: '#000', fontStyle: 'italic' as const}}],
  };
  assert.equal(looksPlain([italic], ['x']), false);
  assert.equal(
    looksPlain([{plain: {color: '#000'}, styles: [{types: ['x'], style: {color: 'rgb(0, 0, 0)'}}]}], ['x']),
    true,
  );
});
