/**
 * Docusaurus plugin that takes the DocSearch modal's styles out of the render-blocking site
 * stylesheet and loads them with the modal.
 *
 * Docusaurus puts every CSS module of the client into one file, `assets/css/styles.<hash>.css`
 * (the `styles` cache group of its bundler config), including the stylesheet that
 * @docusaurus/theme-search-algolia's SearchBar imports only when the modal first opens
 * (`@docsearch/react/style`, i.e. @docsearch/css `style.css`: 29.7 kB raw, 4.3 kB gzip of the
 * site's 22.3 kB gzip). Every page paid for it before its first paint. With this plugin:
 *
 * - the variables and the search button's rules (@docsearch/css `_variables.css`, `button.css`,
 *   2.2 kB raw) are client modules, so they stay in the site stylesheet, before the theme's
 *   overrides of those variables and before src/css/custom.css;
 * - `@docsearch/react/style` resolves to ./modal-style.js, which imports the modal's rules
 *   (`modal.css`) alone; that module is left out of the `styles` cache group, so the bundler
 *   writes it as a stylesheet of the modal's own chunk, which its runtime fetches (and waits for)
 *   together with the modal's code when the reader first opens search.
 *
 * The rules of those three files together are the rules of `style.css` (checked when this plugin
 * was written, @docsearch/css 4.7.0). Nothing in src/css overrides a modal rule, so the modal's
 * stylesheet arriving last changes no cascade. `e2e/budgets.spec.ts` measures the site
 * stylesheet; the search specs open the modal in both colour modes.
 *
 * Throws at build time when the bundler config has no `styles` cache group (a Docusaurus upgrade
 * that changes it must be looked at).
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/** The modal's stylesheet, the one CSS module kept out of the site stylesheet. */
export const modalCssPattern = /@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/;

export default function searchModalCssPlugin(): Plugin {
  return {
    name: 'search-modal-css',
    getClientModules() {
      return [require.resolve('@docsearch/css/dist/_variables.css'), require.resolve('@docsearch/css/dist/button.css')];
    },
    configureWebpack(config, isServer) {
      const alias = {'@docsearch/react/style$': path.join(__dirname, 'modal-style.js')};
      if (isServer) return {resolve: {alias}};
      const splitChunks = config.optimization?.splitChunks;
      const styles = splitChunks && splitChunks.cacheGroups?.styles;
      if (!styles || typeof styles !== 'object') {
        throw new Error(
          'search-modal-css: the client bundler config has no `styles` cache group to leave the modal CSS out of',
        );
      }
      // Every CSS module but the modal's goes into the one site stylesheet, as before.
      styles.test = (module: {nameForCondition?: () => string | null}) =>
        !modalCssPattern.test(module.nameForCondition?.() ?? '');
      return {resolve: {alias}};
    },
  };
}
