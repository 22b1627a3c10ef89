import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {checkVersion, hostileEnforced, releaseHasHide, shownSecrets} from '../../scripts/docs/check-examples';
import {allDocsVersions, type DocsVersion} from '../../src/docsVersions';
import {bodyBytes, isCommonJs} from '../../scripts/docs/examples/run';
import {blocksOfPage} from '../../scripts/docs/examples/blocks';
import {
  hostileRequests,
  isSecretName,
  judge,
  malformedRequests,
  prototypeSnapshot,
  restorePrototype,
  shapedFields,
} from '../../scripts/docs/examples/hostile';

const v700 = allDocsVersions.find((v) => v.name === '7.0.0')!;
const fence = '```';

/** The short final error handler of the docs' programs: a 4xx for what cannot be read, else a bare 500. */
const finalHandler = `app.use((err, req, res, next) => {
  const status = err.expose ? err.status : err instanceof URIError || err instanceof RangeError ? 400 : 500;
  res.status(status).json({ ok: false });
});
`;

/** A page with one example of each kind, some right and some deliberately wrong. */
const page = `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';
import { body, validationResult } from 'express-validator';

const app = express();
app.use(express.json());
app.post('/signup', body('email').isString().bail().isEmail(), (req, res) => {
  const result = validationResult(req);
  if (!result.isEmpty()) return res.status(400).json({ errors: result.array() });
  res.json({ ok: true });
});
${finalHandler}
app.listen(3000);
${fence}

${fence}http title="Request"
POST /signup HTTP/1.1
Content-Type: application/json

{"email": "ada@example.com"}
${fence}

${fence}json title="Response 200"
{"ok": true}
${fence}

${fence}http title="Request"
POST /signup HTTP/1.1
Content-Type: application/json

{"email": "nope"}
${fence}

${fence}json title="Response 400"
{"errors": [{"type": "field", "msg": "Invalid value", "path": "email", "location": "body"}]}
${fence}

${fence}js
const chain = body('email').isULID();
${fence}

${fence}ts
isIBAN(options?: IsIBANOptions): ValidationChain
${fence}

${fence}js nocheck="shows a mistake on purpose"
body('email').thisMethodDoesNotExist();
${fence}

${fence}js title="Before (v6)" against=6.15.0
import { sanitizeBody } from 'express-validator';
const trimmed = sanitizeBody('name').trim();
${fence}

${fence}js
// A JavaScript fragment may use app, req, res and the package's exports without declaring them.
app.get('/ping', oneOf([query('a').isInt(), query('b').isInt()]), (req, res) => res.send('ok'));
${fence}
`;

test('the example checker proves right examples and names the file and line of wrong ones', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-examples-'));
  fs.writeFileSync(path.join(dir, 'fixture.md'), page);
  const report = await checkVersion(v700, dir).finally(() => fs.rmSync(dir, {recursive: true, force: true}));
  const lines = (needle: string) => report.failures.filter((f) => f.includes(needle));

  assert.equal(report.programs, 1);
  assert.equal(report.requests, 2);
  assert.equal(report.signatures, 1);
  assert.deepEqual(
    report.optOuts.map((o) => o.reason),
    ['shows a mistake on purpose'],
  );
  // The 400 response lacks the `value` key that 7.0.1 sends: the real body is shown.
  assert.equal(lines('fixture.md:35: [run, express-validator 7.0.1] POST /signup: body differs').length, 1);
  // isULID() and IsIBANOptions arrived in 7.2: both are errors against 7.0.1, at their lines.
  assert.match(lines('fixture.md:47:')[0] ?? '', /Property 'isULID' does not exist/);
  assert.match(lines('fixture.md:51:')[0] ?? '', /Cannot find name 'IsIBANOptions'/);
  // A 7.x program also runs with Express 5, which answers the same way here: the same failure.
  assert.equal(
    lines('fixture.md:35: [run with Express 5, express-validator 7.0.1] POST /signup: body differs').length,
    1,
  );
  // The v6 block passes against 6.15.0, and nothing else fails.
  assert.equal(report.failures.length, 4, report.failures.join('\n'));
});

