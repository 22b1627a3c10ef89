/**
 * The playground's pure parts: shared-link state (untrusted input, with a bounded decompressor),
 * the sandbox reply made text, import mismatches, the bug report URL, request parsing and limits,
 * the code transform and its syntax-error lines, the "Try it" request parser, and the bundles the
 * plugin builds (one per documented release, content-hashed, loadable as a browser script).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {test} from 'node:test';

import {docsVersions} from '../../src/docsVersions';
import {buildPlaygroundData} from '../../src/plugins/playground';
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';

import {chainExample, expressOfVersion, requestOfHttpBlock} from '../../src/plugins/playground/remark';
import {
  decodeState,
  decompressBounded,
  encodeState,
  MAX_CODE,
  MAX_LINK,
  MAX_REQUEST,
  MAX_STATE,
  overLimits,
  parseRequest,
  toCommonJs,
} from '../../src/plugins/playground/state';
import {
  BIDI_CONTROLS,
  cut,
  longestRun,
  readerText,
  showControls,
  wellFormed,
} from '../../src/plugins/playground/safeText';
import {linkNow} from '../../src/components/Playground/link';
import {framedByAnotherOrigin} from '../../src/components/Playground/framed';
import {cutText, showJson, SHOWN_LIMIT, toShownResult} from '../../src/components/Playground/normalize';
import {jsonText} from '../../src/plugins/playground/sandbox/serialize';
import {importMismatches} from '../../src/components/Playground/mismatch';
import {ISSUE_URL, MAX_REPORT_URL, reportMarkdown, reportUrl} from '../../src/components/Playground/report';

test('a shared link round-trips; damaged, oversized or unknown-version links give a message', () => {
  const state = {
    version: '6.14.0',
    code: "import { body } from 'express-validator';\n",
    request: '{}',
    express: 4 as const,
  };
  assert.deepEqual(decodeState(encodeState(state), ['7.3.0', '6.14.0']), state);
  // A link made before the Express switch opens on Express 5.
  const old = `#s=${compressToEncodedURIComponent(JSON.stringify({v: '6.14.0', c: 'x', r: '{}'}))}`;
  assert.equal((decodeState(old, ['6.14.0']) as {express: number}).express, 5);
  assert.equal(decodeState('#intro', ['7.3.0']), undefined);
  assert.match((decodeState('#s=%%%', ['7.3.0']) as {error: string}).error, /damaged/);
  assert.match((decodeState(encodeState(state), ['7.3.0']) as {error: string}).error, /does not have/);
  assert.match((decodeState(`#s=${'A'.repeat(MAX_LINK + 1)}`, ['7.3.0']) as {error: string}).error, /reads up to/);
  const notAState = encodeState(state).replace(/^#s=.*/, '#s=N4XyA'); // valid compression, wrong shape
  assert.ok('error' in (decodeState(notAState, ['6.14.0']) as object));
});

test('the bounded decompressor gives what lz-string gives, and stops past its limit', () => {
  for (const text of [
    '',
    'a',
    '{"v":"7.3.0"}',
    'é€😀'.repeat(50),
    'ab'.repeat(5000),
    JSON.stringify({c: 'x\n'.repeat(300)}),
  ]) {
    const packed = compressToEncodedURIComponent(text);
    assert.equal(decompressBounded(packed, 1e7), decompressFromEncodedURIComponent(packed), text.slice(0, 20));
  }
  assert.deepEqual(decompressBounded(compressToEncodedURIComponent('b'.repeat(100_000)), 5000), {tooLong: true});
  assert.equal(decompressBounded('%%%', 10), null);
});

test('a link whose state unpacks past the limits is refused before anything is loaded', () => {
  const big = {version: '7.3.0', code: 'x'.repeat(MAX_CODE + 1), request: '{}', express: 5 as const};
  assert.match(
    (decodeState(encodeState(big), ['7.3.0']) as {error: string}).error,
    /characters of code and 2 of request; the playground takes up to 100,000/,
  );
  const huge = `#s=${compressToEncodedURIComponent('a'.repeat(MAX_STATE + 10))}`;
  assert.ok(huge.length < 20_000, `${huge.length} characters`);
  assert.match((decodeState(huge, ['7.3.0']) as {error: string}).error, /unpacks to more than/);
});

