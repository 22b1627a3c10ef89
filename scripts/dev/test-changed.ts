/**
 * The fast contributor path: `npm run test:changed [-- --base <ref>] [--dry-run]`.
 *
 * Runs the checks of `npm test` that concern what a change touches, without building the site.
 * "What a change touches" is every file that differs between the working tree and the merge base
 * of HEAD with `origin/main` (or `main` when there is no `origin/main`; `--base <ref>` chooses
 * another ref), committed or not, plus the untracked files git does not ignore.
 *
 * Changed files map to docs versions: `docs/...` is Next (`current`), `versioned_docs/version-X/...`
 * and `versioned_sidebars/version-X-sidebars.json` are X (the versions table is
 * src/docsVersions.ts). A page whose edit leaves its checked surface as it was (`checkedSurface`:
 * the code fences with their meta, the inline code, the MDX comments that carry claim and checker
 * markers, the JSX lines) is a prose edit: it cannot change what the example checker, the API
 * coverage check or a claim run reads, so a version touched only by prose edits gets the page
 * checks and the claim markers only. Then, in this order, each step timed:
 * - Docs pages (.md/.mdx) changed: remark-lint (`npm run lint:docs`'s rules) on those pages only.
 * - Any file prettier knows: `prettier --check` on the changed files (its ignore file applies).
 * - Code (.ts/.tsx/.js/.mjs/.cjs) changed: ESLint on those files.
 * - Versions touched: the example checker (scripts/docs/check-examples.ts) and the API coverage
 *   check (scripts/docs/check-api-coverage.ts), both given the touched version names.
 * - Versions touched: the claims (tests/claims/): the page markers and the consistency test (they
 *   read every page; fast), and the claim runs of the touched major lines: v5 for 5.x, v6 and the
 *   FAQ for 6.x, v7 and the FAQ for 7.x, the reference notes' claims when a reference page changed
 *   (`isReferencePage`). A change to tests/claims/ or scripts/docs/reference/ runs every claim file.
 * - A Markdown file outside the docs pages changed (README.md, CONTRIBUTING.md...): the links
 *   between the repository's Markdown files (`npm run check:repo-links`).
 * - Anything outside the docs pages changed (code, package.json, the Markdown manuals):
 *   `tsc --noEmit`, and the unit tests that the change can break (`selectUnitTests`: those that
 *   import a changed file, directly or not, scan folders, or name a changed file; all of them when
 *   package.json or tsconfig.json changed). `npm run test:unit` runs every one (about a minute
 *   alone on 2 cores, one process per file).
 * - A file of a Docusaurus-internals row of MAINTAINING.md, or a theme component (src/theme/),
 *   changed: one site build (`npm run build`), then the e2e specs of those rows, or the smoke specs
 *   for a component no row lists (scripts/dev/tiers.ts). A docs-only change never builds.
 * Steps run one after another; a failing step does not stop the others. At the end: a summary of
 * every step (status and seconds), then what was NOT run (the builds, the e2e specs and the rest
 * of `npm test`, which CI runs), with the reason.
 *
 * Output: text on stdout; the steps' own output as they print it. Exit code 0 when every step
 * passed (or nothing changed), 1 when a step failed. Throws when git cannot name the base (no
 * `origin/main`, no `main`, no `--base`), or when an option is unknown.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {docsVersions, repoRoot, type DocsVersion} from '../../src/docsVersions';
import {e2eSpecsFor, repositoryInternals} from './tiers';

/** What to check for a set of changed files (paths relative to the repository root, `/`-separated). */
export type Plan = {
  /**
   * Docs version names (`current`, `7.3.0`...) whose code surface a change touched, in the order of
   * `versions`: each gets the example checker, the API coverage check and its family's claims.
   */
  versions: string[];
  /** Docs version names touched by prose edits only (`checkedSurface` unchanged), same order. */
  proseVersions: string[];
  /** Major lines (5, 6, 7) of `versions`, ascending. */
  majors: number[];
  /** Changed .md/.mdx pages of docs/ and versioned_docs/ that still exist. */
  pages: string[];
  /** Changed files ESLint lints (.ts, .tsx, .js, .mjs, .cjs) that still exist. */
  lintFiles: string[];
  /** Changed files that still exist, for `prettier --check --ignore-unknown`. */
  formatFiles: string[];
  /** Claim test files to run (tests/claims/*.test.ts), empty when no version or claim changed. */
  claimFiles: string[];
  /** Whether a file outside the docs pages changed: runs `tsc --noEmit` and the unit tests. */
  code: boolean;
  /** Whether a Markdown file outside the docs pages (README, CONTRIBUTING...) changed: runs `check:repo-links`. */
  manuals: boolean;
  /** Unit test files to run (tests/unit/*.test.ts), chosen by `selectUnitTests`; empty until then. */
  unitTests: string[];
  /** How many unit test files there are in all. */
  unitTotal: number;
  /**
   * E2E spec files for the Docusaurus internals and theme components the change touches
   * (scripts/dev/tiers.ts, `e2eSpecsFor`); when any, the site is built once and they run on it.
   * Empty until `main` fills it.
   */
  e2eSpecs: string[];
  /** Things the plan could not cover, one sentence each (printed under "not run"). */
  notes: string[];
};

