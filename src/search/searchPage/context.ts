/**
 * The context line of a result on the /search page. The theme's SearchPage shows a result's
 * hierarchy as a breadcrumb: every level but the last, whose first label, lvl0, is the sidebar
 * category the index recorded ("Guides", "Middlewares", "Features", "Documentation"...), named
 * differently from version to version. For a docs page the line here starts instead with the docs
 * version and the navbar item that opens the page's sidebar, then the page and the headings above
 * the result: "7.3.0 › API › checkExact() › Edge cases". The index is not changed (the hosted
 * Algolia index has the same records, and lvl0 is one of its searchable attributes): only what
 * the page shows.
 *
 * Facts come from the docs plugin's global data (each version's label and its docs' paths and
 * sidebars) and from the navbar items of the site config. No React, so the unit tests run it in
 * Node; used by ./helper.ts.
 */
import {escapeHtml} from '../../escapeHtml';

/** A docs version as the docs plugin's global data describes it (the fields read here). */
export type DocsVersionData = {label: string; docs: readonly {id: string; path: string; sidebar?: string}[]};

/** A navbar item of the site config (the fields read here). */
export type NavbarItemData = {type?: string; label?: string; sidebarId?: string; docId?: string};

/** One level of a result's highlighted hierarchy: HTML, with the matched words marked. */
export type HighlightedLevel = {value: string};

/** The page path of a URL, as the docs plugin writes doc paths: no origin, anchor or trailing `/`. */
export function pagePath(url: string): string {
  return new URL(url, 'https://example.invalid').pathname.replace(/(.)\/$/, '$1');
}

/**
 * The leading labels of every docs page's context line, by page path: the version's label, then
 * the label of the navbar item that opens the page's sidebar (a `docSidebar` item names its
 * sidebar; a `doc` item opens the sidebar of its doc). A page in no sidebar (the architecture
 * page) gets the label of the first `doc` item, the docs' own entry ("Docs"), so that every line
 * has the same three parts. Plain text.
 */
export function placesOf(
  versions: readonly DocsVersionData[],
  navbarItems: readonly NavbarItemData[],
): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const version of versions) {
    const sidebarLabels = new Map<string, string>();
    for (const item of navbarItems) {
      if (!item.label) continue;
      const sidebar =
        item.type === 'docSidebar'
          ? item.sidebarId
          : item.type === 'doc'
            ? version.docs.find((doc) => doc.id === item.docId)?.sidebar
            : undefined;
      if (sidebar && !sidebarLabels.has(sidebar)) sidebarLabels.set(sidebar, item.label);
    }
    const docsEntry = navbarItems.find((item) => item.type === 'doc' && item.label)?.label;
    for (const doc of version.docs) {
      const section = (doc.sidebar ? sidebarLabels.get(doc.sidebar) : undefined) ?? docsEntry;
      places.set(pagePath(doc.path), section ? [version.label, section] : [version.label]);
    }
  }
  return places;
}

/**
 * A result's hierarchy with `place` (plain text, escaped here) in front in place of lvl0, the
 * other levels as they were and in their order, so that the theme shows "place › page › headings"
 * above the result's own title (its last level). Unchanged when lvl0 is all the hierarchy holds.
 */
export function withPlace(
  hierarchy: Readonly<Record<string, HighlightedLevel>>,
  place: readonly string[],
): Record<string, HighlightedLevel> {
  const levels = Object.entries(hierarchy).filter(([level]) => level !== 'lvl0');
  if (levels.length === 0) return {...hierarchy};
  return Object.fromEntries([...place.map((label, i) => [`place${i}`, {value: escapeHtml(label)}]), ...levels]);
}
