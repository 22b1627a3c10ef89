/**
 * The theme's tag list under a docs page (`@theme-original/TagsListInline`), loaded as a chunk of
 * its own when a page first shows it. No page of the site has `tags` in its front matter, so none
 * carries the list's code in its first-load JS (e2e/budgets.spec.ts); a tagged page still gets the
 * list, rendered in full by the server.
 *
 * Props: the theme's (`tags`, the page's tags, each with `label`, `permalink` and `description`).
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type TagsListInlineType from '@theme/TagsListInline';
import type {WrapperProps} from '@docusaurus/types';

const TagsListInline = lazy(() => import('@theme-original/TagsListInline'));

export default function TagsListInlineWrapper(props: WrapperProps<typeof TagsListInlineType>): ReactNode {
  return (
    <Suspense fallback={null}>
      <TagsListInline {...props} />
    </Suspense>
  );
}
