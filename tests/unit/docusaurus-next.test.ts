/**
 * The choices of the Docusaurus 4 trial (scripts/dev/check-docusaurus-next.ts): which prerelease,
 * which peer versions and which Node.js it installs, from the registry's version lists.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {newestCommon, nodeChoice, peerChoice} from '../../scripts/dev/check-docusaurus-next';

test('the prerelease is the newest one every package has published', () => {
  const core = ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'];
  const theme = ['3.10.2', '4.0.0-canary-6808'];
  assert.equal(newestCommon([core, theme], /^4\.\d+\.\d+-/), '4.0.0-canary-6808');
  assert.equal(newestCommon([core, ['3.10.2']], /^4\.\d+\.\d+-/), undefined);
});

test('a peer keeps the installed version inside its range, else takes the newest match', () => {
  assert.equal(peerChoice('19.3.1', ['19.3.0', '19.3.1', '19.4.0']), '19.3.1');
  assert.equal(peerChoice('5.9.3', ['6.0.2', '6.0.3']), '6.0.3');
  assert.equal(peerChoice('5.9.3', []), undefined);
});

test("Node.js: the machine's when it matches, else the newest of the lowest matching major", () => {
  assert.equal(nodeChoice('24.22.0', ['24.14.0', '24.22.0', '25.1.0']), undefined);
  assert.equal(nodeChoice('20.20.2', ['24.14.0', '24.22.3', '25.1.0']), '24.22.3');
});
