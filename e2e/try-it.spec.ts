import path from 'node:path';
import {createRequire} from 'node:module';
import type {Locator, Page} from '@playwright/test';

import {seriousViolations} from './axe';
import {test, expect, hydrated} from './fixtures';
import {decodeState} from '../src/plugins/playground/state';
import {allDocsVersions} from '../src/docsVersions';
import {versionBase} from './site-pages';

/**
 * The "Try it" forms of the reference (src/components/TryIt): one entry per family is run in the
 * browser, in the playground's sandbox, and its answer is compared with the answer the same
 * release gives in Node, computed here from the installed package. Also: nothing loads before a
 * form opens, bad input gets a sentence, keyboard use, and the phone layout.
 */

const load = createRequire(path.resolve('package.json'));
type Chains = Record<string, (...a: unknown[]) => Record<string, (...a: unknown[]) => unknown>>;

/** A plain request with the value in the body, as the chains read it. */
const requestWith = (value: unknown): Record<string, unknown> => ({
  body: {value},
  query: {},
  params: {},
  headers: {},
  cookies: {},
});

/** The errors of `body('value').<method>(...args)` with a 6.x or 7.x release, run in Node. */
async function nodeErrors(pkg: string, method: string, args: unknown[], value: unknown): Promise<unknown[]> {
  const ev = load(pkg) as Chains & {validationResult: (r: unknown) => {array: () => unknown[]}};
  const req = requestWith(value);
  await (ev.body('value')[method](...args) as {run: (r: unknown) => Promise<unknown>}).run(req);
  return ev.validationResult(req).array();
}

/** The value a 6.x or 7.x release's validators receive: after `blacklist('')`, which removes nothing. */
async function nodeSeen(pkg: string, value: unknown): Promise<unknown> {
  const ev = load(pkg) as Chains;
  const req = requestWith(value);
  await (ev.body('value').blacklist('') as {run: (r: unknown) => Promise<unknown>}).run(req);
  return (req.body as {value: unknown}).value;
}

/** A 5.x check-API sanitizer's result, run in Node through the release's middleware. */
async function nodeSanitized5(pkg: string, method: string, args: unknown[], value: unknown): Promise<unknown> {
  const check = load(`${pkg}/check`) as Chains;
  const filter = load(`${pkg}/filter`) as {matchedData: (r: unknown) => Record<string, unknown>};
  const req = requestWith(value);
  const chain = check.body('value')[method](...args) as (...a: unknown[]) => void;
  await new Promise<void>((resolve) => chain(req, {}, resolve));
  return filter.matchedData(req).value;
}

/** The errors of 5.x's legacy `req.checkBody('value').<method>(...args)`, run in Node. */
async function nodeLegacyErrors(pkg: string, method: string, args: unknown[], value: unknown): Promise<unknown[]> {
  const expressValidator = load(pkg) as () => (req: unknown, res: unknown, next: () => void) => void;
  const req = requestWith(value) as Record<string, unknown> & {
    checkBody: (f: string) => Record<string, (...a: unknown[]) => unknown>;
    validationErrors: () => unknown[] | false;
  };
  await new Promise<void>((resolve) => expressValidator()(req, {}, resolve));
  req.checkBody('value')[method](...args);
  return req.validationErrors() || [];
}

/** Opens the form of `method` on the page at `url`; returns the form. */
async function openForm(page: Page, url: string, method: string): Promise<Locator> {
  await page.goto(url);
  await hydrated(page);
  const button = page.getByRole('button', {name: `Try ${method}()`, exact: true});
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', {name: `Try ${method}()`});
  await expect(form.getByRole('button', {name: 'Run'})).toBeEnabled({timeout: 20_000});
  return form;
}

/** Fills the value and the arguments, runs, and waits for the answer. */
async function run(form: Locator, value: string, args: string, {json = false} = {}): Promise<Locator> {
  await form.getByLabel('Value', {exact: true}).fill(value);
  await form.getByLabel('Arguments (a JSON array)').fill(args);
  await form.getByLabel('Read the value as JSON').setChecked(json);
  const answers = Number(await form.getAttribute('data-answers'));
  await form.getByRole('button', {name: 'Run'}).click();
  await expect(form).toHaveAttribute('data-answers', String(answers + 1), {timeout: 20_000});
  return form.locator('[aria-live="polite"]');
}

/** The 7.3.0 docs and the npm release they document; at /docs while 7.3.0 is the latest version. */
const v730 = allDocsVersions.find((v) => v.name === '7.3.0')!;
const v730Reference = `${versionBase(v730)}/api/validation-chain`;

