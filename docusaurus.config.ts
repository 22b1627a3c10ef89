import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Config, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import clientRedirectsPlugin from '@docusaurus/plugin-client-redirects';

import {docsVersionsToLoad, isDevServer} from './src/devVersions';
import {allDocsVersions, releasedVersionNames} from './src/docsVersions';
import {darkCodeTheme, lightCodeTheme} from './src/prismThemes';
import {cleanUrlScript, storedColourModeScript, skipBlocksScript} from './src/headScripts';
import {redirects} from './src/redirects';
import {releaseLabel} from './src/versionLabel';
import {site, siteAddress} from './src/site';
import searchIndexPlugin, {type SearchIndexPluginOptions} from './src/plugins/search-index';
import markdownExportPlugin from './src/plugins/markdown-export';
import apiHistoryRemark from './src/plugins/api-history/remark';
import playgroundPlugin, {generatedStaticDir} from './src/plugins/playground';
import playgroundTryIt from './src/plugins/playground/remark';
import routePrefetchPlugin from './src/plugins/route-prefetch';
import serverHighlightingPlugin from './src/plugins/server-highlighting';
import trimClientBundlePlugin from './src/plugins/trim-client-bundle';
import searchModalCssPlugin from './src/plugins/search-modal-css';
import upgradePlugin from './src/plugins/upgrade';
import mdxWhitespace from './src/plugins/mdx-whitespace';
import signatureElements from './src/plugins/signatures/remark';
import referenceEntries from './src/plugins/reference-entries/remark';
import {typeFacetFilters} from './src/search/facetFilters';

fs.mkdirSync(generatedStaticDir, {recursive: true});

/** The major version of the installed `@docusaurus/core`, read from its package.json. */
const docusaurusMajor = Number(
  (createRequire(__filename)('@docusaurus/core/package.json') as {version: string}).version.split('.')[0],
);

// ---------------------------------------------------------------------------------------------
// Environment switches: everything that differs between `npm start`, a preview and production
// is derived from these lines.
// ---------------------------------------------------------------------------------------------

/**
 * DOCS_VERSIONS (dev server only): `npm start` loads Next and the latest release unless
 * DOCS_VERSIONS=all or a comma list (6.15.0,5.3.0) says otherwise, so it starts in seconds;
 * `npm run build` ignores it and builds every version. See src/devVersions.ts and CONTRIBUTING.md.
 */
const releasedVersions = releasedVersionNames();
const onlyIncludeVersions = isDevServer()
  ? docsVersionsToLoad(process.env.DOCS_VERSIONS, ['current', ...releasedVersions], releasedVersions[0] ?? 'current')
  : undefined;

/** Hosted Algolia DocSearch credentials; unset in forks and local builds (search still renders). */
const algoliaEnv = {
  appId: process.env.ALGOLIA_APP_ID || undefined,
  apiKey: process.env.ALGOLIA_SEARCH_API_KEY || undefined,
  indexName: process.env.ALGOLIA_INDEX_NAME || undefined,
};

/**
 * Search backend: hosted Algolia when all three ALGOLIA_* variables are set, otherwise the
 * embedded index built from the site's own pages (src/plugins/search-index). Setting only some of
 * them is a mistake that would silently change the backend, so it fails the build.
 */
const searchBackend: SearchIndexPluginOptions['backend'] = (() => {
  const missing = Object.entries({
    ALGOLIA_APP_ID: algoliaEnv.appId,
    ALGOLIA_SEARCH_API_KEY: algoliaEnv.apiKey,
    ALGOLIA_INDEX_NAME: algoliaEnv.indexName,
  })
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 0) return 'algolia';
  if (missing.length === 3) return 'embedded';
  throw new Error(
    `Hosted search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME; missing: ${missing.join(', ')}`,
  );
})();

/**
 * SITE_URL and BASE_URL: where this build is served (default https://express-validator.github.io
 * at `/`). A fork's GitHub Pages project site builds with SITE_URL=https://<user>.github.io and
 * BASE_URL=/<repo>/ (the deploy workflow sets both). See src/site.ts.
 */
const address = siteAddress(process.env);

