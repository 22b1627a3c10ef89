/**
 * The theme's tag list under a docs page (`@theme-original/TagsListInline`), loaded as a chunk of
 * its own when a page first shows it (../../components/lazyComponent.tsx). No page of the site has
 * `tags` in its front matter, so none carries the list's code in its first-load JS
 * (e2e/budgets.spec.ts); a tagged page still gets the list.
 *
 * Props: the theme's (`tags`, the page's tags, each with `label`, `permalink` and `description`).
 */
import {lazyComponent} from '../../components/lazyComponent';

export default lazyComponent(() => import('@theme-original/TagsListInline'));
