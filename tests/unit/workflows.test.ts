/**
 * The GitHub Actions workflows, the Dependabot config and the contributor forms, read as a code
 * host would read them. A typo in YAML or a workflow key fails here, not on the first push:
 * - each workflow validates against the published workflow schema (@action-validator/core, the
 *   library behind `action-validator`, with SchemaStore's github-workflow schema built in);
 * - what matters for safety and for the README is asserted on the parsed files: the deploy job
 *   runs only from main with exactly the permissions it needs, every `uses:` is pinned to a full
 *   commit SHA with its tag in a comment, the test workflow runs the README's test command, and
 *   Node's version is read from .nvmrc.
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
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps?: Step[];
  environment?: {name: string};
};
type Workflow = {
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
  const setupNode = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
  assert.equal(setupNode?.with?.['node-version-file'], '.nvmrc');
  assert.equal(setupNode?.with?.cache, 'npm');
  assert.match(read('.nvmrc').trim(), /^\d+$/);
  const report = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
  assert.equal(report?.if, 'failure()', 'the Playwright report is uploaded when a test fails');
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