/** A 7.x page whose program answers differently under Express 4 and 5 (req.query is read-only in 5). */
const expressPage = (express4: string, express5: string) => `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';
import { query, validationResult } from 'express-validator';

const app = express();
app.get('/list', query('page').isString().bail().isInt().toInt(), (req, res) =>
  validationResult(req).isEmpty() ? res.json({ page: req.query.page }) : res.sendStatus(400),
);
app.listen(3000);
${fence}

${fence}http title="Request"
GET /list?page=2 HTTP/1.1
${fence}

${fence}json title="Response 200 (Express 4)"
${express4}
${fence}

${fence}json title="Response 200 (Express 5)"
${express5}
${fence}
`;

/**
 * Checks one fixture page as the only page of `version`'s docs, in a temporary folder removed
 * afterwards. Input: the version and the page's Markdown. Output: `checkVersion`'s report.
 */
async function checkFixture(version: DocsVersion, page: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-examples-'));
  fs.writeFileSync(path.join(dir, 'fixture.md'), page);
  return checkVersion(version, dir).finally(() => fs.rmSync(dir, {recursive: true, force: true}));
}

test('7.x programs run with Express 4 and 5; a page shows both answers where they differ', async () => {
  const run = (page: string) => checkFixture(v700, page);
  const both = await run(expressPage('{"page": 2}', '{"page": "2"}'));
  assert.deepEqual(both.failures, []);
  assert.deepEqual(both.express5?.differing.length, 1);
  const same = await run(expressPage('{"page": 2}', '{"page": 2}'));
  assert.match(
    same.failures.join('\n'),
    /\[run with Express 5, express-validator 7\.0\.1\] GET \/list\?page=2: body differs/,
  );
});

const v530 = allDocsVersions.find((v) => v.name === '5.3.0')!;

/** A 5.x page: CommonJS programs, since Node.js can't `import` the folder `express-validator/check`. */
const commonJsPage = `---
title: Fixture
---

${fence}js title="app.js"
const express = require('express');
const { body, validationResult } = require('express-validator/check');

const app = express();
app.use(express.json());
app.post('/signup', body('email').isEmail(), (req, res) => {
  res.status(400).json({ errors: validationResult(req).array() });
});

app.listen(3000);
${fence}

${fence}http title="Request"
POST /signup HTTP/1.1
Content-Type: application/json

{"email": "nope"}
${fence}

${fence}json title="Response 400"
{"errors": [{"location": "body", "param": "email", "value": "nope", "msg": "Invalid value"}]}
${fence}
`;

test("a CommonJS program runs as CommonJS, with require() resolving to the version's release", async () => {
  assert.equal(isCommonJs("const x = require('express');\napp.listen(3000);"), true);
  assert.equal(isCommonJs("import express from 'express';\nconst y = require('y');"), false);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-examples-'));
  fs.writeFileSync(path.join(dir, 'fixture.md'), commonJsPage);
  const report = await checkVersion(v530, dir).finally(() => fs.rmSync(dir, {recursive: true, force: true}));
  assert.equal(report.programs, 1);
  assert.equal(report.requests, 1);
  assert.deepEqual(report.failures, []);
});

test('a multipart body written with plain line breaks is sent with CRLF and a closing one; others as written', () => {
  const body = '--b\nContent-Disposition: form-data; name="name"\n\nAda\n--b--';
  const multipart = bodyBytes({headers: {'Content-Type': 'multipart/form-data; boundary=b'}, body});
  assert.equal(
    multipart?.toString('utf8'),
    '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--b--\r\n',
  );
  assert.equal(
    bodyBytes({headers: {'content-type': 'application/json'}, body: '{\n"a": 1\n}'})?.toString(),
    '{\n"a": 1\n}',
  );
  assert.equal(bodyBytes({headers: {}, body: undefined}), undefined);
});

