/**
 * One way to say which npm release a docs version documents (src/versionLabel.ts): the home page of
 * every docs version holds the rule sentence word for word, and the badge label and the sentence
 * have the agreed form.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {docsDirOf, docsVersions} from '../../src/docsVersions';
import {releaseLabel, versionRule} from '../../src/versionLabel';

test('the badge label and the rule sentence', () => {
  assert.equal(releaseLabel('7.3.0', '7.3.2'), '7.3.0 (npm 7.3.2)');
  assert.equal(releaseLabel('current', '7.3.2'), 'Next (npm 7.3.2 + unreleased)');
  assert.equal(
    versionRule('6.14.0', '6.14.3'),
    'Docs version 6.14.0 covers the 6.14 line of express-validator and documents its newest npm release, 6.14.3.',
  );
});

for (const version of docsVersions) {
  test(`${version.name}: the home page states the rule in the shared words`, () => {
    const text = fs.readFileSync(path.join(docsDirOf(version), 'index.md'), 'utf8').replace(/\s+/g, ' ');
    assert.ok(
      text.includes(versionRule(version.name, version.npmVersion)),
      `index.md of ${version.name} should say: ${versionRule(version.name, version.npmVersion)}`,
    );
  });
}
