/**
 * Every sidebar entry of every docs version (Next's sidebars.ts and sidebarsApi.ts, and
 * versioned_sidebars/) names its page the way the page's H1 does: the label is the H1, or a short
 * form of it (the H1's words with some left out, in the same order, `/` read as a word break),
 * or the page is listed in `differs` below with the reason its label says something else.
 * Source of the H1: the page's `# ` heading, else its front-matter `title` (what Docusaurus shows).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import sidebars from '../../sidebars';
import {repoRoot} from '../../src/docsVersions';

type Item = string | {type: string; id?: string; label?: string; items?: Item[]; link?: {type: string; id?: string}};

/** Labels that are neither the H1 nor a short form of it, by doc id, with the reason. */
const differs: Record<string, string> = {
  'guides/customizing':
    'The H1 lists the three things the page customizes (validators, sanitizers, error messages); the sidebar keeps one word for all three.',
  'api/misc': 'The H1 says what the page holds; the sidebar uses the short word readers scan for last in the list.',
};

/** Every doc of a sidebar with the label it gives (undefined: the page's own label). */
function docsOf(items: Item[]): {id: string; label?: string}[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [{id: item}];
    if (item.type === 'doc') return [{id: item.id!, label: item.label}];
    if (item.type === 'category') {
      return [...(item.link?.type === 'doc' ? [{id: item.link.id!}] : []), ...docsOf(item.items ?? [])];
    }
    return [];
  });
}

/** Words of a label or heading, lowercased; `/` and spaces separate words. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s/]+/)
    .filter(Boolean);

/** True when `label`'s words appear in `h1`'s words, in order. */
export function isShortFormOf(label: string, h1: string): boolean {
  const h = words(h1);
  let i = 0;
  for (const w of words(label)) {
    while (i < h.length && h[i] !== w) i++;
    if (i === h.length) return false;
    i++;
  }
  return true;
}

const frontMatter = (src: string, key: string) =>
  new RegExp(`^${key}:\\s*(.+)$`, 'm')
    .exec(/^---\n([\s\S]*?)\n---/.exec(src)?.[1] ?? '')?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');

const sets: Array<[version: string, dir: string, config: Record<string, Item[]>]> = [
  ['Next', 'docs', sidebars as unknown as Record<string, Item[]>],
  ...fs.readdirSync(path.join(repoRoot, 'versioned_sidebars')).map((f): [string, string, Record<string, Item[]>] => {
    const version = f.replace(/^version-|-sidebars\.json$/g, '');
    return [
      version,
      `versioned_docs/version-${version}`,
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'versioned_sidebars', f), 'utf8')),
    ];
  }),
];

test('a short form is the H1 with words left out, in order', () => {
  assert.equal(isShortFormOf('Getting Started', 'Getting Started with express-validator'), true);
  assert.equal(isShortFormOf('Custom Validators/Sanitizers', 'Custom Validators and Sanitizers'), true);
  assert.equal(isShortFormOf('Introduction', 'Getting Started'), false);
  assert.equal(isShortFormOf('Started Getting', 'Getting Started'), false);
});

for (const [version, dir, config] of sets) {
  test(`${version}: every sidebar label is its page's H1, a short form of it, or says why it differs`, () => {
    const problems: string[] = [];
    for (const doc of Object.values(config).flatMap(docsOf)) {
      const file = ['.md', '.mdx'].map((e) => path.join(repoRoot, dir, doc.id + e)).find((f) => fs.existsSync(f));
      assert.ok(file, `${version}: no page for doc id ${doc.id}`);
      const src = fs.readFileSync(file, 'utf8');
      const h1 = /^# (.+)$/m.exec(src)?.[1] ?? frontMatter(src, 'title');
      assert.ok(h1, `${version}: ${doc.id} has no H1 and no title`);
      const label = doc.label ?? frontMatter(src, 'sidebar_label') ?? h1;
      if (label !== h1 && !isShortFormOf(label, h1) && !differs[doc.id]) {
        problems.push(`${doc.id}: sidebar "${label}", H1 "${h1}"`);
      }
    }
    assert.deepEqual(problems, []);
  });
}
