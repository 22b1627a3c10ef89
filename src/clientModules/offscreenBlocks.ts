/**
 * Shows the tables and code blocks that the first load of a page leaves unrendered.
 *
 * Why: src/css/custom.css lets the browser skip the style, layout and paint of the tables and code
 * blocks of a docs page that are off screen (`content-visibility: auto`) while the page loads, and
 * counts each as 200 px high until it is drawn. That is most of the loading work of the long
 * reference pages. But a skipped block's real height is known only once it is drawn, so a jump to
 * a heading computed with those 200 px can land beside it: the browser scrolls, the blocks around
 * the heading are then drawn at their own heights, and the heading moves (measured: 185 px above
 * the viewport after following a link to `/docs/7.2.0/api/validation-chain#hide`).
 *
 * So the skipping lasts only as long as it is safe:
 * - the mark that turns the CSS rule on (`<html data-blocks-skipped>`) is set by a head script
 *   (src/headScripts.ts), so a page without JavaScript is drawn whole, and so is a page opened
 *   at a heading (a URL with a `#hash`), which the browser scrolls to while it loads;
 * - it is removed, and every block drawn at once, before anything scrolls to a heading: on a click
 *   on a link to a heading of the same page (handled in the capture phase, before the browser's
 *   own scroll) and when a client-side navigation starts (Docusaurus scrolls to the hash after it
 *   has rendered the new page), so pages reached by client-side navigation are drawn whole;
 * - otherwise the browser draws each block as it comes near the viewport while the reader
 *   scrolls, and keeps what is on screen in place (scroll anchoring).
 *
 * Drawing the blocks ahead of time in idle callbacks was tried and not kept: each slice of drawing
 * moved everything below it, and the browser's pre-paint and paint of the page after each slice
 * made a task of 50 to 90 ms at 4x CPU (29 long tasks on the validation chain reference).
 *
 * Input: Docusaurus's route lifecycle (`previousLocation` is null on the first load) and the
 * reader's clicks. Output: the mark removed. Never throws.
 */
import {skippedAttribute} from '../offscreenMark';

/** The blocks the CSS rule skips (kept equal to the selector in src/css/custom.css by a unit test). */
export const offscreenBlockSelector = '.markdown > .table-scroll:nth-child(n + 20), .markdown > :nth-child(n + 20) pre';

export {skippedAttribute};

/** Turns the rule off for good (idempotent): every block is drawn when the page is next laid out. */
function showAll(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(skippedAttribute)) return;
  root.removeAttribute(skippedAttribute);
  document.removeEventListener('click', onClick, true);
}

/** A click on a link to a heading of this page: draw everything before the browser scrolls. */
function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
  if (link instanceof HTMLAnchorElement && link.pathname === location.pathname) showAll();
}

export function onRouteUpdate({previousLocation}: {previousLocation: Location | null}): void {
  if (previousLocation) showAll();
}

if (typeof document !== 'undefined' && document.documentElement.hasAttribute(skippedAttribute)) {
  document.addEventListener('click', onClick, true);
}
