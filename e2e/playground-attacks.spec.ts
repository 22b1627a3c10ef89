/**
 * The playground tried as an attacker and as a careless reader would, in Chromium against the
 * production build: values of any shape thrown, rejected, logged or posted by the reader's code;
 * every network path a Worker has, against a server on 127.0.0.1 that must receive nothing;
 * 20 MB of console output; a short link that unpacks to 50 MB; code of one release run on
 * another; Express 4 and 5; the result brought into view; the bug report's URL; the draft kept
 * across a reload. Shared helpers come from ./playground.spec.ts's conventions (a link opens the
 * state; Run; the result sections).
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';

import {test, expect, hydrated} from './fixtures';
import {encodeState, MAX_STATE} from '../src/plugins/playground/state';
import {ISSUE_URL, MAX_REPORT_URL} from '../src/components/Playground/report';

const codeEditor = (page: Page) => page.locator('[data-editor="javascript"] .cm-content');

/** Opens the playground with a state, as a shared link does. */
async function openWith(page: Page, code: string, request: object = {body: {}}, express: 4 | 5 = 5): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/playground${encodeState({version: '7.3.0', code, request: JSON.stringify(request), express})}`);
  await hydrated(page);
  await expect(page.getByRole('status')).toContainText('Loaded from a link');
}

/** Presses Run and waits for this run's outcome (the result panel counts runs). */
async function run(page: Page): Promise<void> {
  const before = Number(await page.locator('[data-runs]').getAttribute('data-runs'));
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(page.locator('[data-runs]')).toHaveAttribute('data-runs', String(before + 1), {timeout: 15_000});
}

async function responseBody(page: Page): Promise<unknown> {
  const text = await page.locator('[data-section="response"] pre').textContent();
  return (JSON.parse(text ?? 'null') as {body: unknown}).body;
}

/** The page is still the playground, and the editor still holds `marker`. */
async function pageStandsWith(page: Page, marker: string): Promise<void> {
  await expect(page.getByRole('heading', {name: 'Playground', level: 1})).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(codeEditor(page)).toContainText(marker);
}

test.describe('playground: nothing from the code crashes the page', () => {
  const shapes: [string, string, RegExp][] = [
    ['a thrown object whose message is an object', `throw {name: 'X', message: {oops: 1}};`, /X: \{"oops":1\}/],
    ['a rejected promise with an object message', `Promise.reject({message: {a: 1}});`, /\{"a":1\}/],
    [
      'a message posted from inside the Worker',
      `self.postMessage({logs: 'x'});\nself.postMessage({token: 1, result: {error: {message: {x: 1}}}});`,
      /./,
    ],
    [
      'a thrown value with a cycle, a throwing getter and a symbol',
      `const v = {s: Symbol('s')}; v.self = v; Object.defineProperty(v, 'message', {get() { throw new Error('no'); }, enumerable: true});\nthrow v;`,
      /getter threw/,
    ],
    ['a thrown symbol', `throw Symbol('odd');`, /Symbol\(odd\)/],
    ['a thrown 5 MB string', `throw 'z'.repeat(5_000_000);`, /zzzz/],
  ];
  for (const [name, body, shown] of shapes) {
    test(`${name}: shown as text; the page and the editor stay`, async ({page}) => {
      const marker = `// shape: ${name}`;
      await openWith(
        page,
        `${marker}\nimport { body } from 'express-validator';\nconsole.log({deep: {deeper: [1, {a: Symbol('x')}]}});\n${body}\nexport default [body('a').optional()];\n`,
      );
      await run(page);
      await expect(page.locator('[data-run-result]')).toBeVisible();
      const error = page.locator('[data-run-error]');
      if ((await error.count()) > 0) await expect(error).toContainText(shown);
      await pageStandsWith(page, marker);
      // The next run works.
      await run(page);
      await pageStandsWith(page, marker);
    });
  }
});

