/**
 * Every place where the site leans on Docusaurus (or DocSearch) beyond its public API, and a check
 * that fails with a clear message when an upgrade changes what that place was written against.
 *
 * Three kinds (MAINTAINING.md, "Docusaurus internals", lists the same rows with what each buys):
 * - eject: a theme component of ours that replaces the theme's whole (no `@theme-original` import);
 * - internal import: a specifier under a package's `lib/` or its `internal` entry;
 * - patch: a build plugin that replaces or rewrites a file of a package or of `.docusaurus/`.
 *
 * For each, `upstream` is the package file it was written against and `sha256` the first 16 hex
 * digits of that file's hash in the installed release. A Docusaurus upgrade that changes the file
 * fails the first test, naming our file to review; after review, record the new hash here. A new
 * eject or internal import that is not listed fails the second test.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {repoRoot} from '../../src/docsVersions';

type Kind = 'eject' | 'internal import' | 'patch';

/** One dependency on a package's internals: our file, the package file, and its hash when reviewed. */
type Internal = {kind: Kind; ours: string; upstream: string; sha256: string};

const classic = '@docusaurus/theme-classic/lib/theme';

/** Every eject, internal import and patch of the site, with the package file each was written against. */
export const internals: readonly Internal[] = [
  {
    kind: 'eject',
    ours: 'src/theme/CodeBlock/index.tsx',
    upstream: `${classic}/CodeBlock/index.js`,
    sha256: '639f8655d319e123',
  },
  {
    kind: 'eject',
    ours: 'src/theme/CodeBlock/Content/index.tsx',
    upstream: `${classic}/CodeBlock/Content/index.js`,
    sha256: '0d361f5894590ea4',
  },
  {
    kind: 'eject',
    ours: 'src/theme/CodeBlock/Content/String.tsx',
    upstream: `${classic}/CodeBlock/Content/String.js`,
    sha256: '81ab153e9e797be7',
  },
  {
    kind: 'eject',
    ours: 'src/theme/DocItem/Layout/index.tsx',
    upstream: `${classic}/DocItem/Layout/index.js`,
    sha256: 'c1f1bbed07409f0a',
  },
  {
    kind: 'eject',
    ours: 'src/theme/DocVersionBadge/index.tsx',
    upstream: `${classic}/DocVersionBadge/index.js`,
    sha256: '20215ec62c761974',
  },
  {kind: 'eject', ours: 'src/theme/Tabs/index.tsx', upstream: `${classic}/Tabs/index.js`, sha256: '7fe3d248d13cc48d'},
  {
    kind: 'eject',
    ours: 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx',
    upstream: `${classic}/NavbarItem/DocsVersionDropdownNavbarItem.js`,
    sha256: '4eb5a0fc4a1f4b48',
  },
  {
    kind: 'internal import',
    ours: 'src/theme/CodeBlock/index.tsx',
    upstream: '@docusaurus/theme-common/internal',
    sha256: '',
  },
  {
    kind: 'internal import',
    ours: 'src/theme/CodeBlock/Content/index.tsx',
    upstream: '@docusaurus/theme-common/internal',
    sha256: '',
  },
  {
    kind: 'internal import',
    ours: 'src/theme/CodeBlock/Content/String.tsx',
    upstream: '@docusaurus/theme-common/internal',
    sha256: '',
  },
  {
    kind: 'internal import',
    ours: 'src/theme/Tabs/index.tsx',
    upstream: '@docusaurus/theme-common/internal',
    sha256: '',
  },
  {
    kind: 'internal import',
    ours: 'src/plugins/route-prefetch/client.ts',
    upstream: '@docusaurus/core/lib/client/preload.js',
    sha256: '8c1e3de18d307e2f',
  },
  {
    kind: 'internal import',
    ours: 'src/plugins/route-prefetch/client.ts',
    upstream: '@docusaurus/core/lib/client/flat.js',
    sha256: '0360584918d5627a',
  },
  {
    kind: 'internal import',
    ours: 'src/plugins/trim-client-bundle/lazy-component-creator.js',
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b',
  },
  {
    kind: 'patch',
    ours: 'src/plugins/route-prefetch/index.ts',
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706f',
  },
  {
    kind: 'patch',
    ours: 'src/plugins/server-highlighting/index.ts',
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2',
  },
  {
    kind: 'patch',
    ours: 'src/plugins/trim-client-bundle/index.ts',
    upstream: '@docusaurus/utils-common/lib/index.js',
    sha256: 'f67a902f603f736c',
  },
  {
    kind: 'patch',
    ours: 'src/plugins/search-modal-css/index.ts',
    upstream: '@docsearch/css/dist/style.css',
    sha256: '9b6514c1bcee9d9d',
  },
];

/** First 16 hex digits of the SHA-256 of a file. */
function hashOf(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}

/** Source files (.ts, .tsx, .js) under `dir`, repository-relative with `/`. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(tsx?|js)$/.test(f))
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`);
}

test('every listed package file is where it was, and as it was when our file was written against it', () => {
  const changed: string[] = [];
  for (const item of internals) {
    assert.ok(fs.existsSync(path.join(repoRoot, item.ours)), `${item.ours} is listed but does not exist`);
    let resolved: string;
    try {
      resolved = require.resolve(item.upstream, {paths: [repoRoot]});
    } catch {
      changed.push(`${item.upstream} no longer exists: ${item.ours} (${item.kind}) must be reworked`);
      continue;
    }
    if (item.sha256 && hashOf(resolved) !== item.sha256) {
      changed.push(
        `${item.upstream} changed (sha256 ${hashOf(resolved)}, reviewed ${item.sha256}): compare it with ${item.ours} (${item.kind}), carry over what changed, then record the new hash in tests/unit/docusaurus-internals.test.ts`,
      );
    }
  }
  assert.deepEqual(changed, [], 'a dependency changed under the site');
});

test('every eject and internal import in src/ is listed', () => {
  const theme = '@docusaurus/theme-classic/lib/theme';
  const found: string[] = [];
  for (const file of sources('src/theme')) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const component = file.replace(/^src\/theme\//, '').replace(/(\/index)?\.tsx?$/, '');
    const original = [`${theme}/${component}/index.js`, `${theme}/${component}.js`].find((f) => {
      try {
        require.resolve(f, {paths: [repoRoot]});
        return true;
      } catch {
        return false;
      }
    });
    if (original && !/@theme-original\//.test(text)) found.push(`eject ${file}`);
  }
  for (const file of [...sources('src/theme'), ...sources('src/plugins'), ...sources('src/components')]) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    for (const m of text.matchAll(/from '(@docusaurus\/[\w-]+\/(?:internal|lib\/[^']+))'/g)) {
      if (!m[1].endsWith('.css')) found.push(`internal import ${file}`);
    }
  }
  const listed = new Set(internals.map((i) => `${i.kind} ${i.ours}`));
  const missing = [...new Set(found)].filter((f) => !listed.has(f));
  assert.deepEqual(missing, [], 'list these in tests/unit/docusaurus-internals.test.ts and in MAINTAINING.md');
});

test('MAINTAINING.md names every file of the list', () => {
  const manual = fs.readFileSync(path.join(repoRoot, 'MAINTAINING.md'), 'utf8');
  const missing = [...new Set(internals.map((i) => i.ours))].filter((f) => !manual.includes(f));
  assert.deepEqual(missing, [], 'MAINTAINING.md, "Docusaurus internals", should have a row for each');
});
