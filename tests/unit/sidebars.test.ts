import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import sidebars from '../../sidebars';
import {repoRoot} from '../../src/docsVersions';
import {apiSidebar7x, pages7x} from '../siteContract';

type Item = string | {type: string; id?: string; items?: Item[]; link?: {type: string; id?: string}};

/** Doc ids reachable from a sidebar, in order (category links included). */
function docIdsOf(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id!];
    if (item.type === 'category') return [...(item.link?.id ? [item.link.id] : []), ...docIdsOf(item.items ?? [])];
    return [];
  });
}

const versioned = fs
  .readdirSync(path.join(repoRoot, 'versioned_sidebars'))
  .filter((f) => /^version-7\./.test(f))
  .map((f) => [f, JSON.parse(fs.readFileSync(path.join(repoRoot, 'versioned_sidebars', f), 'utf8'))] as const);

for (const [name, config] of [['sidebars.ts (Next)', sidebars], ...versioned] as const) {
  test(`${name}: two sidebars, docs and api`, () => {
    assert.deepEqual(Object.keys(config).sort(), ['api', 'docs']);
  });

  test(`${name}: docs starts with the Introduction, then Guides and Migrating with generated indexes`, () => {
    const docs = config.docs as Item[];
    assert.deepEqual(docs[0], {type: 'doc', id: 'index', label: 'Introduction'});
    const categories = docs.slice(1) as unknown as Array<{
      label: string;
      link: {type: string; slug: string};
      collapsed: boolean;
    }>;
    assert.deepEqual(
      categories.map((c) => [c.label, c.link.type, c.link.slug]),
      [
        ['Guides', 'generated-index', '/category/guides'],
        ['Migrating', 'generated-index', '/category/migrating'],
      ],
    );
  });

  test(`${name}: api lists the middlewares first`, () => {
    assert.deepEqual(docIdsOf(config.api as Item[]), [...apiSidebar7x]);
  });

  test(`${name}: every page but architecture is in exactly one sidebar`, () => {
    const all = [...docIdsOf(config.docs as Item[]), ...docIdsOf(config.api as Item[])];
    assert.deepEqual([...all].sort(), pages7x.filter((p) => p !== 'architecture').sort());
  });
}
