/**
 * The desktop table of contents (wraps the theme's `@theme/TOC`). A long reference page
 * (./longToc.ts: 20 or more h4 headings, i.e. the validation chain reference of every version) gets
 * ./FilterableTOC.tsx, which lists every validator and sanitizer under a filter box; other pages get
 * the theme's TOC unchanged.
 *
 * FilterableTOC is a chunk of its own, fetched only by the pages that show it (`React.lazy`): the
 * server renders it in full (Docusaurus waits for every Suspense boundary), and in the browser the
 * boundary keeps that HTML until the chunk arrives, then hydrates it. So the first-load JS of every
 * other docs page does not carry the filter (0.4 kB gzip; e2e/budgets.spec.ts).
 *
 * Props: the theme's (`toc`, the page's flat heading list; heading levels; `className`).
 */
import {lazy, Suspense, type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

import {isLongReference} from './longToc';

type Props = WrapperProps<typeof TOCType>;

const FilterableTOC = lazy(() => import('./FilterableTOC'));

export default function TOCWrapper(props: Props): ReactNode {
  if (!isLongReference(props.toc)) return <TOC {...props} />;
  return (
    <Suspense fallback={<TOC {...props} />}>
      <FilterableTOC {...props} />
    </Suspense>
  );
}
