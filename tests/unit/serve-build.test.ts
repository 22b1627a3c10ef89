import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {test} from 'node:test';
import zlib from 'node:zlib';

import {resolvePath, serve, stripBase} from '../../scripts/site/serve-build';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
for (const file of ['index.html', '404.html', 'docs.html', 'docs/api/check.html', 'old/index.html', 'app.js']) {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), file);
}

test('serves files, then name.html, like GitHub Pages', () => {
  assert.deepEqual(resolvePath(root, '/app.js'), {status: 200, file: path.join(root, 'app.js')});
  assert.deepEqual(resolvePath(root, '/docs/api/check'), {status: 200, file: path.join(root, 'docs/api/check.html')});
  assert.deepEqual(
    resolvePath(root, '/docs'),
    {status: 200, file: path.join(root, 'docs.html')},
    'file wins over folder',
  );
  assert.deepEqual(resolvePath(root, '/'), {status: 200, file: path.join(root, 'index.html')});
});

test('a folder without a trailing slash redirects; with it, serves its index.html', () => {
  assert.deepEqual(resolvePath(root, '/old'), {status: 301, location: '/old/'});
  assert.deepEqual(resolvePath(root, '/old/'), {status: 200, file: path.join(root, 'old/index.html')});
});

test('unknown paths, escapes and bad encodings', () => {
  assert.deepEqual(resolvePath(root, '/nope'), {status: 404, file: path.join(root, '404.html')});
  assert.deepEqual(resolvePath(root, '/docs/'), {status: 404, file: path.join(root, '404.html')});
  assert.deepEqual(resolvePath(root, '/%2e%2e/%2e%2e/etc/passwd'), {status: 404, file: path.join(root, '404.html')});
  assert.deepEqual(resolvePath(root, '/%E0%A4%A'), {status: 400});
});

/** GET over plain node:http (no automatic decompression): status, headers and raw body bytes. */
function get(port: number, urlPath: string, headers: http.OutgoingHttpHeaders) {
  return new Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
    http
      .get({host: '127.0.0.1', port, path: urlPath, headers}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}

test('text files are gzip-compressed for clients that accept it, like GitHub Pages', async () => {
  const server = await serve(root, 0);
  const {port} = server.address() as AddressInfo;
  try {
    const zipped = await get(port, '/app.js', {'Accept-Encoding': 'gzip, deflate, br'});
    assert.equal(zipped.status, 200);
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(zipped.body).toString(), 'app.js');

    const plain = await get(port, '/app.js', {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), 'app.js');

    const missing = await get(port, '/nope', {'Accept-Encoding': 'gzip'});
    assert.equal(missing.status, 404);
    assert.equal(zlib.gunzipSync(missing.body).toString(), '404.html');
  } finally {
    server.close();
  }
});

test('cache headers and conditional requests, like GitHub Pages; not-found answers are not cached', async () => {
  const server = await serve(root, 0);
  const {port} = server.address() as AddressInfo;
  try {
    const first = await get(port, '/docs/api/check', {});
    assert.equal(first.status, 200);
    assert.equal(first.headers['cache-control'], 'max-age=600');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+"$/);
    assert.equal(
      Date.parse(lastModified),
      Math.floor(fs.statSync(path.join(root, 'docs/api/check.html')).mtimeMs / 1000) * 1000,
    );

    const byTag = await get(port, '/docs/api/check', {'If-None-Match': `"x", ${etag}`});
    assert.equal(byTag.status, 304);
    assert.equal(byTag.body.length, 0);
    assert.equal((await get(port, '/docs/api/check', {'If-None-Match': '"other"'})).status, 200);
    assert.equal((await get(port, '/docs/api/check', {'If-Modified-Since': lastModified})).status, 304);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    assert.equal((await get(port, '/docs/api/check', {'If-Modified-Since': before})).status, 200);

    const missing = await get(port, '/nope', {'If-Modified-Since': new Date().toUTCString()});
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], undefined);
  } finally {
    server.close();
  }
});

test('under a base URL: the site lives below it, the bare base redirects, other paths are not the site', async () => {
  const base = '/express-validator-docs/';
  assert.deepEqual(stripBase('/express-validator-docs/docs/api/check', base), {inside: '/docs/api/check'});
  assert.deepEqual(stripBase('/express-validator-docs/', base), {inside: '/'});
  assert.deepEqual(stripBase('/express-validator-docs', base), {redirect: base});
  assert.deepEqual(stripBase('/docs/api/check', base), {outside: true});
  assert.deepEqual(stripBase('/express-validator-docsx/', base), {outside: true});
  assert.deepEqual(stripBase('/docs', '/'), {inside: '/docs'});

  const server = await serve(root, 0, base);
  const {port} = server.address() as AddressInfo;
  try {
    const page = await get(port, '/express-validator-docs/docs/api/check', {});
    assert.equal(page.status, 200);
    assert.equal(page.body.toString(), 'docs/api/check.html');
    const folder = await get(port, '/express-validator-docs/old?x=1', {});
    assert.equal(folder.status, 301);
    assert.equal(folder.headers.location, '/express-validator-docs/old/?x=1');
    const bare = await get(port, '/express-validator-docs', {});
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.location, base);
    const missing = await get(port, '/express-validator-docs/nope', {});
    assert.equal(missing.status, 404);
    assert.equal(missing.body.toString(), '404.html', "the site's own not-found page");
    const outside = await get(port, '/docs/api/check', {});
    assert.equal(outside.status, 404);
    assert.match(outside.body.toString(), /outside the site's base URL/);
  } finally {
    server.close();
  }
});
