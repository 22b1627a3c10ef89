/**
 * The API history marks of one reference entry: "Since 7.2.0", "Deprecated since 6.4.0",
 * "Removed in 7.0.0" (with where to go instead), "Parameters changed in 6.1.0", and the options
 * that arrived after the entry. Rendered inline (a `<span>`), as text badges with a border, so
 * they read the same to a screen reader, in both colour modes and without colour.
 *
 * Props are strings because the remark plugin src/plugins/api-history/remark.ts writes them from
 * the generated history (history.json there); nobody types them on a page:
 * - `since`, `changed`, `deprecated`, `removed`: npm releases (`7.2.0`); `since` may carry " (types)"
 *   when only the type declaration is new in that release (the method already ran before it);
 * - `unreleased`: `"true"` for an API only on the development line (Next);
 * - `signature`: the parameter list from `changed` on (`run(req, options?)`);
 * - `replacement` / `replacementLabel`: URL path and name of the successor in the latest docs;
 * - `migration`: URL path of the migration guide of the major that removed it;
 * - `options`: space-separated `field@release` pairs (`level@7.0.0`, `values@next`).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

export type ApiMarksProps = {
  since?: string;
  unreleased?: string;
  changed?: string;
  signature?: string;
  deprecated?: string;
  removed?: string;
  replacement?: string;
  replacementLabel?: string;
  migration?: string;
  options?: string;
};

function Badge({children, tone}: {children: ReactNode; tone?: 'warning'}) {
  return <span className={clsx(styles.badge, tone === 'warning' && styles.warning)}>{children}</span>;
}

export default function ApiMarks(props: ApiMarksProps): ReactNode {
  const options = (props.options ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('@') as [string, string]);
  return (
    <span className={styles.marks} data-api-marks="">
      {props.since && <Badge>Since {props.since}</Badge>}
      {props.unreleased === 'true' && <Badge>Unreleased</Badge>}
      {props.changed && (
        <Badge>
          {props.changed === 'next'
            ? 'Parameters changed on the development line'
            : `Parameters changed in ${props.changed}`}
          : <code>{props.signature}</code>
        </Badge>
      )}
      {options.map(([field, release]) => (
        <Badge key={field}>
          <code>{field}</code> option {release === 'next' ? 'unreleased' : `since ${release}`}
        </Badge>
      ))}
      {props.deprecated && <Badge tone="warning">Deprecated since {props.deprecated}</Badge>}
      {props.removed && (
        <Badge tone="warning">
          Removed in {props.removed}
          {props.replacement && (
            <>
              {'; use '}
              <Link to={props.replacement}>{props.replacementLabel ?? 'its successor'}</Link>
            </>
          )}
          {props.migration && (
            <>
              {' ('}
              <Link to={props.migration}>migration guide</Link>
              {')'}
            </>
          )}
        </Badge>
      )}
    </span>
  );
}
