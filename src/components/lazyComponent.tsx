/**
 * A theme component loaded as a chunk of its own when a page first renders it (`React.lazy` inside
 * a Suspense boundary with no fallback), so pages that never show it do not carry its code in their
 * first-load JS. The server renders it in full (Docusaurus waits for every Suspense boundary). Only
 * for components that no page, or few pages, show: a page that shows one waits for its chunk while
 * it hydrates (decisions/performance-load-on-demand.md, the lazy TOC that was not kept).
 *
 * Input: the import of the component (`() => import('@theme-original/X')`). Output: a component
 * taking the same props. Used by src/theme/LastUpdated, src/theme/TagsListInline and the unlisted
 * / draft banners of src/theme/DocItem/Layout.
 */
import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

export function lazyComponent<P extends object>(load: () => Promise<{default: ComponentType<P>}>) {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function LazyComponent(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
