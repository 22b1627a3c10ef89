/**
 * The GitHub Actions workflows, the Dependabot config and the contributor forms, read as a code
 * host would read them. A typo in YAML or a workflow key fails here, not on the first push:
 * - each workflow validates against the published workflow schema (@action-validator/core, the
 *   library behind `action-validator`, with SchemaStore's github-workflow schema built in);
 * - what matters for safety and for the README is asserted on the parsed files: the deploy job
 *   runs only from main with exactly the permissions it needs, every `uses:` is pinned to a full
 *   commit SHA with its tag in a comment, and each action at the reviewed pin of `reviewedPins`;
 * - the Node rule: .nvmrc names the Node.js major the site is tested with and deployed from,
 *   package.json "engines" the oldest one it supports; the test workflow runs `npm test` on the
 *   first and everything but the end-to-end tests on the second, and the README states both.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {validateWorkflow} from '@action-validator/core';
import {parse} from 'yaml';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Step = {uses?: string; run?: string; if?: string; with?: Record<string, unknown>};
type Job = {
  name?: string;
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps?: Step[];
  environment?: {name: string};
};
type Workflow = {
  name?: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: {group: string; 'cancel-in-progress': boolean};
  jobs: Record<string, Job>;
};

const workflowFiles = ['.github/workflows/test.yml', '.github/workflows/deploy.yml'];
const workflow = (file: string) => parse(read(file)) as Workflow;

/** The README's command that runs every test, from its Quick start (`npm ci && npm test`). */
function readmeTestCommand(): string {
  const match = /Run every test[\s\S]*?```bash\n([^\n]+)\n```/.exec(read('README.md'));
  assert.ok(match, 'README.md has a "Run every test" command block');
  return match[1].trim();
}

test('workflows validate against the GitHub workflow schema', () => {
  for (const file of workflowFiles) {
    const state = validateWorkflow(read(file));
    assert.deepEqual(state.errors, [], `${file}: ${JSON.stringify(state.errors, null, 2)}`);
  }
});

test('the schema check can fail: a misspelt job key is reported', () => {
  const broken = read('.github/workflows/test.yml').replace('runs-on:', 'runs_on:');
  assert.notEqual(validateWorkflow(broken).errors.length, 0);
});

test('every action is pinned to a full commit SHA, with its version tag in a comment', () => {
  for (const file of workflowFiles) {
    const lines = read(file)
      .split('\n')
      .filter((line) => /^\s*(?:-\s+)?uses:/.test(line));
    assert.ok(lines.length > 0, `${file} uses actions`);
    for (const line of lines) {
      assert.match(line, /uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/, `${file}: ${line.trim()}`);
    }
  }
});

/**
 * Every action the workflows use, at the commit that was reviewed: the SHA was read from the
 * action's own repository for that tag, and the workflows were adapted to the breaking changes of
 * its major (release notes and README of each action). A Dependabot update fails here until
 * someone has read the new major's changes and updated this table.
 */
const reviewedPins: Record<string, string> = {
  'actions/checkout': '3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
  'actions/setup-node': '820762786026740c76f36085b0efc47a31fe5020 # v7.0.0',
  'actions/cache': '27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5',
  'actions/configure-pages': '983d7736d9b0ae728b81ab479565c72886d7745b # v5.0.0',
  'actions/upload-pages-artifact': 'fc324d3547104276b827a68afc52ff2a11cc49c9 # v5.0.0',
  'actions/deploy-pages': 'cd2ce8fcbc39b97be8ca5fce6e763baed58fa128 # v5.0.0',
  'actions/upload-artifact': 'bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0',
  'actions/download-artifact': '3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c # v8.0.1',
};

