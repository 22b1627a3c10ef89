/**
 * The module the theme's SearchBar imports `useSearchLinkCreator` from, under a name of its own:
 * the search-index plugin (src/plugins/search-index) aliases `search-link-origin` to that module's
 * specifier, read from the installed SearchBar. Only the hook that ./searchBarLinkCreator.ts wraps
 * is typed here; the rest of the module is re-exported untyped, for the compiled SearchBar alone.
 */
declare module 'search-link-origin' {
  /** Returns a function from a search query to the `/search?q=` link of the theme's search page. */
  export function useSearchLinkCreator(): (searchValue: string) => string;
}
