/**
 * `npm run e2e:smoke`: the pull-request tier's end-to-end specs (scripts/dev/tiers.ts,
 * `smokeSpecs`) in Chromium against the production build in build/, which must exist (`npm run
 * build`; `npm run test:pr` builds it first). Extra arguments go to Playwright. Exit code:
 * Playwright's; 1 with a message when build/ has no index.html.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {repoRoot} from '../../src/docsVersions';
import {smokeSpecs} from './tiers';

function main(argv: readonly string[]): number {
  if (!fs.existsSync(path.join(repoRoot, 'build', 'index.html'))) {
    console.error('e2e:smoke: build/index.html is missing; run `npm run build` first');
    return 1;
  }
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'playwright');
  const r = spawnSync(bin, ['test', '--project', 'chromium', ...smokeSpecs, ...argv], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return r.status ?? 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
