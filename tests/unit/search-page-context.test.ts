/**
 * The context line of /search results (src/search/searchPage/context.ts). The page itself (two
 * results with one title told apart by their lines) is checked in e2e/search.spec.ts.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {pagePath, placesOf, withPlace} from '../../src/search/searchPage/context';

const versions = [
  {
    label: '7.3.0',
    docs: [
      {id: 'index', path: '/docs', sidebar: 'docs'},
      {id: 'guides/validation-chain', path: '/docs/guides/validation-chain', sidebar: 'docs'},
      {id: 'api/check-exact', path: '/docs/api/check-exact', sidebar: 'api'},
      {id: 'orphan', path: '/docs/orphan'},
    ],
  },
  {label: 'Next', docs: [{id: 'api/check-exact', path: '/docs/next/api/check-exact', sidebar: 'api'}]},
];
const navbar = [
  {type: 'doc', docId: 'index', label: 'Docs'},
  {type: 'docSidebar', sidebarId: 'api', label: 'API'},
  {to: '/playground', label: 'Playground'},
];

test('pagePath: the path of a result URL, without origin, anchor or trailing slash', () => {
  assert.equal(
    pagePath('https://express-validator.github.io/docs/api/check-exact#optional-fields'),
    '/docs/api/check-exact',
  );
  assert.equal(pagePath('https://example.com/docs/next/'), '/docs/next');
  assert.equal(pagePath('/docs'), '/docs');
});

test('placesOf: the version label, then the navbar item that opens the page sidebar', () => {
  const places = placesOf(versions, navbar);
  assert.deepEqual(places.get('/docs/guides/validation-chain'), ['7.3.0', 'Docs']);
  assert.deepEqual(places.get('/docs/api/check-exact'), ['7.3.0', 'API']);
  assert.deepEqual(places.get('/docs/next/api/check-exact'), ['Next', 'API']);
  // A page in no sidebar gets the docs' own entry; a page outside the docs is not listed.
  assert.deepEqual(places.get('/docs/orphan'), ['7.3.0', 'Docs']);
  assert.deepEqual(placesOf(versions, []).get('/docs/orphan'), ['7.3.0']);
  assert.equal(places.get('/playground'), undefined);
});

test('withPlace: the place replaces lvl0, escaped, and the other levels keep their order', () => {
  const hierarchy = {
    lvl0: {value: 'Middlewares'},
    lvl1: {value: 'checkExact()'},
    lvl2: {value: 'Edge cases'},
    lvl3: {value: '<span class="search-result-match">Optional</span> fields'},
  };
  const placed = withPlace(hierarchy, ['7.3.0', 'A & <b>']);
  assert.deepEqual(
    Object.values(placed).map((level) => level.value),
    [
      '7.3.0',
      'A &amp; &lt;b&gt;',
      'checkExact()',
      'Edge cases',
      '<span class="search-result-match">Optional</span> fields',
    ],
  );
  // The theme shows every level but the last as the line, the last as the title.
  assert.equal(Object.values(placed).at(-1), hierarchy.lvl3);
  assert.deepEqual(withPlace({lvl0: {value: 'Only'}}, ['7.3.0']), {lvl0: {value: 'Only'}});
});
