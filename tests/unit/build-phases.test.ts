/**
 * The two-step production build (scripts/site/build.cjs): the Docusaurus switches it relies on are
 * still read by the installed Docusaurus, the site still has the one locale the split supports,
 * and `npm run build` runs it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import config from '../../docusaurus.config';
import {buildPhases} from '../../scripts/site/build.cjs';

const repoRoot = path.resolve(__dirname, '..', '..');

test('each step sets a switch that the installed Docusaurus reads', () => {
  const buildLocale = fs.readFileSync(
    require.resolve('@docusaurus/core/lib/commands/build/buildLocale.js', {paths: [repoRoot]}),
    'utf8',
  );
  assert.deepEqual(
    buildPhases.map((p) => p.name),
    ['bundling', 'pages'],
  );
  for (const phase of buildPhases) {
    for (const [name, value] of Object.entries(phase.env)) {
      if (name === 'NODE_OPTIONS') continue;
      assert.ok(
        buildLocale.includes(`process.env.${name} === '${value}'`),
        `${name} is no longer read by @docusaurus/core; scripts/site/build.cjs must change`,
      );
    }
  }
});

test('the bundling step runs under a heap limit, on top of any NODE_OPTIONS given', () => {
  assert.match(buildPhases[0].env.NODE_OPTIONS ?? '', /(?:^| )--max-old-space-size=\d+$/);
  assert.equal(buildPhases[1].env.NODE_OPTIONS, undefined);
});

test('the site builds one locale, which the split supports', () => {
  assert.deepEqual(config.i18n?.locales, ['en']);
});

test('npm run build runs the two-step build', () => {
  const scripts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  assert.equal(scripts.build, 'node scripts/site/build.cjs');
});