test('every action is at its reviewed pin, the same in every step that uses it', () => {
  const seen = new Set<string>();
  for (const file of workflowFiles) {
    for (const match of read(file).matchAll(/uses: ([\w.-]+\/[\w.-]+)@(.+)$/gm)) {
      const [, action, pin] = match;
      assert.ok(action! in reviewedPins, `${file}: ${action} has no reviewed pin`);
      assert.equal(pin, reviewedPins[action!], `${file}: ${action}`);
      seen.add(action!);
    }
  }
  assert.deepEqual([...seen].sort(), Object.keys(reviewedPins).sort(), 'every reviewed pin is used');
});

/** The files the Node rule reads, by repository path. */
type Files = Record<string, string>;
const nodeRuleFiles = ['.nvmrc', 'package.json', 'README.md', ...workflowFiles];

/**
 * The Node rule: .nvmrc names one major (the one CI tests fully and deploys with), package.json
 * "engines" a lower bound on an older major; the README's "Requirements:" line states both; every
 * job that installs Node.js takes one of the two (the .nvmrc one through `node-version-file`);
 * test.yml runs `npm test` on the first and `npm run test:no-e2e` on the second, deploy.yml builds
 * on the first; `npm test` is `test:no-e2e` plus the end-to-end tests.
 * Input: file contents by path. Output: the broken parts of the rule, as sentences (empty: agreed).
 */
function nodeRuleProblems(files: Files): string[] {
  const problems: string[] = [];
  const nvmrc = files['.nvmrc']!.trim();
  const pkg = JSON.parse(files['package.json']!) as {engines?: {node?: string}; scripts: Record<string, string>};
  const minimum = /^>=(\d+)(?:\.0){0,2}$/.exec(pkg.engines?.node ?? '');
  if (!/^\d+$/.test(nvmrc)) problems.push(`.nvmrc holds "${nvmrc}", not a bare major version`);
  if (!minimum) problems.push(`engines.node is "${pkg.engines?.node}", not a lower bound on a major (">=20")`);
  if (problems.length > 0) return problems;
  const current = Number(nvmrc);
  const oldest = Number(minimum![1]);
  if (current <= oldest) problems.push(`.nvmrc (${current}) is not newer than engines' minimum (${oldest})`);

  const requirement = /^Requirements: (.*)$/m.exec(files['README.md']!)?.[1] ?? '';
  if (!new RegExp(`\\bNode\\.js ${oldest} or later\\b`).test(requirement))
    problems.push(`README's "Requirements:" line does not say "Node.js ${oldest} or later"`);
  if (!new RegExp(`\\.nvmrc\\b.*\\b${current}\\b`).test(requirement))
    problems.push(`README's "Requirements:" line does not name .nvmrc's ${current}`);

  const jobs = workflowFiles.flatMap((file) =>
    Object.entries((parse(files[file]!) as Workflow).jobs).map(([name, job]) => ({file, name, steps: job.steps ?? []})),
  );
  const nodeOf = (steps: Step[]) => {
    const setup = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    if (!setup) return undefined;
    if (setup.with?.['node-version-file'] === '.nvmrc') return current;
    return Number(setup.with?.['node-version']);
  };
  for (const {file, name, steps} of jobs) {
    const node = nodeOf(steps);
    if (node !== undefined && node !== current && node !== oldest)
      problems.push(`${file} job ${name} installs Node.js ${node}, neither .nvmrc's nor engines' minimum`);
  }
  const runs = (file: string, node: number, command: string) =>
    jobs.some((j) => j.file === file && nodeOf(j.steps) === node && j.steps.some((s) => s.run === command));
  if (!runs('.github/workflows/test.yml', current, 'npm test'))
    problems.push(`test.yml does not run "npm test" on Node.js ${current}`);
  if (!runs('.github/workflows/test.yml', oldest, 'npm run test:no-e2e'))
    problems.push(`test.yml does not run "npm run test:no-e2e" on Node.js ${oldest}`);
  if (!runs('.github/workflows/deploy.yml', current, 'npm run build'))
    problems.push(`deploy.yml does not build on Node.js ${current}`);

  if (pkg.scripts.test !== 'npm run test:no-e2e && npm run e2e')
    problems.push('the "test" script is not "npm run test:no-e2e && npm run e2e"');
  if (/\bnpm run e2e\b|playwright/.test(pkg.scripts['test:no-e2e'] ?? ''))
    problems.push('"test:no-e2e" runs the end-to-end tests');
  return problems;
}

