/**
 * The docs generators' shared command line (scripts/docs/generator-cli.ts): what `--check` and a
 * plain run do to files that are current, stale or missing, in a temporary folder.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {parseGeneratorArgs, runGenerator} from '../../scripts/docs/generator-cli';

/** Runs `fn` with console.log/error captured; returns what each printed. */
function quietly<T>(fn: () => T): {result: T; out: string[]; err: string[]} {
  const out: string[] = [];
  const err: string[] = [];
  const {log, error} = console;
  console.log = (...a: unknown[]) => void out.push(a.join(' '));
  console.error = (...a: unknown[]) => void err.push(a.join(' '));
  try {
    return {result: fn(), out, err};
  } finally {
    console.log = log;
    console.error = error;
  }
}

test('arguments: --check and the names, other flags ignored', () => {
  assert.deepEqual(parseGeneratorArgs(['7.3.0', '--check', '--verbose', '5.2.0']), {
    check: true,
    names: ['7.3.0', '5.2.0'],
  });
  assert.deepEqual(parseGeneratorArgs([]), {check: false, names: []});
});

test('--check reports stale and missing files, exits 1 and writes nothing; a run writes them', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generator-cli-'));
  const current = path.join(dir, 'current.md');
  const stale = path.join(dir, 'stale.md');
  const missing = path.join(dir, 'missing.md');
  fs.writeFileSync(current, 'same\n');
  fs.writeFileSync(stale, 'old\n');
  const files = new Map([
    [current, 'same\n'],
    [stale, 'new\n'],
    [missing, 'created\n'],
  ]);
  let seen: unknown;
  const generate = (args: unknown) => ((seen = args), files);

  const checked = quietly(() => runGenerator(['--check', 'x'], 'docs:demo', generate));
  assert.equal(checked.result, 1);
  assert.deepEqual(seen, {check: true, names: ['x']});
  assert.equal(checked.err.length, 2);
  assert.match(checked.err[0]!, /^out of date: .*stale\.md \(run npm run docs:demo\)$/);
  assert.equal(fs.readFileSync(stale, 'utf8'), 'old\n');
  assert.equal(fs.existsSync(missing), false);

  const written = quietly(() => runGenerator([], 'docs:demo', generate));
  assert.equal(written.result, 0);
  assert.deepEqual(
    written.out.map((line) => line.replace(/ .*\//, ' ')),
    ['wrote stale.md', 'wrote missing.md'],
  );
  assert.equal(fs.readFileSync(stale, 'utf8'), 'new\n');
  assert.equal(fs.readFileSync(missing, 'utf8'), 'created\n');

  const again = quietly(() => runGenerator(['--check'], 'docs:demo', generate));
  assert.equal(again.result, 0, 'nothing stale after a run');
  assert.deepEqual(again.err, []);
  fs.rmSync(dir, {recursive: true});
});