test.describe('playground: the sandbox sends nothing over the network', () => {
  test('fetch, XHR, importScripts, EventSource, WebSocket and a nested Worker to a server on 127.0.0.1 all fail; it receives nothing', async ({
    page,
    consoleErrors,
  }) => {
    const received: string[] = [];
    const server = http.createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.writeHead(200, {'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain'});
      res.end('reached');
    });
    server.on('upgrade', (req, socket) => {
      received.push(`UPGRADE ${req.url}`);
      socket.destroy();
    });
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const code = `import express from 'express';
const origin = 'http://127.0.0.1:${port}';
const app = express();
const within = (p) => Promise.race([p, new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), 800))]);
const attempt = async (name, fn) => {
  try { await within(fn()); return name + ': went out'; } catch (e) { return name + ': blocked'; }
};
app.get('/', async (req, res) => {
  res.json([
    await attempt('fetch GET', () => fetch(origin + '/fetch-get').then((r) => r.text())),
    await attempt('fetch POST', () => fetch(origin + '/fetch-post', {method: 'POST', body: 'secret'})),
    await attempt('fetch no-cors', () => fetch(origin + '/no-cors', {mode: 'no-cors'})),
    await attempt('XHR', () => new Promise((resolve, reject) => {
      const x = new XMLHttpRequest(); x.open('GET', origin + '/xhr'); x.onload = resolve; x.onerror = reject; x.send();
    })),
    await attempt('importScripts', async () => importScripts(origin + '/script.js')),
    await attempt('EventSource', () => new Promise((resolve, reject) => {
      const s = new EventSource(origin + '/events'); s.onopen = resolve; s.onerror = (e) => { s.close(); reject(e); };
    })),
    await attempt('WebSocket', () => new Promise((resolve, reject) => {
      const w = new WebSocket('ws://127.0.0.1:${port}/ws'); w.onopen = resolve; w.onerror = reject;
    })),
    await attempt('a Worker of its own', () => new Promise((resolve, reject) => {
      const source = "fetch('" + origin + "/nested').then(() => postMessage('went'), () => postMessage('blocked'))";
      const w = new Worker(URL.createObjectURL(new Blob([source], {type: 'text/javascript'})));
      w.onmessage = (e) => (e.data === 'went' ? resolve() : reject(new Error('blocked')));
      w.onerror = reject;
    })),
  ]);
});
app.listen(3000);
`;
      await openWith(page, code, {method: 'GET', path: '/'});
      await run(page);
      expect(await responseBody(page)).toEqual(
        [
          'fetch GET',
          'fetch POST',
          'fetch no-cors',
          'XHR',
          'importScripts',
          'EventSource',
          'WebSocket',
          'a Worker of its own',
        ].map((n) => `${n}: blocked`),
      );
      expect(received).toEqual([]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
    // Chromium reports each refused request as a Content-Security-Policy violation: expected here.
    const others = consoleErrors.filter((e) => !/Content Security Policy|net::ERR_|WebSocket/.test(e));
    consoleErrors.length = 0;
    consoleErrors.push(...others);
  });
});

test.describe('playground: limits', () => {
  test('20 MB of console output: the first 1,000,000 characters, with a note; the page stays usable', async ({
    page,
  }) => {
    await openWith(page, `console.log('x'.repeat(20_000_000));\nconsole.log('after');\nexport default [];\n`);
    await run(page);
    const consoleText = page.locator('[data-section="console"] pre');
    await expect(consoleText).toContainText('Output truncated: the playground keeps the first 1,000,000 characters');
    const length = await consoleText.evaluate((el) => el.textContent!.length);
    expect(length).toBeLessThan(1_001_000);
    await page.getByLabel('Example').selectOption('signup');
    await run(page);
    await expect(page.locator('[data-section="errors"]')).toBeVisible();
  });

  test('a link of about 20 KB that unpacks to 50 MB is refused with a message; the editors keep the starter', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const code = 'a'.repeat(50_000_000);
    const link = compressLinkState(JSON.stringify({v: '7.3.0', c: code, r: '{}', x: 5}));
    expect(link.length).toBeLessThan(25_000);
    expect(decompressFromEncodedURIComponent(link)?.length).toBeGreaterThan(MAX_STATE);
    await page.goto(`/playground#s=${link}`);
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText('This link unpacks to more than');
    await expect(codeEditor(page)).toContainText("body('email')");
  });

  test('a long request scrolls inside its editor, which stays under 24rem', async ({page}) => {
    await openWith(page, 'export default [];\n', {body: {lines: Array.from({length: 300}, (_, i) => `line ${i}`)}});
    const box = await page.locator('[data-editor="json"]').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(24 * 16 + 4);
  });
});

