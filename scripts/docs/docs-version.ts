/**
 * Cuts a docs version for a new express-validator release: `npm run docs:version -- <version>
 * [<npm version>]`, e.g. `npm run docs:version -- 7.4.0` or `npm run docs:version -- 7.4.0 7.4.1`.
 *
 * Inputs: the docs version name (x.y.z, newer than the current latest release in versions.json)
 * and, optionally, the npm release it documents (default: the one docs-versions.json already maps
 * the name to, else the docs version itself).
 *
 * What it does, in this order (each step prints a line):
 * 1. docs-versions.json: maps the version to its npm release (`docs`, newest first) and adds the
 *    release to `releases` (oldest first), each only when missing.
 * 2. package.json: adds the npm alias devDependency `express-validator-<npm version>` when it is
 *    missing, then runs `npm install` (only then).
 * 3. `docusaurus docs:version <version>`: copies docs/ to versioned_docs/version-<version>/ and the
 *    sidebars to versioned_sidebars/, and puts the version first in versions.json, which makes it
 *    the latest version, served at /docs.
 * 4. The new version's index.md loses what only Next says (`releasedIndex`): the rule sentence
 *    becomes the release's (src/versionLabel.ts), the "Unreleased changes" section goes, "What is
 *    new on the development line" becomes "What is new in <version>", playground links name the
 *    version.
 * 5. scripts/docs/generate-reference.ts writes the version's validator and sanitizer reference from
 *    its own package (the copied partials of Next carried its unreleased overlay);
 *    scripts/docs/api-history/history.ts adds the release to the API history and rewrites every
 *    version's "what is new" partial; scripts/docs/upgrade/generate.ts rewrites the upgrade
 *    planner's facts.
 * 6. tests/siteContract.ts (the tests' independent list of routes): `latestVersion` becomes the new version;
 *    in `versionRoutes` the new version is inserted after Next at /docs, with Next's page list, and
 *    the previous latest moves to /docs/<its name>.
 * The announcement bar and every page that names "the latest release" read versions.json, so they
 * follow without an edit. Then it prints what the maintainer should check next.
 *
 * Errors (exit code 1, nothing written): a malformed version, a version that already exists or is
 * not newer than the latest release, an npm version that contradicts docs-versions.json, or a
 * tests/siteContract.ts whose `latestVersion`/`versionRoutes` are not the literals this script edits.
 * A failing child command (npm install, docusaurus, the generator) stops the script with its
 * exit code; the steps done so far stay (see `git status`).
 *
 * Sources: Docusaurus's versioning guide (https://docusaurus.io/docs/versioning) for step 3; the
 * files edited here for the rest.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {compareReleases, readVersionsFile, type VersionsFile} from '../../src/docsVersions';
import {versionRule} from '../../src/versionLabel';

/** Root of the repository this script belongs to (a temporary copy in the integration test). */
const repoRoot = path.resolve(__dirname, '..', '..');

const VERSION_RE = /^\d+\.\d+\.\d+$/;

/** Compares two x.y.z versions numerically (negative when `a` is older): the versions module's rule. */
export const compareVersions = compareReleases;

/** Leading whitespace of the line that holds `pos` in `text`. */
function indentAt(text: string, pos: number): string {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** Removes `as const`, `satisfies T`, type assertions and parentheses around an expression. */
function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (
    ts.isAsExpression(n) ||
    ts.isSatisfiesExpression(n) ||
    ts.isParenthesizedExpression(n) ||
    ts.isTypeAssertionExpression(n)
  ) {
    n = n.expression;
  }
  return n;
}

/** The initializer of the top-level `const <name> = ...` of a source file, unwrapped. */
function initializerOf(sf: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const stmt of sf.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer) return unwrap(decl.initializer);
    }
  }
  return undefined;
}

