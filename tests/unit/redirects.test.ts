import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {redirects} from '../../src/redirects';
import {specRedirects} from '../siteContract';
import {docsVersions, docsDirOf} from '../../src/docsVersions';

test('the redirects are exactly those of the spec', () => {
  const actual = Object.fromEntries(redirects.flatMap((r) => r.from.map((from) => [from, r.to])));
  assert.deepEqual(actual, specRedirects);
});

test('every redirect target is a page of the latest version', () => {
  const latest = docsVersions.find((v) => v.name !== 'current');
  assert.ok(latest);
  for (const {to} of redirects) {
    const docId = to.replace(/^\/docs\//, '');
    const dir = docsDirOf(latest);
    assert.ok(
      ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(dir, docId + ext))),
      `${to} has no doc in ${path.relative(process.cwd(), dir)}`,
    );
  }
});