test.describe('playground: versions and Express', () => {
  test('7.x code on 5.3.0 names the imports 5.3.0 lacks and loads its example on request', async ({page}) => {
    await page.goto('/playground?version=7.3.0');
    await hydrated(page);
    const hint = page.locator('[data-playground="mismatch"]');
    await expect(hint).toHaveCount(0);
    await page.getByLabel('express-validator version').selectOption('5.3.0');
    await expect(hint).toContainText('This code does not fit express-validator 5.3.1: express-validator has no body');
    await expect(hint).toContainText('In 5.x, validation chains come from express-validator/check');
    await hint.getByRole('button', {name: 'Load the 5.3.1 example'}).click();
    await expect(codeEditor(page)).toContainText("from 'express-validator/check'");
    await expect(hint).toHaveCount(0);
    await run(page);
    await expect(page.locator('[data-run-error]')).toHaveCount(0);
    await expect(page.locator('[data-section="errors"]')).toBeVisible();
  });

  test('?n=2 after toInt(): Express 4 answers 2, Express 5 (the default) "2"; a nested key is parsed by Express 4 only', async ({
    page,
  }) => {
    const code = `import express from 'express';
import { query } from 'express-validator';
const app = express();
app.get('/', query('n').toInt(), (req, res) => res.json({n: req.query.n, f: req.query.f ?? null, flat: req.query['f[a]'] ?? null}));
app.listen(3000);
`;
    await openWith(page, code, {method: 'GET', path: '/?n=2&f[a]=1'}, 5);
    await expect(page.getByRole('combobox', {name: /^Express\b/})).toHaveValue('5');
    await run(page);
    expect(await responseBody(page)).toEqual({n: '2', f: null, flat: '1'});
    await expect(page.locator('[data-run-result]')).toContainText('the Express 5 stand-in');
    await page.getByRole('combobox', {name: /^Express\b/}).selectOption('4');
    await run(page);
    expect(await responseBody(page)).toEqual({n: 2, f: {a: '1'}, flat: null});
  });
});

test.describe('playground: after Run', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`at ${width}x${height} the result comes into view and its status is announced`, async ({page}) => {
      await page.setViewportSize({width, height});
      await page.goto('/playground');
      await hydrated(page);
      await run(page);
      await expect(page.getByRole('heading', {name: 'Result', level: 2})).toBeInViewport();
      await expect(page.locator('[data-run-result] p').first()).toBeInViewport();
      await expect(page.getByRole('status')).toContainText(
        /Done: response 400, \d+ validation errors?\. The result is below\./,
      );
    });
  }

  test('Report a bug: a GitHub new-issue URL with the release, Express, code, request, output and link', async ({
    page,
  }) => {
    await page.goto('/playground');
    await hydrated(page);
    await run(page);
    const report = page.getByRole('link', {name: 'Report a bug'});
    await expect(report).toHaveAttribute('target', '_blank');
    const url = new URL((await report.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe(ISSUE_URL);
    expect(url.host).toBe('github.com');
    expect(url.searchParams.get('title')).toMatch(/^Unexpected result with express-validator 7\.3\.\d+ and Express 5$/);
    const body = url.searchParams.get('body')!;
    expect(body).toContain('- Express: 5');
    expect(body).toContain("body('email')");
    expect(body).toContain('"password": "short"');
    expect(body).toContain('Use at least 8 characters');
    expect(body).toMatch(/Playground link: http:\/\/127\.0\.0\.1:\d+\/playground#s=/);
    // The encoded form: spaces and newlines percent-encoded, no raw '&' inside a field.
    expect(await report.getAttribute('href')).toMatch(/\?title=Unexpected%20result%20with%20express-validator%20/);
  });

  test('Report a bug past 8,000 characters: the body carries the share link and says so', async ({page}) => {
    const code = `// ${'long comment '.repeat(1000)}\nimport { body } from 'express-validator';\nexport default [body('a').isEmail()];\n`;
    await openWith(page, code, {body: {a: 'x'}});
    await run(page);
    await expect(page.locator('[data-playground="report"]')).toContainText('too long for a link of 8,000 characters');
    const href = (await page.getByRole('link', {name: 'Report a bug'}).getAttribute('href'))!;
    expect(href.length).toBeLessThanOrEqual(MAX_REPORT_URL);
    const body = new URL(href).searchParams.get('body')!;
    expect(body).toMatch(
      /Playground link \(it holds the code and the request\): http:\/\/127\.0\.0\.1:\d+\/playground#s=/,
    );
    expect(body).toContain('are not copied here');
    expect(body).not.toContain('long comment long comment');
  });

  test('the draft survives a reload; a shared link opened later takes precedence', async ({page}) => {
    await page.goto('/playground');
    await hydrated(page);
    await page.getByLabel('express-validator version').selectOption('6.14.0');
    await page.getByLabel('Example').selectOption('wildcard');
    await page.getByRole('combobox', {name: /^Express\b/}).selectOption('4');
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('express-validator version')).toHaveValue('6.14.0');
    await expect(page.getByRole('combobox', {name: /^Express\b/})).toHaveValue('4');
    await expect(codeEditor(page)).toContainText("body('items.*.sku')");
    await openWith(page, '// from a link\nexport default [];\n');
    await expect(codeEditor(page)).toContainText('// from a link');
    await expect(page.getByLabel('express-validator version')).toHaveValue('7.3.0');
  });
});

