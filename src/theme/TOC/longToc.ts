/**
 * Tables of contents of long reference pages (the validation chain reference of every version,
 * whose validators and sanitizers are h4 headings, about a hundred of them): the theme lists only
 * h2 and h3 by default (docusaurus.config.ts, `tableOfContents`), so those were missing.
 */
import type {TOCItem} from '@docusaurus/mdx-loader';

/** From this many h4 headings on, a page's table of contents lists its h4 headings too. */
export const minDeepHeadings = 20;

/** Whether the table of contents of `toc` (every heading of the page, flat) lists h4 headings. */
export function isLongReference(toc: readonly TOCItem[]): boolean {
  return toc.filter((item) => item.level === 4).length >= minDeepHeadings;
}

/** A TOC item's text: its `value` is HTML (`<code>isEmail()</code>`), entities left as they are. */
function textOf(item: TOCItem): string {
  return item.value.replace(/<[^>]*>/g, '');
}

/**
 * The items whose text contains `query` (case-insensitive, spaces around it ignored), each with
 * the items above it in the heading tree (so that the list keeps its groups). Input: the flat
 * TOC of the page, in document order. Output: a subset of it, in the same order; all of it when
 * the query is empty.
 */
export function filterToc(toc: readonly TOCItem[], query: string): TOCItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...toc];
  const keep = new Set<number>();
  const ancestors: number[] = [];
  toc.forEach((item, i) => {
    while (ancestors.length && toc[ancestors[ancestors.length - 1]].level >= item.level) ancestors.pop();
    if (textOf(item).toLowerCase().includes(q)) for (const a of [...ancestors, i]) keep.add(a);
    ancestors.push(i);
  });
  return toc.filter((_, i) => keep.has(i));
}
