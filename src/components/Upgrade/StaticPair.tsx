/**
 * A pre-rendered upgrade checklist for one common pair of releases (`/upgrade/<from>-to-<to>`,
 * route added by src/plugins/upgrade with the plan computed at build time), so search engines and
 * the site's search index see it. Props: `plan`, the route's data module (a ./plan.ts `Plan`).
 * The interactive planner (`/upgrade?from=…&to=…`) adds "Check my code" and the Markdown export.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

import Checklist from './Checklist';
import {markdownPathOf} from '../../plugins/markdown-export/paths';
import {pairPath, type Plan} from '../../plugins/upgrade/plan';
import styles from './styles.module.css';

export default function StaticPair({plan}: {plan: Plan}): ReactNode {
  const title = `Upgrade express-validator from ${plan.from} to ${plan.to}`;
  const counts = plan.groups.map((g) => g.items.length);
  const markdownUrl = useBaseUrl(markdownPathOf(pairPath([plan.from, plan.to])));
  return (
    <Layout
      title={title}
      description={`The ${counts.reduce((a, b) => a + b, 0)} changes between express-validator ${plan.from} and ${plan.to}, grouped by kind, each with its release and what to do.`}
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <p>
          Every change from {plan.from} to {plan.to}, grouped by kind, oldest release first in each group. To check your
          own code against this list or copy it as Markdown, open it in the{' '}
          <Link to={`/upgrade?from=${plan.from}&to=${plan.to}`}>upgrade planner</Link>; the same list is also{' '}
          <a href={markdownUrl} type="text/markdown">
            in Markdown
          </a>
          .
        </p>
        <Checklist plan={plan} />
      </main>
    </Layout>
  );
}
