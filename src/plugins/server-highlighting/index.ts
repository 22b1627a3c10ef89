/**
 * Docusaurus plugin behind static code blocks (src/theme/CodeBlock/Content): code is highlighted
 * on the server only, and Prism leaves the main bundle.
 *
 * - Defines `__STATIC_CODE_SERVER__` (true in the server bundle, false in the client bundle), so
 *   the highlighter is bundled into the server bundle and loaded on demand in the browser.
 * - Replaces @docusaurus/theme-classic's `prism-include-languages` client module (it put Prism and
 *   the additional languages into the main bundle) with an empty module.
 * - Writes the token colours of both colour modes as CSS (./colours.ts, from src/prismThemes.ts)
 *   into the generated files folder and adds it as a client module.
 *
 * Throws at build time when the theme file it replaces is not where Docusaurus 3.10 has it.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {darkCodeTheme, lightCodeTheme} from '../../prismThemes';
import {coloursCss} from './colours';

export default function serverHighlightingPlugin(context: LoadContext): Plugin {
  const replaced = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  const cssFile = path.join(context.generatedFilesDir, 'server-highlighting', 'code-colours.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, coloursCss(lightCodeTheme, darkCodeTheme));
  return {
    name: 'server-highlighting',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {
        plugins: [new DefinePlugin({__STATIC_CODE_SERVER__: JSON.stringify(isServer)})],
        resolve: {alias: {[replaced]: path.join(__dirname, 'empty.ts')}},
      };
    },
  };
}
