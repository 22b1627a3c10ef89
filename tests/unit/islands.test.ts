/**
 * The pure parts of the static islands (src/theme/MDXComponents/island.tsx): which blocks may be
 * adopted (`isStatic`) and which clicks inside an island navigate on the client
 * (`islandLinkTarget`). The browser behaviour is in e2e/static-islands.spec.ts.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement} from 'react';

import {isStatic, islandLinkTarget, registerStatic} from '../../src/theme/MDXComponents/islandRules';

function InlineCode(props: {children?: string}) {
  return createElement('code', null, props.children);
}
function Stateful() {
  return null;
}
registerStatic(InlineCode);

test('isStatic: text, intrinsic elements and registered components at any depth', () => {
  assert.equal(isStatic(['Use ', createElement(InlineCode, null, 'trim()'), ' first.']), true);
  assert.equal(isStatic(createElement('strong', null, createElement('a', {href: '#x'}, 'x'))), true);
  assert.equal(isStatic(null), true);
});

test('isStatic: a block holding any other component is not static', () => {
  assert.equal(isStatic(['Shown: ', createElement(Stateful)]), false);
  assert.equal(isStatic(createElement('em', null, createElement('span', null, createElement(Stateful)))), false);
});

/** A stand-in for the clicked element: `closest('a[href]')` finds a link with these attributes. */
function clickedLink(attrs: Record<string, string>) {
  const link = {getAttribute: (n: string) => attrs[n] ?? null, hasAttribute: (n: string) => n in attrs};
  return {closest: () => link} as unknown as Element;
}
const plainClick = {button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false};
const page = new URL('https://example.org/docs/api/check-schema#schema');

test('islandLinkTarget: another page of the site navigates on the client, with its hash', () => {
  assert.equal(
    islandLinkTarget(clickedLink({href: '/docs/api/misc#location'}), plainClick, page),
    '/docs/api/misc#location',
  );
  assert.equal(islandLinkTarget(clickedLink({href: 'check#fields'}), plainClick, page), '/docs/api/check#fields');
});

test('islandLinkTarget: the browser keeps anchors, other sites, files, new tabs and modified clicks', () => {
  assert.equal(islandLinkTarget(clickedLink({href: '#paramschema'}), plainClick, page), undefined);
  assert.equal(islandLinkTarget(clickedLink({href: 'https://github.com/x'}), plainClick, page), undefined);
  assert.equal(islandLinkTarget(clickedLink({href: '/docs/api/check.md'}), plainClick, page), undefined);
  assert.equal(islandLinkTarget(clickedLink({href: '/docs/api/misc', target: '_blank'}), plainClick, page), undefined);
  assert.equal(islandLinkTarget(clickedLink({href: '/docs/api/misc', download: ''}), plainClick, page), undefined);
  assert.equal(
    islandLinkTarget(clickedLink({href: '/docs/api/misc'}), {...plainClick, ctrlKey: true}, page),
    undefined,
  );
  assert.equal(islandLinkTarget(clickedLink({href: '/docs/api/misc'}), {...plainClick, button: 1}, page), undefined);
  assert.equal(islandLinkTarget({closest: () => null} as unknown as Element, plainClick, page), undefined);
});
