import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {callableUniverse, coverageOf, readApi} from '../../scripts/docs/check-api-coverage';
import {allDocsVersions, docsDirOf} from '../../src/docsVersions';

const byName = (name: string) => allDocsVersions.find((v) => v.name === name)!;
const universe = callableUniverse();

test('the API is read from each release: hide() from 7.2, the v6 error param field, the 5.x legacy req methods', () => {
  const names = (v: string, category: string) =>
    readApi(byName(v))
      .filter((a) => a.category === category)
      .map((a) => a.name);
  assert.ok(names('7.2.0', 'chain').includes('hide'));
  assert.ok(!names('7.0.0', 'chain').includes('hide'));
  assert.ok(names('6.15.0', 'error fields').includes('param'));
  assert.ok(!names('7.0.0', 'error fields').includes('param'));
  assert.ok(names('5.2.0', 'legacy').includes('checkBody'));
  assert.ok(names('5.3.0', 'options').includes('includeOptionals'));
  assert.ok(!names('5.2.0', 'options').includes('includeOptionals'));
});

test('pages of a newer version checked against an older release report its later methods as phantoms', () => {
  const report = coverageOf(byName('7.0.0'), universe, docsDirOf(byName('7.3.0')));
  for (const name of ['hide', 'isULID', 'isISO15924', 'isAbaRouting']) assert.ok(report.phantoms.includes(name), name);
  assert.ok(!report.phantoms.includes('isEmail'));
});

test('a name that no page mentions is reported missing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.md'), '# Only this\n\nUse `body()` and `.isEmail()`.\n');
    const report = coverageOf(byName('7.3.0'), universe, dir);
    const missing = new Set(report.missing.map((m) => m.name));
    assert.ok(!missing.has('body') && !missing.has('isEmail'));
    for (const name of ['checkExact', 'matchedData', 'withMessage', 'nestedErrors', 'onlyFirstError'])
      assert.ok(missing.has(name), name);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