/** The string value of property `key` of an object literal, when it is a plain string literal. */
function stringProperty(obj: ts.ObjectLiteralExpression, key: string): ts.StringLiteral | undefined {
  for (const prop of obj.properties) {
    if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === key) {
      const value = unwrap(prop.initializer);
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value as ts.StringLiteral;
    }
  }
  return undefined;
}

type Edit = {start: number; end: number; text: string};

/** Applies non-overlapping edits to a text, last first so earlier offsets stay valid. */
function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/**
 * Adds a docs version to the versions file's data (docs-versions.json, parsed): `docs` gains
 * `name -> npmVersion` before the first released version older than `name` (newest first, Next
 * stays first), and `releases` gains `npmVersion` in release order (oldest first). Returns a new
 * object; the input is not changed.
 *
 * Throws when `docs` already maps `name` to another release.
 */
export function addVersion(data: VersionsFile, name: string, npmVersion: string): VersionsFile {
  const mapped = data.docs[name];
  if (mapped !== undefined && mapped !== npmVersion) {
    throw new Error(`docs-versions.json maps ${name} to ${mapped}, not ${npmVersion}`);
  }
  const entries = Object.entries(data.docs).filter(([n]) => n !== name);
  const at = entries.findIndex(([n]) => n !== 'current' && compareVersions(n, name) < 0);
  entries.splice(at < 0 ? entries.length : at, 0, [name, npmVersion]);
  const releases = data.releases.includes(npmVersion)
    ? [...data.releases]
    : [...data.releases, npmVersion].sort(compareVersions);
  return {...data, docs: Object.fromEntries(entries), releases};
}

/**
 * The index.md of a version just frozen from Next, without what only Next says (Markdown in, out):
 * - the rule sentence of Next (`versionRule('current', ...)`, with the rest of its paragraph)
 *   becomes the release's own (`versionRule(version, npmVersion)`);
 * - the `## Unreleased changes` section is removed (the release's "what is new" lists its changes);
 * - `## What is new on the development line` becomes `## What is new in <version>`;
 * - playground links `?version=current` name the version, and the parenthesis that says the
 *   unreleased changes are not in the playground goes.
 * Throws when the text has no Next rule sentence (the copied page is not Next's).
 */
