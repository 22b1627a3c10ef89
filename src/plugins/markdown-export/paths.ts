/**
 * Where the Markdown of a page lives, shared by the markdown-export plugin (build time) and the
 * "Copy page" button (browser): no Node.js imports here.
 */

/**
 * The `.md` URL path of a page: the address the reader sees (the site has `trailingSlash: false`)
 * plus `.md`. Input: the page's permalink with the base URL (`/docs/api/check`, `/docs/6.14.0`,
 * `/docs/` for a version home written with its slash). Output: `/docs/api/check.md`,
 * `/docs/6.14.0.md`, `/docs.md`; the site root `/` gives `/index.md`.
 */
export function markdownPathOf(permalink: string): string {
  const page = permalink.replace(/\/+$/, '');
  return page === '' ? '/index.md' : `${page}.md`;
}
