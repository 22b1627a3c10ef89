/**
 * The behaviour matrix (scripts/docs/upgrade/behaviour/): its stored answers (answers.json) must be
 * what every installed release answers now, the check must report a stored answer that differs
 * from the package, and the file must stay within its byte budget, which the matrix's README states.
 *
 * The matrix runs once (every stored probe on every installed release, 20-45 s on two cores); the
 * failing case feeds the same fresh answers to the compare function against an altered copy.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';

import {
  answersFile,
  checkStored,
  compact,
  mismatches,
  readStored,
  type Stored,
} from '../../scripts/docs/upgrade/behaviour/answers';
import type {Answers} from '../../scripts/docs/upgrade/behaviour/runner';

/** The most answers.json may weigh, in bytes (the README states it). */
const BYTE_BUDGET = 90_000;

let stored: Stored;
let run: Awaited<ReturnType<typeof checkStored>>;

before(async () => {
  stored = readStored();
  run = await checkStored(stored);
  console.log(
    `behaviour matrix: ${Object.keys(stored.probes).length} probes on ${stored.releases.length} releases in ${run.seconds.toFixed(1)} s`,
  );
});

test('every stored answer is what its release answers now', () => {
  assert.deepEqual(
    Object.keys(run.fresh).sort(),
    [...stored.releases].sort(),
    'the stored releases are the installed ones',
  );
  assert.deepEqual(run.mismatched, []);
});

test('the check reports a stored answer that differs from the package, naming its probe and release', () => {
  const ids = Object.keys(stored.probes);
  const release = stored.releases[Math.floor(stored.releases.length / 2)];
  const id = ids.find((i) => i.startsWith('mod:')) ?? ids[0];
  const altered: Answers = structuredClone(run.fresh);
  altered[release][id] = {$altered: true};
  const copy = compact(stored.releases, altered, ids);
  assert.deepEqual(mismatches(compact(stored.releases, run.fresh, ids), run.fresh), [], 'the unaltered copy holds');
  const lines = mismatches(copy, run.fresh);
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.ok(lines[0].startsWith(`${id}@${release}: stored {"$altered":true}, now `), lines[0]);
});

test(`answers.json stays within ${BYTE_BUDGET.toLocaleString('en-US')} bytes, the budget its README states`, () => {
  const size = fs.statSync(answersFile).size;
  assert.ok(size <= BYTE_BUDGET, `answers.json is ${size} bytes, over the budget of ${BYTE_BUDGET}`);
  const readme = fs.readFileSync(path.join(path.dirname(answersFile), 'README.md'), 'utf8');
  assert.ok(readme.includes(BYTE_BUDGET.toLocaleString('en-US')), 'the README states the budget');
});
