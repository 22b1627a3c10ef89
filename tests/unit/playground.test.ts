/**
 * The playground's pure parts: shared-link state (untrusted input), request parsing and limits,
 * the code transform and its syntax-error lines, the "Try it" request parser, and the bundles the
 * plugin builds (one per documented release, content-hashed, loadable as a browser script).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {test} from 'node:test';

import {docsVersions} from '../../src/docsVersions';
import {buildPlaygroundData, generatedStaticDir} from '../../src/plugins/playground';
import {chainExample, requestOfHttpBlock} from '../../src/plugins/playground/remark';
import {
  decodeState,
  encodeState,
  MAX_CODE,
  MAX_LINK,
  MAX_REQUEST,
  parseRequest,
  toCommonJs,
} from '../../src/components/Playground/state';

test('a shared link round-trips; damaged, oversized or unknown-version links give a message', () => {
  const state = {version: '6.14.0', code: "import { body } from 'express-validator';\n", request: '{}'};
  assert.deepEqual(decodeState(encodeState(state), ['7.3.0', '6.14.0']), state);
  assert.equal(decodeState('#intro', ['7.3.0']), undefined);
  assert.match((decodeState('#s=%%%', ['7.3.0']) as {error: string}).error, /damaged/);
  assert.match((decodeState(encodeState(state), ['7.3.0']) as {error: string}).error, /does not have/);
  assert.match((decodeState(`#s=${'A'.repeat(MAX_LINK + 1)}`, ['7.3.0']) as {error: string}).error, /reads up to/);
  const notAState = encodeState(state).replace(/^#s=.*/, '#s=N4XyA'); // valid compression, wrong shape
  assert.ok('error' in (decodeState(notAState, ['6.14.0']) as object));
});

test('the request: defaults, lower-cased headers, shape errors and the 1 MB limit', () => {
  assert.deepEqual(parseRequest('{"body": {"a": 1}, "headers": {"X-Token": "t"}}'), {
    method: 'POST',
    path: '/',
    body: {a: 1},
    query: {},
    params: {},
    headers: {'x-token': 't'},
    cookies: {},
  });
  assert.throws(() => parseRequest('{'), /not valid JSON/);
  assert.throws(() => parseRequest('[]'), /must be a JSON object/);
  assert.throws(() => parseRequest('{"query": []}'), /"query" must be an object/);
  assert.throws(() => parseRequest(' '.repeat(MAX_REQUEST + 1)), /takes up to 1,000,000/);
});

test('code becomes CommonJS with its lines kept; a syntax error names its line; 100 kB limit', () => {
  const cjs = toCommonJs("import { body } from 'express-validator';\n\nexport default [body('a')];\n");
  assert.match(cjs, /require\('express-validator'\)/);
  assert.equal(
    cjs.split('\n').findIndex((l) => l.includes("'a')")),
    2,
    'line 3 stays line 3',
  );
  assert.throws(
    () => toCommonJs('const a = 1;\n\nconst = 2;\n'),
    (e: Error & {line?: number}) => e.name === 'SyntaxError' && e.line === 3,
  );
  assert.throws(() => toCommonJs('x'.repeat(MAX_CODE + 1)), /runs up to 100,000/);
});

test('"Try it" reads the request block of the docs: query, cookies, JSON and form bodies', () => {
  assert.deepEqual(requestOfHttpBlock('GET /search?tag=a&tag=b&q=x HTTP/1.1\nCookie: session=abc; theme=dark\n'), {
    method: 'GET',
    path: '/search',
    body: {},
    query: {tag: ['a', 'b'], q: 'x'},
    params: {},
    headers: {cookie: 'session=abc; theme=dark'},
    cookies: {session: 'abc', theme: 'dark'},
  });
  assert.deepEqual(
    (requestOfHttpBlock('POST /users HTTP/1.1\nContent-Type: application/json\n\n{"name": "Ada"}') ?? {}).body,
    {name: 'Ada'},
  );
  assert.deepEqual(
    (requestOfHttpBlock('POST /f\nContent-Type: application/x-www-form-urlencoded\n\na=1&b=2') ?? {}).body,
    {a: '1', b: '2'},
  );
  assert.equal(requestOfHttpBlock('not a request'), undefined);
  assert.equal(requestOfHttpBlock('POST /x\nContent-Type: application/json\n\n{broken'), undefined);
});

test('a chain example of the reference becomes code that exports its chains, with their fields in the request', () => {
  const example = chainExample(
    "import { body, query } from 'express-validator';\n\nconst a = body('email').isEmail();\nconst b = query('page').isInt();\n",
  );
  assert.ok(example);
  assert.match(example.code, /export default \[a, b\];\n$/);
  assert.deepEqual(example.request.body, {email: ''});
  assert.deepEqual(example.request.query, {page: ''});
  assert.equal(chainExample("import { body } from 'express-validator';\nasync function f(req) {}\n"), undefined);
  assert.equal(chainExample("const a = body('x');\n"), undefined, 'no import: not a complete fragment');
});

test('the plugin bundles every documented release, content-hashed, each defining EV in a browser scope', async () => {
  const data = await buildPlaygroundData();
  assert.deepEqual(
    data.versions.map((v) => v.name),
    docsVersions.map((v) => v.name),
  );
  for (const v of data.versions) {
    assert.match(v.bundle, new RegExp(`^playground/ev-${v.npm.replace(/\./g, '\\.')}\\.[0-9a-f]{10}\\.js$`));
    assert.ok(v.gzipBytes > 10_000 && v.gzipBytes < v.bytes, `${v.npm}: ${v.gzipBytes} of ${v.bytes} bytes`);
  }
  for (const v of data.versions.filter((x) => ['7.3.0', '6.0.0', '5.2.0'].includes(x.name))) {
    const source = fs.readFileSync(path.join(generatedStaticDir, v.bundle), 'utf8');
    const scope: Record<string, unknown> = {};
    scope.self = scope;
    vm.runInNewContext(source, scope);
    const ev = scope.EV as Record<string, Record<string, unknown>>;
    const entry = v.major === 5 ? ev.check : ev.main;
    assert.equal(typeof entry.body, 'function', `${v.npm} exposes body()`);
    assert.equal(typeof (v.major === 5 ? ev.filter : ev.main).matchedData, 'function', `${v.npm} has matchedData`);
  }
  assert.match(data.frameDocument, /^<!doctype html>/);
  assert.equal(data.frameDocument.match(/<\/script/gi)?.length, 1, 'one closing script tag: the frame script');
});

test('Try it is offered only for programs whose modules the sandbox provides', async () => {
  const {runsInPlayground, modulesOf} = await import('../../src/plugins/playground/modules');
  const esm = "import express from 'express';\nimport { body } from 'express-validator';\n";
  assert.deepEqual(modulesOf(esm), ['express', 'express-validator']);
  assert.equal(runsInPlayground(esm), true);
  assert.equal(runsInPlayground("const { check } = require('express-validator/check');"), true);
  assert.equal(runsInPlayground(`import { scryptSync } from 'node:crypto';\n${esm}`), false);
});
