/**
 * What the site must serve (routes, pages per version family, sidebars, redirects), written down
 * once for the tests (unit and e2e).
 * Tests compare the built site and the config against these lists, so they are kept apart from
 * the implementation on purpose: a change to the site that the spec does not allow fails a test.
 */

/** The `api` sidebar of a 7.x version, in order: the Middlewares category first. */
export const apiSidebar7x = [
  'api/check',
  'api/check-exact',
  'api/check-schema',
  'api/one-of',
  'api/validation-chain',
  'api/express-validator',
  'api/matched-data',
  'api/validation-result',
  'api/misc',
] as const;

/** Doc ids of every 7.x docs version (Next and 7.x releases), without the generated index pages. */
export const pages7x = [
  'index',
  'guides/getting-started',
  'guides/validation-chain',
  'guides/field-selection',
  'guides/customizing',
  'guides/manually-running',
  'guides/schema-validation',
  // Beyond the pages every 7.x release had: the Common Questions page.
  'guides/common-questions',
  ...apiSidebar7x,
  'architecture',
  'migration-v5-to-v6',
  'migration-v6-to-v7',
] as const;

/** Generated category index pages of the 7.x docs sidebar. */
export const categoryPages7x = ['category/guides', 'category/migrating'] as const;

/** Latest release: served at /docs, never at /docs/<its name>. */
export const latestVersion = '7.3.0';

/** The 6.x docs versions, newest first: one per minor release line, 6.15.0 down to 6.0.0. */
export const versions6x: readonly string[] = Array.from({length: 16}, (_, i) => `6.${15 - i}.0`);

/** Doc ids of a 6.x version (flat layout), without the docs home; faq from 6.10.0, migration too. */
export function pages6x(version: string): string[] {
  const minor = Number(version.split('.')[1]);
  const pages = [
    'index',
    'check-api',
    'custom-error-messages',
    'custom-validators-sanitizers',
    'filter-api',
    'matched-data-api',
    'running-imperatively',
    'sanitization',
    'sanitization-chain-api',
    'schema-validation',
    'validation-chain-api',
    'validation-result-api',
    'whole-body-validation',
    'wildcards',
  ];
  // The spec keeps two readings for migration-v5-to-v6 (from 6.10.0 or 6.11.0); 6.10.0 satisfies both.
  if (minor >= 10) pages.push('faq', 'migration-v5-to-v6');
  // Beyond the pages every 6.x release had: the generated "Changes within 6.x" page, in every 6.x version.
  pages.push('changes-within-6x');
  return pages;
}

/** The two sidebars of a 5.x version: the docs home and the Features category, then the API pages. */
export const sidebars5x = {
  docs: [
    'index',
    'sanitization',
    'custom-validators-sanitizers',
    'custom-error-messages',
    'wildcards',
    'schema-validation',
    'whole-body-validation',
  ],
  // The order a reader takes (as in 6.x): the builders and their chain, the filter API and its
  // chain, the result, and the legacy API last.
  api: [
    'check-api',
    'validation-chain-api',
    'filter-api',
    'sanitization-chain-api',
    'validation-result-api',
    'legacy-api',
  ],
} as const;

/** The Upgrading category every 5.x and 6.x docs sidebar ends with. */
export function upgradingCategory(version: string) {
  const [major, minor] = version.split('.').map(Number);
  const link = (label: string, href: string) => ({type: 'link', label, href});
  return {
    type: 'category',
    label: 'Upgrading',
    collapsed: false,
    items: [
      ...(major === 6 ? ['changes-within-6x'] : []),
      ...(major === 5 || minor < 11 ? [link('Migrating from v5 to v6', '/docs/migration-v5-to-v6')] : []),
      link('Migrating from v6 to v7', '/docs/migration-v6-to-v7'),
    ],
  };
}

/** Doc ids of a 5.x version (flat layout): no matched-data-api, running-imperatively or faq. */
export const pages5x = [
  'index',
  'check-api',
  'custom-error-messages',
  'custom-validators-sanitizers',
  'filter-api',
  'legacy-api',
  'sanitization',
  'sanitization-chain-api',
  'schema-validation',
  'validation-chain-api',
  'validation-result-api',
  'whole-body-validation',
  'wildcards',
  // Beyond the pages every 5.x release had: the Common Questions page.
  'common-questions',
] as const;

export type VersionRoute = {
  /** Label in the version dropdown. */
  label: string;
  /** Route prefix of the version. */
  base: string;
  /** Every route-bearing doc id of the version (generated category pages included). */
  pages: readonly string[];
};

/** Route prefix and pages of each docs version present, newest first as the dropdown lists them. */
export const versionRoutes: readonly VersionRoute[] = [
  {label: 'Next', base: '/docs/next', pages: [...pages7x, ...categoryPages7x]},
  {label: '7.3.0', base: '/docs', pages: [...pages7x, ...categoryPages7x]},
  {label: '7.2.0', base: '/docs/7.2.0', pages: [...pages7x, ...categoryPages7x]},
  {label: '7.0.0', base: '/docs/7.0.0', pages: [...pages7x, ...categoryPages7x]},
  ...versions6x.map((name) => ({label: name, base: `/docs/${name}`, pages: pages6x(name)})),
  {label: '5.3.0', base: '/docs/5.3.0', pages: [...pages5x]},
  {label: '5.2.0', base: '/docs/5.2.0', pages: [...pages5x]},
];

/** The spec's redirects: from -> to. */
export const specRedirects: Readonly<Record<string, string>> = {
  '/docs/wildcards': '/docs/guides/field-selection',
  '/docs/whole-body-validation': '/docs/guides/field-selection',
  '/docs/custom-validators-sanitizers': '/docs/guides/customizing',
  '/docs/custom-error-messages': '/docs/guides/customizing',
  '/docs/running-imperatively': '/docs/guides/manually-running',
  '/docs/check-api': '/docs/api/check',
  '/docs/validation-chain-api': '/docs/api/validation-chain',
  '/docs/sanitization-chain-api': '/docs/api/validation-chain',
  '/docs/matched-data-api': '/docs/api/matched-data',
  '/docs/validation-result-api': '/docs/api/validation-result',
};

/** Route of a doc id under a version base (`index` is the version's docs home). */
export function routeOf(base: string, docId: string): string {
  return docId === 'index' ? base : `${base}/${docId}`;
}
