/**
 * Docusaurus plugin that takes from the client's first-load scripts what the browser does not need
 * (the server bundle is left as it is). Measured with `npm run bench -- bundle`, 22 docs versions:
 *
 * - The module path of every entry of the chunk registry (`.docusaurus/registry.js`: about 420
 *   entries such as `"@site/versioned_docs/version-6.14.0/running-imperatively.md"`). Docusaurus
 *   passes them to react-loadable, which reads them only inside `Loadable.Capture`, i.e. while the
 *   server renders a page. ./registry-loader.js replaces each with `0` in the client bundle:
 *   about 2 kB gzip.
 * - tslib, which `@docusaurus/utils-common` requires whole (`tslib.es6.mjs` exports every helper in
 *   one object, so none can be dropped) for its one helper, `__importDefault`. Requests for
 *   `tslib` from that file resolve to ./import-default.js, which has only that helper: about
 *   3.8 kB gzip.
 * - Two of the eight hex digits of content hash in the file name of every lazily loaded chunk
 *   (`assets/js/<name>.<hash>.js`). The runtime (`runtime~main`, loaded by every page) maps each of
 *   the site's 1,100 chunks to its hash, and hex digits hardly compress: 8 → 6 digits is 0.5 kB
 *   gzip. Six digits still tell a chunk's versions apart: a changed chunk keeps its old URL only
 *   if its new hash has the same first 24 bits, about one change in 16 million, and GitHub Pages
 *   lets browsers cache a file for 10 minutes anyway. The entry files (`main`, `runtime~main`) keep
 *   Docusaurus's eight digits.
 * - Start-up work, not bytes: the route table's 423 route components are made when first needed
 *   (./lazy-component-creator.js replaces `@docusaurus/ComponentCreator`), not while main.js is
 *   evaluated.
 *
 * Throws at build time when `@docusaurus/utils-common` uses another tslib helper (a Docusaurus
 * upgrade that does must be looked at); the loader throws when the registry's format changes.
 *
 * The chunk file name is public bundler configuration; the registry loader, the tslib alias and the
 * component creator lean on Docusaurus's generated files and internals, so each stays only while
 * it buys at least 2 kB gzip or 20 ms of blocking time (MAINTAINING.md, "Docusaurus internals").
 */
import fs from 'node:fs';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/** The tslib helpers a CommonJS file calls (`tslib_1.__importDefault(…)` → `__importDefault`). */
export function tslibHelpersOf(source: string): string[] {
  return [...new Set([...source.matchAll(/\btslib_1\.(\w+)/g)].map((m) => m[1]))].sort();
}

export default function trimClientBundlePlugin(): Plugin {
  const utilsCommon = require.resolve('@docusaurus/utils-common');
  const helpers = tslibHelpersOf(fs.readFileSync(utilsCommon, 'utf8'));
  if (helpers.some((h) => h !== '__importDefault')) {
    throw new Error(
      `${utilsCommon} uses tslib helpers ${helpers.join(', ')}; src/plugins/trim-client-bundle/import-default.js has only __importDefault`,
    );
  }
  return {
    name: 'trim-client-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: {chunkFilename: 'assets/js/[name].[contenthash:6].js'},
        resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'lazy-component-creator.js')}},
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{loader: path.join(__dirname, 'registry-loader.js')}],
            },
            {
              test: (file: string) => file === utilsCommon,
              resolve: {alias: {tslib: path.join(__dirname, 'import-default.js')}},
            },
          ],
        },
      };
    },
  };
}
