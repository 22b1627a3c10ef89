import versions from '../../../docs-versions.json';

/** The newest npm release the site documents: the last of `releases` in docs-versions.json. */
const newest = versions.releases[versions.releases.length - 1];

/**
 * The release pairs pre-rendered as static pages (`/upgrade/<from>-to-<to>`, each with a `.md`)
 * so search engines and the site's search index see them: the upgrades readers most often ask
 * about, from the last releases of the 6.x and 5.x lines (fixed facts) to the newest release, which
 * a version cut moves in docs-versions.json.
 */
export const STATIC_PAIRS: readonly [string, string][] = [
  ['6.14.3', newest],
  ['6.15.0', newest],
  ['5.3.1', '6.15.0'],
  ['5.3.1', newest],
];

/** URL path of a static pair page (without the base URL), e.g. `/upgrade/6.14.3-to-7.3.2`. */
export const pairPath = ([from, to]: readonly [string, string]) => `/upgrade/${from}-to-${to}`;
