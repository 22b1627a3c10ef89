/**
 * Redirects from the page URLs of the 6.x documentation layout to their 7.x homes.
 *
 * Why: the 6.x docs served these pages at the top of `/docs`; search engines, blog posts and
 * Stack Overflow answers still link to them. Each entry is consumed by
 * `@docusaurus/plugin-client-redirects`, which writes a small HTML page at every `from` path that
 * forwards the reader (with query string and hash) to `to`.
 *
 * The list is the site's rule for the 6.x page names that moved in 7.x (a unit test holds it to
 * tests/siteContract.ts).
 * Old `.html` URLs and `/index.html` URLs are handled separately, for every page, by the
 * `cleanUrlScript` head script in src/headScripts.ts.
 */
export type Redirect = {
  /** Site-absolute paths (no base URL, no trailing slash) that should forward. */
  from: string[];
  /** Site-absolute path of an existing page of the latest version. */
  to: string;
};

export const redirects: Redirect[] = [
  {from: ['/docs/wildcards', '/docs/whole-body-validation'], to: '/docs/guides/field-selection'},
  {
    from: ['/docs/custom-validators-sanitizers', '/docs/custom-error-messages'],
    to: '/docs/guides/customizing',
  },
  {from: ['/docs/running-imperatively'], to: '/docs/guides/manually-running'},
  {from: ['/docs/check-api'], to: '/docs/api/check'},
  {from: ['/docs/validation-chain-api', '/docs/sanitization-chain-api'], to: '/docs/api/validation-chain'},
  {from: ['/docs/matched-data-api'], to: '/docs/api/matched-data'},
  {from: ['/docs/validation-result-api'], to: '/docs/api/validation-result'},
];
