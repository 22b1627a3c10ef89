/**
 * Which express-validator release each docs version documents.
 *
 * This is the one place that maps docs versions to npm packages; scripts import it instead of
 * hard-coding a version. Source: ../shared/facts/express-validator-api-changes.md ("Which package
 * each docs version documents"), checked against the packages themselves.
 */
import path from 'node:path';

export type DocsVersion = {
  /** Docusaurus version name: `current` for the unreleased docs in docs/, else a versions.json entry. */
  name: string;
  /** The express-validator release on npm that this docs version describes (exact version). */
  npmVersion: string;
  /**
   * The node_modules folder that holds that release (a devDependency of this site, possibly an
   * npm alias such as `express-validator-7.3.2`).
   */
  packageName: string;
  /**
   * Declarations of unreleased changes layered over the package (Next only): a `.d.ts` path
   * relative to the repository root, read by scripts/generate-reference.ts.
   */
  overlay?: string;
};

export const docsVersions: readonly DocsVersion[] = [
  {
    name: 'current',
    npmVersion: '7.3.2',
    packageName: 'express-validator',
    overlay: 'scripts/reference/next-overlay.d.ts',
  },
  {name: '7.3.0', npmVersion: '7.3.2', packageName: 'express-validator'},
];

/** Root of this repository (the folder that holds package.json). */
export const repoRoot = path.resolve(__dirname, '..');

/**
 * Folder of a docs version's pages, absolute: `docs/` for `current`, else
 * `versioned_docs/version-<name>/`.
 */
export function docsDirOf(version: DocsVersion): string {
  return version.name === 'current'
    ? path.join(repoRoot, 'docs')
    : path.join(repoRoot, 'versioned_docs', `version-${version.name}`);
}