/** One command of the plan: a label, and the program and arguments to spawn from the repo root. */
export type Step = {name: string; command: string; args: string[]};

const codeExtension = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const pageExtension = /\.mdx?$/;

/**
 * The docs version a path belongs to, by its folder: `current` for docs/, `X` for
 * versioned_docs/version-X/ and versioned_sidebars/version-X-sidebars.json; undefined otherwise.
 */
export function versionOfPath(file: string): string | undefined {
  if (file.startsWith('docs/')) return 'current';
  const m =
    /^versioned_docs\/version-([^/]+)\//.exec(file) ?? /^versioned_sidebars\/version-(.+)-sidebars\.json$/.exec(file);
  return m?.[1];
}

/**
 * Whether a docs page is part of a version's API reference, where the reference notes' claims
 * (tests/claims/reference.claims.ts) are marked: a page under `api/` (7.x), a generated partial
 * (`_validators.mdx`, `_sanitizers.mdx`) or a `*-api.md(x)` page (5.x, 6.x).
 */
export function isReferencePage(file: string): boolean {
  const inVersion = file.replace(/^(docs|versioned_docs\/version-[^/]+)\//, '');
  return inVersion.startsWith('api/') || /^_|-api\.mdx?$/.test(path.posix.basename(inVersion));
}

/**
 * What the checks of a docs page read, as one string: every fenced code block with its fence line
 * (language and meta such as `title=`, `against=`, `nocheck`), every inline code span, every MDX
 * comment `{/* ... *\/}` (claim markers and the example checker's markers) and every line that
 * starts with a JSX tag (`<Tabs>`, `<TabItem>`). Two texts with the same surface give the example
 * checker, the API coverage check and the claims the same input; what differs is prose.
 * `text`: the page's Markdown/MDX source. Pure.
 */
export function checkedSurface(text: string): string {
  const parts: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      parts.push(line);
      if (opener && line.trim() === fence) fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener;
      parts.push(line);
      continue;
    }
    if (/^\s*<\/?[A-Za-z]/.test(line)) parts.push(line.trim());
    for (const m of line.matchAll(/`[^`]+`|\{\/\*[\s\S]*?\*\/\}/g)) parts.push(m[0]);
  }
  return parts.join('\n');
}

/**
 * Whether a change of a docs page is a prose edit only: the page exists before and after (`before`,
 * `after`: its text at the base and now; undefined when absent) and `checkedSurface` of both is the
 * same. A new, deleted or renamed page is never a prose edit. Pure.
 */
export function isProseEdit(before: string | undefined, after: string | undefined): boolean {
  return before !== undefined && after !== undefined && checkedSurface(before) === checkedSurface(after);
}

/**
 * Decides the checks for `changed` (repository-relative paths, deleted ones included), given the
 * docs versions present (`versions`, newest first, as src/docsVersions.ts lists them), a test
 * of whether a path still exists, and a test of whether a changed page is a prose edit only
 * (`isProseEdit` on its text at the base and now; by default no page is). Pure: reads nothing itself.
 */
export function planChecks(
  changed: readonly string[],
  versions: readonly Pick<DocsVersion, 'name' | 'major'>[],
  exists: (file: string) => boolean,
  proseOnly: (file: string) => boolean = () => false,
): Plan {
  const touched = new Set<string>();
  const prose = new Set<string>();
  const notes: string[] = [];
  const pages: string[] = [];
  const lintFiles: string[] = [];
  const formatFiles: string[] = [];
  let code = false;
  let allClaims = false;
  let manuals = false;
  let apiPage = false;
  for (const file of [...new Set(changed)].sort()) {
    const present = exists(file);
    const version = versionOfPath(file);
    if (version !== undefined) {
      if (!versions.some((v) => v.name === version))
        notes.push(`${file}: docs version ${version} is not in versions.json, so no version check covers it`);
      else if (pageExtension.test(file) && proseOnly(file)) prose.add(version);
      else {
        touched.add(version);
        if (isReferencePage(file)) apiPage = true;
      }
      if (pageExtension.test(file) && present) pages.push(file);
    } else {
      code = true;
      if (file.endsWith('.md')) manuals = true;
      if (file.startsWith('tests/claims/') || file.startsWith('scripts/docs/reference/')) allClaims = true;
      if (
        file.startsWith('scripts/docs/') ||
        ['src/docsVersions.ts', 'docs-versions.json', 'versions.json'].includes(file)
      ) {
        notes.push(
          `${file}: may change the examples, claims or API coverage of every version; run \`npm run check:examples\` and \`npm run check:api\` (all versions, several minutes)`,
        );
      }
    }
    if (!present) continue;
    if (codeExtension.test(file)) lintFiles.push(file);
    formatFiles.push(file);
  }
  const ordered = versions.filter((v) => touched.has(v.name));
  const proseVersions = versions.filter((v) => prose.has(v.name) && !touched.has(v.name)).map((v) => v.name);
  const majors = [...new Set(ordered.map((v) => v.major))].sort((a, b) => a - b);
  let claimFiles: string[] = [];
  if (allClaims) {
    claimFiles = ['consistency', 'faq', 'markers', 'reference', 'v5', 'v6', 'v7'];
  } else if (ordered.length) {
    const set = new Set(['markers', 'consistency']);
    if (majors.includes(5)) set.add('v5');
    if (majors.includes(6)) set.add('v6').add('faq');
    if (majors.includes(7)) set.add('v7').add('faq');
    if (apiPage) set.add('reference');
    claimFiles = [...set].sort();
  } else if (proseVersions.length) {
    claimFiles = ['consistency', 'markers'];
  }
  return {
    versions: ordered.map((v) => v.name),
    proseVersions,
    majors,
    pages,
    lintFiles,
    formatFiles,
    claimFiles: claimFiles.map((f) => `tests/claims/${f}.test.ts`),
    code,
    manuals,
    unitTests: [],
    unitTotal: 0,
    e2eSpecs: [],
    notes: [...new Set(notes)],
  };
}

