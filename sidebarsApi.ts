import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The `api` sidebar of the 7.x docs: the middlewares first, then the chain and the helpers. */
const apiSidebar = {
  api: [
    {
      type: 'category',
      label: 'Middlewares',
      collapsed: false,
      items: ['api/check', 'api/check-exact', 'api/check-schema', 'api/one-of'],
    },
    'api/validation-chain',
    'api/express-validator',
    'api/matched-data',
    'api/validation-result',
    'api/misc',
  ],
} satisfies SidebarsConfig;

export default apiSidebar;
