/**
 * The checklist of one upgrade plan (./plan.ts): the count of each group at the top, then the
 * groups in the order of KINDS, "New" collapsed. Each item shows its release, what to do, the
 * migration guide's Before/After code when there is some, and its links. With `hits` (item id ->
 * line numbers from ./scan.ts), the items that touch the reader's code come first, in their own
 * list, with the lines.
 *
 * Everything is rendered as text: the facts contain Markdown code spans only, turned into <code>.
 * Used by the /upgrade page (./index.tsx) and the static pair pages (./StaticPair.tsx).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {KIND_TITLES, type Item, type Plan} from './plan';
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
      {item.snippets.length > 0 && (
        <div className={styles.snippets}>
          {item.snippets.map((s, i) => (
            <div key={i}>
              <strong>{s.title}</strong>
              <pre tabIndex={0}>
                <code>{s.code}</code>
              </pre>
            </div>
          ))}
        </div>
      )}
      <p>
        {item.links.map((l, i) => (
          <React.Fragment key={l.href}>
            {i > 0 && ' · '}
            <Link to={l.href}>{l.label}</Link>
          </React.Fragment>
        ))}
        {item.links.length > 0 && ' · '}
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
            <a href={`#group-${g.kind}`}>
              {KIND_TITLES[g.kind]}: <strong>{g.items.length}</strong>
            </a>
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
                {items.length === 0 ? <p>None.</p> : rest.length === 0 ? <p>All listed under “In your code”.</p> : list}
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
