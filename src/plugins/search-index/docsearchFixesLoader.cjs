/**
 * Build loader applied to one file only: @docsearch/react's `dist/esm/DocSearchModal.js`
 * (see ./index.ts, configureWebpack). It fixes three bugs of the published DocSearch modal, which
 * hide the modal's messages (searching, no results, a failed request) or show a wrong one. Facts read from the published code of
 * @docsearch/react 4.7.0 (all three still present in 4.7.1 and 5.2.0).
 *
 * 1. "Try searching for" never appears on the no-results screen. After each search the modal
 *    stores the result groups as suggestions with an object spread,
 *    `{...previousSuggestions, ...Object.keys(groups)}`, which yields a plain object; the screen
 *    then tests `suggestions.length > 0`, never true for an object. Rewritten to build an array
 *    without duplicates: `Array.from(new Set([].concat(previousSuggestions, Object.keys(groups))))`.
 * 2. "Unable to fetch results" never appears. On a failed search the modal sets the status to
 *    `error`, but the bundled autocomplete-core then always sets it back to `idle` in a `finally`
 *    of the same request, so the error screen is never rendered. Rewritten to leave an `error`
 *    status in place (the next keystroke sets `loading` again, as before).
 * 3. "No results for <query>" shows while the first search of the modal is still running. The
 *    modal renders its dropdown only once there is something to show; the first keystroke mounts
 *    it with the search still loading, and the screen component, which skips re-renders while a
 *    search is loading or stalled, renders once on mount: with a query and no results yet, that is
 *    the no-results screen, left in place until the answer arrives. Measured in Chromium at 4x CPU
 *    on the 7.3.0 index: 0.1 to 0.3 s on each opening of the modal, and 3 s for the first search of
 *    a page, which loads the engine and the index; a reader on a phone read "No results" for a query
 *    that has them. Rewritten to show "Searching…" (a status line) on that screen while the search
 *    is loading or stalled; the no-results screen appears only for an answer with no hits.
 *
 * Input: the module source. Output: the patched source. Throws when an expression is not found
 * exactly once (e.g. after a DocSearch upgrade), so the build fails instead of shipping an
 * unpatched or wrongly patched modal.
 */
const fixes = [
  {
    name: 'searchSuggestions array',
    pattern:
      /searchSuggestions:([\w$]+)\(\1\(\{\},(null!==\(([\w$]+)=([\w$]+)\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\(([\w$]+)\)\)/g,
    replace: (_match, _spread, previous, _t, _state, groups) =>
      `searchSuggestions:Array.from(new Set([].concat(${previous},Object.keys(${groups}))))`,
  },
  {
    name: 'error status kept',
    pattern:
      /\.finally\(function\(\)\{([\w$]+)\("idle"\),([\w$]+)&&([\w$]+)\.environment\.clearTimeout\(\2\)\}\);return ([\w$]+)\.pendingRequests\.add/g,
    replace: (_match, setStatus, stalled, props, store) =>
      `.finally(function(){"error"!==${store}.getState().status&&${setStatus}("idle"),${stalled}&&${props}.environment.clearTimeout(${stalled})});return ${store}.pendingRequests.add`,
  },
  {
    name: 'no "No results" while searching',
    pattern:
      /:([\w$]+)\.createElement\(([\w$]+),([\w$]+)\(\{\},([\w$]+),\{translations:null==([\w$]+)\?void 0:\5\.noResultsScreen\}\)\):\1\.createElement\(([\w$]+),\3\(\{\},\4,\{hasCollections:\4\.hasCollections,translations:null==\5\?void 0:\5\.startScreen\}\)\)/g,
    replace: (match, react, _noResults, _assign, props) =>
      `:"loading"===${props}.state.status||"stalled"===${props}.state.status?` +
      `${react}.createElement("div",{className:"DocSearch-StartScreen DocSearch-Searching"},` +
      `${react}.createElement("p",{className:"DocSearch-Title",role:"status"},"Searching\u2026"))` +
      match,
  },
];

module.exports = function docsearchFixesLoader(source) {
  let result = source;
  for (const fix of fixes) {
    const found = result.match(fix.pattern) ?? [];
    if (found.length !== 1) {
      throw new Error(
        `docsearchFixesLoader (${fix.name}): expected the expression once in ${this.resourcePath}, found ${found.length}; ` +
          'check whether this DocSearch version still needs the fix (src/plugins/search-index/docsearchFixesLoader.cjs)',
      );
    }
    result = result.replace(fix.pattern, fix.replace);
  }
  return result;
};
