/**
 * The command line shared by the docs generators (`npm run docs:reference`, `docs:history`,
 * `docs:changes`): each computes the files it owns, then this module writes the ones that changed,
 * or with `--check` only reports them.
 *
 * Arguments: `--check` (report, write nothing) and, for generators that take them, names (docs
 * versions) that narrow the output; anything else starting with `--` is ignored.
 * Output: `wrote <path>` on stdout per written file; `out of date: <path> (run npm run <script>)`
 * on stderr per stale file in `--check` mode. Exit code 1 when `--check` finds a stale file, else 0.
 * Paths are printed relative to the repository root (src/docsVersions.ts `repoRoot`).
 */
import fs from 'node:fs';
import path from 'node:path';

import {repoRoot} from '../../src/docsVersions';

/** A generator's arguments: `check` from `--check`, `names` every argument not starting with `--`. */
export type GeneratorArgs = {check: boolean; names: string[]};

/** Splits a generator's command-line arguments (process.argv without node and the script). */
export function parseGeneratorArgs(argv: readonly string[]): GeneratorArgs {
  return {check: argv.includes('--check'), names: argv.filter((a) => !a.startsWith('--'))};
}

/**
 * Writes each file whose content differs from the one on disk (a missing file differs), or with
 * `check` only reports it.
 *
 * @param files absolute path -> the complete content the generator wants there (UTF-8)
 * @param check report instead of writing
 * @param script the npm script that regenerates the files, named in the report
 * @returns the number of files that differed (written, or reported in `check` mode)
 */
export function writeOrCheck(files: Iterable<readonly [string, string]>, check: boolean, script: string): number {
  let changed = 0;
  for (const [file, content] of files) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (current === content) continue;
    changed++;
    const rel = path.relative(repoRoot, file);
    if (check) {
      console.error(`out of date: ${rel} (run npm run ${script})`);
    } else {
      fs.writeFileSync(file, content);
      console.log(`wrote ${rel}`);
    }
  }
  return changed;
}

/**
 * A generator's whole command line: parses `argv`, asks `generate` for its files, writes or checks
 * them. Returns the exit code: 1 when `--check` found a stale file, else 0. Errors thrown by
 * `generate` (an unknown version, a release that is not installed) propagate.
 */
export function runGenerator(
  argv: readonly string[],
  script: string,
  generate: (args: GeneratorArgs) => Iterable<readonly [string, string]>,
): number {
  const args = parseGeneratorArgs(argv);
  const changed = writeOrCheck(generate(args), args.check, script);
  return args.check && changed > 0 ? 1 : 0;
}
