import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {checkVersion, releaseHasHide, shownSecrets} from '../../scripts/docs/check-examples';
import {allDocsVersions} from '../../src/docsVersions';
import {bodyBytes, isCommonJs} from '../../scripts/docs/examples/run';

const v700 = allDocsVersions.find((v) => v.name === '7.0.0')!;
const fence = '```';

/** A page with one example of each kind, some right and some deliberately wrong. */
const page = `---
title: Fixture
---

${fence}js title="app.js"
import express from 'express';
import { body, validationResult } from 'express-validator';

const app = express();
app.use(express.json());
app.post('/signup', body('email').isEmail(), (req, res) => {
  const result = validationResult(req);
  if (!result.isEmpty()) return res.status(400).json({ errors: result.array() });
  res.json({ ok: true });
});

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
  assert.equal(lines('fixture.md:31: [run, express-validator 7.0.1] POST /signup: body differs').length, 1);
  // isULID() and IsIBANOptions arrived in 7.2: both are errors against 7.0.1, at their lines.
  assert.match(lines('fixture.md:43:')[0] ?? '', /Property 'isULID' does not exist/);
  assert.match(lines('fixture.md:47:')[0] ?? '', /Cannot find name 'IsIBANOptions'/);
  // A 7.x program also runs with Express 5, which answers the same way here: the same failure.
  assert.equal(
    lines('fixture.md:31: [run with Express 5, express-validator 7.0.1] POST /signup: body differs').length,
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
import { query } from 'express-validator';

const app = express();
app.get('/list', query('page').toInt(), (req, res) => res.json({ page: req.query.page }));
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

test('7.x programs run with Express 4 and 5; a page shows both answers where they differ', async () => {
  const run = async (page: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-examples-'));
    fs.writeFileSync(path.join(dir, 'fixture.md'), page);
    return checkVersion(v700, dir).finally(() => fs.rmSync(dir, {recursive: true, force: true}));
  };
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
  // 7.0.1 has no .hide(): its pages may show the value (they say how to drop it instead).
  assert.equal(releaseHasHide('7.0.1'), false);
  assert.equal(releaseHasHide('7.2.1'), true);
  const old = await run(v700, htmlPage('<p>Name missing</p>', shown));
  assert.deepEqual(old.failures, []);
});
