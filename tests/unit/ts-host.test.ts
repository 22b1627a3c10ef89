/**
 * scripts/docs/ts-host.ts: the compiler host whose parsed declaration files every program of the
 * process shares, while in-memory files stay private to the host they were given to.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';

import {repoRoot} from '../../src/docsVersions';
import {sharedCompilerHost} from '../../scripts/docs/ts-host';

const options: ts.CompilerOptions = {noEmit: true, skipLibCheck: true, strict: true, types: []};
const declarations = path.join(repoRoot, 'node_modules', 'express-validator-7.3.0', 'lib', 'index.d.ts');

test('two programs get the same parsed declaration file, and type-check as with their own hosts', () => {
  const first = ts.createProgram([declarations], options, sharedCompilerHost(options));
  const second = ts.createProgram([declarations], options, sharedCompilerHost(options));
  assert.ok(first.getSourceFile(declarations));
  assert.equal(second.getSourceFile(declarations), first.getSourceFile(declarations));
  // The standard library is shared too: it is most of what a program parses.
  const lib = first.getSourceFiles().find((sf) => sf.fileName.includes('/typescript/lib/lib.'));
  assert.ok(lib, 'the program has a standard library file');
  assert.equal(second.getSourceFile(lib.fileName), lib);
  const own = ts.createProgram([declarations], options);
  assert.equal(
    ts.getPreEmitDiagnostics(second).length,
    ts.getPreEmitDiagnostics(own).length,
    'same diagnostics as a program with a host of its own',
  );
});

test('an in-memory file is read from the map given, never shared with another host', () => {
  const file = path.resolve('virtual-example.ts');
  const a = ts.createProgram([file], options, sharedCompilerHost(options, new Map([[file, 'export const a = 1;\n']])));
  const b = ts.createProgram([file], options, sharedCompilerHost(options, new Map([[file, 'export const b = 2;\n']])));
  assert.match(a.getSourceFile(file)!.text, /const a = 1/);
  assert.match(b.getSourceFile(file)!.text, /const b = 2/);
  const typeError = ts.createProgram(
    [file],
    options,
    sharedCompilerHost(options, new Map([[file, 'export const c: number = "text";\n']])),
  );
  assert.equal(ts.getPreEmitDiagnostics(typeError).length, 1, 'the in-memory text is what gets checked');
});
