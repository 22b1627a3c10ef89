/**
 * src/clientModules/decodableAddress.ts: an address whose hash or path cannot be percent-decoded
 * is mended so that what Docusaurus and its router do with it on a route update (decode the hash
 * once, the path twice) cannot throw, and decodes to the reader's text; an address that can be
 * decoded is left as it is. Hostile inputs are generated: every short string over an alphabet of
 * `%`, hex digits, other letters and a non-ASCII letter.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {decodable, decodablePath, mendAddress} from '../../src/clientModules/decodableAddress';

/** Every string of up to `n` characters over `%`, hex digits, a letter and a non-ASCII letter. */
const all = (n: number) => {
  const out: string[] = [];
  const walk = (s: string) => {
    out.push(s);
    if (s.length < n) for (const c of '%2E5Ag0é') walk(s + c);
  };
  walk('');
  return out;
};

test('a hash that cannot be decoded becomes one that decodes to the same text', () => {
  assert.equal(decodable('50%'), '50%25');
  assert.equal(decodeURIComponent(decodable('50%')), '50%');
  assert.equal(decodable('%2'), '%252');
  assert.equal(decodable('s=N4Ig%2'), 's=N4Ig%252');
  assert.equal(decodable('%E0%A4%A'), '%25E0%25A4%25A');
  // Decodable text is left as it is.
  for (const ok of ['intro', '50%25', '%C3%A9t%C3%A9', 's=N4IgLgTg']) assert.equal(decodable(ok), ok);
  for (const s of all(5)) {
    const mended = decodable(s);
    assert.doesNotThrow(() => decodeURIComponent(mended), s);
    assert.doesNotThrow(() => decodeURI(mended), s);
    let plain = true;
    try {
      decodeURIComponent(s);
    } catch {
      plain = false;
    }
    if (plain) assert.equal(mended, s);
    // Only `%` is ever rewritten: removing the added `25`s gives the input back.
    assert.equal(mended.replace(/%25/g, '%').length <= s.length, true, s);
  }
});

test('a path survives the two decodings of a route update (history, then preload)', () => {
  for (const s of all(5).map((x) => `/docs/${x}`)) {
    const path = decodablePath(s);
    assert.doesNotThrow(() => decodeURI(decodeURI(path)), s);
  }
  assert.equal(decodablePath('/docs/intro'), '/docs/intro');
  assert.equal(decodablePath('/docs/%C3%A9'), '/docs/%C3%A9');
  // Decodable once, not twice: `/docs/100%` after the router's decoding.
  assert.equal(decodeURI(decodeURI(decodablePath('/docs/100%25'))), '/docs/100%');
  assert.equal(decodeURI(decodeURI(decodablePath('/docs/%E0%A4%A'))), '/docs/%E0%A4%A');
});

test('mendAddress replaces the address only when a part cannot be decoded', () => {
  const calls: string[] = [];
  const history = {
    state: {k: 1},
    replaceState: (_s: unknown, _t: string, url: string) => calls.push(url),
  } as unknown as History;
  mendAddress({pathname: '/docs', search: '?q=1', hash: '#50%'} as Location, history);
  mendAddress({pathname: '/docs', search: '', hash: '#intro'} as Location, history);
  mendAddress({pathname: '/docs/%zz', search: '', hash: ''} as Location, history);
  assert.deepEqual(calls, ['/docs?q=1#50%25', '/docs/%2525zz']);
});
