/**
 * A TypeScript compiler host that parses each file on disk once per process and hands the same
 * parsed `SourceFile` to every program the process creates.
 *
 * Why: the scripts that read the releases' declarations (check:api, docs:reference and docs:history
 * through `loadDeclarations` in ./check-api-coverage.ts, the example type checker, and their unit
 * tests) create one program per release, 22 or more per run. Each program pulls in the same
 * standard library and Express, Node and validator.js type declarations (several megabytes), and
 * without sharing every program parsed them again: parsing was most of the run time (check:api
 * 18.6 s with a host per program, 7.6 s shared; the API history unit test 22.4 s and 8.4 s;
 * 2 cores, same results).
 *
 * Sharing is safe because nothing on disk changes during a run and a parsed file depends only on
 * its text and the parse settings, which are part of the cache key (language version and module
 * format); TypeScript's language service shares files between programs in the same way (its
 * document registry).
 */
import path from 'node:path';
import ts from 'typescript';

/** Parsed files of this process, by path, language version and implied module format. */
const parsedFiles = new Map<string, ts.SourceFile>();

/**
 * A compiler host for `options` (`ts.createCompilerHost(options, true)`, parent pointers set) whose
 * `getSourceFile` returns the process's shared parse of each file.
 *
 * - `options`: the compiler options of the program the host is for.
 * - `virtualFiles`: optional absolute path (as `path.resolve` gives it) -> text of files that exist
 *   only in memory (the example checker's blocks); they are parsed fresh on every call and never
 *   cached, and `fileExists` and `readFile` see them.
 * Returns the host; pass it to `ts.createProgram`. Raises nothing itself; a file that cannot be read
 * is reported by TypeScript as a diagnostic, as with the default host.
 */
export function sharedCompilerHost(
  options: ts.CompilerOptions,
  virtualFiles?: ReadonlyMap<string, string>,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const readFromDisk = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, lang, onError, shouldCreate) => {
    const text = virtualFiles?.get(path.resolve(fileName));
    if (text !== undefined) return ts.createSourceFile(fileName, text, lang, true);
    const key =
      typeof lang === 'object'
        ? `${fileName}|${lang.languageVersion}|${lang.impliedNodeFormat ?? ''}`
        : `${fileName}|${lang}|`;
    let sf = parsedFiles.get(key);
    if (!sf) {
      sf = readFromDisk(fileName, lang, onError, shouldCreate);
      if (sf) parsedFiles.set(key, sf);
    }
    return sf;
  };
  if (virtualFiles) {
    const exists = host.fileExists.bind(host);
    host.fileExists = (f) => virtualFiles.has(path.resolve(f)) || exists(f);
    const read = host.readFile.bind(host);
    host.readFile = (f) => virtualFiles.get(path.resolve(f)) ?? read(f);
  }
  return host;
}
