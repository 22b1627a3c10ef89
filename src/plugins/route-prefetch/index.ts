/**
 * Docusaurus plugin that swaps the client's route prefetcher (`window.docusaurus`, in
 * `@docusaurus/core/lib/client/docusaurus.js`) for ./client.ts, which prefetches the same chunks
 * without scanning the whole route table per link and adds each file once. Client bundle only; the
 * server bundle never prefetches.
 *
 * Throws at build time when the Docusaurus file it replaces is not there (a Docusaurus upgrade that
 * moves it must be looked at, not silently fall back).
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export default function routePrefetchPlugin(): Plugin {
  // Throws (MODULE_NOT_FOUND) when a Docusaurus upgrade moves the file.
  const replaced = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
  return {
    name: 'route-prefetch',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {[replaced]: path.join(__dirname, 'client.ts')}}};
    },
  };
}
