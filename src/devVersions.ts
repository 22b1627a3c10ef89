/**
 * Which docs versions the dev server (`npm start`) loads, from the DOCS_VERSIONS environment
 * variable. Read by docusaurus.config.ts as the docs plugin's `onlyIncludeVersions`.
 *
 * Why: every docs version adds its pages to the dev server's start-up work (reading, compiling
 * MDX, the route table). A maintainer usually edits Next or the latest release, so by default
 * the dev server loads only those two and starts in seconds. Production builds ignore the
 * variable and always contain every version.
 */

/** Name of the environment variable (also in CONTRIBUTING.md, "Preview"). */
export const docsVersionsVariable = 'DOCS_VERSIONS';

/**
 * The versions to load, or `undefined` for all of them.
 *
 * - unset or empty: Next (`current`) and the latest release;
 * - `all`: every version;
 * - a comma-separated list (`6.15.0,5.3.0`, `next` or `current` for Next): those versions plus
 *   the latest release, which is always loaded so that it stays at /docs as in production.
 *
 * @param value the variable's value
 * @param available every docs version name: `current` and the entries of versions.json
 * @param latest the latest release (first entry of versions.json); `current` when there is none
 * @throws on a name that is not a docs version, listing the available ones
 */
export function docsVersionsToLoad(
  value: string | undefined,
  available: readonly string[],
  latest: string,
): string[] | undefined {
  const requested = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (requested.some((v) => v.toLowerCase() === 'all')) return undefined;
  const names = (requested.length ? requested : ['current']).map((v) => (v.toLowerCase() === 'next' ? 'current' : v));
  const unknown = names.filter((v) => !available.includes(v));
  if (unknown.length) {
    throw new Error(
      `${docsVersionsVariable}: unknown docs version(s) ${unknown.join(', ')}; use "all", "next" or a comma list of: ${available.join(', ')}`,
    );
  }
  // Keep the order of `available` (newest first), as the version dropdown shows it.
  const wanted = new Set([...names, latest]);
  return available.filter((v) => wanted.has(v));
}

/**
 * True when the running Docusaurus command is the dev server (`docusaurus start`). Other commands
 * (`build`, `serve`, `docs:version`...) and tests that import the config get every version.
 */
export function isDevServer(argv: readonly string[] = process.argv): boolean {
  return argv[2] === 'start';
}
