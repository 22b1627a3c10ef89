/** The e2e profile (scripts/bench/e2e-profile.ts): reading a Playwright JSON report and spec sources. */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {gotoProfile, perFile, profile, testTimes, type JsonReport} from '../../scripts/bench/e2e-profile';

const report: JsonReport = {
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [
        {
          title: 'fast',
          file: 'a.spec.ts',
          tests: [{projectName: 'chromium', status: 'expected', results: [{duration: 100, status: 'passed'}]}],
        },
      ],
      suites: [
        {
          title: 'group',
          file: 'a.spec.ts',
          specs: [
            {
              title: 'retried',
              file: 'a.spec.ts',
              tests: [
                {
                  projectName: 'chromium',
                  status: 'flaky',
                  results: [
                    {duration: 3000, status: 'failed'},
                    {duration: 2000, status: 'passed'},
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'b.spec.ts',
      file: 'b.spec.ts',
      specs: [
        {
          title: 'middle',
          file: 'b.spec.ts',
          tests: [{projectName: 'chromium', status: 'expected', results: [{duration: 1500, status: 'passed'}]}],
        },
      ],
    },
  ],
  stats: {duration: 4000, expected: 2, unexpected: 0, flaky: 1, skipped: 0},
};

test('tests carry their describe path and the time of all their attempts', () => {
  const times = testTimes(report);
  assert.deepEqual(
    times.map((t) => [t.file, t.title, t.ms, t.attempts]),
    [
      ['a.spec.ts', 'fast', 100, 1],
      ['a.spec.ts', 'group > retried', 5000, 2],
      ['b.spec.ts', 'middle', 1500, 1],
    ],
  );
  assert.throws(() => testTimes({} as JsonReport), /not a Playwright JSON report/);
});

test('spec files are ordered by summed time, with their slowest test', () => {
  const files = perFile(testTimes(report));
  assert.deepEqual(
    files.map((f) => [f.file, f.tests, f.ms, f.slowest.title]),
    [
      ['a.spec.ts', 2, 5100, 'group > retried'],
      ['b.spec.ts', 1, 1500, 'middle'],
    ],
  );
});

test('goto calls in loops and beforeEach hooks count as repeated; those in a plain test do not', () => {
  const source = [
    'test.beforeEach(async ({page}) => {',
    "  await page.goto('/docs');",
    '});',
    "test('one page', async ({page}) => {",
    "  await page.goto('/a');",
    '  await page.waitForTimeout(500);',
    '});',
    "test.describe('many', () => {",
    '  for (const route of routes) {',
    '    test(route, async ({page}) => {',
    '      await page.goto(route);',
    '    });',
    '  }',
    "  test('each', async ({page}) => {",
    '    for (const r of routes) {',
    '      await page.goto(r);',
    '    }',
    '  });',
    '});',
  ].join('\n');
  // The goto of a test generated per route sits under a `for` that encloses the test: it is
  // repeated too (one load per generated test).
  assert.deepEqual(gotoProfile(source), {gotos: 4, repeated: 3, fixedWaits: 1});
});

test('the profile names the slowest test first and prints the wall time', () => {
  const text = profile(report, 2, '/nonexistent');
  const slowest = text.split('\n').find((l) => l.startsWith('| a.spec.ts'));
  assert.match(slowest ?? '', /group > retried \| chromium \| 5\.0 \| flaky \(2 attempts\)/);
  assert.match(text, /3 tests in 2 spec file\(s\); summed test time 6\.6 s; wall time 4\.0 s/);
});
