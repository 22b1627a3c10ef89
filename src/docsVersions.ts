/**
 * Which express-validator release each docs version documents.
 *
 * This is the one place that maps docs versions to npm packages; scripts and tests import it
 * instead of hard-coding a version. Every npm release named here is installed side by side as an
 * npm alias devDependency called `express-validator-<npm version>` (a unit test checks that
 * package.json and this table agree).
 *
 * Source: ../shared/facts/express-validator-api-changes.md ("Which package each docs version
 * documents": the latest patch of each minor line), checked against the packages themselves.
 */
import fs from 'node:fs';
import path from 'node:path';

export type DocsVersion = {
  /** Docusaurus version name: `current` for the unreleased docs in docs/, else a versions.json entry. */
  name: string;
  /** The express-validator release on npm that this docs version describes (exact version). */
  npmVersion: string;
  /** The node_modules folder that holds that release: the alias `express-validator-<npmVersion>`. */
  packageName: string;
  /** Major line of the docs (5, 6 or 7): selects the page layout and the import style. */
  major: 5 | 6 | 7;
  /**
   * Declarations of unreleased changes layered over the package (Next only): a `.d.ts` path
   * relative to the repository root, read by scripts/docs/generate-reference.ts.
   */
  overlay?: string;
};

/** docs version name -> npm release, newest first (Next documents the newest published package). */
const npmVersionOf: ReadonlyArray<readonly [name: string, npmVersion: string]> = [
  ['current', '7.3.2'],
  ['7.3.0', '7.3.2'],
  ['7.2.0', '7.2.1'],
  ['7.0.0', '7.0.1'],
  ['6.15.0', '6.15.0'],
  ['6.14.0', '6.14.3'],
  ['6.13.0', '6.13.0'],
  ['6.12.0', '6.12.2'],
  ['6.11.0', '6.11.1'],
  ['6.10.0', '6.10.1'],
  ['6.9.0', '6.9.2'],
  ['6.8.0', '6.8.2'],
  ['6.7.0', '6.7.0'],
  ['6.6.0', '6.6.1'],
  ['6.5.0', '6.5.0'],
  ['6.4.0', '6.4.1'],
  ['6.3.0', '6.3.1'],
  ['6.2.0', '6.2.0'],
  ['6.1.0', '6.1.1'],
  ['6.0.0', '6.0.1'],
  ['5.3.0', '5.3.1'],
  ['5.2.0', '5.2.0'],
];

/** The npm alias under which a release is installed (a devDependency of this site). */
export function aliasOf(npmVersion: string): string {
  return `express-validator-${npmVersion}`;
}

/** Every docs version the site is meant to serve (the spec's list), present in the repo or not. */
export const allDocsVersions: readonly DocsVersion[] = npmVersionOf.map(([name, npmVersion]) => ({
  name,
  npmVersion,
  packageName: aliasOf(npmVersion),
  major: Number(npmVersion.split('.')[0]) as 5 | 6 | 7,
  ...(name === 'current' ? {overlay: 'scripts/docs/reference/next-overlay.d.ts'} : {}),
}));

/**
 * Every npm release of express-validator from the oldest documented one (5.2.0) to the newest
 * documented one, oldest first, as `npm view express-validator versions` lists them. The API
 * history (scripts/docs/api-history.ts) reads each of them to name the release that added,
 * changed or removed an API, so a mark such as `since 7.1.0` can name a release that no docs
 * version documents. Each is installed as the devDependency `express-validator-<version>`.
 */
export const historyReleases: readonly string[] = [
  '5.2.0',
  '5.3.0',
  '5.3.1',
  '6.0.0',
  '6.0.1',
  '6.1.0',
  '6.1.1',
  '6.2.0',
  '6.3.0',
  '6.3.1',
  '6.4.0',
  '6.4.1',
  '6.5.0',
  '6.6.0',
  '6.6.1',
  '6.7.0',
  '6.8.0',
  '6.8.1',
  '6.8.2',
  '6.9.0',
  '6.9.1',
  '6.9.2',
  '6.10.0',
  '6.10.1',
  '6.11.0',
  '6.11.1',
  '6.12.0',
  '6.12.1',
  '6.12.2',
  '6.13.0',
  '6.14.0',
  '6.14.1',
  '6.14.2',
  '6.14.3',
  '6.15.0',
  '7.0.0',
  '7.0.1',
  '7.1.0',
  '7.2.0',
  '7.2.1',
  '7.3.0',
  '7.3.1',
  '7.3.2',
];

/** Root of this repository (the folder that holds package.json). */
export const repoRoot = path.resolve(__dirname, '..');

/** Released docs versions present in the repository, as versions.json lists them (newest first). */
export function releasedVersionNames(): string[] {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8')) as string[];
}

/**
 * The docs versions present in the repository: Next (`current`) and every versions.json entry,
 * newest first. Throws when versions.json names a version this table does not map.
 */
export const docsVersions: readonly DocsVersion[] = ['current', ...releasedVersionNames()].map((name) => {
  const found = allDocsVersions.find((v) => v.name === name);
  if (!found) throw new Error(`versions.json lists ${name}, which src/docsVersions.ts does not map to an npm release`);
  return found;
});

/**
 * Folder of a docs version's pages, absolute: `docs/` for `current`, else
 * `versioned_docs/version-<name>/`.
 */
export function docsDirOf(version: DocsVersion): string {
  return version.name === 'current'
    ? path.join(repoRoot, 'docs')
    : path.join(repoRoot, 'versioned_docs', `version-${version.name}`);
}

/**
 * Orders two npm release numbers `x.y.z` (plain numbers only, no pre-release tags):
 * negative when `a` is older, 0 when equal, positive when newer.
 */
export function compareReleases(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** The releases of `historyReleases` from `from` (inclusive) up to `to` (exclusive; default: all). */
export function releasesBetween(from: string, to?: string): string[] {
  return historyReleases.filter(
    (r) => compareReleases(r, from) >= 0 && (to === undefined || compareReleases(r, to) < 0),
  );
}
