/**
 * The reference entries plugin (src/plugins/reference-entries/remark.ts): which headings get the
 * entry class, on which pages, and that a heading keeps the properties it had (its id).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';

import referenceEntries, {ENTRY_CLASS} from '../../src/plugins/reference-entries/remark';

type Node = {type: string; depth?: number; value?: string; children?: Node[]; data?: Record<string, unknown>};

const heading = (depth: number, text: string): Node => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
  data: {hProperties: {id: text.toLowerCase().replace(/\W+/g, '-')}},
});

/** The text and class of each heading of `headings` after the plugin ran on them as `file`. */
function classes(file: string, headings: Node[]): [string, unknown][] {
  const root: Node = {type: 'root', children: [...headings, {type: 'paragraph', children: []}]};
  referenceEntries()(root as never, {path: path.resolve(file)});
  return headings.map((h) => [h.children![0]!.value!, (h.data?.hProperties as Record<string, unknown>).className]);
}

test('reference entries: API headings of reference pages get the class, section headings do not', () => {
  const headings = [
    heading(2, 'Modifiers'),
    heading(3, 'bail()'),
    heading(3, '.hide()'),
    heading(4, 'isEmail()'),
    heading(2, 'body(), cookie() and query()'),
    heading(2, 'FieldValidationError'),
    heading(3, 'How values are converted'),
    heading(2, 'Getting the validated data with matchedData()'),
  ];
  assert.deepEqual(classes('versioned_docs/version-7.3.0/api/validation-chain.mdx', headings), [
    ['Modifiers', undefined],
    ['bail()', ENTRY_CLASS],
    ['.hide()', ENTRY_CLASS],
    ['isEmail()', ENTRY_CLASS],
    ['body(), cookie() and query()', ENTRY_CLASS],
    ['FieldValidationError', ENTRY_CLASS],
    ['How values are converted', undefined],
    ['Getting the validated data with matchedData()', undefined],
  ]);
  // Their ids stay.
  assert.equal((headings[1]!.data!.hProperties as Record<string, unknown>).id, 'bail-');
});

test('reference entries: every family of versions, the generated partials, and never a guide', () => {
  const entry = () => [heading(4, 'isEmail()')];
  for (const file of [
    'docs/api/_validators.mdx',
    'versioned_docs/version-6.15.0/validation-chain-api.mdx',
    'versioned_docs/version-5.3.0/_sanitizers.mdx',
    'versioned_docs/version-5.3.0/check-api.md',
  ]) {
    assert.deepEqual(classes(file, entry()), [['isEmail()', ENTRY_CLASS]], file);
  }
  for (const file of ['docs/guides/getting-started.md', 'versioned_docs/version-6.15.0/sanitization.md', 'README.md']) {
    assert.deepEqual(classes(file, entry()), [['isEmail()', undefined]], file);
  }
});
