/**
 * Keeps an address that cannot be percent-decoded from crashing the page it opens.
 *
 * Why: on each route update Docusaurus scrolls to the hash's element with
 * `decodeURIComponent(hash)` (core `ClientLifecyclesDispatcher`), and the router decodes the path
 * with `decodeURI` (history 4 `createLocation`). Both throw "URI malformed" for a broken escape, so
 * `/docs#50%`, or a playground link cut after `%2`, pasted into an open tab replaced the page with
 * "This page crashed". A path that cannot be decoded is already mended by the head script
 * (src/headScripts.ts) when a page loads; this covers addresses that change without a load.
 *
 * How: this module is evaluated before React starts, so its `popstate` listener runs before the
 * router's (added when the router mounts). When the new address's hash or path cannot be decoded,
 * each `%` that starts no valid escape is written `%25` (`decodable`) and the address replaced
 * with that, before anything reads it: the router and the theme read an address they can decode,
 * whose decoded text is what the reader typed (the heading `50%` is still found), and the page
 * renders. The path is decoded twice on a route update (history's `decodeURI`, then core
 * `preload`'s `decodeURI` of that), so it is mended to survive both (`decodablePath`): `/docs/100%25`
 * alone, once decoded, is `/docs/100%`, which the second decode refuses. Public APIs only (a client
 * module, the History API).
 *
 * Input: the browser's `popstate` events. Output: `history.replaceState` of the mended address,
 * only when one part cannot be decoded. Never throws.
 */

/**
 * `text` (a URL's hash without `#`, or a path) with each `%` that does not start a decodable
 * escape sequence written `%25`; `text` itself when `decodeURIComponent` accepts it. The result
 * is always accepted by `decodeURIComponent` and `decodeURI`.
 */
export function decodable(text: string): string {
  try {
    decodeURIComponent(text);
    return text;
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, '%25');
      }
    });
  }
}

/**
 * A path that `decodeURI` accepts twice in a row, and whose second decoding is the reader's text
 * as far as it can be decoded: `pathname` itself when it already is one.
 */
export function decodablePath(pathname: string): string {
  const once = decodable(pathname);
  const decoded = decodeURI(once);
  const twice = decodable(decoded);
  return twice === decoded ? once : twice.replace(/%/g, '%25');
}

/** Replaces the address with its decodable form when its path or hash cannot be decoded. */
export function mendAddress(location: Location, history: History): void {
  const {pathname, search, hash} = location;
  const path = decodablePath(pathname);
  const fragment = hash ? `#${decodable(hash.slice(1))}` : '';
  if (path !== pathname || fragment !== hash) history.replaceState(history.state, '', `${path}${search}${fragment}`);
}

// In the browser only (the server render evaluates client modules too).
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('popstate', () => mendAddress(window.location, window.history));
}