/** A test file or module: the repository files it imports (relative or `@site/` specifiers) and its text. */
export type SourceNode = {imports: string[]; text: string};

/** Files whose change can affect any test (dependencies, compiler settings): every unit test runs. */
const everything = new Set(['package.json', 'package-lock.json', 'tsconfig.json']);

/**
 * The repository files a module imports: `import ... from`, `export ... from`, `import()` and
 * `require()` with a relative or `@site/` specifier, resolved as TypeScript does (the path itself,
 * then `.ts`, `.tsx`, `.js`, `.mjs`, `.cjs`, `.json`, then `/index.*`); unresolved ones are dropped.
 * `file` is repository-relative; `exists` tells whether a repository-relative path is a file.
 */
export function importsOf(file: string, text: string, exists: (file: string) => boolean): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)) {
    const spec = m[1];
    let base: string;
    if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    else if (spec.startsWith('@site/')) base = spec.slice('@site/'.length);
    else continue;
    const endings = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.tsx', '/index.js'];
    const found = endings.map((e) => base + e).find((f) => exists(f));
    if (found) out.add(found);
  }
  return [...out].sort();
}

/**
 * The unit test files that a change can break, among `tests` (repository-relative), given the
 * import graph `index` (every module reachable from the tests, see `sourceIndex`). A test runs when:
 * it changed itself; it imports a changed file, directly or through other modules; it scans folders
 * (`readdirSync` in its own text: it reads whatever is there); or its text, or a module it reaches,
 * names a changed file's repository path or (unless it is an `index.*`) its file name. A change to
 * package.json, its lock file or tsconfig.json runs every test. Pure.
 */
