import assert from 'node:assert/strict';
import {test} from 'node:test';

import {cleanUrlScript, skipBlocksScript, storedColourModeScript} from '../../src/headScripts';

/** Runs `script` in a fake browser at `url`; returns where it sent the browser (or null). */
function runAt(url: string, baseUrl = '/'): string | null {
  const u = new URL(url, 'https://site.invalid');
  let replaced: string | null = null;
  const location = {pathname: u.pathname, search: u.search, hash: u.hash, replace: (to: string) => (replaced = to)};
  new Function('window', cleanUrlScript(baseUrl))({location});
  return replaced;
}

test('clean URL script: .html and /index.html variants go to the clean path, query and hash kept', () => {
  assert.equal(runAt('/docs/api/check.html'), '/docs/api/check');
  assert.equal(runAt('/docs/api/check/index.html?x=1#run'), '/docs/api/check?x=1#run');
  assert.equal(runAt('/index.html'), '/');
  assert.equal(runAt('/docs/6.15.0/check-api.html#check'), '/docs/6.15.0/check-api#check');
});

test('clean URL script: clean paths and /404.html are left alone', () => {
  assert.equal(runAt('/docs/api/check'), null);
  assert.equal(runAt('/'), null);
  assert.equal(runAt('/404.html'), null);
  assert.equal(runAt('/docs/caf%C3%A9'), null);
});

test('clean URL script under a base URL: the base stays the home page, its 404.html is left alone', () => {
  const base = '/express-validator-docs/';
  assert.equal(runAt('/express-validator-docs/index.html?q=1', base), '/express-validator-docs/?q=1');
  assert.equal(
    runAt('/express-validator-docs/docs/api/check.html#run', base),
    '/express-validator-docs/docs/api/check#run',
  );
  assert.equal(runAt('/express-validator-docs/docs/index.html', base), '/express-validator-docs/docs');
  assert.equal(runAt('/express-validator-docs/404.html', base), null);
  assert.equal(runAt('/express-validator-docs/', base), null);
  // Only the base's own 404.html is special: the root one is an old URL like any other.
  assert.equal(runAt('/404.html', base), '/404');
});

test('clean URL script: a base URL without its slashes is refused', () => {
  assert.throws(() => cleanUrlScript('express-validator-docs'), /must start and end with "\/"/);
});

test('clean URL script: a path that cannot be percent-decoded gets its % escaped', () => {
  assert.equal(runAt('/docs/%E0%A4%A'), '/docs/%25E0%25A4%25A');
  assert.equal(runAt('/docs/%zz?q=1#h'), '/docs/%25zz?q=1#h');
  // The escaped path decodes, so the script leaves it alone on the next load.
  assert.equal(runAt('/docs/%25E0%25A4%25A'), null);
});

/** Runs the colour script with `stored` as localStorage `theme`; returns the value left there. */
function storedAfter(stored: string | null): string | null {
  const store = new Map<string, string>(stored === null ? [] : [['theme', stored]]);
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  };
  new Function('window', storedColourModeScript)({localStorage});
  return store.get('theme') ?? null;
}

test('stored colour script: anything but light or dark becomes light; nothing stored stays so', () => {
  assert.equal(storedAfter('blue'), 'light');
  assert.equal(storedAfter(''), 'light');
  assert.equal(storedAfter('DARK'), 'light');
  assert.equal(storedAfter('dark'), 'dark');
  assert.equal(storedAfter('light'), 'light');
  assert.equal(storedAfter(null), null);
});

test('stored colour script: storage that throws is ignored', () => {
  const window = {};
  Object.defineProperty(window, 'localStorage', {
    get: () => {
      throw new Error('SecurityError');
    },
  });
  assert.doesNotThrow(() => new Function('window', storedColourModeScript)(window));
});

test('head script: the off-screen blocks mark is set on <html>, unless the page opens at a heading', () => {
  const marks = (hash: string) => {
    const attributes = new Map<string, string>();
    const document = {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}};
    new Function('document', 'location', skipBlocksScript)(document, {hash});
    return [...attributes];
  };
  assert.deepEqual(marks(''), [['data-blocks-skipped', '']]);
  assert.deepEqual(marks('#untyped-validators'), []);
});
