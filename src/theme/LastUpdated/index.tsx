/**
 * The theme's "Last updated" line (`@theme-original/LastUpdated`), loaded as a chunk of its own
 * when a page first shows it (../../components/lazyComponent.tsx). The site does not turn on
 * `showLastUpdateTime`/`showLastUpdateAuthor`, so no docs page renders it and none carries its code
 * in its first-load JS (e2e/budgets.spec.ts); turning them on later still works.
 *
 * Props: the theme's (`lastUpdatedAt`, milliseconds since the epoch; `lastUpdatedBy`, a name).
 */
import {lazyComponent} from '../../components/lazyComponent';

export default lazyComponent(() => import('@theme-original/LastUpdated'));
