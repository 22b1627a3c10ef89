/**
 * Whether the page is framed by another origin. GitHub Pages cannot send `X-Frame-Options` or
 * `frame-ancestors`, so any site can show the playground in a frame; such a site can navigate the
 * playground's own sandbox frame (`frames[0].frames[0].location = ...`) and would then be the
 * document the page talks to. The playground therefore runs nothing when framed by another
 * origin, and offers to open itself in its own tab.
 *
 * Input: the page's window. Output: true when any ancestor's document is of another origin (its
 * `location` cannot be read, or reads another origin), or when this document's own origin is
 * opaque (a sandboxed frame); false for a top-level page or one framed by the site itself.
 * Never throws.
 */
export function framedByAnotherOrigin(win: Window): boolean {
  try {
    if (win.origin === 'null') return true;
    let w: Window = win;
    while (w !== w.parent) {
      w = w.parent;
      if (w.location.origin !== win.location.origin) return true;
    }
    return false;
  } catch {
    return true;
  }
}
