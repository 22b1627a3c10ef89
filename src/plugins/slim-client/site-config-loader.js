/**
 * Bundler loader for `.docusaurus/docusaurus.config.mjs` (the site config as the client sees it),
 * client bundle only (see ./index.ts): empties `headTags`. Those are the address-fixing and
 * stored-colour-mode scripts of docusaurus.config.ts (src/headScripts.ts), which the server
 * writes into the `<head>` of every page; nothing on the client reads them from the config, and
 * their source text cost about 0.3 kB gzip of main.js. Input and output: the file's source text,
 * `export default <JSON object>;` after a comment.
 *
 * Throws when the file is not in that form (Docusaurus changed the format) or has no `headTags`.
 */
module.exports = function siteConfigLoader(source) {
  const match = /^([\s\S]*?)export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match) {
    throw new Error('site-config-loader: .docusaurus/docusaurus.config.mjs is not `export default {…};`');
  }
  const config = JSON.parse(match[2]);
  if (!Array.isArray(config.headTags)) {
    throw new Error('site-config-loader: the generated site config has no headTags array');
  }
  config.headTags = [];
  return `${match[1]}export default ${JSON.stringify(config)};\n`;
};
