/**
 * The signature layout (src/theme/CodeBlock/Content/signatureLayout.ts): which lines of a
 * signature are laid out to wrap between their parameters, where the units start and end, and that
 * the HTML keeps the text. Run on every signature fence of every docs version.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {linesHtml, plainLines} from '../../src/theme/CodeBlock/Content/lines';
import {signatureLineHtml, signatureUnits} from '../../src/theme/CodeBlock/Content/signatureLayout';

const units = (text: string) => signatureUnits(text)?.map(([from, to]) => text.slice(from, to));

test('signature layout: a unit per parameter (the last with its parenthesis), then the return type', () => {
  assert.deepEqual(units('isEmail(options?: IsEmailOptions): ValidationChain'), [
    'options?: IsEmailOptions)',
    ': ValidationChain',
  ]);
  assert.deepEqual(
    units('isMobilePhone(locale: MobilePhoneLocale | readonly MobilePhoneLocale[], options?: IsMobilePhoneOptions): X'),
    ['locale: MobilePhoneLocale | readonly MobilePhoneLocale[],', 'options?: IsMobilePhoneOptions)', ': X'],
  );
  // Nested brackets, arrows and quotes do not split a parameter.
  assert.deepEqual(units('x(fn: (a: any, b: Meta) => boolean, opts?: { a?: 1; b: "c,d" }, t?: Map<A, B>): void'), [
    'fn: (a: any, b: Meta) => boolean,',
    'opts?: { a?: 1; b: "c,d" },',
    't?: Map<A, B>)',
    ': void',
  ]);
  // Type parameters, a property holding a function, and no parameters.
  assert.deepEqual(units('formatWith<T2>(formatter: ErrorFormatter<T2>): Result<T2>;'), [
    'formatter: ErrorFormatter<T2>)',
    ': Result<T2>;',
  ]);
  assert.deepEqual(units('readonly check: (fields?: string) => Chain<this>;'), ['fields?: string)', '=> Chain<this>;']);
  assert.deepEqual(units('isAscii(): ValidationChain'), [': ValidationChain']);
});

test('signature layout: lines that are not call signatures are left alone', () => {
  for (const line of [
    'export type ExistsOptions = {',
    "    values?: 'undefined' | 'null' | 'falsy';",
    '  (input: any): any;',
    'isEmail(options?: IsEmailOptions',
    "isIn(values: readonly any[], 'x): X",
    '',
  ]) {
    assert.equal(signatureUnits(line), undefined, line);
  }
});

/** The first line of every signature fence of every docs version. */
function signatureLines(): {file: string; line: string}[] {
  const out: {file: string; line: string}[] = [];
  for (const root of ['docs', 'versioned_docs']) {
    for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'})) {
      if (!/\.mdx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/^```\w+ signature(?: try)?\n([^\n]*)/gm)) {
        out.push({file: path.join(root, file), line: match[1]!});
      }
    }
  }
  return out;
}

test('signature layout: every signature of the docs is laid out, and its HTML keeps its text', () => {
  const lines = signatureLines();
  assert.ok(lines.length > 2000, `${lines.length} signatures`);
  const html = (tokens: Parameters<typeof linesHtml>[0][number]) => linesHtml([tokens], {});
  const unescape = (s: string) =>
    s
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const notLaidOut: string[] = [];
  for (const {file, line} of lines) {
    const laidOut = signatureLineHtml(plainLines(line)[0]!, html);
    if (!laidOut) {
      notLaidOut.push(`${file}: ${line}`);
      continue;
    }
    assert.equal(unescape(laidOut), line, file);
    assert.match(laidOut, /^<span class="sig-line">.*<\/span>$/);
  }
  // Only the signatures of a type (`type ...`, `interface ...`) are not calls.
  // Left as written: a parameter list that continues on the next lines, and a property that is no call.
  for (const entry of notLaidOut) assert.match(entry, /[({]$|: typeof /, entry);
});
