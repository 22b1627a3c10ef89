/**
 * `@docusaurus/ComponentCreator` for the client bundle (see ./index.ts): the same route components,
 * each made the first time it is needed instead of all at start-up.
 *
 * Docusaurus's generated route table (`.docusaurus/routes.js`, in main.js) calls
 * `ComponentCreator(path, hash)` for each of the site's 423 routes while main.js is evaluated,
 * and each call flattens the route's chunk names and builds a react-loadable component. A page
 * renders one route and preloads the few on its path, so the rest of that work was wasted. Made
 * lazily, main.js's evaluation (one task, which blocks the page) took 178 ms instead of 223 ms
 * (getting started, median of 10 loads at 4x CPU; decisions/performance-trim-client-bundle.md).
 *
 * Input: the route's path and hash, as Docusaurus passes them. Output: a component that renders
 * the real route component with its props, and whose `preload()` (called by Docusaurus's
 * `preload.js` before a route is shown) is the real component's. The real component is made once,
 * on the first render or preload, by Docusaurus's own ComponentCreator, so loading, errors and
 * the "doesn't have a default export" message are unchanged. The server bundle keeps the
 * original: there every page is rendered once and react-loadable records its chunks while it does.
 */
import {createElement} from 'react';
import OriginalComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

export default function ComponentCreator(path, hash) {
  let real;
  const component = () => {
    real ??= OriginalComponentCreator(path, hash);
    return real;
  };
  function RouteComponent(props) {
    return createElement(component(), props);
  }
  RouteComponent.preload = () => component().preload();
  return RouteComponent;
}