const repoFiles = (): Files => Object.fromEntries(nodeRuleFiles.map((file) => [file, read(file)]));

test('Node rule: .nvmrc, "engines", the README and the workflows agree', () => {
  assert.deepEqual(nodeRuleProblems(repoFiles()), []);
});

test('Node rule: each disagreement is reported', () => {
  const files = repoFiles();
  const {engines} = JSON.parse(files['package.json']!) as {engines: {node: string}};
  const oldest = /\d+/.exec(engines.node)![0];
  const current = files['.nvmrc']!.trim();
  const broken = (file: string, from: string | RegExp, to: string) => {
    assert.match(
      files[file]!,
      typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : from,
    );
    return nodeRuleProblems({...files, [file]: files[file]!.replace(from, to)});
  };
  assert.notDeepEqual(broken('.nvmrc', current, oldest), [], '.nvmrc no newer than the minimum');
  assert.notDeepEqual(broken('README.md', `Node.js ${oldest} or later`, 'Node.js 18 or later'), [], 'README');
  assert.notDeepEqual(broken('.github/workflows/test.yml', `node-version: ${oldest}`, 'node-version: 22'), []);
  assert.notDeepEqual(broken('.github/workflows/deploy.yml', /node-version-file: \.nvmrc/g, 'node-version: 22'), []);
  assert.notDeepEqual(broken('package.json', '"test:no-e2e": "', '"test:no-e2e": "npm run e2e && '), []);
});

test('the Pages artifact leaves out hidden files: static/ has none the site needs', () => {
  // upload-pages-artifact (v4 and later) drops every file or folder whose name starts with a dot.
  // .nojekyll only matters to a Pages site published from a branch. Anything else hidden (say
  // .well-known/) needs `include-hidden-files: true` on that step.
  const hidden: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.name.startsWith('.')) hidden.push(rel);
      else if (entry.isDirectory()) walk(rel);
    }
  };
  walk('static');
  const upload = Object.values(workflow('.github/workflows/deploy.yml').jobs)
    .flatMap((j) => j.steps ?? [])
    .find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
  if (upload?.with?.['include-hidden-files'] !== true) assert.deepEqual(hidden, ['static/.nojekyll']);
});

test('test workflow: pull requests and pushes, read-only, the README test command, Node from .nvmrc', () => {
  const wf = workflow('.github/workflows/test.yml');
  assert.ok('pull_request' in wf.on && 'push' in wf.on);
  assert.deepEqual(wf.permissions, {contents: 'read'});
  assert.equal(wf.concurrency?.['cancel-in-progress'], true);
  assert.match(wf.concurrency?.group ?? '', /github\.ref/);
  const steps = Object.values(wf.jobs).flatMap((job) => job.steps ?? []);
  const runs = steps.map((s) => s.run ?? '');
  // The README says `npm ci && npm test`; the workflow runs the same two commands, in that order.
  const [install, testCommand] = readmeTestCommand()
    .split('&&')
    .map((c) => c.trim());
  const installAt = runs.findIndex((r) => r.startsWith(install!));
  const testAt = runs.findIndex((r) => r === testCommand);
  assert.ok(installAt >= 0 && testAt > installAt, `runs "${install}" then "${testCommand}"`);
  assert.ok(runs.some((r) => r.includes('npx playwright install --with-deps chromium')));
  // setup-node caches npm's downloads only when asked: package.json has no `packageManager`.
  for (const setupNode of steps.filter((s) => s.uses?.startsWith('actions/setup-node@'))) {
    assert.equal(setupNode.with?.cache, 'npm');
  }
  const reports = steps.filter((s) => s.uses?.startsWith('actions/upload-artifact@'));
  assert.equal(reports.length, 1, 'one artifact per run: an upload never adds to an artifact of the same name');
  assert.equal(reports[0]?.if, 'failure()', 'the Playwright report is uploaded when a test fails');
  const cache = steps.find((s) => s.uses?.startsWith('actions/cache@'));
  // The browser build depends on the OS, the CPU and Playwright's version: all three are in the key.
  assert.match(String(cache?.with?.key), /runner\.os.*runner\.arch.*steps\.playwright\.outputs\.version/);
});