const v730 = allDocsVersions.find((v) => v.name === '7.3.0')!;

/** A 7.x page whose program answers HTML, then a JSON error that shows a password. */
const htmlPage = (html: string, passwordError: string) => `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';
import { body, validationResult } from 'express-validator';

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(express.json());
app.post('/form', body('name').notEmpty(), (req, res) => {
  const errors = validationResult(req).mapped();
  res.send(\`<p>\${errors.name ? 'Name missing' : 'Hello'}</p>\`);
});
app.post('/json', body('password').isLength({ min: 8 }), (req, res) => {
  res.status(400).json({ errors: validationResult(req).array() });
});

app.listen(3000);
${fence}

${fence}http title="Request"
POST /form HTTP/1.1
Content-Type: application/x-www-form-urlencoded

name=
${fence}

${fence}html title="Response 200"
${html}
${fence}

${fence}http title="Request"
POST /json HTTP/1.1
Content-Type: application/json

{"password": "hunter2"}
${fence}

${fence}json title="Response 400"
${passwordError}
${fence}
`;

test('an html response is compared as HTML; a 7.x response with .hide() available may not show a secret value', async () => {
  const run = async (version: typeof v730, page: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-examples-'));
    fs.writeFileSync(path.join(dir, 'fixture.md'), page);
    return checkVersion(version, dir).finally(() => fs.rmSync(dir, {recursive: true, force: true}));
  };
  const hidden = '{"errors": [{"type": "field", "msg": "Invalid value", "path": "password", "location": "body"}]}';
  const shown =
    '{"errors": [{"type": "field", "value": "hunter2", "msg": "Invalid value", "path": "password", "location": "body"}]}';
  // The indentation of the documented markup does not count; its text does.
  const right = await run(v730, htmlPage('  <p>Name missing</p>', hidden));
  assert.match(
    right.failures.join('\n'),
    /fixture\.md:\d+: \[run, express-validator 7\.3\.2\] POST \/json: body differs/,
  );
  assert.doesNotMatch(right.failures.join('\n'), /POST \/form/);
  const wrong = await run(v730, htmlPage('<p>Hello</p>', shown));
  const failures = wrong.failures.join('\n');
  assert.match(failures, /POST \/form: HTML differs; the real body is:\n<p>Name missing<\/p>/);
  assert.match(failures, /the response shows the secret value password="hunter2"; add \.hide\(\) to that chain/);
  assert.deepEqual(shownSecrets(shown), ['password="hunter2"']);
  assert.deepEqual(shownSecrets('{"errors": [{"msg": "x", "path": "user.apiToken", "value": "t"}]}'), [
    'user.apiToken="t"',
  ]);
  assert.deepEqual(shownSecrets(hidden), []);
  // `.hide('*****')` replaces the value: a redacted value is not a secret shown.
  assert.deepEqual(shownSecrets('{"errors": [{"msg": "x", "path": "password", "value": "*****"}]}'), []);
  // 7.0.1 has no .hide(): the shown value is not blamed on a missing .hide(), but the hostile
  // pass still fails the program for echoing the password (a formatter has to drop it).
  assert.equal(releaseHasHide('7.0.1'), false);
  assert.equal(releaseHasHide('7.2.1'), true);
  const old = await run(v700, htmlPage('<p>Name missing</p>', shown));
  assert.doesNotMatch(old.failures.join('\n'), /add \.hide\(\)/);
  assert.equal(old.failures.length, 2);
  for (const f of old.failures) assert.match(f, /\[hostile, Express [45]\].*\n.*the answer shows the secret "hunter2"/);
});

/**
 * A signup program that hashes the password: `guard` goes before the password's length check,
 * `handler` after the route.
 */