export function selectUnitTests(
  changed: readonly string[],
  tests: readonly string[],
  index: ReadonlyMap<string, SourceNode>,
): string[] {
  if (changed.some((f) => everything.has(f))) return [...tests];
  const changedSet = new Set(changed);
  const names = changed.flatMap((f) => {
    const base = path.posix.basename(f);
    return /^index\./.test(base) ? [f] : [f, base];
  });
  return tests.filter((test) => {
    const seen = new Set<string>();
    const stack = [test];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (changedSet.has(file)) return true;
      const node = index.get(file);
      if (!node) continue;
      if (names.some((n) => node.text.includes(n))) return true;
      stack.push(...node.imports);
    }
    return /\breaddirSync\b/.test(index.get(test)?.text ?? '');
  });
}

/** Reads `tests` and every module they reach (relative to `root`) into an import graph. */
export function sourceIndex(tests: readonly string[], root: string = repoRoot): Map<string, SourceNode> {
  const index = new Map<string, SourceNode>();
  const isFile = (f: string) => fs.existsSync(path.join(root, f)) && fs.statSync(path.join(root, f)).isFile();
  const stack = [...tests];
  while (stack.length) {
    const file = stack.pop()!;
    if (index.has(file) || !isFile(file)) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const imports = /\.(ts|tsx|js|mjs|cjs)$/.test(file) ? importsOf(file, text, isFile) : [];
    index.set(file, {imports, text});
    stack.push(...imports);
  }
  return index;
}

/** The unit test files of the repository (tests/unit/*.test.ts), repository-relative, sorted. */
export function unitTestFiles(root: string = repoRoot): string[] {
  const dir = path.join(root, 'tests', 'unit');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => `tests/unit/${f}`);
}

