import {docsVersions} from '../src/docsVersions';

/**
 * What a version cut adds to every page's first-load JS, gzip, in bytes: the new version's routes
 * and sidebar in the main bundle. A trial cut of a 23rd version measured +1.1 to +1.6 kB; 1.7 kB
 * per docs version beyond the 22 the limits were measured with. Read by the budgets of
 * ./budgets.spec.ts and ./upgrade.spec.ts.
 */
export const versionGrowth = 1_700 * (docsVersions.length - 22);

/**
 * First-load JS of a docs page, gzip: the runtime, the main bundle (React, router, theme, and the
 * route table of every docs version) and the route's chunks, measured on getting started. Measured:
 * 195.0 kB (194,973 bytes) with 22 versions, 37 bytes more with the search page's wording in
 * i18n/en/code.json (195,003 on the build that followed), and 195,071 with the version banners'
 * wording there too (the site name with a non-breaking hyphen, +68), 195,163 with the heading
 * filter in the phone's "On this page" list of the reference (src/theme/TOCItems, +92, bundled with
 * the table of contents; lazy loading it cost more); then 194,947 after three reductions listed in
 * PERFORMANCE.md (the redirect list, newline text between blocks, signature elements: -226
 * together) and the version menu's props (+10); then 195,173 with the client module that mends an
 * address that cannot be percent-decoded (src/clientModules/decodableAddress.ts, +226, on every
 * page); then about 195,047: the contents list that follows the reader and the heading filter's
 * new markup (src/theme/TOC, +220), and the code blocks' line markup, which moved to the
 * highlighter's chunk (src/theme/CodeBlock/Content/codeKey.ts, -346). The page's own content chunk
 * holds its program tabs and its eight programs (5.6 kB), the client's copy of the site config
 * keeps the plugin and preset lists (0.6 kB; decisions/performance-trim-client-bundle.md), and the
 * Try it button markup and the banner's wording are in every docs page's code. Then 195,738 with
 * the site's own not-found content (src/theme/NotFound/Content: its text, search form and links,
 * in the docs root's chunk, since an unknown path under a version renders it) and the footer's two
 * Community links (+691). Then 198,734 with getting started's parser-error section and the final
 * error handler that each of its programs ends with (its content chunk), and 199,063 with that
 * handler written in lines of at most 80 characters (+329). Limit: 199.4 kB for 22
 * versions, plus `versionGrowth`. What each reduction bought: PERFORMANCE.md and
 * decisions/performance-trim-client-bundle.md.
 */
export const docsPageJsGzipLimit = 199_400 + versionGrowth;
