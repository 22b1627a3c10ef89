/**
 * Facts about express-validator and this site that more than one file needs.
 * Source: the library's repository and ../shared/SPEC.md (copyright year, Q&A tag).
 */
export const site = {
  /** Where the built site is published (GitHub Pages of the express-validator organisation). */
  url: 'https://express-validator.github.io',
  /** The library's source repository. */
  repoUrl: 'https://github.com/express-validator/express-validator',
  /**
   * Branch of `repoUrl` that the "Edit this page" links of the docs open (the repository's
   * default branch).
   */
  editBranch: 'master',
  /** Community Q&A: the Stack Overflow tag of the library. */
  stackOverflowUrl: 'https://stackoverflow.com/questions/tagged/express-validator',
  /** Fixed by the spec, not computed from the clock. */
  copyrightYear: 2025,
} as const;