/** The commands of a plan, in the order they run (binaries from node_modules/.bin, no npx). */
export function stepsOf(plan: Plan): Step[] {
  const bin = (name: string) => path.join('node_modules', '.bin', name);
  const tsx = ['--import', 'tsx'];
  const steps: Step[] = [];
  if (plan.pages.length) {
    steps.push({
      name: `lint:docs (${plan.pages.length} page${plan.pages.length === 1 ? '' : 's'})`,
      command: bin('remark'),
      args: [...plan.pages, '--quiet', '--frail', '--no-stdout'],
    });
  }
  if (plan.formatFiles.length) {
    steps.push({
      name: `prettier (${plan.formatFiles.length} file${plan.formatFiles.length === 1 ? '' : 's'})`,
      command: bin('prettier'),
      args: ['--check', '--ignore-unknown', ...plan.formatFiles],
    });
  }
  if (plan.lintFiles.length) {
    steps.push({
      name: `eslint (${plan.lintFiles.length} file${plan.lintFiles.length === 1 ? '' : 's'})`,
      command: bin('eslint'),
      args: ['--no-warn-ignored', ...plan.lintFiles],
    });
  }
  if (plan.versions.length) {
    const list = plan.versions.join(' ');
    steps.push({
      name: `check:examples ${list}`,
      command: process.execPath,
      args: [...tsx, 'scripts/docs/check-examples.ts', ...plan.versions],
    });
    steps.push({
      name: `check:api ${list}`,
      command: process.execPath,
      args: [...tsx, 'scripts/docs/check-api-coverage.ts', ...plan.versions],
    });
  }
  if (plan.claimFiles.length) {
    steps.push({
      name: `claims (${plan.claimFiles.map((f) => path.basename(f, '.test.ts')).join(', ')})`,
      command: process.execPath,
      args: [...tsx, '--test', ...plan.claimFiles],
    });
  }
  if (plan.manuals) {
    steps.push({
      name: 'check:repo-links',
      command: process.execPath,
      args: [...tsx, 'scripts/site/check-repo-links.ts'],
    });
  }
  if (plan.code) {
    steps.push({name: 'typecheck', command: bin('tsc'), args: ['--noEmit']});
    if (plan.unitTests.length) {
      steps.push({
        name: `test:unit (${plan.unitTests.length} of ${plan.unitTotal} files)`,
        command: process.execPath,
        args: [...tsx, '--test', ...plan.unitTests],
      });
    }
  }
  if (plan.e2eSpecs.length) {
    steps.push({name: 'build (for the e2e specs below)', command: process.execPath, args: ['scripts/site/build.cjs']});
    steps.push({
      name: `e2e (${plan.e2eSpecs.map((f) => path.basename(f, '.spec.ts')).join(', ')})`,
      command: bin('playwright'),
      args: ['test', '--project', 'chromium', ...plan.e2eSpecs],
    });
  }

  return steps;
}

/** What `npm run test:changed` leaves to CI, one line each, for the plan's final list. */
export function notRun(plan: Plan, present: readonly Pick<DocsVersion, 'name'>[]): string[] {
  const lines = [
    plan.e2eSpecs.length
      ? 'the other builds (`build:strict`, `build:algolia`, `build:base-url`)'
      : 'the site build (`npm run build`, `build:strict`, `build:algolia`, `build:base-url`)',
    plan.e2eSpecs.length
      ? 'the other e2e specs (`npm run e2e`; `npm run test:pr` runs the smoke tier)'
      : 'the e2e suite (`npm run e2e`, Playwright against a build; no Docusaurus internal or theme component changed)',
    '`npm run test:docs-version` (cuts a trial version and builds it)',
  ];
  if (!plan.manuals) lines.push('`npm run check:repo-links` (no Markdown manual changed)');
  const others = present.filter((v) => !plan.versions.includes(v.name) && !plan.proseVersions.includes(v.name)).length;
  if (plan.proseVersions.length)
    lines.push(
      `the examples, API coverage and family claims of ${plan.proseVersions.join(', ')}: only prose changed there (code, inline code, markers and JSX as at the base)`,
    );
  if ((plan.versions.length || plan.proseVersions.length) && others)
    lines.push(`the examples, API coverage and claims of the ${others} versions not touched`);
  if (!plan.code) lines.push('`tsc --noEmit` and the unit tests (only docs pages changed)');
  else if (plan.unitTests.length < plan.unitTotal) {
    lines.push(
      `${plan.unitTotal - plan.unitTests.length} of ${plan.unitTotal} unit test files, which neither import, scan nor name a changed file (\`npm run test:unit\` runs them all)`,
    );
  }
  return [...lines, ...plan.notes];
}