/** The latest released docs version (the first entry of versions.json) and the npm release it documents. */
const latestVersion = allDocsVersions.find((v) => v.name === releasedVersions[0]) ?? allDocsVersions[0]!;

/**
 * Props passed on to the DocSearch modal that the theme's config type does not list.
 * `maxResultsPerGroup`: the modal groups hits by page (DocSearch groups by `lvl0`, which the SearchBar
 * wrapper, src/theme/SearchBar, sets to the page title); two a page put the sections of more pages
 * in view (the best section of the second page is the third result a reader sees, not the sixth).
 * "See all results" lists every hit. Measured by e2e/search-relevance.spec.ts.
 */
const docSearchModalProps = {maxResultsPerGroup: 2};

const config: Config = {
  title: 'express-validator',
  tagline: 'Validation and sanitization middleware for Express, built on validator.js',
  favicon: 'img/favicon.svg',
  titleDelimiter: '|',

  url: address.url,
  baseUrl: address.baseUrl,
  organizationName: 'express-validator',
  projectName: 'express-validator.github.io',
  // GitHub Pages serves `/docs/api/check` from `docs/api/check.html` without a redirect.
  trailingSlash: false,

  // static/ and the playground's generated bundles (src/plugins/playground writes them at load;
  // the folder must exist before Docusaurus checks its static directories).
  staticDirectories: ['static', path.relative(__dirname, generatedStaticDir)],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
    // Kept from MDX 1 while `future.v4` turns the rest off: 404 pages give headings explicit ids
    // (`## Title {#id}`) that links across versions rely on. No page uses MDX 1 comments or
    // admonition titles.
    mdx1Compat: {headingIds: true},
  },
  // Storage keys stay unprefixed while `future.v4` would namespace them: the colour mode is kept
  // under `theme` and the preferred docs version under `docs-preferred-version-default`, as
  // readers' browsers already hold them (MAINTAINING.md, "Security", lists the keys).
  storage: {namespace: false},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  future: {
    // Docusaurus 4's defaults, except CSS cascade layers: they wrap each plugin's CSS in a layer
    // chosen by file path, and src/plugins/search-modal-css moves DocSearch's modal styles into a
    // chunk of their own, whose order against the theme's layers has not been checked. The storage
    // keys and heading ids keep v3's behaviour through `storage` and `markdown.mdx1Compat` above.
    v4: {
      // 3.x requires this flag for `faster.ssgWorkerThreads`; 4 always behaves this way and
      // rejects the flag as unknown.
      ...(docusaurusMajor < 4 ? {removeLegacyPostBuildHeadAttribute: true} : {}),
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
      siteStorageNamespacing: true,
      useCssCascadeLayers: false,
    },
    // Docusaurus Faster, flag by flag (`faster: true` turns every one on).
    faster: {
      rspackBundler: true,
      // Rspack's persistent cache (node_modules/.cache/rspack): a rebuild with unchanged content
      // reuses the compiled modules. `npm run clear` empties it. Evicted when this file changes.
      // Off on CI (`CI` set), where every build starts from a fresh clone and the cache is never
      // read: writing it cost about 400 MB of peak memory and 5 s per cold build
      // (decisions/performance-persistent-cache-off-on-ci.md).
      // Off too for `npm run bench -- bundle`: modules cached without source maps would come back
      // without them.
      rspackPersistentCache: !process.env.CI && process.env.BUNDLE_SOURCE_MAPS !== '1',
      // MDX is compiled once for the client and server bundles instead of twice.
      mdxCrossCompilerCache: true,
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      // Renders pages in worker threads once there are 100+ pages per thread (2 on 2 cores).
      ssgWorkerThreads: true,
      // Off: the site shows no last-update dates, so reading the Git history of every file at
      // start-up (about 0.6 s of CPU per build) buys nothing.
      gitEagerVcs: false,
    },
  },

  // The site-wide 404.html is rendered on the client, not hydrated, at any path but /404.html;
  // the tables and code blocks a first load skips are all drawn before a jump to a heading. See each
  // module for why; an address that cannot be decoded is mended before the router reads it.
  clientModules: [
    './src/clientModules/decodableAddress.ts',
    './src/clientModules/notFoundDocument.ts',
    './src/clientModules/offscreenBlocks.ts',
  ],

  // docs version name -> npm release, for the version badge (src/theme/DocVersionBadge), which
  // cannot import src/docsVersions.ts (it reads files) in the browser.
  customFields: {npmVersionOf: Object.fromEntries(allDocsVersions.map((v) => [v.name, v.npmVersion]))},

  // The GitHub star button in the footer. `async` + `defer`: it never blocks rendering, and when
  // it cannot load the footer keeps a plain "Star express-validator on GitHub" link.
  scripts: [{src: 'https://buttons.github.io/buttons.js', async: true, defer: true}],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // The unreleased docs in `docs/` are served at /docs/next; the newest entry of
          // versions.json is the latest version and is served at /docs.
          versions: {
            current: {label: 'Next', path: 'next', banner: 'unreleased'},
          },
          // "Edit this page" opens the page's own file: docs/... for Next, and
          // versioned_docs/version-X/... for a release (editCurrentVersion: false).
          editUrl: `${site.repoUrl}/edit/${site.editBranch}/`,
          editCurrentVersion: false,
          // "Since 7.2.0", "Removed in 7.0.0": API history marks under reference headings, from
          // src/plugins/api-history/history.json (npm run docs:history). Before Docusaurus's
          // own plugins, so the marks never enter a heading's id or the table of contents.
          // "Try it in the playground" under each complete example program that has its request.
          beforeDefaultRemarkPlugins: [apiHistoryRemark, playgroundTryIt],
          // Signature fences as <Signature> elements (src/plugins/signatures/remark.ts); the class
          // of each reference entry's heading (src/plugins/reference-entries/remark.ts).
          remarkPlugins: [signatureElements, referenceEntries],
          // No newline text between blocks in the compiled pages (src/plugins/mdx-whitespace).
          rehypePlugins: [mdxWhitespace],
          // Every version in production; in the dev server, what DOCS_VERSIONS selects (see top).
          ...(onlyIncludeVersions ? {onlyIncludeVersions} : {}),
        },
        blog: false,
        // The site's styles, then the API reference's (entries, signatures, tables, Try it) and
        // the controls' (code block buttons on touch screens, the page header, target sizes).
        theme: {
          customCss: [
            './src/css/tokens.css',
            './src/css/custom.css',
            './src/css/reference.css',
            './src/css/controls.css',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Address and stored-state fixes that must run before anything else, and the mark that lets a
    // first load skip off-screen blocks: see src/headScripts.ts. Injected by a plugin rather than
    // the `headTags` setting, which Docusaurus also copies into the client's site config, where
    // nothing reads it (0.4 kB gzip of every page's main bundle).
    () => ({
      name: 'head-scripts',
      injectHtmlTags: () => ({
        headTags: [cleanUrlScript(address.baseUrl), storedColourModeScript, skipBlocksScript].map((innerHTML) => ({
          tagName: 'script',
          innerHTML,
        })),
      }),
    }),
    // The redirect pages are written after the build. Given as a function, the plugin's options
    // (the redirect list) stay out of the client's site config, which every page's main bundle
    // carries and where nothing reads them. The options are the plugin's defaults plus the list.
    (context) =>
      clientRedirectsPlugin(context, {id: 'default', redirects, fromExtensions: [], toExtensions: []}) as Plugin | null,
    [searchIndexPlugin, {backend: searchBackend} satisfies SearchIndexPluginOptions],
    // After the build: <page>.md beside every docs page, llms.txt and llms-full.txt per version.
    markdownExportPlugin,
    // /playground, and the browser bundle of every documented release (in generated/static).
    playgroundPlugin,
    // Link prefetching without a scan of the route table per link, each file once.
    routePrefetchPlugin,
    // Code highlighted on the server only; Prism out of the main bundle.
    serverHighlightingPlugin,
    // Module paths of the chunk registry and the whole of tslib out of the main bundle.
    trimClientBundlePlugin,
    // The DocSearch modal's styles out of the site stylesheet, loaded with the modal.
    searchModalCssPlugin,
    // /upgrade (the upgrade planner) and the static pages and .md files of its common pairs.
    upgradePlugin,
    // `npm run bench -- bundle` builds with source maps of the client bundles to weigh their parts.
    ...(process.env.BUNDLE_SOURCE_MAPS === '1'
      ? [
          () => ({
            name: 'bundle-source-maps',
            configureWebpack: (_config: unknown, isServer: boolean) =>
              isServer ? {} : {devtool: 'source-map' as const},
          }),
        ]
      : []),
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    // One line on a 390 px phone. The release is named as everywhere else (src/versionLabel.ts):
    // docs version, then the npm release. Hidden on the pages of Next and of older versions,
    // whose version banner says the same (src/css/custom.css).
    announcementBar: {
      // A new latest release shows the bar again to readers who dismissed the previous one.
      id: `latest-${latestVersion.name}`,
      // Raw HTML: the link carries the base URL itself.
      content: `Latest: ${releaseLabel(latestVersion.name, latestVersion.npmVersion)}. <a href="${address.baseUrl}docs#whats-new">What is new</a>`,
      // Infima's colours, which follow the colour mode (a white bar stayed white in dark mode); the
      // text and its underlined link keep AA contrast in both (e2e/phone.spec.ts).
      backgroundColor: 'var(--ifm-color-emphasis-200)',
      textColor: 'var(--ifm-font-color-base)',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'express-validator',
      hideOnScroll: true,
      logo: {alt: 'express-validator logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'index', label: 'Docs', position: 'left'},
        {type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left'},
        {to: '/playground', label: 'Playground', position: 'left'},
        // Grouped by major line, the latest marked, Next last
        // (src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx).
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{to: '/upgrade', label: 'Upgrade planner'}],
        },
        {href: site.repoUrl, label: 'GitHub', position: 'right', 'aria-label': 'GitHub repository'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Getting Started', to: '/docs/guides/getting-started'},
            {label: 'API Reference', to: '/docs/api/check'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Stack Overflow', href: site.stackOverflowUrl},
            {label: 'GitHub Discussions', href: site.discussionsUrl},
            {label: 'Issues', href: site.issuesUrl},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'GitHub', href: site.repoUrl},
            // The star button. Until buttons.github.io replaces it (or when that script is blocked) it
            // is a plain footer link: the theme's `footer__link-item` gives it the colour and the line
            // height of the links above it. Its text is its accessible name (no `aria-label`: the
            // site config is in every page's main bundle).
            {
              html: `<a class="footer__link-item github-button" href="${site.repoUrl}" data-icon="octicon-star" data-show-count="true">Star express-validator on GitHub</a>`,
            },
          ],
        },
      ],
      copyright: `Copyright © ${site.copyrightYear} express-validator contributors. Built with Docusaurus.`,
    },
    prism: {
      // GitHub and Dracula, with the token colours that fail WCAG AA contrast replaced
      // (src/prismThemes.ts). Code is highlighted on the server and its token colours come from
      // the CSS that src/plugins/server-highlighting writes from those themes, so the browser needs only
      // the block colours here (the code block container sets them inline): the token styles
      // would add 0.5 kB gzip to the main bundle, which serialises the whole site config.
      theme: {plain: lightCodeTheme.plain, styles: []},
      darkTheme: {plain: darkCodeTheme.plain, styles: []},
      additionalLanguages: ['bash', 'http', 'json'],
    },
    // Read by @docusaurus/theme-search-algolia, which the classic preset enables when this is set.
    // The same UI (DocSearch modal + /search page) serves both backends; without the ALGOLIA_*
    // variables the placeholders below are never sent anywhere (see src/plugins/search-index).
    algolia: {
      appId: algoliaEnv.appId ?? 'NOT_CONFIGURED',
      apiKey: algoliaEnv.apiKey ?? 'not-configured',
      indexName: algoliaEnv.indexName ?? 'express-validator',
      // Every request filters on language and on the version tag of the page being read.
      contextualSearch: true,
      searchPagePath: 'search',
      ...docSearchModalProps,
      searchParameters: {
        // One OR-group on the record `type` (every request filters on type, language and version), always including `type:content`:
        // ALGOLIA_EXTRA_FACET_FILTERS="lvl1,lvl2,..." narrows heading types, never body text.
        facetFilters: typeFacetFilters(process.env.ALGOLIA_EXTRA_FACET_FILTERS),
      },
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