/**
 * lz-string's `compressToEncodedURIComponent` (same output), with its dictionary kept as a trie:
 * lz-string itself re-hashes ever longer strings and needs minutes for 50 MB of one letter.
 */
function compressLinkState(input: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
  const out: string[] = [];
  let val = 0;
  let pos = 0;
  const bit = (b: number) => {
    val = (val << 1) | b;
    if (pos === 5) {
      out.push(alphabet[val]);
      val = 0;
      pos = 0;
    } else pos++;
  };
  const bits = (value: number, n: number) => {
    for (let i = 0; i < n; i++) {
      bit(value & 1);
      value >>= 1;
    }
  };
  const codes: number[] = [];
  const children: Map<string, number>[] = [];
  const single = new Map<string, number>();
  const toCreate = new Set<string>();
  let dictSize = 3;
  let numBits = 2;
  let enlargeIn = 2;
  const node = (code: number) => {
    codes.push(code);
    children.push(new Map());
    return codes.length - 1;
  };
  const grow = () => {
    enlargeIn--;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  };
  let w = -1;
  let wChar = '';
  let wSingle = false;
  const emit = () => {
    if (wSingle && toCreate.has(wChar)) {
      const v = wChar.charCodeAt(0);
      if (v < 256) {
        bits(0, numBits);
        bits(v, 8);
      } else {
        bits(1, numBits);
        bits(v, 16);
      }
      grow();
      toCreate.delete(wChar);
    } else bits(codes[w], numBits);
    grow();
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (!single.has(c)) {
      single.set(c, node(dictSize++));
      toCreate.add(c);
    }
    if (w === -1) {
      w = single.get(c)!;
      wChar = c;
      wSingle = true;
      continue;
    }
    const next = children[w].get(c);
    if (next !== undefined) {
      w = next;
      wSingle = false;
    } else {
      emit();
      children[w].set(c, node(dictSize++));
      w = single.get(c)!;
      wChar = c;
      wSingle = true;
    }
  }
  if (w !== -1) emit();
  bits(2, numBits);
  for (;;) {
    val <<= 1;
    if (pos === 5) {
      out.push(alphabet[val]);
      break;
    }
    pos++;
  }
  return out.join('');
}

test('the link compressor of these tests gives what lz-string gives', () => {
  for (const text of [
    '',
    'a',
    'abcabcabc',
    JSON.stringify({v: '7.3.0', c: 'é€😀\n'.repeat(40), r: '{}'}),
    'q'.repeat(5000),
  ]) {
    expect(compressLinkState(text), text.slice(0, 20)).toBe(compressToEncodedURIComponent(text));
  }
});

/** A request body of `n` CJK characters that lz-string cannot shrink (a fixed pseudo-random walk). */
function cjk(n: number): string {
  let seed = 7;
  let out = '';
  for (let i = 0; i < n; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    out += String.fromCharCode(0x4e00 + ((seed >>> 12) % 0x5000));
  }
  return out;
}

/** The sandbox frame, once a first run has created it. */
async function sandboxFrame(page: Page) {
  await run(page);
  const frame = page.frame({url: 'about:srcdoc'});
  expect(frame, 'the sandbox frame').toBeTruthy();
  return frame!;
}

/**
 * Takes the sandbox frame over after a first run: its own script's answers no longer reach the
 * page (`MessagePort.prototype.postMessage`, which it answers through, is replaced), a counter of
 * the test counts the runs it starts (`runsHeld`, from the Workers it creates), and each answer is
 * what `answer` says: `none` drops it; `sharedTree` replaces the result with one made of shared
 * sub-objects (`Array(1000).fill(...)` four levels deep: 10^12 leaves unfolded, 4,000 slots as
 * they are); `unreadable` sends a WebAssembly module, which the page cannot receive from the
 * frame's agent cluster (a `messageerror` on its port).
 */