test('any reply of the sandbox becomes text: odd types, cycles, huge strings', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  for (const raw of [
    undefined,
    null,
    42,
    'text',
    {logs: 'x'},
    {error: {name: 'X', message: {oops: 1}}},
    {error: {message: cyclic}},
    {errors: cyclic, logs: [cyclic, 1]},
    {error: 'just a string'},
  ]) {
    const shown = toShownResult(raw);
    assert.equal(typeof shown.mode, 'string');
    if (shown.error) {
      assert.equal(typeof shown.error.name, 'string');
      assert.equal(typeof shown.error.message, 'string');
    }
    for (const s of shown.sections) assert.equal(typeof s.text, 'string');
  }
  assert.equal(toShownResult({error: {name: 'X', message: {oops: 1}}}).error?.message.replace(/\s/g, ''), '{"oops":1}');
  const long = toShownResult({logs: ['y'.repeat(SHOWN_LIMIT + 5)]});
  assert.match(long.sections.find((s) => s.id === 'console')!.text, /Truncated: 5 more characters/);
  assert.equal(cutText('abc', 10), 'abc');
});

test('imports that the chosen release does not have are named', () => {
  const ex5 = {
    'express-validator': ['utils', 'validator'],
    'express-validator/check': ['body', 'validationResult'],
    'express-validator/filter': ['matchedData'],
  };
  const v7 = "import { body, validationResult } from 'express-validator';\nexport default [body('a')];\n";
  assert.deepEqual(importMismatches(v7, ex5), [{module: 'express-validator', missing: ['body', 'validationResult']}]);
  assert.deepEqual(
    importMismatches("const { check } = require('express-validator/check');", {'express-validator': ['body']}),
    [{module: 'express-validator/check', missing: 'module'}],
  );
  assert.deepEqual(importMismatches("import { body as b } from 'express-validator/check';", ex5), []);
});

