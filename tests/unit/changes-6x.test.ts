/**
 * The generated "Changes within 6.x" pages: up to date with scripts/docs/changes-6x.ts, each one
 * listing the changes up to its own release and linking forward to the later ones.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import {changes6x, changes6xFiles} from '../../scripts/docs/changes-6x';

const files = changes6xFiles();

test('every 6.x version has its generated Changes within 6.x page, up to date (npm run docs:changes)', () => {
  assert.equal(files.size, 16);
  for (const [file, content] of files) {
    assert.ok(fs.existsSync(file), `${file} exists`);
    assert.equal(fs.readFileSync(file, 'utf8'), content, `${file} is up to date`);
  }
});

test('a page lists the changes up to its release and links forward to the later ones', () => {
  const page = (name: string) => [...files].find(([f]) => f.includes(`version-${name}/`))![1];
  const v69 = page('6.9.0');
  assert.match(v69, /## 6\.5\.0: `run\(\)` takes `dryRun` instead of `saveContext` \{#dry-run\}/);
  assert.match(v69, /## 6\.9\.1: `isAlpha\(\)` accepts an array in `ignore`/);
  assert.doesNotMatch(v69, /## 6\.12\.0/);
  assert.match(
    v69,
    /- 6\.12\.0: \[`withMessage\(\)` wins over a thrown error\]\(\/docs\/6\.15\.0\/changes-within-6x#message-precedence\)/,
  );
  const v615 = page('6.15.0');
  for (const change of changes6x) assert.ok(v615.includes(`{#${change.id}}`), `6.15.0 lists ${change.id}`);
  assert.doesNotMatch(v615, /Later in 6\.x/);
  assert.match(page('6.0.0'), /None of the changes happened yet in 6\.0\.1/);
});
