/**
 * Where long names in table cells may wrap (src/theme/MDXComponents/codeBreaks.ts). The browser
 * side (no name broken in mid-word, no table scrolling sideways at 1280 and 390 px) is in
 * e2e/phone.spec.ts.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {breakPoints, MIN_BREAKABLE_LENGTH} from '../../src/theme/MDXComponents/codeBreaks';

test('breakPoints: after _ . / - and before a capital that follows a small letter', () => {
  assert.deepEqual(breakPoints('allow_space_after_symbol?'), ['allow_', 'space_', 'after_', 'symbol?']);
  assert.deepEqual(breakPoints('options.protocols[0]'), ['options.', 'protocols[0]']);
  assert.deepEqual(breakPoints('express-validator/check'), ['express-', 'validator/', 'check']);
  assert.deepEqual(breakPoints('ignoreCaseWhenMatching'), ['ignore', 'Case', 'When', 'Matching']);
  // A run of separators stays together, and nothing is split off before the first piece.
  assert.deepEqual(breakPoints('__proto__.polluted'), ['__proto__.', 'polluted']);
});

test('breakPoints: the pieces joined give the text back, so copying is unchanged', () => {
  for (const text of ['allow_protocol_relative_urls', 'https://example.com/a/b', 'isURLOptions.require_tld']) {
    assert.equal(breakPoints(text)!.join(''), text);
  }
});

test('breakPoints: short code, code with spaces and block code are left alone', () => {
  assert.equal(breakPoints('checkFalsy'), undefined);
  assert.equal(breakPoints('x'.repeat(MIN_BREAKABLE_LENGTH - 1)), undefined);
  assert.equal(breakPoints('optional({ checkFalsy: true })'), undefined);
  assert.equal(breakPoints('first_line_of_code\nsecond_line'), undefined);
});
