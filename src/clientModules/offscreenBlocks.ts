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
 * So the skipping is for the first load only (the CSS applies while `<html>` has
 * `data-blocks-skipped`, which a head script sets, src/headScripts.ts):
 * - after the first page has loaded, the blocks are drawn a few at a time in idle time, and when
 *   all are, `data-blocks-skipped` is removed;
 * - it is removed at once, before anything scrolls, when the reader follows a link to a heading of
 *   the same page (a click on a `#…` link, handled before the browser's own scroll) or when a
 *   client-side navigation starts (Docusaurus scrolls to the hash after rendering the new page);
 * - pages reached by client-side navigation are drawn whole, as before, and so is every page
 *   without JavaScript (the head script never runs).
 *
 * Input: Docusaurus's route lifecycle (`previousLocation` is null on the first load). Output: the
 * attribute removed and inline `content-visibility: visible` styles, removed again once the attribute is
 * set. Never throws.
 */

/** The blocks the CSS rule skips (kept equal to the selector in src/css/custom.css by a unit test). */
export const offscreenBlockSelector = '.markdown > .table-scroll:nth-child(n + 20), .markdown > :nth-child(n + 20) pre';

/** The attribute of `<html>` that turns the CSS rule on (set by a head script, src/headScripts.ts). */
export const skippedAttribute = 'data-blocks-skipped';

let pending: HTMLElement[] = [];

/** Turns the rule off for good (idempotent) and drops the per-block styles it no longer needs. */
function showAll(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(skippedAttribute)) return;
  root.removeAttribute(skippedAttribute);
  document.removeEventListener('click', onClick, true);
  for (const block of Array.from(document.querySelectorAll<HTMLElement>(offscreenBlockSelector))) {
    block.style.removeProperty('content-visibility');
  }
  pending = [];
}

/** At most this much drawing per idle callback, in ms, so that no task gets long on a slow phone. */
const sliceMs = 8;

/**
 * Draws blocks one by one for up to `sliceMs` of the idle period, at least one per call (a busy
 * page gets one per second through the callback's timeout); each block's layout is forced here,
 * inside the idle period, not left for the next frame.
 */
function drawSome(deadline: IdleDeadline): void {
  const end = performance.now() + sliceMs;
  do {
    const block = pending.shift();
    if (!block) break;
    block.style.contentVisibility = 'visible';
    void block.offsetHeight;
  } while (performance.now() < end && deadline.timeRemaining() > 0);
  if (pending.length > 0) requestIdleCallback(drawSome, {timeout: 1000});
  else showAll();
}

/** A click on a link to a heading of this page: draw everything before the browser scrolls. */
function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
  if (link instanceof HTMLAnchorElement && link.pathname === location.pathname) showAll();
}

export function onRouteUpdate({previousLocation}: {previousLocation: Location | null}): void {
  if (previousLocation) showAll();
}

export function onRouteDidUpdate({previousLocation}: {previousLocation: Location | null}): void {
  if (previousLocation || !document.documentElement.hasAttribute(skippedAttribute)) return;
  document.addEventListener('click', onClick, true);
  pending = Array.from(document.querySelectorAll<HTMLElement>(offscreenBlockSelector));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drawSome, {timeout: 1000});
  else showAll();
}