async function takeOverFrame(page: Page, answer: 'none' | 'sharedTree' | 'unreadable') {
  const frame = await sandboxFrame(page);
  await frame.evaluate((mode) => {
    const w = window as {runsHeld?: number};
    w.runsHeld = 0;
    const NativeWorker = Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        w.runsHeld = (w.runsHeld ?? 0) + 1;
      }
    };
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, m: unknown) {
      const id = (m as {type?: string; id?: number} | null)?.type === 'result' ? (m as {id: number}).id : undefined;
      if (id === undefined || mode === 'none') return;
      if (mode === 'unreadable') {
        post.call(this, {
          type: 'result',
          id,
          result: new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])),
        });
        return;
      }
      let v: unknown = [1];
      for (let i = 0; i < 4; i++) v = Array(1000).fill(v);
      post.call(this, {
        type: 'result',
        id,
        result: {mode: 'program', response: {status: 200, body: v}, errors: [], logs: [v]},
      });
    };
  }, answer);
  return frame;
}

test.describe('playground: no run leaves the page stuck or frozen', () => {
  test('a log that carries a WebAssembly.Module: the run ends, Run works again', async ({page}) => {
    const code = `import express from 'express';
const app = express();
app.post('/', (req, res) => {
  const mod = new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  const push = Array.prototype.push;
  Array.prototype.push = function () { return push.call(this, mod); };
  console.log('x');
  Array.prototype.push = push;
  res.json({ok: true});
});
app.listen(3000);
`;
    await openWith(page, code);
    await run(page);
    await expect(page.getByRole('button', {name: 'Run', exact: true})).toBeEnabled();
    expect(await responseBody(page)).toEqual({ok: true});
    await run(page);
    await pageStandsWith(page, 'WebAssembly.Module');
  });

  test('an answer the page cannot receive (messageerror) ends the run with a message', async ({page}) => {
    await page.goto('/playground');
    await hydrated(page);
    const frame = await takeOverFrame(page, 'unreadable');
    const started = Date.now();
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect.poll(() => frame.evaluate(() => (window as {runsHeld?: number}).runsHeld)).toBe(1);
    await expect(page.locator('[data-runs]')).toHaveAttribute('data-runs', '2');
    // Well before the page's own deadline (10 s): the event itself ended the run.
    expect(Date.now() - started).toBeLessThan(7000);
    await expect(page.getByRole('alert')).toContainText('could not be received');
    await expect(page.getByRole('button', {name: 'Run', exact: true})).toBeEnabled();
  });

  test('a sandbox that never answers: the page ends the run at its own deadline', async ({page}) => {
    test.setTimeout(45_000);
    await page.goto('/playground');
    await hydrated(page);
    const frame = await takeOverFrame(page, 'none');
    const started = Date.now();
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect.poll(() => frame.evaluate(() => (window as {runsHeld?: number}).runsHeld)).toBe(1);
    await expect(page.locator('[data-runs]')).toHaveAttribute('data-runs', '2', {timeout: 20_000});
    // The frame's own limit is 3 s; the page's deadline is 10 s from the click.
    expect(Date.now() - started).toBeGreaterThan(9500);
    await expect(page.getByRole('alert')).toContainText('No answer from the sandbox');
    // The page loads the frame afresh: the next run answers.
    await run(page);
    await expect(page.locator('[data-section="errors"]')).toBeVisible();
  });

  test('a sandbox frame that never starts: the run ends with a message after 10 s', async ({page}) => {
    await page.goto('/playground');
    await hydrated(page);
    // The frame document is never set, so the frame never says it is ready.
    await page.evaluate(() =>
      Object.defineProperty(HTMLIFrameElement.prototype, 'srcdoc', {set() {}, configurable: true}),
    );
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(page.locator('[data-runs]')).toHaveAttribute('data-runs', '1', {timeout: 15_000});
    await expect(page.getByRole('alert')).toContainText('The sandbox did not start within 10 seconds');
    await expect(page.getByRole('button', {name: 'Run', exact: true})).toBeEnabled();
  });

  test('a result of shared sub-objects with Array.prototype.map patched: shown at once, each shared part once', async ({
    page,
  }) => {
    const code = `import express from 'express';
const app = express();
app.post('/', (req, res) => {
  let v = [1];
  for (let i = 0; i < 4; i++) v = Array(1000).fill(v);
  Array.prototype.map = function () { return this; };
  res.json(v);
});
app.listen(3000);
`;
    await openWith(page, code);
    const started = Date.now();
    await run(page);
    expect(Date.now() - started).toBeLessThan(8000);
    const response = page.locator('[data-section="response"] pre');
    await expect(response).toContainText('[Shared: as at');
    expect(await response.evaluate((el) => el.textContent!.length)).toBeLessThan(200_000);
  });

  test('a frame answer of shared sub-objects (10^12 leaves unfolded) is shown bounded, at once', async ({page}) => {
    await page.goto('/playground');
    await hydrated(page);
    await takeOverFrame(page, 'sharedTree');
    const started = Date.now();
    await run(page);
    expect(Date.now() - started).toBeLessThan(5000);
    for (const id of ['response', 'console']) {
      const pre = page.locator(`[data-section="${id}"] pre`);
      await expect(pre).toContainText('[Shared: as at');
      expect(await pre.evaluate((el) => el.textContent!.length)).toBeLessThan(200_000);
    }
  });
});

