/**
 * Which express-validator release each docs version documents, read from docs-versions.json at the
 * repository root: the one file a version cut edits (scripts/docs/docs-version.ts) and every tool
 * reads through this module.
 *
 * docs-versions.json holds:
 * - `docs`: docs version name -> the npm release it documents, newest first. A released docs version
 *   is named after the first release of its minor line and documents that line's newest npm release
 *   (checked against each package); `current` is Next, which documents the newest published release.
 * - `releases`: every npm release from the oldest documented one to the newest, oldest first, as
 *   `npm view express-validator versions` lists them. The API history reads each of them to name the
 *   release that added, changed or removed an API (a mark such as `since 7.1.0` can name a release
 *   no docs version documents); the upgrade planner offers them as its choices.
 * Every release named there is installed side by side as the npm alias devDependency
 * `express-validator-<npm version>` (tests/unit/versions.test.ts checks that package.json agrees).
 * The latest docs version is not repeated there: it is the first entry of Docusaurus's versions.json.
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

/** Root of this repository (the folder that holds package.json). */
export const repoRoot = path.resolve(__dirname, '..');

/** Path of the versions file, absolute. */
export const versionsFile = path.join(repoRoot, 'docs-versions.json');

/** The shape of docs-versions.json. */
export type VersionsFile = {docs: Record<string, string>; releases: string[]};

/**
 * Reads and checks docs-versions.json. Throws when it is missing a field, names a release that is
 * not `x.y.z`, or maps a docs version to a release that `releases` does not list.
 */
export function readVersionsFile(file: string = versionsFile): VersionsFile {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VersionsFile>;
  if (!data.docs || !Array.isArray(data.releases)) throw new Error(`${file}: needs "docs" and "releases"`);
  for (const r of [...Object.values(data.docs), ...data.releases]) {
    if (!/^\d+\.\d+\.\d+$/.test(r)) throw new Error(`${file}: "${r}" is not an npm release x.y.z`);
  }
  for (const [name, r] of Object.entries(data.docs)) {
    if (!data.releases.includes(r)) throw new Error(`${file}: ${name} documents ${r}, which "releases" does not list`);
  }
  return data as VersionsFile;
}

const versionsData = readVersionsFile();

/** The npm alias under which a release is installed (a devDependency of this site). */
export function aliasOf(npmVersion: string): string {
  return `express-validator-${npmVersion}`;
}

/** Every docs version the site is meant to serve, present in the repo or not, newest first. */
export const allDocsVersions: readonly DocsVersion[] = Object.entries(versionsData.docs).map(([name, npmVersion]) => ({
  name,
  npmVersion,
  packageName: aliasOf(npmVersion),
  major: Number(npmVersion.split('.')[0]) as 5 | 6 | 7,
  ...(name === 'current' ? {overlay: 'scripts/docs/reference/next-overlay.d.ts'} : {}),
}));

/**
 * Every npm release of express-validator from the oldest documented one to the newest, oldest first
 * (docs-versions.json `releases`). Each is installed as the devDependency `express-validator-<version>`.
 */
export const historyReleases: readonly string[] = versionsData.releases;

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
  if (!found) throw new Error(`versions.json lists ${name}, which docs-versions.json does not map to an npm release`);
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

/** The latest released docs version (served at /docs): the first entry of versions.json. */
export function latestDocsVersion(): DocsVersion {
  const name = releasedVersionNames()[0];
  const found = allDocsVersions.find((v) => v.name === name);
  if (!found) throw new Error(`versions.json lists ${name}, which docs-versions.json does not map to an npm release`);
  return found;
}
