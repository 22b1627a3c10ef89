import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {generateVersion, typeCell, unionMembers} from '../../scripts/docs/generate-reference';
import {docsVersions} from '../../src/docsVersions';

/** Generated partials of a docs version, by file name; each version is generated once per run. */
const generated = new Map<string, Map<string, string>>();
function partialsOf(name: string): {file: (base: string) => [string, string]; all: Map<string, string>} {
  const version = docsVersions.find((v) => v.name === name);
  assert.ok(version, `docs version ${name}`);
  if (!generated.has(name)) generated.set(name, generateVersion(version));
  const all = generated.get(name)!;
  const file = (base: string) => [...all.entries()].find(([f]) => path.basename(f) === base)!;
  return {file, all};
}
const validatorsOf = (name: string) => partialsOf(name).file('_validators.mdx')[1];
const sanitizersOf = (name: string) => partialsOf(name).file('_sanitizers.mdx')[1];

test('7.3.0: published signatures only, nothing marked unreleased', () => {
  const text = validatorsOf('7.3.0');
  assert.match(text, /^isHexColor\(\): ValidationChain$/m);
  assert.doesNotMatch(text, /nreleased/);
  assert.match(text, /^isEmail\(options\?: IsEmailOptions\): ValidationChain$/m);
});

test('Next: the unreleased signatures of the development line, marked as such', () => {
  const text = validatorsOf('current');
  assert.match(text, /^isHexColor\(options\?: IsHexColorOptions\): ValidationChain$/m);
  assert.match(text, /The published release 7\.3\.2 has `isHexColor\(\): ValidationChain`/);
  assert.match(text, /`allow_any_value\?` \(unreleased; validator\.js [\d.]+ reads it\)/);
  assert.match(text, /Unreleased additions on the development line: `'fr-DJ'`/);
});

test('every chain member is either generated or hand-written, once', () => {
  const validators = validatorsOf('7.3.0');
  const sanitizers = sanitizersOf('7.3.0');
  const headings = [...(validators + sanitizers).matchAll(/^#### (\w+)\(\)/gm)].map((m) => m[1]);
  assert.equal(new Set(headings).size, headings.length, 'no method twice');
  for (const own of [
    'custom',
    'exists',
    'isArray',
    'isObject',
    'isString',
    'notEmpty',
    'not',
    'withMessage',
    'customSanitizer',
  ]) {
    assert.ok(!headings.includes(own), `${own} is documented by hand`);
  }
  // Counted in the package's own declarations (lib/chain/validators.d.ts, sanitizers.d.ts): 98
  // Validators members and 19 Sanitizers members in express-validator 7.3.2, minus the 8 + 1
  // documented by hand.
  assert.equal(headings.filter((h) => validators.includes(`#### ${h}()`)).length, 98 - 8);
  assert.equal(headings.filter((h) => sanitizers.includes(`#### ${h}()`)).length, 19 - 1);
});

test('option defaults come from the declarations, and literal unions list their values', () => {
  const text = validatorsOf('7.3.0');
  assert.match(text, /\| `protocols\?` +\| `URLProtocol\[\]` +\| `\['http', 'https', 'ftp'\]` +\|/);
  assert.match(text, /<summary>Allowed values of <code>HashAlgorithm<\/code> \(13\)<\/summary>\n\n`'md4'`, `'md5'`/);
  assert.match(text, /Allowed values of `IPVersion`: `4`, `6`\./);
  // 7.3.2 writes this default as `'|'` (its comments have commas turned into `|`); validator.js uses ','.
  assert.match(text, /\| `thousands_separator\?` +\| `string` +\| `','` +\|/);
});

test('the partials are printed the way Prettier prints them (npm run format leaves them alone)', async () => {
  const prettier = await import('prettier');
  for (const [file, content] of [...partialsOf('7.3.0').all, ...partialsOf('current').all]) {
    const options = await prettier.resolveConfig(file);
    assert.equal(await prettier.format(content, {...options, filepath: file}), content, `${file} after Prettier`);
  }
});

test('the committed partials are what the generator writes (re-running changes nothing)', () => {
  for (const version of docsVersions) {
    for (const [file, content] of partialsOf(version.name).all) {
      assert.equal(fs.readFileSync(file, 'utf8'), content, `${file} is out of date: run npm run docs:reference`);
    }
  }
});

test('a union splits at its top-level " | " only; a long one is one pill per member in a Type cell', () => {
  assert.deepEqual(unionMembers("'undefined' | 'null' | 'falsy'"), ["'undefined'", "'null'", "'falsy'"]);
  assert.deepEqual(unionMembers('(string | RegExp)[]'), ['(string | RegExp)[]']);
  assert.deepEqual(unionMembers("boolean | { level?: 'chain' | 'request' }"), [
    'boolean',
    "{ level?: 'chain' | 'request' }",
  ]);
  // The `>` of an arrow closes no bracket; a `|` inside quotes separates nothing.
  assert.deepEqual(unionMembers('((value: string) => boolean) | null'), ['((value: string) => boolean)', 'null']);
  assert.deepEqual(unionMembers("'a | b' | 'c'"), ["'a | b'", "'c'"]);
  assert.equal(typeCell("'undefined' | 'null' | 'falsy'"), "`'undefined'` \\| `'null'` \\| `'falsy'`");
  assert.equal(typeCell('(string | RegExp)[]'), '`(string \\| RegExp)[]`');
  assert.equal(typeCell('string | RegExp'), '`string \\| RegExp`');
});
