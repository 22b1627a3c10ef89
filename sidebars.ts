import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import apiSidebar from './sidebarsApi';

/**
 * The two sidebars of the 7.x docs (Next and every 7.x version; versioned copies live in
 * versioned_sidebars/). `docs` holds the guides and migration notes, `api` the reference.
 * `architecture` is deliberately in no sidebar.
 */
const sidebars = {
  docs: [
    {type: 'doc', id: 'index', label: 'Introduction'},
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/guides',
        description: 'Learn express-validator step by step, from the first validation chain to schemas.',
      },
      items: [
        'guides/getting-started',
        'guides/validation-chain',
        'guides/field-selection',
        'guides/customizing',
        'guides/manually-running',
        'guides/schema-validation',
        'guides/common-questions',
      ],
    },
    {
      type: 'category',
      label: 'Migrating',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/migrating',
        description: 'Upgrade an application from one major version of express-validator to the next.',
      },
      items: ['migration-v6-to-v7', 'migration-v5-to-v6'],
    },
  ],
  ...apiSidebar,
} satisfies SidebarsConfig;

export default sidebars;
