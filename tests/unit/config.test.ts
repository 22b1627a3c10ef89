import assert from 'node:assert/strict';
import {test} from 'node:test';

import config from '../../docusaurus.config';
import {siteAddress} from '../../src/site';
import type * as Preset from '@docusaurus/preset-classic';

const theme = config.themeConfig as Preset.ThemeConfig;

test('build settings: broken links fail, anchors/markdown links/duplicate routes warn', () => {
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'warn');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'warn');
  assert.equal(config.trailingSlash, false, 'explicit, and GitHub Pages serves page.html at /page');
});

test('page titles are joined with a vertical bar', () => {
  assert.equal(config.titleDelimiter, '|');
});

test('one locale, English, left to right', () => {
  assert.equal(config.i18n?.defaultLocale, 'en');
  assert.deepEqual(config.i18n?.locales, ['en']);
  assert.equal(config.i18n?.localeConfigs?.en?.direction, 'ltr');
});

test('colour mode: light by default, follows the system, switchable', () => {
  assert.deepEqual(theme.colorMode, {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
});

test('table of contents h2-h3, sidebar neither hideable nor auto-collapsing, navbar hides on scroll', () => {
  assert.deepEqual(theme.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.deepEqual(theme.docs?.sidebar, {hideable: false, autoCollapseCategories: false});
  assert.equal(theme.navbar?.hideOnScroll, true);
});

test('navbar: version dropdown, Docs, API, Playground, repository link, search', () => {
  const items = theme.navbar?.items ?? [];
  const kinds = items.map((item) => item.type ?? (item.href ? 'href' : 'link'));
  assert.deepEqual(kinds.sort(), ['doc', 'docSidebar', 'docsVersionDropdown', 'href', 'link', 'search'].sort());
  assert.equal(items.find((i) => i.label === 'Playground')?.to, '/playground');
  assert.equal(items.find((i) => i.type === 'doc')?.docId, 'index');
  assert.equal(items.find((i) => i.type === 'docSidebar')?.sidebarId, 'api');
  assert.equal(items.find((i) => i.href)?.href, 'https://github.com/express-validator/express-validator');
});

test('footer: Getting Started, API Reference, a Community column (Stack Overflow tag, Discussions, issues), repository, 2025', () => {
  type Link = {label?: string; to?: string; href?: string};
  const links = (theme.footer?.links ?? []).flatMap((column) =>
    'items' in column ? (column.items as Link[]) : [column as Link],
  );
  const byLabel = Object.fromEntries(links.filter((l) => l.label).map((l) => [l.label, l.to ?? l.href]));
  assert.equal(byLabel['Getting Started'], '/docs/guides/getting-started');
  assert.equal(byLabel['API Reference'], '/docs/api/check');
  assert.equal(byLabel['Stack Overflow'], 'https://stackoverflow.com/questions/tagged/express-validator');
  assert.equal(byLabel.GitHub, 'https://github.com/express-validator/express-validator');
  const community = (theme.footer?.links ?? []).find((column) => 'title' in column && column.title === 'Community');
  assert.deepEqual(
    ((community as {items?: Link[]} | undefined)?.items ?? []).map((l) => [l.label, l.href]),
    [
      ['Stack Overflow', 'https://stackoverflow.com/questions/tagged/express-validator'],
      ['GitHub Discussions', 'https://github.com/express-validator/express-validator/discussions'],
      ['Issues', 'https://github.com/express-validator/express-validator/issues'],
    ],
  );
  assert.match(theme.footer?.copyright ?? '', /Copyright © 2025 /);
});

test('announcement bar has an id and can be closed', () => {
  assert.ok(theme.announcementBar?.id);
  assert.equal(theme.announcementBar?.isCloseable, true);
});

test('search: DocSearch with contextual search, buildable without credentials', () => {
  const algolia = theme.algolia as {contextualSearch: boolean; appId: string; indexName: string};
  assert.equal(algolia.contextualSearch, true);
  assert.ok(algolia.appId && algolia.indexName);
});

test('the third-party buttons script is async and deferred', () => {
  const scripts = (config.scripts ?? []).filter((s) => typeof s === 'object');
  assert.equal(scripts.length, 1);
  assert.deepEqual(scripts[0], {src: 'https://buttons.github.io/buttons.js', async: true, defer: true});
});

test('"Edit this page" links open the page file of its own version in the repository', () => {
  const classic = (config.presets ?? []).find((p) => Array.isArray(p) && p[0] === 'classic') as [
    string,
    Preset.Options,
  ];
  const docs = classic[1].docs as {editUrl?: unknown; editCurrentVersion?: boolean};
  assert.equal(docs.editUrl, 'https://github.com/express-validator/express-validator/edit/master/');
  assert.equal(docs.editCurrentVersion, false, 'versioned pages link to versioned_docs/version-X/, not docs/');
});

test('site address: defaults to the organisation site at /; SITE_URL and BASE_URL override it', () => {
  assert.deepEqual(siteAddress({}), {url: 'https://express-validator.github.io', baseUrl: '/'});
  assert.deepEqual(siteAddress({SITE_URL: 'https://octocat.github.io/', BASE_URL: '/express-validator-docs/'}), {
    url: 'https://octocat.github.io',
    baseUrl: '/express-validator-docs/',
  });
  // Slashes are added where a maintainer leaves them out; empty values mean the default.
  assert.equal(siteAddress({BASE_URL: 'docs-preview'}).baseUrl, '/docs-preview/');
  assert.equal(siteAddress({BASE_URL: '/a//b'}).baseUrl, '/a/b/');
  assert.equal(siteAddress({BASE_URL: '', SITE_URL: ' '}).baseUrl, '/');
});

test('site address: a path in SITE_URL or an unsafe BASE_URL is refused with a message', () => {
  assert.throws(() => siteAddress({SITE_URL: 'https://octocat.github.io/repo'}), /put the path in BASE_URL/);
  assert.throws(() => siteAddress({SITE_URL: 'octocat.github.io'}), /absolute http\(s\) URL/);
  assert.throws(() => siteAddress({SITE_URL: 'ftp://octocat.github.io'}), /scheme and host only/);
  assert.throws(() => siteAddress({BASE_URL: '/a?b/'}), /plain path/);
  assert.throws(() => siteAddress({BASE_URL: '/../x/'}), /plain path/);
});

test('config: url and baseUrl come from siteAddress() (today: the defaults)', () => {
  const expected = siteAddress(process.env);
  assert.equal(config.url, expected.url);
  assert.equal(config.baseUrl, expected.baseUrl);
});
