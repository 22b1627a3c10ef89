/**
 * Stand-in for `@docusaurus/Head`, seen only by the theme's SearchBar in builds on the embedded
 * backend (the search-index plugin aliases the import for that one module).
 *
 * The theme's SearchBar always renders `<link rel="preconnect" href="https://{appId}-dsn.algolia.net">`
 * so the browser warms up a connection to Algolia. Without hosted Algolia that connection is never
 * used; this component renders the same Head minus that link (and nothing when nothing is left).
 * Input: Head's props. Output: `<Head>` with the other children.
 */
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** True for the theme's Algolia preconnect link element. */
export function isAlgoliaPreconnect(node: ReactNode): boolean {
  if (!isValidElement(node) || node.type !== 'link') return false;
  const {rel, href} = node.props as {rel?: string; href?: string};
  return rel === 'preconnect' && typeof href === 'string' && /\.algolia\.net\/?$/.test(href);
}

export default function HeadWithoutAlgoliaPreconnect({children, ...props}: ComponentProps<typeof Head>): ReactNode {
  const kept = Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  if (kept.length === 0) return null;
  return <Head {...props}>{kept}</Head>;
}
