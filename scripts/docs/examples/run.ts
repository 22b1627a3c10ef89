/**
 * Runs complete example programs against one express-validator release and replays the requests
 * the docs show, comparing each real response with the one printed on the page.
 *
 * A program is written as an ES module to `node_modules/.cache/check-examples/<alias>/`, next to a
 * `node_modules/express-validator` symlink that points at the release's npm alias, and imported
 * in this process, so `import ... from 'express-validator'` gets exactly that release with real
 * Node.js ESM semantics. TypeScript programs are transpiled first. A JavaScript program that loads
 * its modules with `require()` and has no `import`/`export` statement is CommonJS, and is written
 * as a `.cjs` file instead: the 5.x docs need it, because Node.js cannot `import` the folders
 * `express-validator/check` and `express-validator/filter` of those releases. While programs load,
 * `app.listen()` is redirected to an ephemeral port on 127.0.0.1; requests are real HTTP.
 * Programs run with Express 4 (`express`) by default, or with Express 5 (the `express-5` alias),
 * which a separate work folder links as `express`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';

import {repoRoot} from '../../../src/docsVersions';
import type {CodeBlock, RequestPair} from './blocks';
import {
  documentedSecrets,
  hostileRequests,
  judge,
  malformedRequests,
  prototypeSnapshot,
  restorePrototype,
} from './hostile';
import {packageDirOf} from './typecheck';

export type RunFailure = {block: CodeBlock; line: number; message: string};

/**
 * What the hostile-request pass (./hostile.ts) found for one program: how many hostile requests
 * were sent, and one message per request that failed (a documented request whose answer shows a
 * secret counts too), plus one when `Object.prototype` changed.
 */
export type HostileResult = {
  block: CodeBlock;
  sent: number;
  problems: string[];
  /**
   * The failures of the `malformedRequests()` set, reported per class and not failing the check
   * yet (many pages have no error handler for body-parser's errors): class → messages. A crash
   * while that set is in flight is filed under `process would end`.
   */
  reported: Record<string, string[]>;
};

type Express = {application: {listen: (...args: unknown[]) => http.Server}};

let runCounter = 0;

/** How many hostile requests are in flight at once against one program. */
const HOSTILE_PARALLEL = 8;

/**
 * How long a hostile request may wait for its answer. Generous: a batch of requests that each
 * hash a password runs one after the other on a busy machine, and a late answer is not a failure.
 */
const HOSTILE_TIMEOUT_MS = 60_000;

