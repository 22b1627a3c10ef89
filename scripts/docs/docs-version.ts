/**
 * Cuts a docs version for a new express-validator release: `npm run docs:version -- <version>
 * [<npm version>]`, e.g. `npm run docs:version -- 7.4.0` or `npm run docs:version -- 7.4.0 7.4.1`.
 *
 * Inputs: the docs version name (x.y.z, newer than the current latest release in versions.json)
 * and, optionally, the npm release it documents (default: the one src/docsVersions.ts
 * already maps the name to, else the docs version itself).
 *
 * What it does, in this order (each step prints a line):
 * 1. package.json: adds the npm alias devDependency `express-validator-<npm version>` when it is
 *    missing, then runs `npm install` (only then).
 * 2. src/docsVersions.ts: adds `[name, npmVersion]` to the `npmVersionOf` table, which stays
 *    sorted newest first (unchanged when the table already maps the name).
 * 3. `docusaurus docs:version <version>`: copies docs/ to versioned_docs/version-<version>/ and the
 *    sidebars to versioned_sidebars/, and puts the version first in versions.json, which makes it
 *    the latest version, served at /docs.
 * 4. scripts/docs/generate-reference.ts: writes the version's validator and sanitizer reference from
 *    its own package (the copied partials of Next carried its unreleased overlay); then
 *    scripts/docs/api-history/history.ts adds the release to the API history (`historyReleases`
 *    in src/docsVersions.ts gets it when missing) and rewrites every version's "what is
 *    new" partial, so the new version's home compares it with the previous release.
 * 5. tests/spec.ts: `latestVersion` becomes the new version; in `versionRoutes` the new version is
 *    inserted after Next at /docs, with Next's page list, and the previous latest moves to
 *    /docs/<its name>.
 * Then it prints what the maintainer should check next.
 *
 * Errors (exit code 1, nothing written): a malformed version, a version that already exists or is
 * not newer than the latest release, an npm version that contradicts the table, or a
 * tests/spec.ts whose `latestVersion`/`versionRoutes` are not the literals this script edits.
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

/** Root of the repository this script belongs to (a temporary copy in the integration test). */
const repoRoot = path.resolve(__dirname, '..', '..');

const VERSION_RE = /^\d+\.\d+\.\d+$/;

/** Compares two x.y.z versions numerically: negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

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
 * Adds `[name, npmVersion]` to the `npmVersionOf` table of src/docsVersions.ts (source text
 * in, source text out), before the first released entry older than `name`.
 *
 * Returns the text unchanged when the table already maps `name` to `npmVersion`; throws when it
 * maps it to another release or when the table is not an array literal of `[string, string]`.
 */
export function addTableEntry(source: string, name: string, npmVersion: string): string {
  const sf = ts.createSourceFile('docsVersions.ts', source, ts.ScriptTarget.Latest, true);
  const table = initializerOf(sf, 'npmVersionOf');
  if (!table || !ts.isArrayLiteralExpression(table)) {
    throw new Error('src/docsVersions.ts: `npmVersionOf` is not an array literal');
  }
  const rows = table.elements.map((el) => {
    const pair = unwrap(el);
    if (!ts.isArrayLiteralExpression(pair) || pair.elements.length !== 2 || !pair.elements.every(ts.isStringLiteral)) {
      throw new Error(`src/docsVersions.ts: unexpected table entry ${el.getText()}`);
    }
    const [n, v] = pair.elements as unknown as [ts.StringLiteral, ts.StringLiteral];
    return {node: el, name: n.text, npmVersion: v.text};
  });
  const existing = rows.find((r) => r.name === name);
  if (existing) {
    if (existing.npmVersion !== npmVersion) {
      throw new Error(`src/docsVersions.ts maps ${name} to ${existing.npmVersion}, not ${npmVersion}`);
    }
    return source;
  }
  const entry = `['${name}', '${npmVersion}']`;
  const before = rows.find((r) => r.name !== 'current' && compareVersions(r.name, name) < 0);
  if (before) {
    const start = before.node.getStart(sf);
    return applyEdits(source, [{start, end: start, text: `${entry},\n${indentAt(source, start)}`}]);
  }
  const last = rows.at(-1);
  if (!last) throw new Error('src/docsVersions.ts: `npmVersionOf` is empty');
  const end = last.node.getEnd();
  return applyEdits(source, [{start: end, end, text: `,\n${indentAt(source, last.node.getStart(sf))}${entry}`}]);
}

