/**
 * "Check my code" (src/plugins/upgrade/match.ts) against the corpus of tests/upgrade/corpus/:
 * realistic programs for old releases, each with the checklist items it must flag for its pair
 * of releases (tests/upgrade/README.md). The matcher must find at least 95% of all expected flags
 * and flag nothing else; the test prints the counts and each miss or false alarm.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import data from '../../src/plugins/upgrade/data';
import {matchCode, MAX_CODE_CHARS} from '../../src/plugins/upgrade/match';
import {planUpgrade} from '../../src/plugins/upgrade/plan';
import {repoRoot} from '../../src/docsVersions';

const dir = path.join(repoRoot, 'tests/upgrade/corpus');

/**
 * One corpus file: its pair, its expected item ids, the lines expected for the ids written
 * `id@3,9` (id -> 1-based lines), and its code.
 */
export function readCase(file: string): {
  from: string;
  to: string;
  expect: string[];
  lines: Map<string, number[]>;
  code: string;
} {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const pair = /^\/\/ corpus: from (\S+) to (\S+)$/m.exec(code);
  const expect = /^\/\/ expect:(.*)$/m.exec(code);
  if (!pair || !expect) throw new Error(`${file}: the two header lines are missing`);
  const ids: string[] = [];
  const lines = new Map<string, number[]>();
  for (const m of expect[1].matchAll(/([^\s,@]+)(?:@(\d+(?:,\d+)*))?/g)) {
    ids.push(m[1]);
    if (m[2]) lines.set(m[1], m[2].split(',').map(Number));
  }
  return {from: pair[1], to: pair[2], expect: ids, lines, code};
}

test('the corpus has at least 40 programs for 5.x, 6.x and 7.0, 10 of them expecting no flag, each naming items of its pair', () => {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.snippet'));
  assert.ok(files.length >= 40, `${files.length} programs`);
  assert.ok(files.filter((f) => readCase(f).expect.length === 0).length >= 10, 'programs expecting no flag');
  const majors = new Set(files.map((f) => readCase(f).from.split('.').slice(0, 2).join('.')));
  for (const line of ['5.3', '6.14', '7.0']) assert.ok(majors.has(line), `a program for ${line}`);
  for (const f of files) {
    const c = readCase(f);
    const ids = new Set(
      planUpgrade(data.history, data.facts, c.from, c.to).groups.flatMap((g) => g.items.map((i) => i.id)),
    );
    for (const id of c.expect) assert.ok(ids.has(id), `${f}: ${id} is an item of ${c.from} to ${c.to}`);
  }
});

test('"Check my code" finds at least 95% of the expected flags of the corpus, with no false alarm', (t) => {
  let expected = 0;
  let found = 0;
  const misses: string[] = [];
  const alarms: string[] = [];
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.snippet'))) {
    const c = readCase(f);
    const items = planUpgrade(data.history, data.facts, c.from, c.to).groups.flatMap((g) => g.items);
    const result = matchCode(c.code, items);
    assert.ok('hits' in result, `${f}: ${'error' in result ? result.error : ''}`);
    const flagged = new Set(result.hits.keys());
    expected += c.expect.length;
    for (const id of c.expect) {
      const want = c.lines.get(id);
      const got = result.hits.get(id) ?? [];
      if (flagged.has(id) && (!want || want.every((l) => got.includes(l)))) found++;
      else misses.push(`${f}: ${id}${want ? ` (lines ${want.join(', ')}; flagged ${got.join(', ') || 'none'})` : ''}`);
    }
    for (const id of flagged) {
      const want = c.lines.get(id);
      const got = result.hits.get(id)!;
      if (!c.expect.includes(id)) alarms.push(`${f}: ${id} (lines ${got.join(', ')})`);
      else if (want && got.some((l) => !want.includes(l)))
        alarms.push(
          `${f}: ${id} on lines ${got.filter((l) => !want.includes(l)).join(', ')}, expected only ${want.join(', ')}`,
        );
    }
  }
  t.diagnostic(
    `found ${found} of ${expected} expected flags (${((100 * found) / expected).toFixed(1)}%), ${alarms.length} false alarms`,
  );
  for (const m of misses) t.diagnostic(`missed ${m}`);
  assert.deepEqual(alarms, [], 'false alarms');
  assert.ok(found / expected >= 0.95, `${found} of ${expected}; missed: ${misses.join('; ')}`);
});

test('"Check my code" refuses oversized code and names the line it cannot read', () => {
  const items = planUpgrade(data.history, data.facts, '6.14.3', '7.3.2').groups.flatMap((g) => g.items);
  const big = matchCode('x'.repeat(MAX_CODE_CHARS + 1), items);
  assert.ok('error' in big && /at most 200,000/.test(big.error));
  const broken = matchCode('const a = ;\nconst {body} = require("express-validator"\n', items);
  assert.ok('error' in broken || broken.hits.size === 0);
});
