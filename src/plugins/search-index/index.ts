/**
 * Docusaurus plugin `search-index`: connects the theme's search UI (DocSearch modal + /search page
 * of @docusaurus/theme-search-algolia) to the build's search backend.
 *
 * Options: `{backend: 'algolia' | 'embedded'}`, chosen in docusaurus.config.ts from the ALGOLIA_*
 * environment variables (hosted Algolia when all three are set, embedded otherwise).
 *
 * What it does:
 * - global data `{backend, manifestUrl}` for the UI wrappers (src/search/backend.ts);
 * - bundler rules, the same for both backends (see configureWebpack):
 *   - fixes DocSearch's "Try searching for" and error screens (./docsearchFixesLoader.cjs);
 *   - aliases the `algoliasearch/lite` and `algoliasearch-helper` imports of the theme's SearchPage
 *     module, and only of that module, to src/search/searchPage/ (backend switch, extra facet
 *     filters, error state), so the page is not ejected;
 *   - aliases `@docusaurus/Head` for the theme's SearchBar module to src/search/SearchBarHead.tsx,
 *     which drops the Algolia preconnect link on the embedded backend, and the module it takes
 *     `useSearchLinkCreator` from ({@link linkCreatorSource}) to src/search/searchBarLinkCreator.ts,
 *     whose "See all results" link carries the page's docs version;
 * - embedded backend only: a stylesheet hiding the Algolia marks (src/search/embedded.css), and
 *   after the build (postBuild) the index files and manifest written from the HTML of every route
 *   (./buildIndex.ts), with one line printed per file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  searchIndexDir,
  searchIndexManifestName,
  searchIndexPluginName,
  type SearchBackendData,
} from '../../search/records';
import {collectRecords, htmlFileForRoute, writeSearchIndex, type BuiltPage} from './buildIndex';

export interface SearchIndexPluginOptions {
  backend: SearchBackendData['backend'];
}

/** Module files of @docusaurus/theme-search-algolia whose imports are redirected. */
const themeModule = (name: 'SearchPage' | 'SearchBar') =>
  new RegExp(`[\\\\/]@docusaurus[\\\\/]theme-search-algolia[\\\\/]lib[\\\\/]theme[\\\\/]${name}[\\\\/]index\\.js$`);

/**
 * The specifier a compiled module's source imports `useSearchLinkCreator` from (the first static
 * named import that lists it): `@docusaurus/theme-common` in Docusaurus 3's SearchBar,
 * `@docusaurus/theme-search-algolia/client` in 4's. Pure. Throws when no import lists it, which
 * means the theme builds its "See all results" link another way and the stand-in needs review.
 */
export function linkCreatorSource(moduleSource: string): string {
  for (const m of moduleSource.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1].split(',').some((name) => name.trim() === 'useSearchLinkCreator')) return m[2];
  }
  throw new Error('search-index plugin: the theme SearchBar no longer imports useSearchLinkCreator');
}

/** Path of the installed search theme's compiled SearchBar module (the file `themeModule('SearchBar')` matches). */
export function installedSearchBarFile(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme', 'SearchBar', 'index.js');
}

/**
 * The plugin. Input: Docusaurus's load context and the options above. Throws when `backend` is
 * neither `algolia` nor `embedded`.
 */
export default function searchIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as Partial<SearchIndexPluginOptions> | undefined;
  if (options?.backend !== 'algolia' && options?.backend !== 'embedded') {
    throw new Error(
      `search-index plugin: option "backend" must be "algolia" or "embedded", got ${JSON.stringify(options?.backend)}`,
    );
  }
  const {siteDir, baseUrl} = context;
  const embedded = options.backend === 'embedded';
  const source = (file: string) => path.join(siteDir, 'src', 'search', file);
  const linkOrigin = linkCreatorSource(fs.readFileSync(installedSearchBarFile(), 'utf8'));
  const data: SearchBackendData = {
    backend: options.backend,
    manifestUrl: `${baseUrl}${searchIndexDir}/${searchIndexManifestName}`,
  };

  return {
    name: searchIndexPluginName,

    async contentLoaded({actions}) {
      actions.setGlobalData(data);
    },

    getClientModules() {
      return embedded ? [source('embedded.css')] : [];
    },

    configureWebpack() {
      // The same rules for both backends: the bundler's persistent cache does not see a changed
      // alias between two builds, so the backend is read at run time (from the global data).
      const rules: object[] = [
        {
          test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
          use: [{loader: path.join(siteDir, 'src', 'plugins', 'search-index', 'docsearchFixesLoader.cjs')}],
        },
        {
          test: themeModule('SearchBar'),
          resolve: {
            alias: {
              '@docusaurus/Head': source('SearchBarHead.tsx'),
              // "See all results" carries the page's docs version (see the module).
              [`${linkOrigin}$`]: source('searchBarLinkCreator.ts'),
            },
          },
        },
        {
          test: source('searchBarLinkCreator.ts'),
          resolve: {alias: {'search-link-origin$': linkOrigin}},
        },
        {
          test: themeModule('SearchPage'),
          resolve: {
            alias: {
              'algoliasearch/lite$': source('searchPage/liteClient.ts'),
              'algoliasearch-helper$': source('searchPage/helper.ts'),
            },
          },
        },
      ];
      return {module: {rules}};
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      if (!embedded) return;
      const notFound = `${baseUrl}404.html`;
      const pages: BuiltPage[] = [];
      for (const routePath of new Set(routesPaths)) {
        if (routePath === notFound) continue;
        const file = await htmlFileForRoute(outDir, baseUrl, routePath);
        if (file) pages.push({routePath, file});
      }
      const byTag = await collectRecords(pages, siteConfig.url, siteConfig.titleDelimiter ?? '|');
      const summaries = await writeSearchIndex({outDir, baseUrl, byTag});
      for (const s of summaries) {
        console.log(
          `[INFO] search index ${s.tag}: ${s.pages} pages, ${s.records} records, ${(s.bytes / 1024).toFixed(1)} KiB → ${s.url}`,
        );
      }
    },
  };
}