test.describe('playground: links and drafts are never lost', () => {
  test('Share refuses a link the playground would not open, offers Markdown, and the reload keeps the draft', async ({
    page,
  }) => {
    const request = JSON.stringify({body: {text: cjk(170_000)}});
    await page.goto('/playground');
    await hydrated(page);
    await page.evaluate(
      (r) =>
        sessionStorage.setItem(
          'playground-draft',
          JSON.stringify({version: '7.3.0', code: '// long request\nexport default [];\n', request: r, express: 5}),
        ),
      request,
    );
    await page.reload();
    await hydrated(page);
    await expect(codeEditor(page)).toContainText('// long request');
    await page.getByRole('button', {name: 'Share', exact: true}).click();
    await expect(page.getByRole('status')).toContainText('too long for a link');
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    await expect(page.locator('[data-playground="share-too-long"]').getByRole('button')).toHaveText('Copy as Markdown');
    await page.reload();
    await hydrated(page);
    await expect(codeEditor(page)).toContainText('// long request');
  });

  test('a link the playground refuses leaves the draft in the editors and in storage', async ({page}) => {
    await openWith(page, '// my draft\nexport default [];\n');
    await page.goto('about:blank');
    await page.goto(`/playground#s=${'A'.repeat(400_001)}`);
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText('reads up to 400,000');
    await expect(codeEditor(page)).toContainText('// my draft');
    await page.goto('about:blank');
    await page.goto('/playground');
    await hydrated(page);
    await expect(codeEditor(page)).toContainText('// my draft');
  });
});

test.describe('playground: reader text beside the page text', () => {
  test('an error name starting with U+202E is shown escaped inside its own <bdi> in the status line and the result', async ({
    page,
  }) => {
    await openWith(page, `throw Object.assign(new Error('boom'), {name: '\\u202EXYZ'});\n`);
    await run(page);
    for (const where of [page.getByRole('status'), page.locator('[data-run-error]')]) {
      const name = where.locator('bdi').first();
      // Shown as a visible escape (safeText.ts), inside its <bdi>.
      await expect(name).toHaveText('\\u202EXYZ');
      // The page's own words after the name are laid out after it, left to right.
      const order = await name.evaluate((bdi) => {
        const after = bdi.nextSibling!;
        const range = document.createRange();
        range.selectNodeContents(after);
        const words = range.getBoundingClientRect();
        return {bdiRight: bdi.getBoundingClientRect().right, wordsLeft: words.left, words: after.textContent};
      });
      expect(order.words).toMatch(/^( on line \d+)?[.:]/);
      expect(order.wordsLeft).toBeGreaterThanOrEqual(order.bdiRight - 1);
    }
  });
});

test.describe('playground: the shortest report says what it holds', () => {
  test('when even the playground link is too long, the hint and the body say to paste the Markdown', async ({page}) => {
    let seed = 11;
    let noise = '';
    for (let i = 0; i < 12_000; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      noise += 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[(seed >>> 16) % 62];
    }
    await openWith(page, `// ${noise}\nexport default [];\n`);
    await run(page);
    const hint = page.locator('[data-playground="report"]');
    await expect(hint).not.toContainText('carries the playground link');
    await expect(hint).toContainText('Copy as Markdown');
    const href = (await page.getByRole('link', {name: 'Report a bug'}).getAttribute('href'))!;
    expect(href.length).toBeLessThanOrEqual(MAX_REPORT_URL);
    const body = new URL(href).searchParams.get('body')!;
    expect(body).not.toContain('#s=');
    // A blank line ends the bullet list, so the closing sentence is a paragraph of its own.
    expect(body).toMatch(/- Reproduced in the express-validator docs playground\n\n[A-Z]/);
  });
});
