/**
 * Bundler loader for `.docusaurus/registry.js`, client bundle only (see ./index.ts): replaces the
 * module path of each registry entry, `[loader, "<module path>", require.resolveWeak(...)]`, with
 * `0`. Input and output: the file's source text.
 *
 * Throws when the file has registry entries but none in that form (Docusaurus changed the format).
 */
module.exports = function registryLoader(source) {
  const entries = (source.match(/\(\) => import\(/g) || []).length;
  let replaced = 0;
  const out = source.replace(/\), "[^"]*", require\.resolveWeak\(/g, () => {
    replaced += 1;
    return '), 0, require.resolveWeak(';
  });
  if (replaced !== entries) {
    throw new Error(
      `registry-loader: ${entries} registry entries, ${replaced} module paths replaced; has the format of .docusaurus/registry.js changed?`,
    );
  }
  return out;
};
