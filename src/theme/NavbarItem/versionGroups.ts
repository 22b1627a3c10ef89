/**
 * How the version menu of the navbar (./DocsVersionDropdownNavbarItem.tsx) orders and names the docs versions, as
 * a pure function (unit-tested in tests/unit/versionGroups.test.ts). No imports, so client code
 * may use it.
 *
 * The rule: released versions by major line, newest line first and newest version first within
 * it (the order of versions.json, which Docusaurus keeps); the latest release is marked
 * "(latest)"; Next, the unreleased docs, comes last in a group of its own.
 */

/** What the menu needs of a docs version: the fields of Docusaurus's `GlobalVersion` it reads. */
export type VersionLike = {name: string; label: string; isLast: boolean};

/** One group of the menu: its title (`7.x`, or `Unreleased` for Next) and its entries in order. */
export type VersionGroup<V extends VersionLike> = {title: string; entries: {version: V; label: string}[]};

/** The docs version name of the unreleased docs (Docusaurus's `current`). */
const unreleased = 'current';

/**
 * Groups `versions` (in Docusaurus's order: Next first, then the releases newest first) for the
 * menu. Input: the docs versions; output: the groups, released lines newest first, then Next. A
 * release's entry label is its docs version label (`7.3.0`), with ` (latest)` on the latest one;
 * Next keeps its label. Throws nothing: an empty list gives no groups.
 */
export function versionGroups<V extends VersionLike>(versions: readonly V[]): VersionGroup<V>[] {
  const groups: VersionGroup<V>[] = [];
  for (const version of versions) {
    if (version.name === unreleased) continue;
    const title = `${version.name.split('.')[0]}.x`;
    let group = groups.at(-1);
    if (group?.title !== title) {
      group = {title, entries: []};
      groups.push(group);
    }
    group.entries.push({version, label: version.isLast ? `${version.label} (latest)` : version.label});
  }
  const next = versions.find((v) => v.name === unreleased);
  if (next) groups.push({title: 'Unreleased', entries: [{version: next, label: next.label}]});
  return groups;
}
