/**
 * src/plugins/search-modal-css splits DocSearch's stylesheet in two: the variables and the button in
 * the site stylesheet, the modal loaded with the modal. This holds only while the three files it
 * uses add up to the whole stylesheet the theme imports (`@docsearch/react/style`, i.e.
 * `@docsearch/css/dist/style.css`); a DocSearch upgrade that moves rules elsewhere fails here.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';

import {modalCssPattern} from '../../src/plugins/search-modal-css';

/** The rules of a stylesheet (`selector{declarations}`), comments and whitespace removed, in order. */
function rules(file: string): string[] {
  const css = fs
    .readFileSync(require.resolve(`@docsearch/css/dist/${file}`), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '');
  return css.match(/[^{}]+\{[^{}]*\}/g) ?? [];
}

test('the variables, the button and the modal are the whole of DocSearch style.css', () => {
  const parts = [...rules('_variables.css'), ...rules('button.css'), ...rules('modal.css')];
  const whole = rules('style.css');
  assert.ok(whole.length > 100, `style.css has ${whole.length} rules`);
  assert.deepEqual([...parts].sort(), [...whole].sort());
});

test('the pattern that keeps the modal out of the site stylesheet names modal.css only', () => {
  assert.ok(modalCssPattern.test(require.resolve('@docsearch/css/dist/modal.css')));
  for (const other of ['style.css', 'button.css', '_variables.css']) {
    assert.ok(!modalCssPattern.test(require.resolve(`@docsearch/css/dist/${other}`)), other);
  }
});
