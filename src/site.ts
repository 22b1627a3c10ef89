/**
 * Facts about express-validator and this site that more than one file needs.
 * Sources: the library's repository (its name, address, Discussions and issues, and its Q&A tag on Stack Overflow) and the
 * product rules of this site (the footer's copyright year is 2025).
 */
export const site = {
  /**
   * Where the built site is published (GitHub Pages of the express-validator organisation): the
   * default of `SITE_URL`. The address of a particular build is `siteAddress()`'s.
   */
  url: 'https://express-validator.github.io',
  /** Path the site is served under at `url`: the default of `BASE_URL`. */
  baseUrl: '/',
  /** The library's source repository. */
  repoUrl: 'https://github.com/express-validator/express-validator',
  /**
   * Branch of `repoUrl` that the "Edit this page" links of the docs open (the repository's
   * default branch).
   */
  editBranch: 'master',
  /** Community Q&A: the Stack Overflow tag of the library. */
  stackOverflowUrl: 'https://stackoverflow.com/questions/tagged/express-validator',
  /** Community questions and ideas: the GitHub Discussions of `repoUrl`. */
  discussionsUrl: 'https://github.com/express-validator/express-validator/discussions',
  /** Bug reports and feature requests: the GitHub issues of `repoUrl`. */
  issuesUrl: 'https://github.com/express-validator/express-validator/issues',
  /** Fixed by the spec, not computed from the clock. */
  copyrightYear: 2025,
} as const;

/** Where one build of the site is served: Docusaurus's `url` and `baseUrl`. */
export type SiteAddress = {
  /** Scheme and host, no trailing slash, e.g. `https://octocat.github.io`. */
  url: string;
  /** Path the site lives under, starting and ending with `/`, e.g. `/express-validator-docs/`. */
  baseUrl: string;
};

/**
 * The address of this build, from the environment, as docusaurus.io does for its previews:
 * - `SITE_URL`: scheme and host (default `site.url`); a trailing slash is dropped;
 * - `BASE_URL`: the path the site is served under (default `/`); slashes are added at both ends
 *   when missing, so `express-validator-docs` means `/express-validator-docs/`.
 * A fork's GitHub Pages project site is `SITE_URL=https://<user>.github.io BASE_URL=/<repo>/`.
 *
 * Input: an environment (`process.env` by default). Output: `{url, baseUrl}`.
 * Throws when `SITE_URL` is not an http(s) origin without a path (Docusaurus wants the path in
 * `baseUrl`), or when `BASE_URL` holds characters that are not allowed in a URL path segment list
 * (`?`, `#`, spaces, backslashes, `..`).
 */
export function siteAddress(env: Record<string, string | undefined> = process.env): SiteAddress {
  const rawUrl = env.SITE_URL?.trim() || site.url;
  let parsed: URL;
  try {
    parsed = new URL(rawUrl);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as https://octocat.github.io, got ${JSON.stringify(rawUrl)}`,
    );
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new Error(
      `SITE_URL must be a scheme and host only (put the path in BASE_URL), e.g. https://octocat.github.io; got ${JSON.stringify(rawUrl)}`,
    );
  }
  const rawBase = env.BASE_URL?.trim() || site.baseUrl;
  if (/[?#\\\s]/.test(rawBase) || rawBase.split('/').includes('..')) {
    throw new Error(`BASE_URL must be a plain path such as /express-validator-docs/, got ${JSON.stringify(rawBase)}`);
  }
  const baseUrl = `/${rawBase.replace(/^\/+|\/+$/g, '')}/`.replace(/\/{2,}/g, '/');
  return {url: parsed.origin, baseUrl};
}
