/**
 * The theme's "Last updated" line (`@theme-original/LastUpdated`), loaded as a chunk of its own
 * when a page first shows it. The site does not turn on `showLastUpdateTime`/`showLastUpdateAuthor`,
 * so no docs page renders it and none carries its code (0.4 kB gzip) in its first-load JS
 * (e2e/budgets.spec.ts); turning them on later still works, the server rendering it in full.
 *
 * Props: the theme's (`lastUpdatedAt`, milliseconds since the epoch; `lastUpdatedBy`, a name).
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

const LastUpdated = lazy(() => import('@theme-original/LastUpdated'));

export default function LastUpdatedWrapper(props: WrapperProps<typeof LastUpdatedType>): ReactNode {
  return (
    <Suspense fallback={null}>
      <LastUpdated {...props} />
    </Suspense>
  );
}
