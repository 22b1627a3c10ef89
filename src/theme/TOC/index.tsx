/**
 * The desktop table of contents (wraps the theme's `@theme/TOC`). A long reference page
 * (./longToc.ts: 20 or more h4 headings, i.e. the validation chain reference of every version) gets
 * ./FilterableTOC.tsx, which lists every validator and sanitizer under a filter box; other pages get
 * the theme's TOC unchanged.
 *
 * FilterableTOC is imported, not loaded with `React.lazy`: as a lazy chunk it saved other docs pages
 * 0.1 kB gzip, but hydration then waited on it inside a Suspense boundary and the reference's
 * blocking time doubled (4x CPU, median of 5: 1.9-2.1 s against 0.9-1.2 s;
 * decisions/performance-load-on-demand.md).
 *
 * Props: the theme's (`toc`, the page's flat heading list; heading levels; `className`).
 */
import {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

import FilterableTOC from './FilterableTOC';
import {isLongReference} from './longToc';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  if (!isLongReference(props.toc)) return <TOC {...props} />;
  return <FilterableTOC {...props} />;
}
