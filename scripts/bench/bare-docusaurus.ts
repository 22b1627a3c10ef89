/**
 * The "floor" of the performance benchmark: a bare Docusaurus classic site (the
 * `create-docusaurus` template, TypeScript, Docusaurus Faster on) built with the same versions of
 * Docusaurus and React as this site. Its `/docs/intro` page is what any Docusaurus docs page costs;
 * scripts/bench/bench.ts measures it in the same Lighthouse run as our pages and reports each of
 * our pages' Total Blocking Time as a multiple of the floor's, a figure that carries from machine
 * to machine where absolute scores do not.
 *
 * `floorBuild()` creates the site in a folder outside the repository (`<tmp>/ev-docs-floor-<hash>`,
 * kept between runs; the hash covers the pinned versions and this recipe), installs it from the npm
 * registry and builds it. It returns the path of its `build/` folder. Throws when a step fails (the
 * command's output is in `<folder>/floor.log`).
 *
 * Pinned versions: `create-docusaurus` and every `@docusaurus/*` package at the version this repo
 * installs (node_modules/@docusaurus/core), and `react`, `react-dom`, `@mdx-js/react`, `clsx` and
 * `prism-react-renderer` at the versions this repo installs.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {repoRoot} from '../../src/docsVersions';

/** The page of the floor site the benchmark measures. */
export const floorRoute = '/docs/intro';

/** Version of an installed package of this repo; throws when it is not installed. */
function installedVersion(name: string): string {
  const file = path.join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

/**
 * The exact versions the floor's package.json gets: `@docusaurus/<x>` at our Docusaurus version and
 * the other template dependencies at our installed versions.
 */
export function floorVersions(): {docusaurus: string; pinned: Record<string, string>} {
  const docusaurus = installedVersion('@docusaurus/core');
  const pinned: Record<string, string> = {};
  for (const name of ['react', 'react-dom', '@mdx-js/react', 'clsx', 'prism-react-renderer']) {
    pinned[name] = installedVersion(name);
  }
  return {docusaurus, pinned};
}

/** Runs a command in `cwd`, appending its output to `log`; throws with the log's path on failure. */
function run(cmd: string, args: string[], cwd: string, log: string): void {
  fs.appendFileSync(log, `\n$ ${cmd} ${args.join(' ')}\n`);
  const out = fs.openSync(log, 'a');
  try {
    execFileSync(cmd, args, {cwd, stdio: ['ignore', out, out], env: {...process.env, CI: 'true'}});
  } catch {
    throw new Error(`floor site: \`${cmd} ${args.join(' ')}\` failed; see ${log}`);
  } finally {
    fs.closeSync(out);
  }
}

/** Creates (once), installs and builds the floor site; returns its build folder. */
export function floorBuild(): string {
  const {docusaurus, pinned} = floorVersions();
  const recipe = JSON.stringify({docusaurus, pinned, faster: true, template: 'classic --typescript'});
  const hash = crypto.createHash('sha256').update(recipe).digest('hex').slice(0, 10);
  const root = path.join(os.tmpdir(), `ev-docs-floor-${hash}`);
  const site = path.join(root, 'site');
  const buildDir = path.join(site, 'build');
  if (fs.existsSync(path.join(buildDir, ...floorRoute.slice(1).split('/')) + '.html')) return buildDir;
  if (fs.existsSync(path.join(buildDir, ...floorRoute.slice(1).split('/'), 'index.html'))) return buildDir;

  fs.rmSync(root, {recursive: true, force: true});
  fs.mkdirSync(root, {recursive: true});
  const log = path.join(root, 'floor.log');
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  run(
    npx,
    [
      '-y',
      `create-docusaurus@${docusaurus}`,
      'site',
      'classic',
      '--typescript',
      '--skip-install',
      '--package-manager',
      'npm',
    ],
    root,
    log,
  );

  // Exact versions, so the floor differs from this site only by what this site adds.
  const pkgFile = path.join(site, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  for (const deps of [pkg.dependencies, pkg.devDependencies ?? {}]) {
    for (const name of Object.keys(deps)) {
      if (name.startsWith('@docusaurus/')) deps[name] = docusaurus;
      else if (pinned[name]) deps[name] = pinned[name];
    }
  }
  pkg.dependencies['@docusaurus/faster'] = docusaurus;
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);

  // Docusaurus Faster on, as on this site.
  const configFile = path.join(site, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const withFaster = config.replace(/future:\s*\{/, 'future: {\n    faster: true,');
  if (withFaster === config)
    throw new Error(`floor site: no \`future\` block in ${configFile} to turn Docusaurus Faster on`);
  fs.writeFileSync(configFile, withFaster);

  run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], site, log);
  run(npx, ['docusaurus', 'build'], site, log);
  return buildDir;
}
