/**
 * The words the site uses for a docs version and the npm release it documents, in one place: the
 * version badge of every doc page (src/theme/DocVersionBadge), the home page of each version (a
 * unit test checks that each index.md holds `versionRule()` word for word) and the playground's
 * version menu all say it the same way.
 *
 * The rule: a docs version is named after the first release of a minor line (7.3.0) and documents
 * the newest npm release of that line (7.3.2); Next documents the newest release plus the unreleased
 * changes of the development line. The name -> release table is src/docsVersions.ts. No imports,
 * so client code may use it.
 */

/** Short label: `7.3.0 (npm 7.3.2)`, or `Next (npm 7.3.2 + unreleased)` for Next (name `current` or `Next`). */
export function releaseLabel(docsVersion: string, npmVersion: string): string {
  return isNext(docsVersion) ? `Next (npm ${npmVersion} + unreleased)` : `${docsVersion} (npm ${npmVersion})`;
}

/**
 * The sentence that explains the rule for one version, e.g. `Docs version 7.3.0 covers the 7.3 line
 * of express-validator and documents its newest npm release, 7.3.2.`
 */
export function versionRule(docsVersion: string, npmVersion: string): string {
  if (isNext(docsVersion)) {
    return `Docs version Next documents express-validator ${npmVersion}, the newest npm release, plus the unreleased changes of the development line.`;
  }
  const line = docsVersion.split('.').slice(0, 2).join('.');
  return `Docs version ${docsVersion} covers the ${line} line of express-validator and documents its newest npm release, ${npmVersion}.`;
}

const isNext = (docsVersion: string) => docsVersion === 'current' || docsVersion === 'Next';
