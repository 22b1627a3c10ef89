/**
 * The code block's word-wrap state (the "Toggle word wrap" button, shown when a block scrolls
 * sideways), as `useCodeWordWrap` of @docusaurus/theme-common gives it, measured differently.
 *
 * The theme's hook reads each block's `scrollWidth` in an effect while the page hydrates, which
 * makes the browser lay out the whole page inside the hydration task (about 224 ms of the
 * 4x-slowed load of getting started, `npm run bench -- main-thread --profile`), and it adds a
 * window resize listener and a MutationObserver (for blocks in hidden tabs) per block. Here one
 * ResizeObserver watches every block's `<pre>` and `<code>`: the browser reports their sizes after
 * its own next layout, when reading `scrollWidth` costs nothing, and again whenever either changes
 * size: a window resize, a hidden tab shown (its blocks grow from zero), word wrap turned on or
 * off, code wider or narrower than before.
 *
 * Output: the same shape as the theme's hook, `{codeBlockRef, isEnabled, isCodeScrollable,
 * toggle}`, which `CodeBlockContextProvider` and the theme's word-wrap button read.
 * `isCodeScrollable` is false until the first report (on the server, and for one frame after
 * hydration), as in the theme, where it is false until the effect runs.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/** What to run when an observed element changes size (the block's `<pre>` and `<code>` both map to its update). */
const updates = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;

/** The one ResizeObserver of all code blocks, created on first use (never on the server). */
function sharedObserver(): ResizeObserver {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) updates.get(entry.target)?.();
  });
  return observer;
}

export function useCodeWordWrap(): {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      // Wrapped code never scrolls: even a very long token wraps.
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) return undefined;
    const update = () => setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || code.hasAttribute('style'));
    const watch = sharedObserver();
    for (const element of [pre, code]) {
      updates.set(element, update);
      watch.observe(element);
    }
    return () => {
      for (const element of [pre, code]) {
        watch.unobserve(element);
        updates.delete(element);
      }
    };
  }, []);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