const hashingPage = (guard: string, meta = '', handler = '') => `---
title: Fixture
---

${fence}js title="app.js"${meta}
import { scryptSync } from 'node:crypto';
import express from 'express';
import { body, validationResult } from 'express-validator';

const app = express();
app.use(express.json());
app.post('/signup', body('password')${guard}.isLength({ min: 8 }).hide(), (req, res) => {
  if (!validationResult(req).isEmpty()) return res.status(400).json({ ok: false });
  scryptSync(req.body.password, 'salt', 16);
  res.json({ ok: true });
});
${handler}
app.listen(3000);
${fence}

${fence}http title="Request"
POST /signup HTTP/1.1
Content-Type: application/json

{"password": "analytical-engine"}
${fence}

${fence}json title="Response 200"
{"ok": true}
${fence}
`;

test('every 7.x program gets the hostile requests; a 5xx, a stack trace or a shown secret fails it', async () => {
  const run = (page: string) => checkFixture(v730, page);
  // An array passes isLength() element by element, then crashes scryptSync(): a 500 on both Expresses.
  const unguarded = await run(hashingPage('', '', finalHandler));
  assert.equal(unguarded.failures.length, 2, unguarded.failures.join('\n'));
  assert.match(unguarded.failures[0], /fixture\.md:5: \[hostile, Express 4\] 8 of 21 hostile requests fail/);
  assert.match(unguarded.failures[0], /password as an array: status 500/);
  assert.equal(unguarded.hostile?.sent, 42);
  assert.deepEqual(unguarded.hostile?.failing.length, 1);
  // isString() first, but no final error handler: a 1 MB body meets body-parser's limit and gets
  // Express's own 413 page, with its stack. The class is summed, and it fails the program.
  const noHandler = await run(hashingPage('.isString().bail()'));
  assert.deepEqual(
    noHandler.hostile?.reported['1 MB body']?.map((w) => w.replace(/^.*fixture/, 'fixture')),
    ['fixture.md:5 (Express 4)', 'fixture.md:5 (Express 5)'],
  );
  assert.match(noHandler.hostile?.details.join('\n') ?? '', /POST \/signup: a 1 MB body: a stack trace in the answer/);
  assert.equal(noHandler.failures.length, 2, noHandler.failures.join('\n'));
  assert.match(noHandler.failures.join('\n'), /a 1 MB body: a stack trace in the answer/);
  // With the handler, the same program survives every request of the set.
  const guarded = await run(hashingPage('.isString().bail()', '', finalHandler));
  assert.deepEqual(guarded.failures, []);
  assert.deepEqual(guarded.hostile?.failing, []);
  assert.deepEqual(guarded.hostile?.reported, {});
  // A page that shows the failure on purpose marks it; a marker on a passing program is stale.
  const marked = await run(hashingPage('', ' unsafe="shows the crash"'));
  assert.deepEqual(marked.failures, []);
  assert.match(marked.hostile?.lines.join('\n') ?? '', /marked unsafe: shows the crash/);
  const stale = await run(hashingPage('.isString().bail()', ' unsafe="shows the crash"', finalHandler));
  assert.match(stale.failures.join('\n'), /marked unsafe="shows the crash" but passes the hostile pass/);
});

