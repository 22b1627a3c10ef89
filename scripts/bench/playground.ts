/**
 * Playground benchmark: `npm run bench -- playground` (after `npm run build`). Prints numbers, asserts
 * nothing; not part of `npm test`.
 *
 * 1. Bundle size of each docs version's release (the files src/plugins/playground wrote into
 *    build/playground/): bytes raw and gzip level 9, in kB (1 kB = 1,000 bytes).
 * 2. Run-to-result time in Chromium (Playwright's, else /usr/bin/chromium) against build/ served like
 *    GitHub Pages (scripts/site/serve-build.ts), as the page measures it (from its Run handler to
 *    the sandbox's answer; shown as "Ran with express-validator X in N ms"),
 *    for the signup starter of 7.3.0, 6.15.0 and 5.3.0. "first" is the first run after opening the
 *    page (it fetches the bundle and starts the sandbox); "again" is the median of the next 5 runs
 *    (a new Worker each, evaluating the bundle each time). In milliseconds.
 *
 * Errors: throws when build/ has no playground or a run shows no result within 10 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {chromium} from '@playwright/test';

import {docsVersions, repoRoot} from '../../src/docsVersions';
import {serve} from '../site/serve-build';
import {median, table} from './bench';

const buildDir = path.join(repoRoot, 'build');

function bundleSizes(): (string | number)[][] {
  const dir = path.join(buildDir, 'playground');
  if (!fs.existsSync(dir)) throw new Error('build/playground is missing: run npm run build first');
  const files = fs.readdirSync(dir);
  return docsVersions.map((v) => {
    const file = files.find((f) => f.startsWith(`ev-${v.npmVersion}.`));
    if (!file) throw new Error(`no bundle of express-validator ${v.npmVersion} in build/playground`);
    const bytes = fs.readFileSync(path.join(dir, file));
    return [
      v.name === 'current' ? 'Next' : v.name,
      v.npmVersion,
      (bytes.length / 1000).toFixed(1),
      (zlib.gzipSync(bytes, {level: 9}).length / 1000).toFixed(1),
    ];
  });
}

async function runTimes(port: number): Promise<(string | number)[][]> {
  const executablePath = fs.existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium';
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
  const rows: (string | number)[][] = [];
  try {
    for (const version of ['7.3.0', '6.15.0', '5.3.0']) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/playground?version=${version}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      let runs = 0;
      // The page's own measure: from the click on Run (its handler) to the result in state.
      const once = async (): Promise<number> => {
        await page.getByRole('button', {name: 'Run', exact: true}).click();
        runs++;
        await page.locator(`[data-runs="${runs}"] [data-run-ms]`).waitFor({timeout: 10_000});
        return Number(await page.locator('[data-run-ms]').textContent());
      };
      const first = await once();
      const again: number[] = [];
      for (let i = 0; i < 5; i++) again.push(await once());
      rows.push([version, first.toFixed(0), median(again).toFixed(0)]);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function main(): Promise<void> {
  console.log('Playground bundles (build/playground), kB:');
  console.log(table(['docs version', 'npm release', 'raw kB', 'gzip kB'], bundleSizes()));
  const server = await serve(buildDir, 0);
  try {
    const {port} = server.address() as AddressInfo;
    console.log('\nRun to result (signup starter), ms:');
    console.log(table(['docs version', 'first run', 'again (median of 5)'], await runTimes(port)));
  } finally {
    server.close();
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
