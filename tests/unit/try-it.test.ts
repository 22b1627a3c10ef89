/**
 * The "Try it" forms of the reference (src/components/TryIt): every entry has an example, every
 * example runs on the releases that list it, and the form's input checks, programs and answer
 * reading behave as the reader is told.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import test from 'node:test';

import {docsVersions, repoRoot, type DocsVersion} from '../../src/docsVersions';
import {partialDirOf, tryItCoverage} from '../../scripts/docs/generate-reference';
import {tryItExamples} from '../../src/components/TryIt/examples';
import {
  answerOf,
  locationProblem,
  MAX_ARGS,
  MAX_VALUE,
  programOf,
  readInputs,
  requestOf,
  unknownOptions,
  type TryItCall,
} from '../../src/components/TryIt/program';

const load = createRequire(path.join(repoRoot, 'package.json'));

/**
 * The methods a version's committed partials give a Try it button, in page order: the signatures
 * fenced ```ts signature try, whose method the button names (src/theme/CodeBlock/Signature.tsx).
 */
function formsOf(version: DocsVersion): string[] {
  const dir = partialDirOf(version);
  return ['_validators.mdx', '_sanitizers.mdx'].flatMap((file) =>
    [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^```ts signature try\n(\w+)\(/gm)].map((m) => m[1]),
  );
}

test('entries without a prefilled example: none on 7.3.0, 6.15.0 and 5.3.0', () => {
  for (const name of ['7.3.0', '6.15.0', '5.3.0']) {
    const version = docsVersions.find((v) => v.name === name)!;
    const {entries, missing} = tryItCoverage(version);
    console.log(
      `${name}: ${entries.length} entries, ${missing.length} without an example${missing.length ? ': ' + missing.join(', ') : ''}`,
    );
    assert.ok(entries.length > 50, `${name} has its reference entries`);
    assert.deepEqual(missing, []);
    // Each entry's form is in the committed partials, once.
    assert.deepEqual([...formsOf(version)].sort(), entries);
  }
});

/** Runs one example with the release's own chain in Node; returns the errors and the value after. */
async function runExample(version: DocsVersion, method: string): Promise<{errors: unknown[]; after: unknown}> {
  const {value, args} = tryItExamples[method];
  const req: Record<string, unknown> = {body: {value}, query: {}, params: {}, headers: {}, cookies: {}};
  if (version.major === 5) {
    const check = load(`${version.packageName}/check`) as Record<string, (...a: unknown[]) => unknown>;
    const chain = (check.body('value') as Record<string, (...a: unknown[]) => unknown>)[method](...args) as (
      ...a: unknown[]
    ) => void;
    await new Promise<void>((resolve, reject) => chain(req, {}, (e?: unknown) => (e ? reject(e) : resolve())));
    const errors = (check.validationResult(req) as {array: () => unknown[]}).array();
    return {errors, after: (req.body as {value: unknown}).value};
  }
  const ev = load(version.packageName) as Record<string, (...a: unknown[]) => unknown>;
  const chain = (ev.body('value') as Record<string, (...a: unknown[]) => unknown>)[method](...args) as {
    run: (r: unknown) => Promise<unknown>;
  };
  await chain.run(req);
  const errors = (ev.validationResult(req) as {array: () => unknown[]}).array();
  return {errors, after: (req.body as {value: unknown}).value};
}

test('every example runs on every release whose reference lists it, and a validator accepts its example', async () => {
  let runs = 0;
  const failures: string[] = [];
  for (const version of docsVersions) {
    for (const method of formsOf(version)) {
      const example = tryItExamples[method];
      assert.ok(example, `${version.name}: ${method} has a form but no example`);
      try {
        const {errors} = await runExample(version, method);
        if (example.kind === 'validator' && errors.length) failures.push(`${version.npmVersion} ${method}: rejected`);
      } catch (e) {
        failures.push(`${version.npmVersion} ${method}: threw ${(e as Error).message}`);
      }
      runs++;
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(runs > 1500, `ran ${runs} examples`);
});

test('bad input gets a sentence: a 1 MB value, arguments that are not JSON or not an array', () => {
  const big = readInputs('x'.repeat(1_000_000), false, '[]');
  assert.ok('error' in big && big.error.includes(MAX_VALUE.toLocaleString('en')), JSON.stringify(big).slice(0, 200));
  const notJson = readInputs('a', false, '{min: 1}');
  assert.ok('error' in notJson && /not valid JSON/.test(notJson.error));
  const notArray = readInputs('a', false, '{"min": 1}');
  assert.ok('error' in notArray && /JSON array/.test(notArray.error));
  assert.deepEqual(readInputs('[1, "a"]', true, ''), {value: [1, 'a'], args: []});
  assert.deepEqual(readInputs('', true, '[]'), {value: undefined, args: []});
  const badValue = readInputs('[1,', true, '[]');
  assert.ok('error' in badValue && /value is not valid JSON/.test(badValue.error));
  // Each problem names the field it is about, which the form marks invalid.
  const fields = [big, notJson, notArray, badValue, readInputs('a', false, 'x'.repeat(MAX_ARGS + 1))].map(
    (r) => 'field' in r && r.field,
  );
  assert.deepEqual(fields, ['value', 'args', 'args', 'value', 'args']);
});

test('unknown options are the fields the release does not declare', () => {
  assert.deepEqual(unknownOptions([{allow_display_name: true, strict: 1}], 'allow_display_name require_tld'), [
    'strict',
  ]);
  assert.deepEqual(unknownOptions(['en-US', {strictMode: true}], 'strictMode'), []);
  assert.deepEqual(unknownOptions([{anything: 1}], undefined), []);
});

test('each location takes what its part of a request can carry', () => {
  assert.equal(locationProblem({a: 1}, 'body'), undefined);
  assert.equal(locationProblem(['a', 2], 'query'), undefined);
  assert.match(locationProblem({a: 1}, 'query')!, /query string carries text/);
  assert.match(locationProblem(['a'], 'headers')!, /header carries text only/);
  assert.match(locationProblem(undefined, 'params')!, /always present/);
  assert.equal(requestOf(call({location: 'query', value: ['a', 'b c']})).path, '/try?value=a&value=b%20c');
  assert.equal(requestOf(call({location: 'params', value: 'a/b'})).path, '/try/a%2Fb');
});

function call(over: Partial<TryItCall>): TryItCall {
  return {
    method: 'isEmail',
    kind: 'validator',
    args: [],
    value: 'a',
    location: 'body',
    api: 'check',
    major: 7,
    ...over,
  };
}

test('the program a reader opens in the playground never echoes a validated value', () => {
  for (const major of [5, 6, 7] as const) {
    for (const api of major === 5 ? (['check', 'legacy'] as const) : (['check'] as const)) {
      const code = programOf(call({method: 'isStrongPassword', major, api}));
      assert.doesNotMatch(code, /req\.body\.value|seen/, `${major} ${api}`);
      assert.match(code, /app\.listen\(3000\)/);
    }
  }
  assert.match(programOf(call({}), {probe: true}), /blacklist\(''\)\.run\(probe\)/);
  assert.match(programOf(call({major: 5}), {probe: true}), /equals\(text\)\(probe, \{\}, \(\) => \{\}\)/);
  assert.doesNotMatch(programOf(call({major: 5, api: 'legacy'}), {probe: true}), /probe/);
});

test("5.x: the text the probe's equals() confirms is the release's own conversion (utils/to-string)", async () => {
  const code = programOf(call({major: 5}), {probe: true});
  const source = /^function textOf[\s\S]*?^\}$/m.exec(code)![0];
  const textOf = new Function(`${source}; return textOf;`)() as (v: unknown) => string;
  for (const version of docsVersions.filter((v) => v.major === 5)) {
    const releaseText = load(`${version.packageName}/utils/to-string`) as (v: unknown) => string;
    const check = load(`${version.packageName}/check`) as Record<string, (...a: unknown[]) => unknown>;
    for (const value of ['ada', '', 42, 0, true, ['ada@example.com', 42], [], [[1, 2]], {a: 1}, null, undefined]) {
      const text = textOf(value);
      assert.equal(text, releaseText(value), `${version.npmVersion} ${JSON.stringify(value)}`);
      // What the sandbox does: the release's equals() accepts the text.
      const req = {body: {value}, query: {}, params: {}, headers: {}, cookies: {}};
      const chain = (check.body('value') as Record<string, (...a: unknown[]) => unknown>).equals(text) as (
        ...a: unknown[]
      ) => Promise<void>;
      await chain(req, {}, () => {});
      assert.ok((check.validationResult(req) as {isEmpty: () => boolean}).isEmpty(), `${version.npmVersion} equals`);
    }
  }
});

test('the answer is read from any reply without throwing', () => {
  const c = call({});
  assert.deepEqual(answerOf({timeout: true}, c), {kind: 'problem', message: 'The call was stopped after 3 seconds.'});
  const thrown = answerOf({result: {error: {name: 'TypeError', message: 'Expected string but received a number.'}}}, c);
  assert.equal(thrown.kind, 'problem');
  assert.match((thrown as {message: string}).message, /threw TypeError: "Expected string/);
  for (const reply of [{}, {result: null}, {result: 'x'}, {result: {response: {body: {errors: 'no'}}}}]) {
    assert.equal(answerOf(reply, c).kind, 'problem');
  }
  const valid = answerOf({result: {response: {status: 200, body: {errors: [], seen: '5'}}}}, c);
  assert.deepEqual(valid, {kind: 'validator', valid: true, errors: '[]', errorCount: 0, seen: '"5"'});
  const after = answerOf({result: {response: {body: {value: '[undefined]'}}}}, call({kind: 'sanitizer'}));
  assert.deepEqual(after, {kind: 'sanitizer', after: '(no value)'});
});
