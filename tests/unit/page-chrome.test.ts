import assert from 'node:assert/strict';
import {test} from 'node:test';

import {filterToc, isLongReference} from '../../src/theme/TOC/longToc';
import {reportProblemUrl} from '../../src/components/CopyPage/reportUrl';

const toc = [
  {value: 'How a chain runs', id: 'how', level: 2},
  {value: 'Standard validators', id: 'standard-validators', level: 2},
  {value: 'Every validator in detail', id: 'validator-details', level: 3},
  {value: '<code>contains()</code>', id: 'contains', level: 4},
  {value: 'isEmail()', id: 'isemail', level: 4},
  {value: 'Standard sanitizers', id: 'standard-sanitizers', level: 2},
  {value: 'normalizeEmail()', id: 'normalizeemail', level: 4},
];

test('filterToc keeps the matches and the headings above them, in order', () => {
  assert.deepEqual(
    filterToc(toc, ' EMAIL ').map((i) => i.id),
    ['standard-validators', 'validator-details', 'isemail', 'standard-sanitizers', 'normalizeemail'],
  );
  assert.deepEqual(
    filterToc(toc, 'contains').map((i) => i.id),
    ['standard-validators', 'validator-details', 'contains'],
  );
  assert.deepEqual(filterToc(toc, 'code'), [], 'markup in a heading is not matched');
  assert.equal(filterToc(toc, '').length, toc.length);
});

test('isLongReference: 20 or more h4 headings', () => {
  const h4 = (n: number) => Array.from({length: n}, (_, i) => ({value: `v${i}`, id: `v${i}`, level: 4}));
  assert.equal(isLongReference(h4(19)), false);
  assert.equal(isLongReference(h4(20)), true);
});

test('reportProblemUrl fills the docs-error form, every value encoded', () => {
  const url = new URL(
    reportProblemUrl({
      repoUrl: 'https://github.com/express-validator/express-validator',
      pageUrl: 'https://express-validator.github.io/docs/api/validation-chain#isemail',
      version: '7.3.0',
      title: 'ValidationChain & friends',
    }),
  );
  assert.equal(url.origin + url.pathname, 'https://github.com/express-validator/express-validator/issues/new');
  assert.deepEqual(Object.fromEntries(url.searchParams), {
    template: 'docs-error.yml',
    title: '[docs] ValidationChain & friends',
    page: 'https://express-validator.github.io/docs/api/validation-chain#isemail',
    version: '7.3.0',
  });
  assert.equal(url.hash, '', 'the page anchor stays inside its parameter');
});
