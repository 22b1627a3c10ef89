/**
 * The release pairs pre-rendered as static pages (`/upgrade/<from>-to-<to>`, each with a `.md`)
 * so search engines and the site's search index see them: the upgrades readers most often ask
 * about. The one place these releases are named; a versions file can replace the list later.
 */
export const STATIC_PAIRS: readonly [string, string][] = [
  ['6.14.3', '7.3.2'],
  ['6.15.0', '7.3.2'],
  ['5.3.1', '6.15.0'],
  ['5.3.1', '7.3.2'],
];

/** URL path of a static pair page (without the base URL), e.g. `/upgrade/6.14.3-to-7.3.2`. */
export const pairPath = ([from, to]: readonly [string, string]) => `/upgrade/${from}-to-${to}`;
