/**
 * Static islands: Markdown blocks whose HTML React adopts as it is when it hydrates a
 * page the server rendered, instead of creating a fiber for every element inside them. A reference
 * page holds thousands of such elements (table cells, inline code, links in paragraphs and lists)
 * that never change in the browser.
 *
 * How: the server renders the block as usual and writes `data-island="<useId()>"` on it. While the
 * page hydrates, the block's component finds the element with its id in the document and renders
 * the same tag with that element's HTML (`dangerouslySetInnerHTML`), which React keeps without
 * walking it. After hydration (client-side navigation: the document then holds the previous page,
 * whose ids may repeat) and on the server, blocks render as usual. Links inside an island still
 * navigate on the client through one click handler on the island (`islandLinkTarget` in
 * ./islandRules.ts, with `isStatic`, which decides what may be adopted).
 *
 * Used by ./Table.tsx and ../MDXComponents.tsx (paragraphs and lists). scripts/bench/hydration.ts
 * counts what React still hydrates.
 */
import {useId, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

import {isStatic, islandLinkTarget} from './islandRules';

/** The server-rendered islands of the document by id, indexed once per hydration. */
let islands: Map<string, Element> | undefined;

/**
 * The element the server rendered as island `id`, while React hydrates the page the server
 * rendered (Docusaurus sets `data-has-hydrated="true"` on `<html>` once that is done); undefined on
 * the server, after hydration, and when no such element is in the document.
 */
function serverIsland(id: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  if (document.documentElement.dataset.hasHydrated === 'true') {
    islands = undefined;
    return undefined;
  }
  if (!islands) {
    const index = new Map<string, Element>();
    document.querySelectorAll('[data-island]').forEach((el) => index.set(el.getAttribute('data-island')!, el));
    islands = index;
  }
  return islands.get(id);
}

/** What a block component needs to be an island; see {@link useIsland}. */
export type Island = {
  /** The island's id: write it as `data-island` on the block's element in every render. */
  id: string;
  /**
   * While hydrating a server-rendered page: the props that replace the block's children (its HTML
   * from the document, its server class name, the link handler). Undefined: render as usual.
   */
  adopted:
    | {
        className: string | undefined;
        dangerouslySetInnerHTML: {__html: string};
        onClick: (event: MouseEvent<HTMLElement>) => void;
      }
    | undefined;
};

/**
 * The island state of one block component (call it once, unconditionally, in the component).
 * Input: the block's children; a block that holds a non-static component is never adopted.
 */
export function useIsland(children: ReactNode): Island {
  const id = useId();
  const history = useHistory();
  // Read once: later renders (colour mode, navigation state) must give React the same HTML.
  const [server] = useState(() => {
    const element = isStatic(children) ? serverIsland(id) : undefined;
    return element ? {className: element.getAttribute('class') ?? undefined, html: element.innerHTML} : undefined;
  });
  if (!server) return {id, adopted: undefined};
  return {
    id,
    adopted: {
      className: server.className,
      dangerouslySetInnerHTML: {__html: server.html},
      onClick: (event) => {
        if (event.defaultPrevented) return;
        const to = islandLinkTarget(event.target as Element, event, new URL(window.location.href));
        if (to === undefined) return;
        event.preventDefault();
        history.push(to);
      },
    },
  };
}
