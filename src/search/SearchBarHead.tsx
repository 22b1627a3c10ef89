/**
 * Stand-in for `@docusaurus/Head`, seen only by the theme's SearchBar module (the search-index
 * plugin aliases that import for that one module, in every build).
 *
 * The theme's SearchBar always renders `<link rel="preconnect" href="https://{appId}-dsn.algolia.net">`
 * so the browser warms up a connection to Algolia. On the embedded backend that connection is never
 * used: this component renders the same Head minus that link (and nothing when nothing is left).
 * On hosted Algolia it renders Head unchanged.
 *
 * Why the backend is checked here at run time instead of aliasing only embedded builds: the
 * bundler's persistent cache does not notice a changed alias between two builds of the same
 * config (npm test builds both backends), so the bundle must not depend on the backend.
 *
 * Input: Head's props. Output: `<Head>` with the kept children.
 */
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';

import {useSearchBackend} from './backend';

/** True for the theme's Algolia preconnect link element. */
export function isAlgoliaPreconnect(node: ReactNode): boolean {
  if (!isValidElement(node) || node.type !== 'link') return false;
  const {rel, href} = node.props as {rel?: string; href?: string};
  return rel === 'preconnect' && typeof href === 'string' && /\.algolia\.net\/?$/.test(href);
}

export default function SearchBarHead({children, ...props}: ComponentProps<typeof Head>): ReactNode {
  const {backend} = useSearchBackend();
  if (backend === 'algolia') return <Head {...props}>{children}</Head>;
  const kept = Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  if (kept.length === 0) return null;
  return <Head {...props}>{kept}</Head>;
}