test('deploy workflow: only from main, one at a time, the deploy job has exactly the permissions it needs', () => {
  const wf = workflow('.github/workflows/deploy.yml');
  assert.deepEqual(Object.keys(wf.on).sort(), ['push', 'workflow_dispatch']);
  assert.deepEqual((wf.on.push as {branches: string[]}).branches, ['main']);
  assert.deepEqual(wf.permissions, {contents: 'read'}, 'the workflow default is read-only');
  assert.equal(wf.concurrency?.group, 'pages');
  assert.equal(wf.concurrency?.['cancel-in-progress'], false);

  const deploy = Object.entries(wf.jobs).find(([, job]) =>
    job.steps?.some((s) => s.uses?.startsWith('actions/deploy-pages@')),
  );
  assert.ok(deploy, 'a job deploys with actions/deploy-pages');
  const [name, job] = deploy;
  assert.deepEqual(job.permissions, {contents: 'read', pages: 'write', 'id-token': 'write'}, `${name} permissions`);
  assert.equal(job.environment?.name, 'github-pages');
  for (const [jobName, other] of Object.entries(wf.jobs)) {
    assert.match(other.if ?? '', /github\.ref == 'refs\/heads\/main'/, `${jobName} runs only from main`);
    if (jobName !== name) assert.equal(other.permissions, undefined, `${jobName} keeps the read-only default`);
  }

  const steps = Object.values(wf.jobs).flatMap((j) => j.steps ?? []);
  assert.ok(steps.some((s) => s.uses?.startsWith('actions/upload-pages-artifact@')));
  assert.ok(steps.some((s) => s.run === 'npm run search:upload -- search-records.json'));
  // The admin key is a secret, read only by the upload job; the search key and ids are variables.
  const text = read('.github/workflows/deploy.yml');
  assert.equal(text.match(/secrets\./g)?.length, 1);
  assert.match(text, /ALGOLIA_ADMIN_API_KEY: \$\{\{ secrets\.ALGOLIA_ADMIN_API_KEY \}\}/);
});

test('dependabot keeps actions and npm packages current, but never moves the documented releases', () => {
  const config = parse(read('.github/dependabot.yml')) as {
    updates: {'package-ecosystem': string; ignore?: {'dependency-name': string}[]}[];
  };
  const ecosystems = config.updates.map((u) => u['package-ecosystem']).sort();
  assert.deepEqual(ecosystems, ['github-actions', 'npm']);
  const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm')!;
  assert.ok(npm.ignore?.some((i) => i['dependency-name'] === 'express-validator-*'));
  const aliases = Object.keys(
    (JSON.parse(read('package.json')) as {devDependencies: Record<string, string>}).devDependencies,
  ).filter((name) => name.startsWith('express-validator-'));
  assert.ok(aliases.length >= 20, 'the per-release aliases that the ignore rule protects');
});

test('contributor forms: the docs-error form asks for the page URL and the version', () => {
  const form = parse(read('.github/ISSUE_TEMPLATE/docs-error.yml')) as {
    body: {type: string; id?: string; validations?: {required: boolean}}[];
  };
  const required = form.body.filter((b) => b.validations?.required).map((b) => b.id);
  assert.ok(required.includes('page') && required.includes('version'), `required fields: ${required.join(', ')}`);
  const template = read('.github/pull_request_template.md');
  assert.match(template, /versions? touched/i);
  assert.match(template, /`npm test`/);
});