export function releasedIndex(text: string, version: string, npmVersion: string, nextNpmVersion: string): string {
  const nextRule = versionRule('current', nextNpmVersion);
  const start = text.indexOf(nextRule);
  if (start < 0) throw new Error(`index.md does not say "${nextRule}"`);
  const end = text.indexOf('\n\n', start);
  let out = text.slice(0, start) + versionRule(version, npmVersion) + text.slice(end < 0 ? text.length : end);
  out = out.replace(/^## Unreleased changes\b[^\n]*\n[\s\S]*?(?=^## )/m, '');
  out = out.replace(/^## What is new on the development line/m, `## What is new in ${version}`);
  out = out.replace(/\?version=current\b/g, `?version=${version}`);
  out = out.replace(/ \(the unreleased changes documented here are not in it\)/g, '');
  return out;
}

/**
 * Adds the alias devDependency `express-validator-<npmVersion>` to a parsed package.json, keeping
 * devDependencies sorted by name as npm writes them. Returns false when it is already there.
 */
export function addAlias(pkg: {devDependencies?: Record<string, string>}, npmVersion: string): boolean {
  const alias = `express-validator-${npmVersion}`;
  const deps = pkg.devDependencies ?? {};
  if (deps[alias]) return false;
  const merged: Record<string, string> = {...deps, [alias]: `npm:express-validator@${npmVersion}`};
  pkg.devDependencies = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return true;
}

/**
 * Updates tests/siteContract.ts (source text in, source text out) for a new latest version:
 * `latestVersion` becomes `version`; in `versionRoutes`, an entry `{label: version, base: '/docs',
 * pages: <Next's pages expression>}` is inserted after the Next entry, and the entry that was at
 * `/docs` moves to `/docs/<its label>`.
 *
 * Throws when `latestVersion` is not a string literal, `versionRoutes` not an array of object
 * literals with literal `label`/`base`, there is no Next entry, or `version` is already listed.
 */
export function updateSpec(source: string, version: string): string {
  const sf = ts.createSourceFile('siteContract.ts', source, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  const latest = initializerOf(sf, 'latestVersion');
  if (!latest || !ts.isStringLiteral(latest))
    throw new Error('tests/siteContract.ts: `latestVersion` is not a string literal');
  edits.push({start: latest.getStart(sf), end: latest.getEnd(), text: `'${version}'`});

  const routes = initializerOf(sf, 'versionRoutes');
  if (!routes || !ts.isArrayLiteralExpression(routes))
    throw new Error('tests/siteContract.ts: `versionRoutes` is not an array literal');
  // Spread entries (`...versions6x.map(...)`) describe older versions with their own paths: kept as they are.
  const entries = routes.elements
    .filter((el) => !ts.isSpreadElement(el))
    .map((el) => {
      const obj = unwrap(el);
      if (!ts.isObjectLiteralExpression(obj))
        throw new Error(`tests/siteContract.ts: unexpected versionRoutes entry ${el.getText()}`);
      const label = stringProperty(obj, 'label');
      const base = stringProperty(obj, 'base');
      if (!label || !base)
        throw new Error(`tests/siteContract.ts: versionRoutes entry without literal label/base: ${el.getText()}`);
      return {node: el, obj, label, base};
    });
  if (entries.some((e) => e.label.text === version)) throw new Error(`tests/siteContract.ts already lists ${version}`);
  const nextIndex = entries.findIndex((e) => e.label.text === 'Next');
  if (nextIndex < 0) throw new Error('tests/siteContract.ts: versionRoutes has no Next entry');
  const next = entries[nextIndex];
  const pages = next.obj.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'pages');
  if (!pages || !ts.isPropertyAssignment(pages))
    throw new Error('tests/siteContract.ts: the Next entry has no `pages`');

  const oldLatest = entries.find((e) => e.base.text === '/docs');
  if (oldLatest) {
    edits.push({
      start: oldLatest.base.getStart(sf),
      end: oldLatest.base.getEnd(),
      text: `'/docs/${oldLatest.label.text}'`,
    });
  }
  const entry = `{label: '${version}', base: '/docs', pages: ${pages.initializer.getText(sf)}}`;
  const following = entries[nextIndex + 1];
  if (following) {
    const start = following.node.getStart(sf);
    edits.push({start, end: start, text: `${entry},\n${indentAt(source, start)}`});
  } else {
    const end = next.node.getEnd();
    edits.push({start: end, end, text: `,\n${indentAt(source, next.node.getStart(sf))}${entry}`});
  }
  return applyEdits(source, edits);
}

/** Runs a command in the repository, output shown; throws when it fails. */
function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: repoRoot, stdio: 'inherit'});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status ?? result.signal})`);
  }
}

/** The whole flow (see the file comment); returns the process exit code. */
export function main(argv: string[]): number {
  const [version, npmArg] = argv.filter((a) => a !== '--');
  if (!version || !VERSION_RE.test(version) || (npmArg !== undefined && !VERSION_RE.test(npmArg))) {
    console.error('usage: npm run docs:version -- <version x.y.z> [<npm version x.y.z>]');
    return 1;
  }
  const file = (rel: string) => path.join(repoRoot, rel);
  const released = JSON.parse(fs.readFileSync(file('versions.json'), 'utf8')) as string[];
  if (released.includes(version)) throw new Error(`${version} is already in versions.json`);
  if (released[0] && compareVersions(version, released[0]) <= 0) {
    throw new Error(
      `${version} is not newer than the latest release ${released[0]}; docs:version cuts new releases (it makes the version the latest)`,
    );
  }
  const data = readVersionsFile(file('docs-versions.json'));
  const npmVersion = npmArg ?? data.docs[version] ?? version;
  const nextNpmVersion = data.docs.current;
  if (!nextNpmVersion) throw new Error('docs-versions.json has no "current" (Next) entry');
  // Check every edit before writing anything.
  const newData = addVersion(data, version, npmVersion);
  const newSpec = updateSpec(fs.readFileSync(file('tests/siteContract.ts'), 'utf8'), version);
  releasedIndex(fs.readFileSync(file('docs/index.md'), 'utf8'), version, npmVersion, nextNpmVersion);
  const done: string[] = [];

  fs.writeFileSync(file('docs-versions.json'), JSON.stringify(newData, null, 2) + '\n');
  done.push(`docs-versions.json: ${version} documents express-validator ${npmVersion}`);

  const pkg = JSON.parse(fs.readFileSync(file('package.json'), 'utf8')) as {devDependencies?: Record<string, string>};
  if (addAlias(pkg, npmVersion)) {
    fs.writeFileSync(file('package.json'), JSON.stringify(pkg, null, 2) + '\n');
    run('npm', ['install']);
    done.push(
      `package.json: added express-validator-${npmVersion} (npm:express-validator@${npmVersion}) and ran npm install`,
    );
  } else {
    done.push(`package.json: express-validator-${npmVersion} already installed as an alias`);
  }

  run('npx', ['docusaurus', 'docs:version', version]);
  done.push(
    `docusaurus docs:version: docs/ frozen as versioned_docs/version-${version}/, now the latest version (/docs)`,
  );

  const index = file(`versioned_docs/version-${version}/index.md`);
  fs.writeFileSync(index, releasedIndex(fs.readFileSync(index, 'utf8'), version, npmVersion, nextNpmVersion));
  done.push(`versioned_docs/version-${version}/index.md: the release's rule sentence, no "Unreleased changes"`);

  run('npx', ['tsx', 'scripts/docs/generate-reference.ts', version]);
  done.push(`generated the validator and sanitizer reference of ${version} from express-validator ${npmVersion}`);

  run('npx', ['tsx', 'scripts/docs/api-history/history.ts']);
  done.push(`API history: express-validator ${npmVersion} read, "what is new" of every version rewritten`);

  run('npx', ['tsx', 'scripts/docs/upgrade/generate.ts']);
  done.push('upgrade planner: facts rewritten');

  fs.writeFileSync(file('tests/siteContract.ts'), newSpec);
  done.push(
    `tests/siteContract.ts: latestVersion = '${version}', ${version} at /docs${released[0] ? `, ${released[0]} moved to /docs/${released[0]}` : ''}`,
  );

  const nextNpm = nextNpmVersion;
  console.log(`\nDone:\n${done.map((d) => `  - ${d}`).join('\n')}`);
  console.log(`\nCheck next:
  - npm run check:examples -- ${version} and npm run check:api -- ${version}: the pages were copied from Next;
    remove what describes unreleased changes that ${npmVersion} does not have.${
      nextNpm && compareVersions(npmVersion, nextNpm) > 0
        ? `\n  - Next still documents express-validator ${nextNpm}: update its "current" entry in docs-versions.json,
    and drop from scripts/docs/reference/next-overlay.d.ts what ${npmVersion} now contains.`
        : ''
    }
  - npm releases published between the previous newest release and ${npmVersion}: add each to
    "releases" in docs-versions.json and as an alias in package.json, then npm install and
    npm run docs:history, so a "since" mark names the release that added an API.
  - npm run format, then npm test (type-check, unit tests, strict build, e2e).
  - git status: commit versions.json, docs-versions.json, versioned_docs/, versioned_sidebars/,
    tests/siteContract.ts, src/plugins/upgrade/facts.json, package.json and package-lock.json together.`);
  return 0;
}

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`docs:version: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
