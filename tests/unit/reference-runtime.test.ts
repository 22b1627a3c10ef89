/**
 * The generated reference against the code that runs (scripts/docs/reference/runtime.ts): every
 * Default column value equals the default validator.js of that release starts from, and the
 * ignored-option marks are exactly the fields that neither validator.js nor the chain reads.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {docsVersions, repoRoot} from '../../src/docsVersions';
import {partialDirOf} from '../../scripts/docs/generate-reference';
import {readsOption, runtimeDefaults} from '../../scripts/docs/reference/runtime';

/** Defaults computed at call time, which no object literal holds. */
const computed = new Set(['isAfter.comparisonDate', 'isBefore.comparisonDate']);

for (const version of docsVersions) {
  test(`${version.name}: documented defaults and ignored options agree with validator.js`, () => {
    const pkgJson = createRequire(path.join(repoRoot, 'package.json')).resolve(`${version.packageName}/package.json`);
    const validatorDir = path.dirname(createRequire(pkgJson).resolve('validator/package.json'));
    const pkgDir = path.dirname(pkgJson);
    const problems: string[] = [];
    let compared = 0;
    for (const file of ['_validators.mdx', '_sanitizers.mdx']) {
      const text = fs.readFileSync(path.join(partialDirOf(version), file), 'utf8');
      for (const section of text.split(/\n#### /).slice(1)) {
        const name = section.slice(0, section.indexOf('('));
        const defaults = runtimeDefaults(validatorDir, name);
        if (!defaults || !section.includes('Implemented by validator.js')) continue;
        const withDefault = /\| Option +\| Type +\| Default/.test(section);
        for (const line of section.split('\n').filter((l) => /^\| `\w+\??`/.test(l))) {
          // Cells split on the pipes that are not escaped (`string \| RegExp` stays one cell).
          const cells = line
            .split(/(?<!\\)\|/)
            .slice(1, -1)
            .map((c) => c.trim());
          const [, field, notes] = /^`(\w+)\??`(.*)$/.exec(cells[0])!;
          const documented = withDefault && cells[2] ? /^`(.*)`$/.exec(cells[2])?.[1] : undefined;
          const ignored = notes.includes('ignored by validator.js');
          if (ignored !== (readsOption(validatorDir, pkgDir, name, field) === false) && !notes.includes('unreleased')) {
            problems.push(`${name}.${field}: marked ${ignored ? '' : 'not '}ignored`);
          }
          if (!withDefault || documented === undefined || computed.has(`${name}.${field}`)) continue;
          const value = Function(`return (${documented});`)() as unknown;
          compared++;
          // An option validator.js reads without a default starts out undefined, which acts as false.
          const agrees =
            field in defaults
              ? JSON.stringify(defaults[field]) === JSON.stringify(value)
              : value === undefined || value === false;
          if (!agrees) {
            const actual = defaults[field];
            problems.push(
              `${name}.${field}: documented ${documented}, validator.js starts from ${JSON.stringify(actual)}`,
            );
          }
        }
      }
    }
    assert.deepEqual(problems, []);
    if (version.major > 5) assert.ok(compared > 20, `${version.name}: only ${compared} defaults compared`);
  });
}
