import assert from 'node:assert/strict';
import {test} from 'node:test';

import React from 'react';

import mdxWhitespace from '../../src/plugins/mdx-whitespace';
import {renderMdx} from '../renderMdx';

/** A component that shows how many children it got, so a change to them shows in the HTML. */
const Box = ({children}: {children: React.ReactNode}) =>
  React.createElement('div', {'data-children': React.Children.count(children)}, children);

/** The HTML React writes for `source`, compiled by MDX with or without the plugin. */
const html = (source: string, withPlugin: boolean) =>
  renderMdx(source, {rehypePlugins: withPlugin ? [mdxWhitespace] : [], components: {Box}});

const source = [
  'First paragraph.',
  '',
  'Second paragraph.',
  '',
  '- **bold**',
  '  *emphasis* in a tight item',
  '- item two',
  '',
  '> quoted one',
  '>',
  '> quoted two',
  '',
  '```js',
  'const a = 1;',
  '',
  'const b = 2;',
  '```',
  '',
  '```text',
  '',
  '',
  '```',
  '',
  '<Box>',
  '',
  'Inside a component.',
  '',
  'Still inside.',
  '',
  '</Box>',
].join('\n');

test('mdx whitespace: the newlines between blocks are gone', async () => {
  const before = await html(source, false);
  const after = await html(source, true);
  assert.match(before, /<\/p>\n<p>Second/);
  assert.match(after, /<\/p><p>Second/);
  assert.match(after, /<ul><li>/);
  assert.match(after, /<blockquote><p>quoted one<\/p><p>quoted two<\/p><\/blockquote>/);
  assert.ok(after.length < before.length);
});

test('mdx whitespace: a newline that renders as a space, code, and a component’s children stay', async () => {
  const after = await html(source, true);
  // Two inline elements of a tight list item on two lines: the newline between them is a space.
  assert.match(after, /<strong>bold<\/strong>\n<em>emphasis<\/em>/);
  // Code keeps its blank line.
  assert.match(after, /const a = 1;\n\nconst b = 2;/);
  // A code block of blank lines is whitespace with a newline too, and keeps it.
  assert.match(after, /<code class="language-text">\n\n<\/code>/);
  // The component gets the same children as without the plugin, newlines included.
  const before = await html(source, false);
  const count = (h: string) => /data-children="(\d+)"/.exec(h)?.[1];
  assert.equal(count(after), count(before));
});