const jsonOf = async (l: Locator) => JSON.parse((await l.textContent()) ?? '') as unknown;

test.describe('Try it forms of the reference', () => {
  test('7.3.0 isEmail: nothing loads before the form opens; the answers are the release answers in Node', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${v730Reference}#isemail`);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(
      requests.filter((u) => u.includes('/playground/')),
      'no release bundle with the page',
    ).toEqual([]);
    const beforeOpen = requests.length;
    const button = page.getByRole('button', {name: 'Try isEmail()', exact: true});
    await button.click();
    const form = page.getByRole('form', {name: 'Try isEmail()'});
    await expect(form.getByRole('button', {name: 'Run'})).toBeEnabled({timeout: 20_000});
    // The form's code and data are chunks of their own, fetched on the first press.
    const onOpen = requests.slice(beforeOpen).filter((u) => /\.js$/.test(u));
    expect(onOpen.length, 'scripts fetched when the form opens').toBeGreaterThan(0);
    // The example of the entry is there.
    await expect(form.getByLabel('Value', {exact: true})).toHaveValue('ada@example.com');

    const pkg = v730.packageName;
    let answer = await run(form, 'Ada <ada@example.com>', '[{"allow_display_name": false}]');
    await expect(answer.getByText('Invalid.', {exact: true})).toBeVisible();
    expect(await jsonOf(answer.getByTestId('try-it-errors'))).toEqual(
      await nodeErrors(pkg, 'isEmail', [{allow_display_name: false}], 'Ada <ada@example.com>'),
    );

    expect(
      requests.filter((u) => u.includes(`/playground/ev-${v730.npmVersion}.`)),
      'the release, on the first run',
    ).toHaveLength(1);
    answer = await run(form, 'Ada <ada@example.com>', '[{"allow_display_name": true}]');
    await expect(answer.getByText('Valid.', {exact: true})).toBeVisible();
    expect(await nodeErrors(pkg, 'isEmail', [{allow_display_name: true}], 'Ada <ada@example.com>')).toEqual([]);

    // An array sent as the value: each item is validated, as the release does.
    answer = await run(form, '["ada@example.com", 42]', '[]', {json: true});
    expect(await jsonOf(answer.getByTestId('try-it-errors'))).toEqual(
      await nodeErrors(pkg, 'isEmail', [], ['ada@example.com', 42]),
    );
    expect(await jsonOf(answer.getByTestId('try-it-seen'))).toEqual(await nodeSeen(pkg, ['ada@example.com', 42]));

    // Open in playground carries the same call as a program.
    const href = await form.getByRole('link', {name: 'Open in playground'}).getAttribute('href');
    const state = decodeState(new URL(href!, 'http://x').hash, ['7.3.0']);
    expect(state && 'code' in state && state.code).toContain("body('value').isEmail()");
    expect(state && 'request' in state && JSON.parse(state.request)).toEqual({
      method: 'POST',
      path: '/try',
      body: {value: ['ada@example.com', 42]},
    });
  });

  test('6.15.0 isMobilePhone: a locale and options, and a number sent as the value', async ({page}) => {
    const form = await openForm(page, '/docs/6.15.0/validation-chain-api#ismobilephone', 'isMobilePhone');
    const pkg = 'express-validator-6.15.0';
    let answer = await run(form, '0612345678', '["fr-FR", {"strictMode": true}]');
    expect(await jsonOf(answer.getByTestId('try-it-errors'))).toEqual(
      await nodeErrors(pkg, 'isMobilePhone', ['fr-FR', {strictMode: true}], '0612345678'),
    );
    answer = await run(form, '612345678', '["fr-FR"]', {json: true});
    const errors = await nodeErrors(pkg, 'isMobilePhone', ['fr-FR'], 612345678);
    if (errors.length) expect(await jsonOf(answer.getByTestId('try-it-errors'))).toEqual(errors);
    else await expect(answer.getByText('Valid.', {exact: true})).toBeVisible();
    expect(await jsonOf(answer.getByTestId('try-it-seen'))).toEqual(await nodeSeen(pkg, 612345678));
  });

  test('5.3.0 normalizeEmail: the value before and after, as the release sanitizes it', async ({page}) => {
    const form = await openForm(page, '/docs/5.3.0/sanitization-chain-api#normalizeemail', 'normalizeEmail');
    const args = {gmail_remove_dots: false};
    const answer = await run(form, 'Ada.Lovelace+News@GoogleMail.com', JSON.stringify([args]));
    const after = await nodeSanitized5(
      'express-validator-5.3.1',
      'normalizeEmail',
      [args],
      'Ada.Lovelace+News@GoogleMail.com',
    );
    expect(after).toBe('ada.lovelace@gmail.com');
    expect(await jsonOf(answer.getByTestId('try-it-after'))).toEqual(after);
  });

  test('5.3.0 legacy isInt: req.checkBody() gives the errors the release gives in Node', async ({page}) => {
    const form = await openForm(page, '/docs/5.3.0/validation-chain-api#isint', 'isInt');
    // The check API first: an array sent as the value is read by its first item, as text.
    const checkAnswer = await run(form, '[42, "x"]', '[]', {json: true});
    const toText = load('express-validator-5.3.1/utils/to-string') as (v: unknown) => string;
    expect(await jsonOf(checkAnswer.getByTestId('try-it-seen'))).toEqual(toText([42, 'x']));
    await form.getByLabel('Read the value as JSON').setChecked(false);
    await form.getByLabel('API').selectOption('legacy');
    const answer = await run(form, '42', '[{"max": 10}]');
    const errors = await nodeLegacyErrors('express-validator-5.3.1', 'isInt', [{max: 10}], '42');
    expect(errors).toHaveLength(1);
    expect(await jsonOf(answer.getByTestId('try-it-errors'))).toEqual(errors);
    const href = await form.getByRole('link', {name: 'Open in playground'}).getAttribute('href');
    const state = decodeState(new URL(href!, 'http://x').hash, ['5.3.0']);
    expect(state && 'code' in state && state.code).toContain('req.checkBody(\'value\').isInt({"max":10})');
  });

  test('bad input gets a sentence: arguments not JSON, a 1 MB value, an unknown option', async ({page}) => {
    const form = await openForm(page, `${v730Reference}#islength`, 'isLength');
    let answer = await run(form, 'ada', '[{min: 1}]');
    await expect(answer).toContainText('The arguments are not valid JSON');
    answer = await run(form, 'x'.repeat(1_000_000), '[]');
    await expect(answer).toContainText('The value has 1,000,000 characters; Try it sends up to 100,000.');
    answer = await run(form, 'ada', '[{"minimum": 1}]');
    await expect(answer).toContainText(
      `"minimum" is not an option of isLength() in express-validator ${v730.npmVersion}, and the release gives no warning of its own`,
    );
    await expect(answer.getByText('Valid.', {exact: true})).toBeVisible();
  });

  test('keyboard: the button opens the form, every field has a label, the answer is announced', async ({page}) => {
    await page.goto(`${v730Reference}#istime`);
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Try isTime()', exact: true});
    await button.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', {name: 'Try isTime()'});
    await expect(form.getByRole('button', {name: 'Run'})).toBeEnabled({timeout: 20_000});
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Value', {exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Arguments (a JSON array)')).toBeFocused();
    await form.getByRole('button', {name: 'Run'}).focus();
    await page.keyboard.press('Enter');
    await expect(form.locator('[aria-live="polite"]')).toContainText('Valid.', {timeout: 20_000});
    await button.click();
    await expect(form).toHaveCount(0);
  });

  test('keyboard in the fields: Enter runs the value as typed, Shift+Enter adds a line, Escape closes', async ({
    page,
  }) => {
    const form = await openForm(page, `${v730Reference}#isemail`, 'isEmail');
    const value = form.getByLabel('Value', {exact: true});
    await value.fill('abc');
    await value.press('End');
    const answers = Number(await form.getAttribute('data-answers'));
    await value.press('Enter');
    await expect(form).toHaveAttribute('data-answers', String(answers + 1), {timeout: 20_000});
    // The value sent is the value typed: the release received "abc", not "abc\n".
    await expect(value).toHaveValue('abc');
    expect(await jsonOf(form.getByTestId('try-it-seen'))).toBe('abc');
    // Shift+Enter adds a line, and the field grows with it.
    const oneLine = (await value.boundingBox())!.height;
    await value.press('Shift+Enter');
    await value.pressSequentially('def');
    await expect(value).toHaveValue('abc\ndef');
    expect((await value.boundingBox())!.height).toBeGreaterThan(oneLine + 10);
    // Ctrl+Enter runs too.
    await value.press('Control+Enter');
    await expect(form).toHaveAttribute('data-answers', String(answers + 2), {timeout: 20_000});
    expect(await jsonOf(form.getByTestId('try-it-seen'))).toBe('abc\ndef');
    // Escape closes the form and puts the focus back on its button.
    await value.press('Escape');
    await expect(form).toHaveCount(0);
    const button = page.getByRole('button', {name: 'Try isEmail()', exact: true});
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the panel in the site controls: one-line fields that grow, a select as high, states with colour, icon and words', async ({
    page,
  }) => {
    const form = await openForm(page, `${v730Reference}#isemail`, 'isEmail');
    const value = form.getByLabel('Value', {exact: true});
    const args = form.getByLabel('Arguments (a JSON array)');
    const location = form.getByLabel('Location');
    const look = await form.evaluate((f) => {
      const [valueField, argsField] = Array.from(f.querySelectorAll('textarea'));
      const select = f.querySelector('select')!;
      const toggle = document.querySelector('button.try-it[aria-controls]')!;
      const body = document.querySelector('.markdown p')!;
      return {
        resize: [getComputedStyle(valueField!).resize, getComputedStyle(argsField!).resize],
        heights: [valueField!.getBoundingClientRect().height, select.getBoundingClientRect().height],
        toggleSize: parseFloat(getComputedStyle(toggle).fontSize),
        bodySize: parseFloat(getComputedStyle(body).fontSize),
      };
    });
    expect(look.resize).toEqual(['none', 'none']);
    expect(Math.abs(look.heights[0]! - look.heights[1]!)).toBeLessThanOrEqual(1);
    expect(look.toggleSize).toBe(look.bodySize);
    await expect(location).toHaveValue('body');

    /** The state line of the answer: its words, the colour of its icon and of its rule. */
    const state = (selector: string) =>
      form.locator(selector).evaluate((p) => {
        const probe = (name: string) => {
          const span = document.createElement('span');
          span.style.color = `var(${name})`;
          document.body.append(span);
          const colour = getComputedStyle(span).color;
          span.remove();
          return colour;
        };
        return {
          text: p.textContent,
          icon: getComputedStyle(p.querySelector('svg')!).color,
          rule: getComputedStyle(p).borderLeftColor,
          success: probe('--ifm-color-success'),
          danger: probe('--ifm-color-danger'),
        };
      });
    let answer = await run(form, 'ada@example.com', '[]');
    let line = await state('[aria-live] p:has(svg)');
    expect(line.text).toContain('Valid.');
    expect([line.icon, line.rule]).toEqual([line.success, line.success]);
    answer = await run(form, 'ada@', '[]');
    line = await state('[aria-live] p:has(svg)');
    expect(line.text).toContain('Invalid.');
    expect([line.icon, line.rule]).toEqual([line.danger, line.danger]);
    await expect(value).not.toHaveAttribute('aria-invalid', 'true');

    // A problem with the arguments points at their field; fixed, the field is valid again.
    answer = await run(form, 'ada', '[{min: 1}]');
    const problem = answer.locator('p:has(svg)');
    await expect(problem).toContainText('The arguments are not valid JSON');
    line = await state('[aria-live] p:has(svg)');
    expect([line.icon, line.rule]).toEqual([line.danger, line.danger]);
    await expect(args).toHaveAttribute('aria-invalid', 'true');
    const problemId = await problem.getAttribute('id');
    expect((await args.getAttribute('aria-describedby'))?.split(' ')).toContain(problemId);
    await expect(value).not.toHaveAttribute('aria-invalid', 'true');
    await run(form, 'ada@example.com', '[]');
    await expect(args).not.toHaveAttribute('aria-invalid', 'true');
    expect(await args.getAttribute('aria-describedby')).toBeNull();
    // A value the location cannot carry points at the value.
    await form.getByLabel('Read the value as JSON').setChecked(true);
    await location.selectOption('headers');
    await value.fill('{"a": 1}');
    await value.press('Enter');
    await expect(form.locator('[aria-live] p:has(svg)')).toContainText('carries text only');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
  });

  test('phone: the open form fits a 390 px screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const form = await openForm(page, '/docs/6.15.0/validation-chain-api#ismobilephone', 'isMobilePhone');
    await run(form, '+33612345678', '["fr-FR", {"strictMode": true}]');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await form.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  for (const [mode, phone] of [
    ['light', false],
    ['dark', false],
    ['light', true],
  ] as const) {
    test(`axe finds no serious or critical problem in an open form, ${mode} mode${phone ? ' at 390x844' : ''}`, async ({
      page,
    }) => {
      if (phone) await page.setViewportSize({width: 390, height: 844});
      await page.emulateMedia({colorScheme: mode});
      const form = await openForm(page, '/docs/5.3.0/validation-chain-api#isemail', 'isEmail');
      await run(form, 'ada@', '[]');
      expect(await seriousViolations(page, {include: 'form[aria-label="Try isEmail()"]'})).toEqual([]);
    });
  }
});