/** True for a program written as a CommonJS module: it calls `require()` and never uses `import`/`export`. */
export function isCommonJs(code: string): boolean {
  return /\brequire\(/.test(code) && !/^\s*(import|export)\b/m.test(code);
}

/** The Express package a program runs with: `express` (4.x) or the alias `express-5` (5.x). */
export type ExpressPackage = 'express' | 'express-5';

/**
 * Prepares the folder in which a release's programs are written; returns its path. With
 * `expressPackage` `express-5`, the folder also gets a `node_modules/express` link to the
 * `express-5` alias, so `import express from 'express'` loads Express 5 there.
 */
export function workDirOf(packageName: string, expressPackage: ExpressPackage = 'express'): string {
  const suffix = expressPackage === 'express' ? '' : `+${expressPackage}`;
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'check-examples', packageName + suffix);
  const link = path.join(dir, 'node_modules', 'express-validator');
  fs.mkdirSync(path.dirname(link), {recursive: true});
  linkTo(packageDirOf(packageName), link);
  if (expressPackage !== 'express') linkTo(packageDirOf(expressPackage), path.join(dir, 'node_modules', 'express'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type": "module", "private": true}\n');
  return dir;
}

/**
 * Makes `link` a symlink to `target`, replacing a link that points elsewhere (a cache copied from
 * another checkout would otherwise load that checkout's Express, whose `listen` is not redirected).
 */
function linkTo(target: string, link: string): void {
  let current: string | undefined;
  try {
    current = fs.readlinkSync(link);
  } catch {
    current = undefined;
  }
  if (current === target) return;
  if (current !== undefined) fs.rmSync(link, {force: true});
  fs.symlinkSync(target, link, 'dir');
}

/**
 * The bytes sent for a request block's body. A `multipart/form-data` body is written on the page
 * with plain line breaks; HTTP separates its lines with CRLF and ends it with one, so those are
 * put back here (every other body is sent as written).
 */
export function bodyBytes(pair: Pick<RequestPair, 'headers' | 'body'>): Buffer | undefined {
  if (pair.body === undefined) return undefined;
  const type = Object.entries(pair.headers ?? {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!/^multipart\//i.test(type)) return Buffer.from(pair.body);
  return Buffer.from(pair.body.replace(/\r?\n/g, '\r\n') + '\r\n');
}

/**
 * Sends one request to a listening server; resolves with status, `Content-Type` and body text.
 * Rejects when no answer comes within `timeoutMs` milliseconds (5 s by default). Each request
 * opens its own connection.
 */
export function send(
  port: number,
  pair: Pick<RequestPair, 'method' | 'path' | 'headers' | 'body'>,
  timeoutMs = 5000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = bodyBytes(pair);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: pair.method,
        path: pair.path,
        // A connection of its own, as curl opens: a pooled socket that a dropped program closed
        // would fail the next request with "socket hang up".
        agent: false,
        headers: {...pair.headers, ...(body ? {'Content-Length': String(body.length)} : {})},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no response within ${timeoutMs / 1000} s`)));
    req.end(body);
  });
}

/** What a program sent back for one request (`contentType`: the header as sent, `''` when absent). */
export type Answer = {status: number; contentType?: string; body: string};

/**
 * HTML as a page shows it and as it is compared: every line trimmed, blank lines dropped. The
 * markup itself (tags, attributes, text, their order) must match exactly.
 */
export function normaliseHtml(html: string): string {
  return html
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Compares a real response with the documented one (the Express 5 variant of the page when the
 * program ran with Express 5 and the page shows one); returns a message when they differ.
 */
function compare(pair: RequestPair, actual: Answer, expressPackage: ExpressPackage): string | undefined {
  const expected = (expressPackage === 'express-5' && pair.express5) || pair;
  const problems: string[] = [];
  if (actual.status !== expected.status) problems.push(`status ${actual.status}, docs say ${expected.status}`);
  return compareBody(expected, actual, problems);
}

function compareBody(
  pair: Pick<RequestPair, 'responseLang' | 'response'>,
  actual: Answer,
  problems: string[],
): string | undefined {
  if (pair.responseLang === 'json') {
    let expected: unknown;
    let got: unknown;
    try {
      expected = JSON.parse(pair.response);
    } catch (e) {
      return `the documented response is not valid JSON: ${(e as Error).message}`;
    }
    try {
      got = JSON.parse(actual.body);
    } catch {
      problems.push(`the response body is not JSON: ${JSON.stringify(actual.body.slice(0, 200))}`);
    }
    if (got !== undefined) {
      try {
        assert.deepStrictEqual(got, expected);
      } catch {
        problems.push(`body differs; the real body is:\n${JSON.stringify(got, null, 2)}`);
      }
    }
  } else if (pair.responseLang === 'html') {
    if (actual.contentType !== undefined && !/^text\/html\b/i.test(actual.contentType)) {
      problems.push(`the response is ${actual.contentType || 'untyped'}, not text/html`);
    }
    if (normaliseHtml(actual.body) !== normaliseHtml(pair.response)) {
      problems.push(`HTML differs; the real body is:\n${actual.body.trim()}`);
    }
  } else if (actual.body.trim() !== pair.response.trim()) {
    problems.push(`body differs; the real body is:\n${actual.body.trim()}`);
  }
  return problems.length ? problems.join('; ') : undefined;
}

/**
 * Runs each program against the release installed as `packageName`, with Express 4 (`express`)
 * or Express 5 (`express-5`), and replays its requests. Returns the failures (load errors, a
 * program that never listens, responses that differ from the page) and every answer received,
 * keyed by `<page>:<request line>`. With `options.hostile`, each program also gets the
 * hostile-request pass of ./hostile.ts after its documented requests, and `hostile` holds one
 * result per program that listened (empty otherwise).
 */
export async function runPrograms(
  programs: readonly CodeBlock[],
  packageName: string,
  expressPackage: ExpressPackage = 'express',
  options: {hostile?: boolean} = {},
): Promise<{failures: RunFailure[]; answers: Map<string, Answer>; hostile: HostileResult[]}> {
  const hostile: HostileResult[] = [];
  const dir = workDirOf(packageName, expressPackage);
  const answers = new Map<string, Answer>();
  const express = createRequire(path.join(repoRoot, 'package.json'))(expressPackage) as Express;
  const originalListen = express.application.listen;
  const failures: RunFailure[] = [];
  const servers: http.Server[] = [];
  express.application.listen = function listen(this: http.RequestListener) {
    const server = http.createServer(this);
    servers.push(server);
    return server.listen(0, '127.0.0.1');
  };
  const quiet = {log: console.log, info: console.info, warn: console.warn};
  // What would end a program's own process: an uncaught exception, an unhandled rejection or
  // process.exit(). The programs share this process, so each is caught and recorded instead; as
  // in a process that ends, every connection open at that moment is dropped.
  const crashes: string[] = [];
  let current: http.Server | undefined;
  const onCrash = (kind: string) => (e: unknown) => {
    crashes.push(`${kind}: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    current?.closeAllConnections();
  };
  const onException = onCrash('an uncaught exception');
  const onRejection = onCrash('an unhandled rejection');
  const originalExit = process.exit;
  // Only these listeners hear a program's crash, as in its own process (a test runner's are put back after).
  const saved = (['uncaughtException', 'unhandledRejection'] as const).map(
    (event) => [event, process.rawListeners(event) as Array<(...args: unknown[]) => void>] as const,
  );
  for (const [event] of saved) process.removeAllListeners(event);
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  process.exit = ((code?: number) => {
    onCrash('process.exit()')(new Error(`code ${code ?? 0}`));
    throw new Error('process.exit() called');
  }) as typeof process.exit;
  /** Takes the crashes recorded so far, as one sentence, or undefined when there were none. */
  const takeCrashes = () =>
    crashes.length ? `the process would end: ${[...new Set(crashes.splice(0))].join('; ')}` : undefined;
  try {
    for (const block of programs) {
      const js =
        block.lang === 'ts' || block.lang === 'tsx'
          ? ts.transpileModule(block.code, {
              compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, esModuleInterop: true},
            }).outputText
          : block.code;
      const ext = isCommonJs(js) ? 'cjs' : 'mjs';
      const file = path.join(
        dir,
        `${path.basename(block.file).replace(/\W/g, '_')}-L${block.line}-${runCounter++}.${ext}`,
      );
      fs.writeFileSync(file, js);
      servers.length = 0;
      console.log = console.info = console.warn = () => undefined;
      try {
        await import(pathToFileURL(file).href);
      } catch (e) {
        failures.push({
          block,
          line: block.line,
          message: `the program throws while loading: ${(e as Error).stack ?? e}`,
        });
        continue;
      } finally {
        Object.assign(console, quiet);
      }
      const server = servers[0];
      if (!server) {
        failures.push({block, line: block.line, message: 'the program never calls app.listen()'});
        continue;
      }
      if (!server.listening) await new Promise((r) => server.once('listening', r));
      const {port} = server.address() as AddressInfo;
      current = server;
      crashes.length = 0;
      const result: HostileResult = {block, sent: 0, problems: [], reported: {}};
      const prototypeBefore = prototypeSnapshot();
      try {
        for (const pair of block.requests) {
          try {
            const answer = await send(port, pair);
            answers.set(`${pair.file}:${pair.line}`, answer);
            const leak = options.hostile ? judge(answer, documentedSecrets(pair)) : undefined;
            if (leak) result.problems.push(`line ${pair.line}, ${pair.method} ${pair.path} as shown: ${leak}`);
            const problem = compare(pair, answer, expressPackage);
            if (problem) failures.push({block, line: pair.line, message: `${pair.method} ${pair.path}: ${problem}`});
          } catch (e) {
            failures.push({block, line: pair.line, message: `${pair.method} ${pair.path}: ${(e as Error).message}`});
          }
          const crash = takeCrashes();
          if (crash) failures.push({block, line: pair.line, message: `${pair.method} ${pair.path}: ${crash}`});
        }
        // Express logs the errors of failing requests with console.error; the report names them.
        const error = console.error;
        console.error = () => undefined;
        try {
          // Sent a few at a time: the answers are judged one by one, and their order is kept.
          const enforced = options.hostile ? hostileRequests(block) : [];
          const reportOnly = options.hostile ? malformedRequests(block) : [];
          const set = [...enforced, ...reportOnly];
          // A crash is listed first: it hides the answers of every request then in flight.
          const file = (kind: string | undefined, message: string, first = false) => {
            const list = kind === undefined ? result.problems : (result.reported[kind] ??= []);
            if (first) list.unshift(message);
            else list.push(message);
          };
          // The two sets go in separate batches, so a crash is blamed on one of them.
          const batches = [enforced, reportOnly].flatMap((s) =>
            Array.from({length: Math.ceil(s.length / HOSTILE_PARALLEL)}, (_, i) =>
              s.slice(i * HOSTILE_PARALLEL, (i + 1) * HOSTILE_PARALLEL),
            ),
          );
          for (const batch of batches) {
            const verdicts = await Promise.all(
              batch.map((h) =>
                send(port, h.request, HOSTILE_TIMEOUT_MS).then(
                  (answer) => judge(answer, h.secrets, h.mustReject),
                  (e: unknown) => `no answer (${(e as Error).message})`,
                ),
              ),
            );
            verdicts.forEach((v, j) => v && file(batch[j].kind, `${batch[j].label}: ${v}`));
            // A crash is blamed on the batch in flight: its requests are the suspects.
            await new Promise((resolve) => setImmediate(resolve));
            const crash = takeCrashes();
            const message = `${crash}, while answering ${batch.map((h) => h.label).join(' | ')}`;
            if (crash) file(batch[0].kind && 'process would end', message, true);
          }
          result.sent += set.length;
          // The program must still answer a documented request (or its first route) after the set.
          const probe = block.requests[0] ?? set[0]?.request;
          if (options.hostile && probe) {
            const alive = await send(port, probe, HOSTILE_TIMEOUT_MS).then(
              () => undefined,
              (e: unknown) => (e as Error).message,
            );
            if (alive || !server.listening) {
              result.problems.push(
                `after the set, ${probe.method} ${probe.path} gets no answer: ${alive ?? 'the server closed'}`,
              );
            }
          }
        } finally {
          // Express 5 logs a failed request's error on the next turn, after answering it.
          await new Promise((resolve) => setImmediate(resolve));
          console.error = error;
        }
      } finally {
        const added = restorePrototype(prototypeBefore);
        if (added.length) result.problems.push(`Object.prototype gained ${added.join(', ')}`);
        if (options.hostile) hostile.push(result);
        for (const s of servers) {
          s.closeAllConnections();
          s.close();
        }
      }
    }
  } finally {
    express.application.listen = originalListen;
    process.exit = originalExit;
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
    for (const [event, listeners] of saved) for (const l of listeners) process.on(event, l);
  }
  return {failures, answers, hostile};
}
