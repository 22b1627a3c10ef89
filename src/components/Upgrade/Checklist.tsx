/**
 * The checklist of one upgrade plan (./plan.ts): the count of each group at the top (a group
 * with items links to it; an empty group is counted and not shown), then the groups in the order
 * of KINDS, "New" collapsed. Each item shows its release, what to do, what the running package
 * does when its declarations say otherwise, the Before/After code in the site's own code blocks,
 * its links and where it comes from. With `hits` (item id -> line numbers from ./match.ts), the
 * items that touch the reader's code come first, in their own list, with the lines.
 *
 * Everything is rendered as text: the facts contain Markdown code spans only, turned into <code>.
 * Used by the /upgrade page (./index.tsx) and the static pair pages (./StaticPair.tsx).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';

import {KIND_TITLES, type Holds, type Item, type Plan} from '../../plugins/upgrade/types';

/** What `holds` means, in words. */
const HOLDS: Record<Holds, string> = {
  both: 'declarations and running package',
  types: 'declarations only',
  runtime: 'running package',
};
import styles from './styles.module.css';

/** Renders a string whose only markup is Markdown code spans. */
export function Inline({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        <React.Fragment key={i}>{part}</React.Fragment>
      ),
    );
}

function ItemView({item, lines}: {item: Item; lines?: number[]}): ReactNode {
  return (
    <li className={styles.item} data-item={item.id}>
      <p className="margin-bottom--xs">
        <span className={styles.badge}>{item.release}</span>{' '}
        <strong>
          <Inline text={item.title} />
        </strong>
        {lines?.length ? (
          <span className={styles.lines}>
            {' '}
            Your code, line{lines.length > 1 ? 's' : ''} {lines.join(', ')}
          </span>
        ) : null}
      </p>
      <p className="margin-bottom--sm">
        <Inline text={item.action} />
      </p>
      {item.runtimeNote && (
        <p className="margin-bottom--sm">
          <Inline text={item.runtimeNote} />
        </p>
      )}
      {item.snippets.map((s, i) => (
        <CodeBlock key={i} language={s.lang} title={s.title}>
          {s.code}
        </CodeBlock>
      ))}
      <p className={styles.meta}>
        {item.links.map((l, i) => (
          <React.Fragment key={l.href}>
            {i > 0 && ' · '}
            <Link to={l.href}>{l.label}</Link>
          </React.Fragment>
        ))}
        {item.links.length > 0 && ' · '}
        <span>Found in: {HOLDS[item.holds]}</span>
        {' · '}
        <span>Source: {item.source}</span>
      </p>
    </li>
  );
}

/** The checklist. `hits` puts the items that touch the reader's code first. */
export default function Checklist({plan, hits}: {plan: Plan; hits?: Map<string, number[]>}): ReactNode {
  const touched = plan.groups.flatMap((g) => g.items).filter((i) => hits?.has(i.id));
  const total = plan.groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <div>
      <ul className={`${styles.box} ${styles.counts} margin-bottom--lg`} aria-label="Items per group">
        {plan.groups.map((g) => (
          <li key={g.kind}>
            {g.items.length ? (
              <a href={`#group-${g.kind}`}>
                {KIND_TITLES[g.kind]}: <strong>{g.items.length}</strong>
              </a>
            ) : (
              <>
                {KIND_TITLES[g.kind]}: <strong>0</strong>
              </>
            )}
          </li>
        ))}
      </ul>
      {total === 0 && <p>Nothing in the public API or in the documented behaviour changes between these releases.</p>}
      {hits && (
        <section aria-labelledby="group-touched">
          <h2 id="group-touched">In your code ({touched.length})</h2>
          {touched.length ? (
            <ul className="clean-list">
              {touched.map((item) => (
                <ItemView key={item.id} item={item} lines={hits.get(item.id)} />
              ))}
            </ul>
          ) : (
            <p>None of the names these items are about appear in your code.</p>
          )}
        </section>
      )}
      {plan.groups.map(({kind, items}) => {
        if (!items.length) return null;
        const rest = items.filter((i) => !hits?.has(i.id));
        const list = (
          <ul className="clean-list">
            {rest.map((item) => (
              <ItemView key={item.id} item={item} />
            ))}
          </ul>
        );
        const title = `${KIND_TITLES[kind]} (${items.length})`;
        return (
          <section key={kind} aria-labelledby={`group-${kind}`}>
            {kind === 'new' ? (
              <details>
                <summary>
                  <h2 id={`group-${kind}`} className={styles.inline}>
                    {title}
                  </h2>
                </summary>
                {list}
              </details>
            ) : (
              <>
                <h2 id={`group-${kind}`}>{title}</h2>
                {rest.length === 0 ? <p>All listed under “In your code”.</p> : list}
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
