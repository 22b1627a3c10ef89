/**
 * The desktop table of contents of a long reference page (./longToc.ts: 20 or more h4 headings,
 * i.e. the validation chain reference of every version), chosen by ./index.tsx on those pages.
 * It lists the h4 headings too, so every validator and sanitizer is one click away, and puts a
 * filter box above the list: typing "email" leaves isEmail() and the groups above it. The filter
 * and the list stick beside the page together, as the theme's list does.
 *
 * Props: the theme's TOC props (`toc`, the page's flat heading list; heading levels; `className`).
 */
import {useId, useState, type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

import {filterToc} from './longToc';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function FilterableTOC(props: Props): ReactNode {
  const [query, setQuery] = useState('');
  const id = useId();
  const toc = filterToc(props.toc, query);
  return (
    <div className={styles.sticky}>
      <label htmlFor={id} className="text--semibold">
        Filter the headings
      </label>
      <input
        id={id}
        type="search"
        className={styles.filter}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      {toc.length === 0 ? (
        <p>No heading matches.</p>
      ) : (
        <TOC {...props} toc={toc} maxHeadingLevel={Math.max(props.maxHeadingLevel ?? 3, 4)} />
      )}
    </div>
  );
}
