/**
 * The playground's reference in Node: runs playground code (a list of middlewares exported by
 * default, as the playground starters are written) on a request with a real Express 4 and the real
 * express-validator release, and answers what the playground shows: `validationResult(req)`'s
 * `array()` and `mapped()`, and `matchedData(req)`. e2e/playground.spec.ts compares the browser's
 * results with these, so the playground's sandbox, bundles and Express stand-in are checked
 * against the real thing rather than against output typed into a test.
 *
 * Input: the code (JavaScript modules; turned into CommonJS by the playground's own `toCommonJs`),
 * the npm release (an installed `express-validator-<version>` alias), and the request as the
 * playground takes it. Output: the parsed JSON answer. Throws when the program does not load or
 * the request fails.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {createRequire} from 'node:module';

import {toCommonJs} from '../../../src/plugins/playground/state';
import {aliasOf, repoRoot} from '../../../src/docsVersions';
import {send, workDirOf} from './run';

type PlaygroundRequest = {
  method?: string;
  path?: string;
  body?: unknown;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
};

let counter = 0;

export async function runInNode(
  code: string,
  npmVersion: string,
  request: PlaygroundRequest,
): Promise<{errors: unknown; mapped: unknown; matchedData: unknown}> {
  const dir = workDirOf(aliasOf(npmVersion));
  const major = Number(npmVersion.split('.')[0]);
  const cjs = toCommonJs(code);
  const result = major === 5 ? `require('express-validator/check')` : `require('express-validator')`;
  const filter = major === 5 ? `require('express-validator/filter')` : `require('express-validator')`;
  const program = `const express = require(${JSON.stringify(createRequire(path.join(repoRoot, 'package.json')).resolve('express'))});
const mod = {exports: {}};
(function (require, module, exports) {
${cjs}
})(require, mod, mod.exports);
const {validationResult} = ${result};
const {matchedData} = ${filter};
const exported = mod.exports.default ?? mod.exports;
const app = express();
app.use(express.json());
app.all('*', ...[exported].flat(Infinity), (req, res) => {
  const r = validationResult(req);
  res.json({errors: r.array(), mapped: r.mapped(), matchedData: matchedData(req)});
});
module.exports = app;
`;
  const file = path.join(dir, `playground-${process.pid}-${counter++}.cjs`);
  fs.writeFileSync(file, program);
  const app = createRequire(file)(file) as http.RequestListener;
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const answer = await send((server.address() as AddressInfo).port, {
      method: request.method ?? 'POST',
      path: `${request.path ?? '/'}${
        request.query && Object.keys(request.query).length
          ? `?${new URLSearchParams(
              Object.entries(request.query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => [k, x])),
            )}`
          : ''
      }`,
      headers: {'Content-Type': 'application/json', ...(request.headers ?? {})},
      body,
    } as unknown as Parameters<typeof send>[1]);
    if (answer.status !== 200) throw new Error(`the Node run answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as {errors: unknown; mapped: unknown; matchedData: unknown};
  } finally {
    server.closeAllConnections();
    server.close();
    fs.rmSync(file, {force: true});
  }
}
