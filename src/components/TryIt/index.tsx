/**
 * The Try it forms of the reference: `<TryIt />`, written once at the top of each generated partial
 * (`_validators.mdx`, `_sanitizers.mdx`), opens the form of any entry of the page.
 *
 * The entries' buttons are plain markup that src/theme/CodeBlock/Signature.tsx writes under each
 * signature fenced ```` ```ts signature try ````: `<button class="try-it" aria-expanded="false">Try
 * isEmail()</button>`, with no handler, no state and no props of their own, so a reference of a
 * hundred entries adds a hundred short tags to its HTML and nothing per entry to its JavaScript.
 *
 * This component is all the page loads for them: one click listener on the document (it also
 * hears Enter and Space on a focused button). The first press of a button loads ./Forms.tsx with
 * the form (a chunk of its own), which opens that button's form and takes over the listening.
 * A page may hold two partials, hence two instances: the first to mount listens, the other stays
 * idle. Renders nothing until then.
 */
import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';

const Forms = lazy(() => import('./Forms'));

/** Whether an instance of this page already listens. */
let taken = false;

export default function TryIt(): ReactNode {
  const [first, setFirst] = useState<Element>();
  useEffect(() => {
    if (taken) return undefined;
    taken = true;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element && event.target.closest('button.try-it');
      if (!button) return;
      document.removeEventListener('click', onClick);
      setFirst(button);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      taken = false;
    };
  }, []);
  return first ? (
    <Suspense>
      <Forms first={first} />
    </Suspense>
  ) : null;
}
