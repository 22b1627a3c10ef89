/**
 * src/plugins/search-modal-css splits DocSearch's stylesheet in two: the variables and the button in
 * the site stylesheet, the modal loaded with the modal. This holds only while the three files it
 * uses add up to the whole stylesheet the theme imports (`@docsearch/react/style`, i.e.
 * `@docsearch/css/dist/style.css`); a DocSearch upgrade that moves rules elsewhere fails here.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';

import {
  askAiSelector,
  modalCssPattern,
  onDemandCssPattern,
  pageVariables,
  pickVariables,
  slimModalCss,
} from '../../src/plugins/search-modal-css';

/** The rules of a stylesheet (`selector{declarations}`), comments and whitespace removed, in order. */
function rules(file: string): string[] {
  const css = fs
    .readFileSync(require.resolve(`@docsearch/css/dist/${file}`), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '');
  return css.match(/[^{}]+\{[^{}]*\}/g) ?? [];
}

test('the Try it form keeps its stylesheet with its chunk, and no other stylesheet of the site does', () => {
  assert.ok(onDemandCssPattern.test(path.resolve('src/components/TryIt/styles.module.css')));
  const others = fs
    .readdirSync('src', {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.css') && !f.startsWith(path.join('components', 'TryIt')));
  assert.ok(others.length > 5, others.join(', '));
  for (const other of others) assert.ok(!onDemandCssPattern.test(path.resolve('src', other)), other);
});

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

test('the modal stylesheet the site loads: no Ask AI rule, every other rule of modal.css kept in order', () => {
  const css = fs.readFileSync(require.resolve('@docsearch/css/dist/modal.css'), 'utf8');
  const slim = slimModalCss(css);
  assert.ok(slim.length < css.length / 2, `${slim.length} of ${css.length} characters`);
  assert.ok(!askAiSelector.test(slim), 'an Ask AI selector is left');
  // The rules of the search screens stay: results, their titles and marks, the footer, no results.
  for (const selector of [
    '.DocSearch-Hit-source{',
    '.DocSearch-Hit mark{',
    '.DocSearch-Footer{',
    '.DocSearch-NoResults{',
  ]) {
    assert.ok(slim.includes(selector), selector);
  }
  // A rule shared by a kept and an Ask AI selector keeps the kept one.
  assert.equal(
    slimModalCss('.a,.DocSearch-AskAiScreen{color:red}@media (x){.DocSearch-AskAiScreen{color:red}}'),
    '.a{color:red}',
  );
  assert.throws(() => slimModalCss('@import "x";'), /construct/);
});

test('the slimmed copy is kept out of the site stylesheet too', () => {
  assert.ok(modalCssPattern.test('/site/.docusaurus/search-modal-css/search-modal.css'));
});

test('the site stylesheet keeps the variables the button and the /search page read, in both modes', () => {
  const all = fs.readFileSync(require.resolve('@docsearch/css/dist/_variables.css'), 'utf8');
  const picked = pickVariables(all, pageVariables);
  // Every variable the button reads is declared for light and for dark.
  const button = fs.readFileSync(require.resolve('@docsearch/css/dist/button.css'), 'utf8');
  for (const name of new Set(button.match(/--docsearch-[a-z-]+/g))) assert.ok(pageVariables.has(name), name);
  assert.match(picked, /^:root\{[^}]*--docsearch-search-button-background:/);
  assert.match(picked, /html\[data-theme=dark\]\{[^}]*--docsearch-search-button-background:/);
  assert.ok(picked.length < all.length / 2, `${picked.length} of ${all.length} characters`);
  assert.equal(pickVariables(':root{--a:1;--b:2}.x{--c:3}', new Set(['--b'])), ':root{--b:2}');
  assert.throws(() => pickVariables('.x{color:red}', new Set()), /more than variables/);
});
