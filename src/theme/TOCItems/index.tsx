/**
 * The theme's heading list (wraps `@theme/TOCItems`), with the desktop list's heading filter
 * (HeadingFilter of ../TOC/FilterableTOC.tsx) above it inside the phone's "On this page" list of
 * a long reference page, where ../TOCCollapsible/index.tsx sets {@link FilterHeadings}; its look
 * is in ../TOC/styles.module.css. The theme renders that list only once the reader opens it, so the
 * filter appears when it can be used. Every other list (the desktop one, which has the filter
 * above it already) is the theme's, unchanged.
 *
 * The filter is not a chunk of its own: bundled, the phone's filter adds 92 B gzip to a docs page's
 * first-load JS; loaded with `React.lazy` when the list opens it added 189 B, as the context, the
 * Suspense around the list, the loader and the chunk's entry in the runtime stay in the first load.
 *
 * Props: the theme's (`toc`, the flat heading list; heading levels; class names).
 */
import {createContext, useContext, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';

import {HeadingFilter} from '../TOC/FilterableTOC';

type Props = WrapperProps<typeof TOCItemsType>;

/** True inside the phone's "On this page" list of a long reference page. */
export const FilterHeadings = createContext(false);

export default function TOCItemsWrapper(props: Props): ReactNode {
  if (!useContext(FilterHeadings)) return <TOCItems {...props} />;
  return <HeadingFilter toc={props.toc}>{(toc) => <TOCItems {...props} toc={toc} />}</HeadingFilter>;
}
