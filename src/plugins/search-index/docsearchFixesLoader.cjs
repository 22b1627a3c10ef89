/**
 * Build loader applied to one file only: @docsearch/react's `dist/esm/DocSearchModal.js`
 * (see ./index.ts, configureWebpack). It fixes two bugs of the published DocSearch modal that hide
 * messages SPEC.md §8 requires. Facts read from the published code of @docsearch/react 4.7.0 (and
 * still present in 4.7.1 and 5.2.0).
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
