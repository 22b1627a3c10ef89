import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {resolvePath} from '../../scripts/serve-build';

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