test('the hostile set: each field in five shapes and 100 kB, wrapped in four, no body, text/plain, prototype keys', () => {
  const program = blocksOfPage(writeTemp(hashingPage('')))[0];
  const set = hostileRequests(program);
  assert.deepEqual(
    set.map((h) => h.label.replace('POST /signup: ', '')),
    [
      'password as an array',
      'password as an object',
      'password as a number',
      "password as ''",
      'password as null',
      'password as a 100000-character string',
      'password as a one-element array',
      'password as an array of two values',
      'password as a nested array',
      'password as an object',
      'no body',
      'the body as text/plain',
      '__proto__ and constructor keys',
    ],
  );
  assert.equal(set[0].request.body, '{"password":["analytical-engine"]}');
  assert.deepEqual(set[0].secrets, ['analytical-engine']);
  assert.equal(set[10].request.body, undefined);
  assert.equal(set[8].request.body, '{"password":[["analytical-engine"]]}');
  assert.equal(set[8].mustReject, true);
  assert.match(set[12].request.body ?? '', /^\{"__proto__":\{"hostilePolluted":"yes"\},"constructor":/);
  // A secret counts where the client could read it, not in a message or a field name.
  assert.equal(judge({status: 400, body: '{"errors":[{"path":"password","msg":"pass"}]}'}, ['pass']), undefined);
  assert.match(judge({status: 200, body: '{"user":{"password":"pass"}}'}, ['pass']) ?? '', /shows the secret "pass"/);
  assert.match(judge({status: 200, body: '<p>pass</p>'}, ['pass']) ?? '', /shows the secret/);
  assert.equal(judge({status: 200, body: '<p>password</p>'}, ['pass']), undefined);
  assert.match(
    judge({status: 400, body: 'TypeError: x\n    at check (node:internal/crypto/scrypt:83:14)'}, []) ?? '',
    /a stack trace/,
  );
  // Pollution is detected and undone.
  const before = prototypeSnapshot();
  (Object.prototype as Record<string, unknown>).hostilePolluted = 'yes';
  assert.deepEqual(restorePrototype(before), ['hostilePolluted']);
  assert.equal(({} as Record<string, unknown>).hostilePolluted, undefined);
});

function writeTemp(page: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
  const file = path.join(dir, 'fixture.md');
  fs.writeFileSync(file, page);
  return file;
}

/** A program that validates `email` with `chain` (inserted after `body('email')`) or a schema. */
const emailPage = (validators: string, body = '{"email": "ada@example.com"}') => `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';
import { body, checkSchema, validationResult } from 'express-validator';

const app = express();
app.use(express.json());
app.post('/signup', ${validators}, (req, res) => {
  if (!validationResult(req).isEmpty()) return res.status(400).json({ ok: false });
  res.json({ ok: true });
});
${finalHandler}
app.listen(3000);
${fence}

${fence}http title="Request"
POST /signup HTTP/1.1
Content-Type: application/json

${body}
${fence}

${fence}json title="Response 200"
{"ok": true}
${fence}
`;

test('type confusion: a 2xx for a scalar field sent as an array or object fails, unless the type is checked first', async () => {
  const run = (page: string) => checkFixture(v730, page);
  // 7.x runs isEmail() on each element: ["ada@example.com"] and [["ada@example.com"]] pass it.
  const bare = await run(emailPage("body('email').isEmail()"));
  assert.equal(bare.failures.length, 2, bare.failures.join('\n'));
  assert.match(bare.failures[0], /\[hostile, Express 4\] 3 of 21 hostile requests fail/);
  assert.match(bare.failures[0], /email as a one-element array: status 200: the wrong type was accepted/);
  assert.match(bare.failures[0], /email as an array of two values: status 200/);
  assert.match(bare.failures[0], /email as a nested array: status 200/);
  const typed = await run(emailPage("body('email').isString().bail().isEmail()"));
  assert.deepEqual(typed.failures, []);
  const schema = await run(emailPage('checkSchema({ email: { isString: { bail: true }, isEmail: true } })'));
  assert.deepEqual(schema.failures, []);
  const bareSchema = await run(emailPage('checkSchema({ email: { isEmail: true } })'));
  assert.equal(bareSchema.failures.length, 2, bareSchema.failures.join('\n'));
  // A field the program selects as an array gets no type-confusion request.
  const list = await run(emailPage("body('tags').toArray(), body('tags.*').isString()", '{"tags": "a"}'));
  assert.equal(list.hostile?.failing.length, 0, list.failures.join('\n'));
  assert.deepEqual(list.failures, []);
  assert.deepEqual(
    [...shapedFields("body('tags').isArray(), body('user.name'), checkSchema({ ids: { toArray: true } })")],
    ['tags', 'user', 'ids'],
  );
});

test('type confusion in forms and query strings: indexed pairs, the key repeated, key[]', () => {
  const page = emailPage("body('email').isEmail()")
    .replace('app.use(express.json());', 'app.use(express.urlencoded({ extended: true }));')
    .replace('Content-Type: application/json', 'Content-Type: application/x-www-form-urlencoded')
    .replace('{"email": "ada@example.com"}', 'email=ada%40example.com');
  const set = hostileRequests(blocksOfPage(writeTemp(page))[0]).filter((h) => h.mustReject);
  assert.deepEqual(
    set.map((h) => [h.label.replace('POST /signup: ', ''), h.request.body]),
    [
      ['email as a one-element array', 'email%5B0%5D=ada%40example.com'],
      ['email as an array of two values', 'email%5B0%5D=ada%40example.com&email%5B1%5D=ada%40example.com'],
      ['email as a nested array', 'email%5B0%5D%5B0%5D=ada%40example.com'],
      ['email as an object', 'email%5Bvalue%5D=ada%40example.com'],
      ['email as the key repeated', 'email=ada%40example.com&email=ada%40example.com'],
      ['email as key[]', 'email[]=ada%40example.com'],
    ],
  );
});

test("the stack pattern reads Express's HTML error page and JSON, in linear time", {timeout: 20_000}, () => {
  // Express's default error page for a 413, as finalhandler writes it outside production.
  const page =
    '<pre>PayloadTooLargeError: request entity too large<br> &nbsp; &nbsp;at readStream (/app/node_modules/raw-body/index.js:163:17)<br></pre>';
  assert.match(judge({status: 413, body: page}, []) ?? '', /a stack trace/);
  assert.match(
    judge({status: 400, body: JSON.stringify({stack: 'Error: x\n    at f (a.js:1:2)'})}, []) ?? '',
    /a stack/,
  );
  assert.equal(judge({status: 400, body: '{"msg":"meet at 10:30:00"}'}, []), undefined);
  // Runs of whitespace: the old pattern took 1.2 s on 2,000 line breaks and grew cubically.
  assert.equal(judge({status: 400, body: '\n'.repeat(50_000)}, []), undefined);
  assert.equal(judge({status: 400, body: ' '.repeat(50_000)}, []), undefined);
  assert.equal(judge({status: 400, body: '<br> &nbsp;'.repeat(5_000)}, []), undefined);
});

test('secret names: a key, credential, pin or ssn word too; checkExact() unknown fields count', () => {
  for (const name of [
    'password',
    'newPassword',
    'apiKey',
    'api_key',
    'key',
    'credentials',
    'pinCode',
    'ssn',
    'confirmPassword',
  ]) {
    assert.equal(isSecretName(name), true, name);
  }
  for (const name of ['keyword', 'monkey', 'shipping', 'email', 'passage'])
    assert.equal(isSecretName(name), false, name);
  const unknown = JSON.stringify({
    errors: [
      {type: 'unknown_fields', msg: 'Unknown field(s)', fields: [{path: 'apiKey', location: 'body', value: 'k-123'}]},
    ],
  });
  assert.deepEqual(shownSecrets(unknown), ['apiKey="k-123"']);
  // A query-string field is sent 8,000 characters long: 100,000 would pass Node's 16 KB header limit.
  const query = blocksOfPage(writeTemp(queryPage))[0];
  const long = hostileRequests(query).find((h) => /-character string/.test(h.label))!;
  assert.equal(long.label, 'GET /search: q as a 8000-character string');
  assert.ok(long.request.path.length < 16_384);
});

const queryPage = `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';
import { query, validationResult } from 'express-validator';

const app = express();
app.get('/search', query('q').isString().isLength({ max: 20 }), (req, res) => {
  if (!validationResult(req).isEmpty()) return res.status(400).json({ ok: false });
  res.json({ ok: true });
});

app.listen(3000);
${fence}

${fence}http title="Request"
GET /search?q=ada HTTP/1.1
${fence}

${fence}json title="Response 200"
{"ok": true}
${fence}
`;

test('the malformed set: surrogates, own toString, bad escapes, deep JSON, null prototype-named keys, charsets, 1 MB, 1,001 parameters', () => {
  const set = malformedRequests(blocksOfPage(writeTemp(hashingPage('')))[0]);
  assert.deepEqual(
    set.map((h) => `${h.kind}: ${h.label.replace('POST /signup: ', '')}`),
    [
      'lone surrogate: password as a lone surrogate',
      'own toString and valueOf: password with own toString and valueOf',
      'malformed % escape: a malformed % escape in the path',
      'nested 10000 deep: password nested 10000 deep',
      'prototype-named keys holding null: __proto__ and constructor keys holding null',
      'charset=latin1: a charset=latin1 body',
      'charset=utf-16: a charset=utf-16 body',
      '1 MB body: a 1 MB body',
    ],
  );
  assert.equal(set[0].request.body, '{"password":"\\ud800"}');
  assert.equal(set[1].request.body, '{"password":{"toString":"x","valueOf":"x"}}');
  assert.equal(set[2].request.path, '/signup%E0%A4%A');
  assert.match(set[3].request.body ?? '', /^\{"password":\[{10000}\]{10000}\}$/);
  assert.equal(set[4].request.body, '{"__proto__":null,"constructor":null,"password":"analytical-engine"}');
  assert.equal(set[6].request.headers['Content-Type'], 'application/json; charset=utf-16');
  assert.ok((set[7].request.body ?? '').length > 1_000_000);
  const query = malformedRequests(blocksOfPage(writeTemp(queryPage))[0]);
  const many = query.find((h) => h.kind === '1001 parameters')!;
  assert.match(many.request.path, /^\/search\?q=ada&p0=x&.*&p1000=x$/);
  assert.match(query.find((h) => h.kind === 'own toString and valueOf')!.request.path, /q%5BtoString%5D=x/);
});

/** A program whose async handler throws on a non-string name: Express 4 leaves the rejection unhandled. */
const rejectingPage = `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';

const app = express();
app.use(express.json());
app.post('/echo', async (req, res) => {
  if (typeof req.body?.name !== 'string') throw new TypeError('name must be a string');
  res.json({ ok: true });
});

app.listen(3000);
${fence}

${fence}http title="Request"
POST /echo HTTP/1.1
Content-Type: application/json

{"name": "Ada"}
${fence}

${fence}json title="Response 200"
{"ok": true}
${fence}
`;

test('no request ends the process: an unhandled rejection fails the program', async () => {
  const report = await checkFixture(v730, rejectingPage);
  const failures = report.failures.join('\n');
  assert.match(
    failures,
    /\[hostile, Express 4\][^]*the process would end: an unhandled rejection: TypeError: name must be a string, while answering POST \/echo: name as an array/,
  );
  // Express 5 passes the rejection to its error handler: a 500, not a crash.
  assert.match(failures, /\[hostile, Express 5\][^]*name as an array: status 500/);
  assert.doesNotMatch(failures.split('[hostile, Express 5]')[1] ?? '', /the process would end/);
});

test('the hostile pass is enforced on every 6.x and 7.x release, and only reported on 5.x', () => {
  for (const npmVersion of ['6.0.1', '6.9.2', '6.10.0', '6.15.0', '7.0.1', '7.3.2']) {
    assert.equal(hostileEnforced(npmVersion), true, npmVersion);
  }
  for (const npmVersion of ['5.2.0', '5.3.1']) assert.equal(hostileEnforced(npmVersion), false, npmVersion);
});

/**
 * A JSON route that also reads a query-string field with a standard validator, with or without
 * Express 4's flat query parser (`guard`), as a 6.9.0 page would show it.
 */
const queryOfBodyRoutePage = (guard: boolean) => `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';
import { body, query, validationResult } from 'express-validator';

const app = express();${guard ? "\napp.set('query parser', 'simple');" : ''}
app.use(express.json());

app.put(
  '/cards',
  query('position').optional().isIn(['top', 'bottom']),
  body('title').isString(),
  (req, res) => {
    if (!validationResult(req).isEmpty()) return res.status(400).json({ ok: false });
    res.json({ ok: true });
  },
);

app.use((err, req, res, next) => {
  res.status(err.expose ? err.status : 500).json({ ok: false });
});

app.listen(3000);
${fence}

${fence}http title="Request"
PUT /cards?position=top HTTP/1.1
Content-Type: application/json

{"title": "Plan"}
${fence}

${fence}json title="Response 200"
{"ok": true}
${fence}
`;

test('a query-string field of a request with a body is varied in its URL, and fails a 6.9.x program that reads it unguarded', async () => {
  const program = blocksOfPage(writeTemp(queryOfBodyRoutePage(false)))[0];
  const inUrl = hostileRequests(program).find(
    (h) => h.label === 'PUT /cards: position in the query string as an array',
  )!;
  assert.equal(inUrl.request.path, '/cards?position=top');
  assert.equal(inUrl.request.body, '{"title":"Plan"}');
  const own = malformedRequests(program).find((h) => /position in the query string with own toString/.test(h.label))!;
  assert.equal(own.request.path, '/cards?position%5BtoString%5D=x&position%5BvalueOf%5D=x');
  const v690 = allDocsVersions.find((v) => v.name === '6.9.0')!;
  const unguarded = await checkFixture(v690, queryOfBodyRoutePage(false));
  assert.match(
    unguarded.failures.join('\n'),
    /PUT \/cards: position in the query string with own toString and valueOf: status 500/,
  );
  assert.deepEqual((await checkFixture(v690, queryOfBodyRoutePage(true))).failures, []);
});

/**
 * A 7.x checkExact() route over a wildcard, with or without a JSON reviver that refuses keys named
 * like `Object.prototype` members (`guard`).
 */
const exactPage = (guard: boolean) => `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';
import { body, checkExact, matchedData, validationResult } from 'express-validator';

const app = express();
app.use(express.json(${guard ? '{ reviver: (key, value) => { if (key in Object.prototype) throw new SyntaxError(key); return value; } }' : ''}));

app.post(
  '/tags',
  body('tags').isArray({ max: 5 }),
  checkExact([body('tags.*').isString()]),
  (req, res) => {
    if (!validationResult(req).isEmpty()) return res.status(400).json({ ok: false });
    res.json(matchedData(req));
  },
);

app.use((err, req, res, next) => {
  res.status(err.expose ? err.status : 500).json({ ok: false });
});

app.listen(3000);
${fence}

${fence}http title="Request"
POST /tags HTTP/1.1
Content-Type: application/json

{"tags": ["a"]}
${fence}

${fence}json title="Response 200"
{"tags": ["a"]}
${fence}
`;

test('a null under a prototype-named key fails an unguarded checkExact() program; a wildcard parent is sent array-like', async () => {
  const program = blocksOfPage(writeTemp(exactPage(false)))[0];
  const arrayLike = malformedRequests(program).find((h) => h.kind === 'array-like object')!;
  assert.equal(arrayLike.label, 'POST /tags: tags as an array-like object');
  assert.equal(arrayLike.request.body, '{"tags":{"0":"x","length":"x"}}');
  const unguarded = await checkFixture(v730, exactPage(false));
  assert.match(unguarded.failures.join('\n'), /POST \/tags: __proto__ and constructor keys holding null: status 500/);
  assert.deepEqual((await checkFixture(v730, exactPage(true))).failures, []);
});
