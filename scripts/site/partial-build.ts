/**
 * Partial production builds for tests: a build of a few docs versions that still resolves every
 * link its pages hold, so the strict build (scripts/site/build-strict.ts) can check it.
 *
 * Who uses it: `npm run build:algolia` (the hosted-Algolia build, whose tests read Next and the
 * latest release only) and tests/integration/docs-version.test.ts (the trial version cut). The full
 * build (`npm run build`, `npm run build:strict`) always holds every version; nothing deployed is
 * ever built through here.
 *
 * How: the docs plugin's `onlyIncludeVersions`, set by a wrapper config that imports the real one.
 * The wrapper is written under the site's `node_modules/.cache/` (Docusaurus resolves presets from
 * the config file's folder, so it must sit inside the site; there no linter, type check or
 * formatter sees it, and git ignores it).
 */
import fs from 'node:fs';
import path from 'node:path';

import {STATIC_PAIRS} from '../../src/plugins/upgrade/plan';
import {docsVersions, repoRoot} from '../../src/docsVersions';

/**
 * Released docs versions whose routes (`/docs/x.y.z/...`) the Markdown pages under `dirs` link to
 * by absolute URL.
 * Inputs: folders of .md/.mdx pages (searched recursively) and the released version names
 * (versions.json). Output: version names, in the order first found. Throws when a folder is missing.
 */
function linkedVersions(dirs: readonly string[], released: readonly string[]): string[] {
  const found = new Set<string>();
  for (const dir of dirs) {
    for (const f of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      if (!/\.mdx?$/.test(f)) continue;
      for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\/docs\/(\d+\.\d+\.\d+)\b/g)) {
        if (released.includes(m[1]!)) found.add(m[1]!);
      }
    }
  }
  return [...found];
}

/**
 * The versions a partial build must hold so that no link breaks: the `wanted` versions, the
 * released versions their pages link to by absolute URL, and the docs versions of the upgrade
 * planner's static pairs (/upgrade/A-to-B, src/plugins/upgrade), which link to those releases' docs.
 *
 * Inputs: `root`, the site folder (the repository or a copy of it); `wanted`, docs version names
 * (`current` for Next); `released`, the names of versions.json in `root`. Output: version names,
 * `wanted` first. Pages of a wanted version live in `docs/` (Next) or `versioned_docs/version-X/`.
 */
export function partialBuildVersions(root: string, wanted: readonly string[], released: readonly string[]): string[] {
  const included = [...wanted];
  const dirs = wanted.map((v) => path.join(root, ...(v === 'current' ? ['docs'] : ['versioned_docs', `version-${v}`])));
  for (const linked of linkedVersions(dirs, released)) if (!included.includes(linked)) included.push(linked);
  for (const release of new Set(STATIC_PAIRS.flat())) {
    const docs = docsVersions.find((v) => v.name !== 'current' && v.npmVersion === release);
    if (docs && !included.includes(docs.name)) included.push(docs.name);
  }
  return included;
}

/**
 * Writes a Docusaurus config that is the site's own (`<root>/docusaurus.config.ts`) with the docs
 * plugin limited to `versions`, to a new folder `<root>/node_modules/.cache/ev-docs-partial-*`, and
 * returns the file's path for `docusaurus build --config <path>`. The caller deletes the folder.
 * Throws when `<root>/node_modules` does not exist.
 */
export function writePartialConfig(versions: readonly string[], root: string = repoRoot): string {
  const cache = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cache, {recursive: true});
  const dir = fs.mkdtempSync(path.join(cache, 'ev-docs-partial-'));
  const file = path.join(dir, 'docusaurus.partial.config.ts');
  const real = JSON.stringify(path.join(root, 'docusaurus.config.ts'));
  fs.writeFileSync(
    file,
    `import config from ${real};
for (const preset of config.presets ?? []) {
  if (Array.isArray(preset) && preset[0] === 'classic') {
    (preset[1] as {docs: {onlyIncludeVersions?: string[]}}).docs.onlyIncludeVersions = ${JSON.stringify(versions)};
  }
}
export default config;
`,
  );
  return file;
}