/** The npm release that src/docsVersions.ts maps a docs version to, if any. */
export function mappedNpmVersion(source: string, name: string): string | undefined {
  const match = new RegExp(`\\[\\s*'${name.replace(/\./g, '\\.')}'\\s*,\\s*'([^']+)'\\s*\\]`).exec(source);
  return match?.[1];
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
 * Updates tests/spec.ts (source text in, source text out) for a new latest version:
 * `latestVersion` becomes `version`; in `versionRoutes`, an entry `{label: version, base: '/docs',
 * pages: <Next's pages expression>}` is inserted after the Next entry, and the entry that was at
 * `/docs` moves to `/docs/<its label>`.
 *
 * Throws when `latestVersion` is not a string literal, `versionRoutes` not an array of object
 * literals with literal `label`/`base`, there is no Next entry, or `version` is already listed.
 */
export function updateSpec(source: string, version: string): string {
  const sf = ts.createSourceFile('spec.ts', source, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  const latest = initializerOf(sf, 'latestVersion');
  if (!latest || !ts.isStringLiteral(latest)) throw new Error('tests/spec.ts: `latestVersion` is not a string literal');
  edits.push({start: latest.getStart(sf), end: latest.getEnd(), text: `'${version}'`});

  const routes = initializerOf(sf, 'versionRoutes');
  if (!routes || !ts.isArrayLiteralExpression(routes))
    throw new Error('tests/spec.ts: `versionRoutes` is not an array literal');
  // Spread entries (`...versions6x.map(...)`) describe older versions with their own paths: kept as they are.
  const entries = routes.elements
    .filter((el) => !ts.isSpreadElement(el))
    .map((el) => {
      const obj = unwrap(el);
      if (!ts.isObjectLiteralExpression(obj))
        throw new Error(`tests/spec.ts: unexpected versionRoutes entry ${el.getText()}`);
      const label = stringProperty(obj, 'label');
      const base = stringProperty(obj, 'base');
      if (!label || !base)
        throw new Error(`tests/spec.ts: versionRoutes entry without literal label/base: ${el.getText()}`);
      return {node: el, obj, label, base};
    });
  if (entries.some((e) => e.label.text === version)) throw new Error(`tests/spec.ts already lists ${version}`);
  const nextIndex = entries.findIndex((e) => e.label.text === 'Next');
  if (nextIndex < 0) throw new Error('tests/spec.ts: versionRoutes has no Next entry');
  const next = entries[nextIndex];
  const pages = next.obj.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'pages');
  if (!pages || !ts.isPropertyAssignment(pages)) throw new Error('tests/spec.ts: the Next entry has no `pages`');

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

/**
 * Adds an npm release at the end of `historyReleases` in src/docsVersions.ts (source
 * text in, source text out; unchanged when it is listed). Throws when the array is not found.
 */
export function addHistoryRelease(source: string, npmVersion: string): string {
  const sf = ts.createSourceFile('docsVersions.ts', source, ts.ScriptTarget.Latest, true);
  const list = initializerOf(sf, 'historyReleases');
  if (!list || !ts.isArrayLiteralExpression(list) || !list.elements.every(ts.isStringLiteral)) {
    throw new Error('src/docsVersions.ts: `historyReleases` is not an array literal of strings');
  }
  if (list.elements.some((e) => (e as ts.StringLiteral).text === npmVersion)) return source;
  const last = list.elements[list.elements.length - 1];
  const end = last ? last.getEnd() : list.getStart(sf) + 1;
  const text = last ? `,\n${indentAt(source, last.getStart(sf))}'${npmVersion}'` : `'${npmVersion}'`;
  return applyEdits(source, [{start: end, end, text}]);
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
  const tableSource = fs.readFileSync(file('src/docsVersions.ts'), 'utf8');
  const npmVersion = npmArg ?? mappedNpmVersion(tableSource, version) ?? version;
  // Check every edit before writing anything.
  const newTable = addTableEntry(tableSource, version, npmVersion);
  const newSpec = updateSpec(fs.readFileSync(file('tests/spec.ts'), 'utf8'), version);
  const done: string[] = [];

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

  if (newTable !== tableSource) {
    fs.writeFileSync(file('src/docsVersions.ts'), newTable);
    done.push(`src/docsVersions.ts: ${version} documents express-validator ${npmVersion}`);
  } else {
    done.push(`src/docsVersions.ts: already maps ${version} to express-validator ${npmVersion}`);
  }

  run('npx', ['docusaurus', 'docs:version', version]);
  done.push(
    `docusaurus docs:version: docs/ frozen as versioned_docs/version-${version}/, now the latest version (/docs)`,
  );

  run('npx', ['tsx', 'scripts/docs/generate-reference.ts', version]);
  done.push(`generated the validator and sanitizer reference of ${version} from express-validator ${npmVersion}`);

  const tableNow = fs.readFileSync(file('src/docsVersions.ts'), 'utf8');
  const withRelease = addHistoryRelease(tableNow, npmVersion);
  if (withRelease !== tableNow) fs.writeFileSync(file('src/docsVersions.ts'), withRelease);
  run('npx', ['tsx', 'scripts/docs/api-history/history.ts']);
  done.push(`API history: express-validator ${npmVersion} read, "what is new" of every version rewritten`);

  fs.writeFileSync(file('tests/spec.ts'), newSpec);
  done.push(
    `tests/spec.ts: latestVersion = '${version}', ${version} at /docs${released[0] ? `, ${released[0]} moved to /docs/${released[0]}` : ''}`,
  );

  const nextNpm = mappedNpmVersion(newTable, 'current');
  console.log(`\nDone:\n${done.map((d) => `  - ${d}`).join('\n')}`);
  console.log(`\nCheck next:
  - npm run check:examples -- ${version} and npm run check:api -- ${version}: the pages were copied from Next;
    remove what describes unreleased changes that ${npmVersion} does not have.${
      nextNpm && compareVersions(npmVersion, nextNpm) > 0
        ? `\n  - Next still documents express-validator ${nextNpm}: update its 'current' entry in src/docsVersions.ts,
    install nothing else, and drop from scripts/docs/reference/next-overlay.d.ts what ${npmVersion} now contains.`
        : ''
    }
  - npm releases published between the previous newest release and ${npmVersion}: add each to
    \`historyReleases\` in src/docsVersions.ts with its alias, then npm run docs:history, so a
    "since" mark names the release that added an API.
  - The announcement bar (docusaurus.config.ts) and the tests that mention it still name the previous release.
  - npm run format, then npm test (type-check, unit tests, strict build, e2e).
  - git status: commit versions.json, versioned_docs/, versioned_sidebars/, src/docsVersions.ts,
    tests/spec.ts, package.json and package-lock.json together.`);
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
