/**
 * Inline scripts placed in every page's <head> (the `head-scripts` plugin of docusaurus.config.ts). They run before
 * the page's other scripts and before React starts, so they can fix the address or the stored
 * state that the rest of the page reads. Plain ES5 strings: they are inlined as written (and
 * minified by the build). tests/unit/head-scripts.test.ts runs them against fake browsers.
 */

import {skippedAttribute} from './offscreenMark';

/**
 * Normalises the address before anything reads it:
 * - A path that cannot be percent-decoded (e.g. `/docs/%E0%A4%A`) would make the router throw
 *   ("could not be decoded") before the page renders; every `%` of such a path is escaped instead,
 *   which lands on the not-found page with no error. (scripts/site/serve-build.ts answers such paths
 *   with 400 itself; this covers a host that serves its 404.html for them.)
 * - An old `.html` URL or a `/index.html` URL is replaced by the clean path of the same page
 *   (query and hash kept). GitHub Pages serves `/x.html` as the page itself and `/x/index.html` as
 *   the 404 page; both end up on `/x`. Docusaurus routes never end in `.html`; `<base>404.html`
 *   stays, and `<base>index.html` goes to the home page `<base>`.
 *
 * Input: the site's base URL (`/` or `/repo/`, with both slashes; docusaurus.config.ts passes
 * `siteAddress().baseUrl`). Output: the script's source. Throws when `baseUrl` does not start
 * and end with `/`.
 */
export function cleanUrlScript(baseUrl: string): string {
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new Error(`cleanUrlScript: baseUrl must start and end with "/", got ${JSON.stringify(baseUrl)}`);
  }
  const base = JSON.stringify(baseUrl);
  return `(function(){var b=${base},l=window.location,p=l.pathname;try{decodeURI(p);}catch(e){l.replace(p.replace(/%/g,'%25')+l.search+l.hash);return;}var c=p.replace(/(?:\\/index)?\\.html$/,'');if(c!==p&&p!==b+'404.html'){l.replace((c+'/'===b||!c?b:c)+l.search+l.hash);}})();`;
}

/**
 * A stored colour mode (localStorage `theme`) other than `light` or `dark` is rewritten to
 * `light` before Docusaurus's own colour script copies it into `<html data-theme>`. Without this,
 * `data-theme="blue"` matches neither the light nor the dark rules: the page looks light, but
 * light-only elements such as the navbar logo are hidden. The spec: a stored colour mode other
 * than dark counts as light. Storage errors (storage blocked) are ignored.
 */
export const storedColourModeScript = `(function(){try{var s=window.localStorage,t=s.getItem('theme');if(t!==null&&t!=='light'&&t!=='dark'){s.setItem('theme','light');}}catch(e){}})();`;

/**
 * Marks the document (`<html data-blocks-skipped>`) so that src/css/custom.css lets the browser
 * skip the off-screen tables and code blocks while the page loads; src/clientModules/offscreenBlocks.ts
 * removes the mark, drawing them all, before a jump to a heading. Set by a script so that a reader
 * without JavaScript, whom nothing would draw them for before such a jump, gets the page drawn whole.
 * A page opened at a heading (a `#hash` in its URL) is not marked either: the browser scrolls to the
 * heading while the page loads, and with skipped blocks counted at an estimated height it could
 * land beside it (a link to `/docs/5.2.0/validation-chain-api#untyped-validators` left the heading
 * out of view in one load of several).
 */
export const skipBlocksScript = `if(!location.hash)document.documentElement.setAttribute(${JSON.stringify(skippedAttribute)},'');`;
