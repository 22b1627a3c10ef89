/**
 * The phone / tablet "On this page" list (wraps the theme's `@theme/TOCCollapsible`): on a long
 * reference page (../TOC/longToc.ts) it lists the h4 headings too, the validators and sanitizers
 * of the validation chain reference, as the desktop table of contents does, and once opened it
 * shows the desktop list's heading filter above them (../TOCItems/index.tsx). Collapsed by
 * default, as in the theme. Props: the theme's.
 */
import {type ReactNode} from 'react';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type TOCCollapsibleType from '@theme/TOCCollapsible';
import type {WrapperProps} from '@docusaurus/types';

import {isLongReference} from '../TOC/longToc';
import {FilterHeadings} from '../TOCItems';

type Props = WrapperProps<typeof TOCCollapsibleType>;

export default function TOCCollapsibleWrapper(props: Props): ReactNode {
  if (!isLongReference(props.toc)) return <TOCCollapsible {...props} />;
  return (
    <FilterHeadings.Provider value>
      <TOCCollapsible {...props} maxHeadingLevel={Math.max(props.maxHeadingLevel ?? 3, 4)} />
    </FilterHeadings.Provider>
  );
}
