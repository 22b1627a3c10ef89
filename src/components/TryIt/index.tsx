/**
 * The "Try it" button of a validator or sanitizer entry of the reference (the generated partials
 * `_validators.mdx` and `_sanitizers.mdx` place one under each signature). Closed, it is one
 * `<button>` and nothing else loads; the first press loads the form (./Form.tsx) as a chunk of
 * its own, with the playground's sandbox and the release of the page's docs version, and opens it
 * below the button. A second press closes it.
 *
 * Props: `method`, the chain method's name (`isEmail`); its example comes from ./examples.ts.
 * The docs version is the page's (`useDocsVersion`).
 */
import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

const Form = lazy(() => import('./Form'));

export default function TryIt({method}: {method: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const version = useDocsVersion().version;
  const panel = useId();
  return (
    <>
      {/* Not in a form, so no `type`: the closed entry's markup is kept as small as it can be. */}
      <button
        className="button button--sm button--secondary margin-bottom--md"
        aria-expanded={open}
        aria-controls={open ? panel : undefined}
        onClick={() => setOpen(!open)}
      >
        {`Try ${method}()`}
      </button>
      {open && (
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <Form id={panel} method={method} version={version} />
        </Suspense>
      )}
    </>
  );
}
