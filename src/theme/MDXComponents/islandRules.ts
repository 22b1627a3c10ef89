/**
 * The rules of the static islands (./island.tsx), free of Docusaurus imports so that unit tests
 * (tests/unit/islands.test.ts) can run them in Node: which blocks may be adopted, and which clicks
 * inside an island navigate on the client.
 */
import {isValidElement, type ReactNode} from 'react';

/**
 * Components whose output is static HTML (the MDX link, inline code, list item, image and the
 * island blocks themselves), registered by ../MDXComponents.tsx. A block holding any other
 * component (one that may have state, effects or browser-only output) is not adopted.
 */
const staticComponents = new Set<unknown>();

/** Registers components as static for {@link isStatic}. */
export function registerStatic(...components: unknown[]): void {
  for (const component of components) staticComponents.add(component);
}

/**
 * Whether a React subtree renders only static HTML: text, intrinsic elements (`code`, `strong`,
 * `a` as strings) and registered static components, at any depth. Input: the block's children.
 */
export function isStatic(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string' || typeof node === 'number') return true;
  if (Array.isArray(node)) return node.every(isStatic);
  if (!isValidElement<{children?: ReactNode}>(node)) return false;
  if (typeof node.type !== 'string' && !staticComponents.has(node.type)) return false;
  return isStatic(node.props.children);
}

/**
 * Where a click inside an island should navigate on the client, as the theme's `<Link>` would:
 * the path, query and hash of a same-origin link to another page of the site, clicked with the
 * main button and no modifier key, with no `target` and no `download`. Undefined for everything
 * the browser should handle itself: links to the same page's anchors, other origins, files
 * (a last path segment with an extension, such as `.md` or `.txt`), modified clicks.
 *
 * Inputs: the click's target element, its button and modifier keys, and the page's own URL.
 * Output: a string for `history.push`, or undefined. Never throws.
 */
export function islandLinkTarget(
  target: Element | null,
  click: {button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean},
  page: URL,
): string | undefined {
  const link = target?.closest('a[href]');
  if (!link || click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return undefined;
  if ((link.getAttribute('target') ?? '_self') !== '_self' || link.hasAttribute('download')) return undefined;
  const url = new URL(link.getAttribute('href')!, page);
  if (url.origin !== page.origin) return undefined;
  if (url.pathname === page.pathname && url.search === page.search) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
