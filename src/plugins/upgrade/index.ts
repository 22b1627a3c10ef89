/**
 * Docusaurus plugin `upgrade`: the upgrade planner's routes and files.
 * - `/upgrade`: the interactive planner (src/components/Upgrade), which loads its facts itself;
 * - `/upgrade/<from>-to-<to>` for each pair of STATIC_PAIRS (src/plugins/upgrade/pairs.ts): the
 *   checklist computed here at build time and rendered on the server (src/components/Upgrade/StaticPair),
 *   so the search index (src/plugins/search-index reads the HTML of every route) and search
 *   engines see it;
 * - after the build, `<route>.md` beside each pair's HTML: the same checklist as Markdown
 *   (planMarkdown), for tools, with absolute links.
 *
 * Facts: src/plugins/api-history/history.json and src/plugins/upgrade/facts.json (both
 * generated and checked by unit tests). Options: none. Throws when a pair names an unknown release.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import data from './data';
import {pairPath, planMarkdown, planUpgrade, STATIC_PAIRS, type Plan} from './plan';
import {markdownPathOf} from '../markdown-export/paths';

/** The plan of every static pair. */
export function staticPlans(): Plan[] {
  return STATIC_PAIRS.map(([from, to]) => planUpgrade(data.history, data.facts, from, to));
}

export default function upgradePlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  const route = (p: string) => `${baseUrl.replace(/\/$/, '')}${p}`;
  return {
    name: 'upgrade',

    async loadContent() {
      return staticPlans();
    },

    async contentLoaded({content, actions}) {
      actions.addRoute({path: route('/upgrade'), component: '@site/src/components/Upgrade', exact: true});
      for (const plan of content as Plan[]) {
        const p = pairPath([plan.from, plan.to]);
        const data = await actions.createData(`upgrade-${plan.from}-to-${plan.to}.json`, JSON.stringify(plan));
        actions.addRoute({
          path: route(p),
          component: '@site/src/components/Upgrade/StaticPair',
          modules: {plan: data},
          exact: true,
        });
      }
    },

    async postBuild({outDir, content}) {
      const origin = siteConfig.url.replace(/\/$/, '') + baseUrl.replace(/\/$/, '');
      const plans = content as Plan[];
      for (const plan of plans) {
        const file = path.join(outDir, markdownPathOf(pairPath([plan.from, plan.to])).slice(1));
        const intro = `Every change from express-validator ${plan.from} to ${plan.to} that can touch an application, from the API history of each npm release, the migration guides and "Changes within 6.x". The interactive planner: ${origin}/upgrade?from=${plan.from}&to=${plan.to}\n\n`;
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(
          file,
          `# Upgrade express-validator from ${plan.from} to ${plan.to}\n\n${intro}${planMarkdown(plan, origin)
            .replace(/^## .*\n\n/, '')
            .replace(/^### /gm, '## ')}`,
        );
      }
      console.log(`[INFO] upgrade: ${plans.length} static pairs with their .md files`);
    },
  };
}
