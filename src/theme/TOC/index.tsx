/**
 * The desktop table of contents (wraps the theme's `@theme/TOC`). A long reference page
 * (./longToc.ts: 20 or more h4 headings, i.e. the validation chain reference of every version) gets
 * ./FilterableTOC.tsx, which lists every validator and sanitizer under a filter box; other pages get
 * the theme's TOC unchanged.
 *
 * On every page the list follows the reader ({@link useFollowActive}): when the heading the theme
 * marks active (`table-of-contents__link--active`, as the page scrolls or after a jump to an
 * anchor) is outside the list's visible part, the list scrolls, never the page, to bring it to the
 * list's middle. The theme's highlight sets that class itself; a MutationObserver hears it.
 *
 * FilterableTOC is imported, not loaded with `React.lazy`: as a lazy chunk it saved other docs pages
 * 0.1 kB gzip, but hydration then waited on it inside a Suspense boundary and the reference's
 * blocking time doubled (4x CPU, median of 5: 1.9-2.1 s against 0.9-1.2 s;
 * decisions/performance-load-on-demand.md).
 *
 * Props: the theme's (`toc`, the page's flat heading list; heading levels; `className`).
 */
import {useEffect, type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

import FilterableTOC from './FilterableTOC';
import {isLongReference} from './longToc';

type Props = WrapperProps<typeof TOCType>;

/**
 * Keeps the active link of the desktop list (`.theme-doc-toc-desktop`, the theme's scroll
 * container) in the list's view, by scrolling the list. Checks once when mounted (the theme may
 * have marked a link already) and whenever a link's class changes.
 */
function useFollowActive(): void {
  useEffect(() => {
    const list = document.querySelector('.theme-doc-toc-desktop');
    if (!list) return undefined;
    const follow = () => {
      const active = list.querySelector('.table-of-contents__link--active');
      if (!active) return;
      const box = list.getBoundingClientRect();
      const {top, bottom} = active.getBoundingClientRect();
      if (top < box.top || bottom > box.bottom) list.scrollTop += top - box.top - box.height / 2;
    };
    const observer = new MutationObserver(follow);
    observer.observe(list, {attributeFilter: ['class'], subtree: true});
    follow();
    return () => observer.disconnect();
  }, []);
}

export default function TOCWrapper(props: Props): ReactNode {
  useFollowActive();
  if (!isLongReference(props.toc)) return <TOC {...props} />;
  return <FilterableTOC {...props} />;
}
