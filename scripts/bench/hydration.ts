/**
 * How much of a page React hydrates: run in the page (`page.evaluate(countHydratedElements)`) after
 * hydration (`html[data-has-hydrated="true"]`).
 *
 * React marks every DOM element it creates or adopts with a `__reactFiber$<random>` property; an
 * element inside a static island (a highlighted code block's `<code>`, a table adopted as HTML, see
 * src/theme/MDXComponents/Table.tsx) has none. Output: `elements`, all elements of the document;
 * `hydrated`, those React holds a fiber for (the head's elements that React manages count too).
 * Self-contained (it is serialised into the page); never throws.
 */
export function countHydratedElements(): {elements: number; hydrated: number} {
  const all = document.getElementsByTagName('*');
  let hydrated = 0;
  for (let i = 0; i < all.length; i++) {
    if (Object.keys(all[i]!).some((key) => key.startsWith('__reactFiber$'))) hydrated++;
  }
  return {elements: all.length, hydrated};
}
