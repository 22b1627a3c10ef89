/**
 * Which docs version the /search page searches when it opens.
 *
 * The theme's SearchPage starts on the first version of the docs plugin, which is Next (the
 * unreleased docs) on this site; a reader coming from a 6.5.0 page would get results of another
 * version than the one they read. The page opens instead on, in order:
 * 1. the `version` query parameter (set by "See all results" in the search modal to the version of
 *    the page the reader was on, and kept in the URL so a shared link shows the same results);
 * 2. the preferred docs version (the one the reader last picked in the version dropdown);
 * 3. the latest release.
 * A value that names no version of the site is ignored (the parameter comes from the URL).
 */

/**
 * Input: the requested version (URL), the preferred one, the latest release, and the names of all
 * versions. Output: the version name to search (`current` for Next).
 */
export function pickSearchVersion({
  requested,
  preferred,
  latest,
  available,
}: {
  requested: string | null | undefined;
  preferred: string | null | undefined;
  latest: string;
  available: readonly string[];
}): string {
  if (requested && available.includes(requested)) return requested;
  if (preferred && available.includes(preferred)) return preferred;
  return latest;
}

/** Name of the URL query parameter that carries the version of /search. */
export const searchVersionParam = 'version';
