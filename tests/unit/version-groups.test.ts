/**
 * The version menu's order and names (src/theme/NavbarItem/versionGroups.ts): releases by major
 * line, newest first, the latest marked, Next last in a group of its own; and the site's versions
 * (versions.json, Docusaurus's order) give the lines 7.x, 6.x, 5.x.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {releasedVersionNames} from '../../src/docsVersions';
import {versionGroups, type VersionLike} from '../../src/theme/NavbarItem/versionGroups';

/** Versions as Docusaurus lists them: Next first, then the releases newest first, the first one the latest. */
const asDocusaurus = (released: string[]): VersionLike[] => [
  {name: 'current', label: 'Next', isLast: false},
  ...released.map((name, i) => ({name, label: name, isLast: i === 0})),
];

test('groups by major line, marks the latest, puts Next last', () => {
  const groups = versionGroups(asDocusaurus(['7.3.0', '7.2.0', '6.15.0', '5.3.0']));
  assert.deepEqual(
    groups.map((g) => [g.title, g.entries.map((e) => e.label)]),
    [
      ['7.x', ['7.3.0 (latest)', '7.2.0']],
      ['6.x', ['6.15.0']],
      ['5.x', ['5.3.0']],
      ['Unreleased', ['Next']],
    ],
  );
});

test('no versions, no groups; no Next, no Unreleased group', () => {
  assert.deepEqual(versionGroups([]), []);
  assert.deepEqual(
    versionGroups([{name: '7.3.0', label: '7.3.0', isLast: true}]).map((g) => g.title),
    ['7.x'],
  );
});

test("the site's versions: 7.x, 6.x, 5.x and Unreleased, every version once", () => {
  const released = releasedVersionNames();
  const groups = versionGroups(asDocusaurus(released));
  assert.deepEqual(
    groups.map((g) => g.title),
    ['7.x', '6.x', '5.x', 'Unreleased'],
  );
  assert.equal(groups.flatMap((g) => g.entries).length, released.length + 1);
});