test('Report a bug: GitHub new-issue URL with encoded fields, and the link-only body past 8,000 characters', () => {
  const input = {
    npm: '7.3.2',
    version: '7.3.0',
    express: 5 as const,
    code: "import { body } from 'express-validator';\n// ```fenced```\n",
    request: '{"body": {"email": "a&b=c"}}',
    output: '[]',
    shareUrl: 'https://example.org/playground#s=abc',
  };
  const {url, shortened} = reportUrl(input);
  assert.equal(shortened, false);
  const parsed = new URL(url);
  assert.equal(`${parsed.origin}${parsed.pathname}`, ISSUE_URL);
  assert.equal(parsed.searchParams.get('title'), 'Unexpected result with express-validator 7.3.2 and Express 5');
  assert.equal(parsed.searchParams.get('body'), reportMarkdown(input));
  assert.match(reportMarkdown(input), /````js\n/);
  const big = reportUrl({...input, code: 'x'.repeat(20_000)});
  assert.equal(big.shortened, true);
  assert.ok(big.url.length <= MAX_REPORT_URL);
  assert.match(new URL(big.url).searchParams.get('body')!, /https:\/\/example\.org\/playground#s=abc/);
  assert.equal(big.carries, 'link');
  // Every body keeps a blank line after the environment list.
  for (const body of [reportMarkdown(input), new URL(big.url).searchParams.get('body')!]) {
    assert.match(body, /- Reproduced in the express-validator docs playground\n\n\S/);
  }
  // A link too long even for the link-only body, or none at all: the body asks for the Markdown.
  for (const shareUrl of [`https://example.org/playground#s=${'a'.repeat(9000)}`, '']) {
    const none = reportUrl({...input, code: 'x'.repeat(20_000), shareUrl});
    assert.equal(none.carries, 'none');
    const body = new URL(none.url).searchParams.get('body')!;
    assert.doesNotMatch(body, /#s=/);
    assert.match(
      body,
      /playground\n\nThe code, request and output are too long for this link, and so is the playground link/,
    );
  }
  assert.doesNotMatch(reportMarkdown({...input, shareUrl: ''}), /Playground link/);
});

test('results are bounded before they become text: shared parts once, cycles, nodes, characters', () => {
  let tree: unknown = [1];
  for (let i = 0; i < 4; i++) tree = Array(1000).fill(tree);
  // 10^12 leaves unfolded; shown in one pass over its 4,001 distinct places.
  const started = Date.now();
  const shown = showJson({tree});
  assert.ok(Date.now() - started < 2000);
  assert.ok(shown.text.length < 200_000);
  assert.match(shown.text, /"\[Shared: as at \$\.tree\[0\]\[0\]\[0\]\[0\]\]"/);
  const cyclic: Record<string, unknown> = {a: 1};
  cyclic.self = cyclic;
  assert.deepEqual(JSON.parse(showJson(cyclic).text), {a: 1, self: '[Circular: as at $]'});
  // Plain JSON keeps the layout of JSON.stringify(v, null, 2), with tokens for colouring.
  const plain = {a: [1, {b: 'x'}], c: {}, d: [], e: null, f: true};
  const out = showJson(plain);
  assert.equal(out.text, JSON.stringify(plain, null, 2));
  assert.equal(out.tokens!.map((t) => t.text).join(''), out.text);
  assert.deepEqual(
    out.tokens!.filter((t) => t.kind === 'property').map((t) => t.text),
    ['"a"', '"b"', '"c"', '"d"', '"e"', '"f"'],
  );
  // A sparse array of a billion slots stops at the node budget.
  const sparse: unknown[] = [];
  sparse.length = 1e9;
  assert.match(showJson(sparse, {nodes: 1000, depth: 40, chars: 1e6, ms: 1000}).text, /Truncated/);
});

test("the Worker's clean-up writes a shared object out again, as JSON.stringify does, while it fits", () => {
  const error = {type: 'field', msg: 'Invalid value', path: 'a', location: 'body'};
  const value = {errors: [error, error], first: {error}};
  assert.equal(jsonText(value), JSON.stringify(value));
  const cyclic: Record<string, unknown> = {a: [1]};
  cyclic.self = cyclic;
  cyclic.again = cyclic.a;
  assert.deepEqual(JSON.parse(jsonText(cyclic)), {a: [1], self: '[Circular: as at $]', again: [1]});
});

test("the Worker's clean-up ignores the reader's patches of built-ins", () => {
  const saved = {
    map: Array.prototype.map,
    push: Array.prototype.push,
    stringify: JSON.stringify,
    keys: Object.keys,
    slice: String.prototype.slice,
  };
  let tree: unknown = [1];
  for (let i = 0; i < 4; i++) tree = Array(1000).fill(tree);
  try {
    Array.prototype.map = function (this: unknown[]) {
      return this;
    } as typeof Array.prototype.map;
    Array.prototype.push = () => 0;
    JSON.stringify = () => '"patched"';
    Object.keys = () => [];
    String.prototype.slice = () => 'patched';
    const text = jsonText({tree, s: 'x'.repeat(300_000), n: NaN, u: undefined, f: function named() {}});
    Object.assign(Array.prototype, {map: saved.map, push: saved.push});
    Object.assign(JSON, {stringify: saved.stringify});
    Object.assign(Object, {keys: saved.keys});
    Object.assign(String.prototype, {slice: saved.slice});
    const value = JSON.parse(text) as Record<string, unknown>;
    assert.ok(text.length < 400_000);
    assert.equal((value.tree as unknown[][][][])[0][0][0][1], '[Shared: as at $.tree[0][0][0][0]]');
    assert.match(value.s as string, /^x{200000}… \[100,000 more characters\]$/);
    assert.equal(value.n, 'NaN');
    assert.equal(value.u, '[undefined]');
    assert.equal(value.f, '[Function named]');
  } finally {
    Object.assign(Array.prototype, {map: saved.map, push: saved.push});
    Object.assign(JSON, {stringify: saved.stringify});
    Object.assign(Object, {keys: saved.keys});
    Object.assign(String.prototype, {slice: saved.slice});
  }
});

test('Try it links name the Express their page shows: 5 for 7.x and Next, 4 for 6.x and 5.x', () => {
  assert.equal(expressOfVersion('current'), 5);
  assert.equal(expressOfVersion('7.3.0'), 5);
  assert.equal(expressOfVersion('6.14.0'), 4);
  assert.equal(expressOfVersion('5.3.0'), 4);
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
    path: '/search?tag=a&tag=b&q=x',
    body: {},
    query: {},
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
  // A body no parser reads: Express's answer depends on its body parsers, which the stand-in lacks.
  assert.equal(requestOfHttpBlock('POST /signup\nContent-Type: text/plain\n\n{"email": "a@b.c"}'), undefined);
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
  // A folder of its own: the site's generated/static/playground may be read by a build meanwhile.
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-playground-'));
  const data = await buildPlaygroundData(outDir);
  assert.deepEqual(
    data.versions.map((v) => v.name),
    docsVersions.map((v) => v.name),
  );
  for (const v of data.versions) {
    assert.match(v.bundle, new RegExp(`^playground/ev-${v.npm.replace(/\./g, '\\.')}\\.[0-9a-f]{10}\\.js$`));
    assert.ok(v.gzipBytes > 10_000 && v.gzipBytes < v.bytes, `${v.npm}: ${v.gzipBytes} of ${v.bytes} bytes`);
  }
  for (const v of data.versions.filter((x) => ['7.3.0', '6.0.0', '5.2.0'].includes(x.name))) {
    const source = fs.readFileSync(path.join(outDir, path.basename(v.bundle)), 'utf8');
    const scope: Record<string, unknown> = {};
    scope.self = scope;
    vm.runInNewContext(source, scope);
    const ev = scope.EV as Record<string, Record<string, unknown>>;
    const entry = v.major === 5 ? ev.check : ev.main;
    assert.equal(typeof entry.body, 'function', `${v.npm} exposes body()`);
    assert.equal(typeof (v.major === 5 ? ev.filter : ev.main).matchedData, 'function', `${v.npm} has matchedData`);
  }
  fs.rmSync(outDir, {recursive: true, force: true});
  assert.match(data.frameDocument, /^<!doctype html>/);
  assert.match(
    data.frameDocument,
    /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src/,
  );
  const v5 = data.versions.find((v) => v.major === 5)!;
  assert.ok(v5.exports['express-validator/check'].includes('body'));
  assert.ok(data.versions.find((v) => v.name === '7.3.0')!.exports['express-validator'].includes('matchedData'));
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

test('safe text: lone surrogates become U+FFFD, whatever is cut, and every report URL can be encoded', () => {
  assert.equal(wellFormed('a\uD800b\uDC00c'), 'a\uFFFDb\uFFFDc');
  assert.equal(wellFormed('😀'), '😀');
  // A cut never splits a pair.
  assert.equal(cut('ab😀', 3), 'ab');
  assert.equal(cut('ab😀', 4), 'ab😀');
  const lone = {
    npm: '7.3.2',
    version: '7.3.0',
    express: 5 as const,
    code: 'x\uD800',
    request: '{}',
    output: 'log \uDC00',
    shareUrl: '',
  };
  assert.doesNotThrow(() => reportUrl(lone));
  assert.match(new URL(reportUrl(lone).url).searchParams.get('body')!, /log \uFFFD/);
  // The shown result of a reply holding lone surrogates is well formed in every part.
  const shown = toShownResult({
    error: {name: 'E\uD800', message: 'm\uDFFF'},
    logs: ['\uD800', {k: '\uDC00'}],
  });
  for (const text of [shown.error!.name, shown.error!.message, ...shown.sections.map((s) => s.text)]) {
    assert.doesNotThrow(() => encodeURIComponent(text), text);
  }
});

test('safe text: direction and paragraph controls become visible escapes wherever reader text is shown', () => {
  assert.equal(showControls('X\u2069\u202E'), 'X\\u2069\\u202E');
  assert.equal(readerText('\u202E7.3.0', 40), '\\u202E7.3.0');
  assert.equal(readerText('a'.repeat(50), 40), `${'a'.repeat(40)}…`);
  assert.equal(readerText({toString: () => 'x\u2029'}), 'x\\u2029');
  assert.equal(
    readerText({
      toString: () => {
        throw new Error('no');
      },
    }),
    '(unreadable)',
  );
  for (const c of [
    '\u061C',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u2028',
    '\u2029',
    '\u0085',
    '\u001C',
  ]) {
    assert.doesNotMatch(showControls(`a${c}b`), BIDI_CONTROLS, c.charCodeAt(0).toString(16));
  }
  // Right-to-left letters are text, not controls.
  assert.equal(showControls('שלום عربي'), 'שלום عربي');
  // An error name, a console line and JSON keys and values of a reply.
  const shown = toShownResult({error: {name: 'X\u2069\u202E', message: '\u202Eboom'}, logs: ['\u2067line']});
  assert.equal(shown.error!.name, 'X\\u2069\\u202E');
  assert.equal(shown.error!.message, '\\u202Eboom');
  assert.equal(shown.sections[0].text, '\\u2067line');
  const json = showJson({'\u202Ek': 'v\u2066'});
  assert.doesNotMatch(json.text, BIDI_CONTROLS);
  assert.deepEqual(JSON.parse(json.text), {'\u202Ek': 'v\u2066'});
  // A link naming an unknown version, and a request the JSON parser quotes.
  const link = encodeState({version: '\u202E7.3.0', code: '', request: '{}', express: 5});
  assert.match((decodeState(link, ['7.3.0']) as {error: string}).error, /does not have \(\\u202E7\.3\.0\)/);
  assert.throws(
    () => parseRequest('\u202E{}'),
    (e: Error) => !BIDI_CONTROLS.test(e.message) && /\\u202E/.test(e.message),
  );
});

test('safe text: backtick runs are counted in one pass; 300,000 of them make a fence, not a stack overflow', () => {
  assert.equal(longestRun('a``b```c`', '`'), 3);
  assert.equal(longestRun('', '`'), 0);
  const output = '`a'.repeat(300_000);
  const input = {npm: '7.3.2', version: '7.3.0', express: 5 as const, code: '', request: '{}', output, shareUrl: ''};
  assert.match(reportMarkdown(input), /\n```text\n`a`a/);
  assert.equal(reportUrl(input).carries, 'none');
});

test('a link holding lone surrogates opens well formed; a draft over the run limits gets the limit sentence', () => {
  const link = `#s=${compressToEncodedURIComponent(JSON.stringify({v: '7.3.0', c: 'a\uD800', r: '\uDC00', x: 5}))}`;
  assert.deepEqual(decodeState(link, ['7.3.0']), {version: '7.3.0', code: 'a\uFFFD', request: '\uFFFD', express: 5});
  assert.equal(overLimits('x', '{}'), null);
  assert.match(overLimits('x'.repeat(MAX_CODE + 1), '{}')!, /^The code has 100,001 characters/);
  assert.match(
    overLimits('x', 'r'.repeat(MAX_REQUEST + 5))!,
    /^The request has 1,000,005 characters.*kept in the editors/,
  );
  // Judged from lengths: no link is compressed for a state over the limits.
  assert.ok('over' in linkNow({version: '7.3.0', code: 'x', request: 'r'.repeat(MAX_REQUEST + 1), express: 5})!);
  assert.equal(linkNow({version: '7.3.0', code: 'x'.repeat(30_000), request: '{}', express: 5}), undefined);
  const small = {version: '7.3.0', code: 'x', request: '{}', express: 5 as const};
  assert.deepEqual(linkNow(small), {hash: encodeState(small)});
});

test('framed by another origin: an ancestor of another or an unreadable origin, or an opaque one', () => {
  const top = {origin: 'https://a.test', location: {origin: 'https://a.test'}} as unknown as Window & {parent: Window};
  (top as {parent: Window}).parent = top;
  assert.equal(framedByAnotherOrigin(top), false);
  const child = {origin: 'https://a.test', location: {origin: 'https://a.test'}, parent: top} as unknown as Window;
  assert.equal(framedByAnotherOrigin(child), false);
  const other = {origin: 'https://evil.test', location: {origin: 'https://evil.test'}} as unknown as Window;
  (other as {parent: Window}).parent = other;
  assert.equal(
    framedByAnotherOrigin({
      origin: 'https://a.test',
      location: {origin: 'https://a.test'},
      parent: other,
    } as unknown as Window),
    true,
  );
  const unreadable = {
    get location(): Location {
      throw new Error('SecurityError');
    },
  } as unknown as Window;
  (unreadable as {parent: Window}).parent = unreadable;
  assert.equal(
    framedByAnotherOrigin({
      origin: 'https://a.test',
      location: {origin: 'https://a.test'},
      parent: unreadable,
    } as unknown as Window),
    true,
  );
  assert.equal(framedByAnotherOrigin({origin: 'null'} as unknown as Window), true);
});

test('a link whose + and $ a mail client percent-encoded opens; one cut inside an escape is damaged', () => {
  const state = {version: '7.3.0', code: 'é€😀 '.repeat(200), request: '{}', express: 5 as const};
  const hash = encodeState(state);
  assert.match(hash, /[+$]/);
  const encoded = hash.replace(/\+/g, '%2B').replace(/\$/g, '%24');
  assert.deepEqual(decodeState(encoded, ['7.3.0']), state);
  assert.match((decodeState(`${hash}%2`, ['7.3.0']) as {error: string}).error, /damaged/);
});

test('drafts: any size is read back; when storage refuses one, the older draft is removed, not brought back', async () => {
  const {readDraft, writeDraft} = await import('../../src/components/Playground/draft');
  const store = new Map<string, string>();
  let quota = Infinity;
  const sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > quota) throw new Error('QuotaExceededError');
      store.set(k, v);
    },
    removeItem: (k: string) => store.delete(k),
  };
  const g = globalThis as {window?: unknown};
  const before = g.window;
  g.window = {sessionStorage};
  try {
    const big = {
      version: '7.3.0',
      code: 'c'.repeat(MAX_CODE + 1),
      request: 'r'.repeat(MAX_REQUEST * 2),
      express: 5 as const,
    };
    assert.equal(writeDraft(big), true);
    assert.deepEqual(readDraft(), big);
    quota = 1000;
    assert.equal(writeDraft({...big, code: 'newer'}), false);
    assert.equal(readDraft(), undefined);
  } finally {
    g.window = before;
  }
});
