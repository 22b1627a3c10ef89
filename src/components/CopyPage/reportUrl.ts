/**
 * The address of the repository's "Docs error" issue form (.github/ISSUE_TEMPLATE/docs-error.yml)
 * with its fields filled in. GitHub prefills a form field from a query parameter named after the
 * field's `id`: `page` (Page URL) and `version` (express-validator version); `template` names the
 * form file and `title` the issue title.
 *
 * Inputs: `repoUrl` (https://github.com/<owner>/<repo>, src/site.ts), `pageUrl` (absolute page
 * address, with `#anchor` if any), `version` (the docs version's label, e.g. `7.3.0` or `Next`),
 * `title` (the page title). Output: an absolute https URL; every value is percent-encoded by
 * URLSearchParams, so nothing in a page URL or title can add a parameter.
 */
export function reportProblemUrl({
  repoUrl,
  pageUrl,
  version,
  title,
}: {
  repoUrl: string;
  pageUrl: string;
  version: string;
  title: string;
}): string {
  const query = new URLSearchParams({template: 'docs-error.yml', title: `[docs] ${title}`, page: pageUrl, version});
  return `${repoUrl}/issues/new?${query.toString()}`;
}

/**
 * The id of the heading the reader is at: the last `h2`–`h6` with an id inside `root` whose top
 * is above `offset` px from the top of the viewport (the sticky navbar's height plus a margin), or
 * undefined above the first heading. Reads layout; call it on a click, not during render.
 */
export function currentHeadingId(root: ParentNode, offset: number): string | undefined {
  let id: string | undefined;
  for (const heading of Array.from(root.querySelectorAll<HTMLElement>('h2[id], h3[id], h4[id], h5[id], h6[id]'))) {
    if (heading.getBoundingClientRect().top > offset) break;
    id = heading.id;
  }
  return id;
}
