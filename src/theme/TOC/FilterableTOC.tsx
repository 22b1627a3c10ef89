/**
 * The desktop table of contents of a long reference page (./longToc.ts: 20 or more h4 headings,
 * i.e. the validation chain reference of every version), chosen by ./index.tsx on those pages.
 * It lists the h4 headings too, so every validator and sanitizer is one click away, and puts a
 * filter box above the list ({@link HeadingFilter}, which the phone's "On this page" list uses
 * too): typing "email" leaves isEmail() and the groups above it. The filter and the list stick
 * beside the page together, as the theme's list does.
 *
 * Props: the theme's TOC props (`toc`, the page's flat heading list; heading levels; `className`).
 */
import {useState, type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import type {TOCItem} from '@docusaurus/mdx-loader';

import {filterToc} from './longToc';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The heading filter: a labelled search box, then the headings whose text contains what the
 * reader typed, with the groups above them (`filterToc`), or "No heading matches.". Used here and
 * by the phone's list (../TOCItems/index.tsx). The label holds the box, on one line: "Filter" is
 * shown, in the list's own size, and " the headings" is read by screen readers only, so the box's
 * name is "Filter the headings" and the line takes no more height than the box. Props: `toc`, the
 * page's flat heading list; `children`, which renders a heading list (a subset of `toc`, in page
 * order) with the caller's list component. Renders a fragment, so that the caller's CSS places
 * the filter and the list (./styles.module.css).
 */
export function HeadingFilter(props: {toc: readonly TOCItem[]; children: (toc: TOCItem[]) => ReactNode}): ReactNode {
  const [query, setQuery] = useState('');
  const toc = filterToc(props.toc, query);
  return (
    <>
      <label className={styles.filter}>
        <span>
          Filter<span className={styles.hidden}> the headings</span>
        </span>
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      {toc.length === 0 ? <p className={styles.none}>No heading matches.</p> : props.children(toc)}
    </>
  );
}

export default function FilterableTOC(props: Props): ReactNode {
  return (
    <div className={styles.sticky}>
      <HeadingFilter toc={props.toc}>
        {(toc) => <TOC {...props} toc={toc} maxHeadingLevel={Math.max(props.maxHeadingLevel ?? 3, 4)} />}
      </HeadingFilter>
    </div>
  );
}
