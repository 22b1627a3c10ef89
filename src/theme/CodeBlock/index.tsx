import {Children, isValidElement, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The children as one string when they are only text (the copy button needs a string). */
function textOrElements(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The "Try it in the playground" link of a complete example program: the playground state that
 * src/plugins/playground/remark.ts put in the block's meta (`playground="..."`), as a plain link,
 * so a docs page loads no playground code. Nothing when the block has no such state.
 */
function PlaygroundLink({metastring}: {metastring?: string}): ReactNode {
  const playground = useBaseUrl('/playground');
  const state = /(?:^|\s)playground="([A-Za-z0-9+\-$]+)"/.exec(metastring ?? '')?.[1];
  if (!state) return null;
  return (
    <p className="playground-try-it">
      <a href={`${playground}#s=${state}`}>Try it in the playground</a>
    </p>
  );
}

/**
 * Code block of @docusaurus/theme-classic, replaced (swizzle "eject", rewritten): it is not
 * re-mounted after hydration; a complete program gets its playground link (`PlaygroundLink`). A
 * signature fence never reaches it: src/plugins/signatures/remark.ts makes it a `<Signature>`
 * element (./Signature.tsx).
 *
 * Why no re-mount: the original gives its content a `key` that changes once the page is hydrated, so every
 * code block of the page is thrown away and rendered again, Prism tokenizing included. On a page
 * with 165 blocks (the validation chain reference) that was most of the main-thread work after
 * load (Lighthouse "Total Blocking Time"). The re-mount was there so that a reader in dark mode
 * gets dark code colours: hydration keeps the server-rendered (light) inline styles. It is not
 * needed since the colour mode hook starts at the default (light) mode during hydration and
 * switches to the reader's mode in an effect afterwards, a normal React update that does rewrite
 * the styles (e2e/chrome.spec.ts checks the code colours in both modes).
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textOrElements(children);
  return (
    <>
      {typeof content === 'string' ? (
        <StringContent {...props}>{content}</StringContent>
      ) : (
        <ElementContent {...props}>{content}</ElementContent>
      )}
      <PlaygroundLink metastring={props.metastring} />
    </>
  );
}
