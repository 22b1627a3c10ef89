/**
 * Bundler loader for `.docusaurus/docusaurus.config.mjs` (the site config as the client sees it),
 * client bundle only (see ./index.ts): empties the fields that are build inputs, which the server
 * has used up by the time a page is in the browser and no client code reads (checked in the
 * client code of @docusaurus/* and src/):
 * - `headTags`: the inline scripts of src/headScripts.ts (address fixes, stored colour mode, the
 *   off-screen blocks mark), which the server writes into the `<head>` of every page;
 * - `plugins`, `presets`, `themes`: the plugin list with its options (paths, sidebars, search
 *   settings);
 * - `clientModules`, `scripts`, `stylesheets`: bundled or written into the HTML by the server.
 * Together about 0.25 kB gzip of main.js. Each keeps its type (an empty array), so code that lists
 * them still works. Input and output: the file's source text, `export default <JSON object>;`
 * after a comment.
 *
 * Throws when the file is not in that form (Docusaurus changed the format) or one of the fields
 * is missing or not an array.
 */

/** The site config fields the client bundle gets empty. */
const emptied = ['headTags', 'plugins', 'presets', 'themes', 'clientModules', 'scripts', 'stylesheets'];

module.exports = function siteConfigLoader(source) {
  const match = /^([\s\S]*?)export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match) {
    throw new Error('site-config-loader: .docusaurus/docusaurus.config.mjs is not `export default {…};`');
  }
  const config = JSON.parse(match[2]);
  for (const field of emptied) {
    if (!Array.isArray(config[field])) {
      throw new Error(`site-config-loader: the generated site config has no ${field} array`);
    }
    config[field] = [];
  }
  return `${match[1]}export default ${JSON.stringify(config)};\n`;
};
