/**
 * `npm run docs:version` end to end, in a temporary copy of the repository (node_modules
 * symlinked, so nothing is installed and the real repository is never touched).
 *
 * It cuts the next minor version after the latest release (e.g. 7.4.0 after 7.3.0), documenting the
 * release that Next documents, which is installed already. Then it checks every file the script
 * promises to update, runs every unit test in the copy (a cut needs no hand edit to pass them) and
 * builds the copy with the strict build. To keep the build short it renders
 * only Next, the new version, the previous latest and any version their pages link to by absolute
 * URL (a partial build: scripts/site/partial-build.ts).
 *
 * Run with `npm run test:docs-version` (part of `npm test`); KEEP_DOCS_VERSION_COPY=1 keeps the copy.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {docsVersions, repoRoot} from '../../src/docsVersions';
import {partialBuildVersions, writePartialConfig} from '../../scripts/site/partial-build';

/** Top-level entries not copied: dependencies (symlinked instead), Git data, outputs, caches. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  'build',
  'build-algolia',
  'build-base-url',
  'generated',
  'search-records.json',
  '.docusaurus',
  '.cache-loader',
  'test-results',
  'playwright-report',
  'blob-report',
]);

function run(cwd: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}});
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${output}`);
  return output;
}

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

test('docs:version cuts a new latest version that builds, and updates every file it promises', async () => {
  const released = readJson<string[]>(path.join(repoRoot, 'versions.json'));
  const previous = released[0];
  const [major, minor] = previous.split('.').map(Number);
  const version = `${major}.${minor + 1}.0`;
  const npmVersion = docsVersions.find((v) => v.name === 'current')!.npmVersion;

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-version-'));
  try {
    for (const entry of fs.readdirSync(repoRoot)) {
      if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(repoRoot, entry), path.join(tmp, entry), {recursive: true});
    }
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
    const packageBefore = fs.readFileSync(path.join(tmp, 'package.json'), 'utf8');

    const output = run(tmp, 'npx', ['tsx', 'scripts/docs/docs-version.ts', version, npmVersion]);
    assert.match(output, /Check next:/);

    // versions.json: the new version first, i.e. the latest.
    assert.deepEqual(readJson<string[]>(path.join(tmp, 'versions.json')), [version, ...released]);
    assert.ok(fs.existsSync(path.join(tmp, 'versioned_docs', `version-${version}`, 'index.md')));
    assert.ok(fs.existsSync(path.join(tmp, 'versioned_sidebars', `version-${version}-sidebars.json`)));
    // package.json: the alias was installed already, so nothing to add and no npm install.
    assert.equal(fs.readFileSync(path.join(tmp, 'package.json'), 'utf8'), packageBefore);
    assert.match(output, new RegExp(`express-validator-${npmVersion} already installed`));

    // docs-versions.json and tests/siteContract.ts, as the copy's own modules see them.
    const table = (await import(
      pathToFileURL(path.join(tmp, 'src/docsVersions.ts')).href
    )) as typeof import('../../src/docsVersions');
    assert.deepEqual(
      table.docsVersions.slice(0, 3).map((v) => [v.name, v.npmVersion]),
      [
        ['current', npmVersion],
        [version, npmVersion],
        [previous, docsVersions.find((v) => v.name === previous)!.npmVersion],
      ],
    );
    const spec = (await import(
      pathToFileURL(path.join(tmp, 'tests/siteContract.ts')).href
    )) as typeof import('../siteContract');
    assert.equal(spec.latestVersion, version);
    assert.deepEqual(
      spec.versionRoutes.slice(0, 3).map((r) => [r.label, r.base]),
      [
        ['Next', '/docs/next'],
        [version, '/docs'],
        [previous, `/docs/${previous}`],
      ],
    );

    // The reference of the new version is its package's, not Next's (no unreleased overlay).
    run(tmp, 'npx', ['tsx', 'scripts/docs/generate-reference.ts', '--check', version]);
    const partialDir = path.join(tmp, 'versioned_docs', `version-${version}`, major === 7 ? 'api' : '');
    const validators = fs.readFileSync(path.join(partialDir, '_validators.mdx'), 'utf8');
    assert.match(validators, new RegExp(`from express-validator ${npmVersion.replace(/\./g, '\\.')}\\. Do not edit`));
    assert.doesNotMatch(validators, /nreleased/);
    // Its "what is new" compares its release with the previous latest, not Next's overlay.
    run(tmp, 'npx', ['tsx', 'scripts/docs/api-history/history.ts', '--check']);
    const whatsNew = fs.readFileSync(path.join(tmp, 'versioned_docs', `version-${version}`, '_whats-new.mdx'), 'utf8');
    assert.match(whatsNew, new RegExp(`Compared with the docs of ${previous.replace(/\./g, '\\.')} `));
    assert.doesNotMatch(whatsNew, /nreleased|development line/);

    // What the script wrote passes the repository's own checks.
    run(tmp, 'npx', [
      'prettier',
      '--check',
      'versions.json',
      'versioned_sidebars',
      `versioned_docs/version-${version}`,
      'docs-versions.json',
      'tests/siteContract.ts',
    ]);
    // Every unit test passes on the cut as the script left it.
    const unitTests = fs
      .readdirSync(path.join(tmp, 'tests/unit'))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `tests/unit/${f}`);
    run(tmp, process.execPath, ['--import', 'tsx', '--test', ...unitTests]);
    run(tmp, 'npx', [
      'remark',
      `versioned_docs/version-${version}`,
      '--ext',
      'md,mdx',
      '--quiet',
      '--frail',
      '--no-stdout',
    ]);

    // Strict build of Next, the new version, the previous latest and the versions they link to.
    const included = partialBuildVersions(tmp, ['current', version, previous], released);
    const config = writePartialConfig(included, tmp);
    run(tmp, 'npx', ['tsx', 'scripts/site/build-strict.ts', '--config', config]);
    const html = (route: string) => path.join(tmp, 'build', `${route}.html`);
    assert.ok(fs.existsSync(html('/docs')), `${version} at /docs`);
    assert.ok(fs.existsSync(html(`/docs/${previous}`)), `${previous} at /docs/${previous}`);
    assert.ok(fs.existsSync(html('/docs/next')), 'Next at /docs/next');
    assert.match(
      fs.readFileSync(html('/docs'), 'utf8'),
      new RegExp(`edit/[^/]+/versioned_docs/version-${version}/index\\.md`),
    );
  } finally {
    if (process.env.KEEP_DOCS_VERSION_COPY) {
      console.log(`copy kept in ${tmp}`);
    } else {
      fs.unlinkSync(path.join(tmp, 'node_modules'));
      fs.rmSync(tmp, {recursive: true, force: true});
    }
  }
});