function git(args: string[]): string {
  const r = spawnSync('git', args, {cwd: repoRoot, encoding: 'utf8'});
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr.trim()}`);
  return r.stdout;
}

/** The ref to compare with: `--base`, else `origin/main`, else `main`. Throws when none exists. */
function baseRef(explicit: string | undefined): string {
  const candidates = explicit ? [explicit] : ['origin/main', 'main'];
  for (const ref of candidates) {
    if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {cwd: repoRoot}).status === 0)
      return ref;
  }
  throw new Error(`no base to compare with: ${candidates.join(' or ')} does not exist (pass --base <ref>)`);
}

/** Changed files against the merge base of HEAD and `ref` (working tree included), plus untracked ones. */
export function changedFiles(ref: string): {base: string; files: string[]} {
  const base = git(['merge-base', 'HEAD', ref]).trim();
  const lines = (s: string) => s.split('\n').filter(Boolean);
  const files = [
    ...lines(git(['diff', '--name-only', '--no-renames', base])),
    ...lines(git(['ls-files', '--others', '--exclude-standard'])),
  ];
  return {base, files: [...new Set(files)].sort()};
}

function parseArgs(argv: readonly string[]): {base?: string; dryRun: boolean} {
  let base: string | undefined;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--base' && argv[i + 1]) base = argv[++i];
    else if (argv[i] === '--dry-run') dryRun = true;
    else throw new Error(`unknown argument ${argv[i]}; usage: npm run test:changed -- [--base <ref>] [--dry-run]`);
  }
  return {base, dryRun};
}

function main(argv: readonly string[]): number {
  const started = Date.now();
  const options = parseArgs(argv);
  const ref = baseRef(options.base);
  const {base, files} = changedFiles(ref);
  console.log(`Changes against ${ref} (merge base ${base.slice(0, 10)}): ${files.length} file(s)`);
  for (const f of files) console.log(`  ${f}`);
  if (!files.length) {
    console.log('Nothing changed; nothing to check.');
    return 0;
  }
  const read = (f: string) =>
    fs.existsSync(path.join(repoRoot, f)) ? fs.readFileSync(path.join(repoRoot, f), 'utf8') : undefined;
  const atBase = (f: string) => {
    const r = spawnSync('git', ['show', `${base}:${f}`], {cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 << 20});
    return r.status === 0 ? r.stdout : undefined;
  };
  const plan = planChecks(
    files,
    docsVersions,
    (f) => fs.existsSync(path.join(repoRoot, f)),
    (f) => isProseEdit(atBase(f), read(f)),
  );
  if (plan.code) {
    const tests = unitTestFiles();
    plan.unitTotal = tests.length;
    plan.unitTests = selectUnitTests(files, tests, sourceIndex(tests));
  }
  plan.e2eSpecs = e2eSpecsFor(files, repositoryInternals());
  console.log(`Docs versions whose code surface changed: ${plan.versions.length ? plan.versions.join(', ') : 'none'}`);
  if (plan.proseVersions.length) console.log(`Docs versions with prose edits only: ${plan.proseVersions.join(', ')}`);
  const steps = stepsOf(plan);
  const results: {name: string; ok: boolean; seconds: number}[] = [];
  for (const step of steps) {
    console.log(`\n=== ${step.name}`);
    if (options.dryRun) {
      console.log(`$ ${[step.command, ...step.args].join(' ')}`);
      continue;
    }
    const t0 = Date.now();
    const r = spawnSync(step.command, step.args, {cwd: repoRoot, stdio: 'inherit'});
    const seconds = (Date.now() - t0) / 1000;
    const ok = r.status === 0;
    results.push({name: step.name, ok, seconds});
    console.log(`=== ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  }
  console.log('\nSummary');
  const width = Math.max(4, ...results.map((r) => r.name.length));
  for (const r of results)
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(6)} s`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `  ${options.dryRun ? `dry run: ${steps.length} step(s) planned` : `${results.length - failed}/${results.length} passed`}, ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  );
  console.log('\nNot run (CI runs them; see CONTRIBUTING.md):');
  for (const line of notRun(plan, docsVersions)) console.log(`  - ${line}`);
  return failed ? 1 : 0;
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}
