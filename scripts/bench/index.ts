/**
 * One entry point for the benchmarks: `npm run bench -- <name> [options]`. Each prints numbers and
 * asserts nothing; none is part of `npm test` (budgets that are deterministic are tests instead).
 *
 * Names (the options of each are in its own file's comment):
 * - `site`: builds, dev server, page weight and Lighthouse beside a bare Docusaurus site (./bench.ts);
 * - `main-thread`: blocking time of page loads at 4x CPU (./main-thread.ts);
 * - `patches`: what each patch of Docusaurus internals saves, built with and without it (./patches.ts);
 * - `bundle`: what the main bundle, or another, is made of (./bundle.ts);
 * - `playground`: bundle size per release and time from Run to answer (./playground.ts);
 * - `search`: index sizes and query times of the embedded search (./bench-search.ts);
 * - `e2e-profile`: where an e2e run spent its time, from its JSON report (./e2e-profile.ts).
 *
 * Exit code: the benchmark's own; 1 with the list of names when the name is missing or unknown.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

/** Benchmark name -> its script, relative to this folder. */
export const benchmarks: Readonly<Record<string, string>> = {
  site: 'bench.ts',
  'main-thread': 'main-thread.ts',
  patches: 'patches.ts',
  bundle: 'bundle.ts',
  playground: 'playground.ts',
  search: 'bench-search.ts',
  'e2e-profile': 'e2e-profile.ts',
};

function main(argv: readonly string[]): number {
  const [name, ...rest] = argv;
  const script = name ? benchmarks[name] : undefined;
  if (!script) {
    console.error(`usage: npm run bench -- <${Object.keys(benchmarks).join('|')}> [options]`);
    return 1;
  }
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, script), ...rest], {
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
