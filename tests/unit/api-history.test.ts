/**
 * The API history (scripts/docs/api-history/, src/plugins/api-history/): the committed files agree
 * with the packages, the marks of known cases are proven by the packages' own declarations (the
 * release before the mark lacks the API, the marked release has it), and the mark rules.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';

import {aliasOf, historyReleases, repoRoot} from '../../src/docsVersions';
import {
  addRuntimeStarts,
  computeHistory,
  foldHistory,
  generatedFiles,
  shapeOf,
} from '../../scripts/docs/api-history/history';
import {changesBetween, labelOf, legacyRoleOf} from '../../scripts/docs/api-history/whats-new';
import {marksOf, NEXT, sinceLabel, type ApiHistory} from '../../src/plugins/api-history/marks';
import {keysOfHeading, keysOfPage} from '../../src/plugins/api-history/match';
import {releaseOfFile} from '../../src/plugins/api-history/remark';

const history: ApiHistory = computeHistory();

test('history.json and every _whats-new.mdx are what the packages give (npm run docs:history)', () => {
  for (const [file, content] of generatedFiles(history)) {
    const rel = path.relative(repoRoot, file);
    assert.ok(fs.existsSync(file), `${rel} is missing: run npm run docs:history`);
    assert.equal(fs.readFileSync(file, 'utf8'), content, `${rel} is out of date: run npm run docs:history`);
  }
});

/** The declaration text of a release (every .d.ts of the package, its dependencies excluded). */
function declarations(release: string): string {
  const dir = path.join(repoRoot, 'node_modules', aliasOf(release));
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.d.ts') && !f.split(path.sep).includes('node_modules'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

/**
 * Known cases: the key, where its mark is read (a docs release), which mark, and a pattern that
 * finds the API in a release's declarations. The expected release is never typed here: it is
 * the history's, and the packages must prove it.
 */
const cases: {key: string; at: string; mark: 'since' | 'option' | 'removed'; option?: string; pattern: RegExp}[] = [
  {key: 'chain:hide', at: '7.3.2', mark: 'since', pattern: /\bhide\(/},
  {key: 'chain:isULID', at: '7.3.2', mark: 'since', pattern: /\bisULID\(/},
  {key: 'chain:isStrongPassword', at: '7.3.2', mark: 'since', pattern: /\bisStrongPassword\(/},
  {key: 'chain:notEmpty', at: '6.15.0', mark: 'since', pattern: /^\s*notEmpty\(/m},
  {key: 'chain:bail', at: '6.15.0', mark: 'since', pattern: /\bbail\(/},
  {key: 'chain:bail', at: '7.3.2', mark: 'option', option: 'level', pattern: /\blevel\??:/},
  {key: 'export:oneOf', at: '7.3.2', mark: 'option', option: 'errorType', pattern: /\berrorType\??:/},
  {key: 'chain:run', at: '6.15.0', mark: 'option', option: 'dryRun', pattern: /\bdryRun\??:/},
  {key: 'option:chain:run.saveContext', at: '6.4.1', mark: 'removed', pattern: /\bsaveContext\??:/},
  {key: 'export:sanitizeBody', at: '6.15.0', mark: 'removed', pattern: /\bsanitizeBody\b/},
];

for (const c of cases) {
  test(`${c.key}${c.option ? ` {${c.option}}` : ''}: the ${c.mark} mark is proven by the declarations`, () => {
    const marks = marksOf(history, c.at, c.key);
    assert.ok(marks, `${c.key} exists in ${c.at}`);
    const release =
      c.mark === 'since'
        ? marks.since
        : c.mark === 'removed'
          ? marks.removed
          : marks.options?.find((o) => o.field === c.option)?.since;
    assert.ok(release, `${c.key} has a ${c.mark} mark in ${c.at}: ${JSON.stringify(marks)}`);
    const i = historyReleases.indexOf(release);
    assert.ok(i > 0, `${release} is a release of the history after the first`);
    const [before, marked] = [historyReleases[i - 1], release];
    if (c.mark === 'removed') {
      assert.match(declarations(before), c.pattern, `${before} has it`);
      assert.doesNotMatch(declarations(marked), c.pattern, `${marked} has it no more`);
    } else {
      assert.doesNotMatch(declarations(before), c.pattern, `${before} lacks it`);
      assert.match(declarations(marked), c.pattern, `${marked} has it`);
    }
  });
}

test('run(): its parameters changed in a 6.x release, the one that first declares an options argument', () => {
  const marks = marksOf(history, '6.15.0', 'chain:run');
  assert.ok(marks?.changed, JSON.stringify(marks));
  assert.equal(marks.changed.signature, 'run(req, options?)');
  const i = historyReleases.indexOf(marks.changed.release);
  assert.doesNotMatch(declarations(historyReleases[i - 1]), /run\(req: Request, options/);
  assert.match(declarations(marks.changed.release), /run\(req: Request, options/);
});

test('the marks: since, removed, deprecated, unreleased, and changes counted within the major line', () => {
  const releases = ['5.2.0', '6.0.0', '6.1.0', '7.0.0', '7.1.0', NEXT];
  const h = foldHistory(releases, [
    new Map([
      ['a', {}],
      ['f', {signature: 'f(x)'}],
    ]),
    new Map([
      ['a', {}],
      ['b', {}],
      ['f', {signature: 'f(x, y?)'}],
      ['option:f.o', {}],
    ]),
    new Map([
      ['a', {deprecated: true}],
      ['b', {}],
      ['f', {signature: 'f(x, y?)'}],
      ['option:f.o', {}],
    ]),
    new Map([
      ['b', {}],
      ['f', {signature: 'f(x, y?)'}],
      ['option:f.o', {}],
      ['option:f.p', {}],
    ]),
    new Map([
      ['b', {}],
      ['f', {signature: 'f(x, y?, z?)'}],
      ['option:f.o', {}],
      ['option:f.p', {}],
    ]),
    new Map([
      ['b', {}],
      ['c', {}],
      ['f', {signature: 'f(x, y?, z?)'}],
      ['option:f.o', {}],
      ['option:f.p', {}],
    ]),
  ]);
  assert.deepEqual(marksOf(h, '5.2.0', 'a'), {removed: '7.0.0'});
  assert.deepEqual(marksOf(h, '6.1.0', 'a'), {removed: '7.0.0', deprecated: '6.1.0'});
  assert.deepEqual(marksOf(h, '7.1.0', 'b'), {since: '6.0.0'});
  assert.deepEqual(marksOf(h, NEXT, 'c'), {unreleased: true});
  assert.equal(marksOf(h, '7.0.0', 'c'), undefined);
  // In 6.x, f's new parameter and option count (6.0.0); in 7.x only what 7.x changed.
  assert.deepEqual(marksOf(h, '6.1.0', 'f'), {
    changed: {release: '6.0.0', signature: 'f(x, y?)'},
    options: [{field: 'o', since: '6.0.0'}],
  });
  assert.deepEqual(marksOf(h, '7.1.0', 'f'), {
    changed: {release: '7.1.0', signature: 'f(x, y?, z?)'},
    options: [{field: 'p', since: '7.0.0'}],
  });
  assert.equal(shapeOf('f(a, b?, ...c)'), '1/1/1');
  assert.equal(shapeOf('isIn(values)'), shapeOf('isIn(list)'), 'a renamed parameter is no change');
  assert.deepEqual(
    changesBetween(h, '6.1.0', '7.1.0').map((c) => `${c.kind} ${c.key} ${c.release}`),
    ['removed a 7.0.0', 'options option:f.p 7.0.0', 'changed f 7.1.0'],
  );
});

test('a since that holds for the types only says so: the 5.x chain ran the validator undeclared', () => {
  const releases = ['5.2.0', '5.3.0', '6.0.0', NEXT];
  const h = addRuntimeStarts(
    foldHistory(releases, [
      new Map(),
      new Map([['chain:isA', {signature: 'isA()'}]]),
      new Map([
        ['chain:isA', {signature: 'isA()'}],
        ['chain:isB', {signature: 'isB()'}],
        ['chain:isC', {signature: 'isC()'}],
      ]),
      new Map([
        ['chain:isA', {signature: 'isA()'}],
        ['chain:isB', {signature: 'isB()'}],
        ['chain:isC', {signature: 'isC()'}],
      ]),
    ]),
    // isA and isB ran undeclared from 5.2.0; isC only in 5.3.0, so its run starts there.
    [new Set(['isA', 'isB']), new Set(['isB', 'isC']), new Set(), new Set()],
  );
  assert.equal(h.apis['chain:isA'].runsFrom, '5.2.0');
  assert.equal(h.apis['chain:isB'].runsFrom, '5.2.0');
  assert.equal(h.apis['chain:isC'].runsFrom, '5.3.0');
  assert.equal(sinceLabel(marksOf(h, '6.0.0', 'chain:isA')), '5.3.0 (types)');
  assert.equal(sinceLabel(marksOf(h, NEXT, 'chain:isC')), '6.0.0 (types)');

  // The packages: isIPRange() is on the 5.2.0 chain without a declaration; hide() is new in 7.2.0.
  assert.equal(sinceLabel(marksOf(history, '6.13.0', 'chain:isIPRange')), '5.3.0 (types)');
  assert.equal(sinceLabel(marksOf(history, '6.14.3', 'chain:isJWT')), '6.0.0 (types)');
  assert.equal(sinceLabel(marksOf(history, '7.3.2', 'chain:hide')), '7.2.0');
  assert.equal(sinceLabel(marksOf(history, '6.13.0', 'chain:isSlug')), '6.4.0');
  assert.equal(sinceLabel(marksOf(history, '5.3.1', 'legacy:isIPRange')), '5.3.0 (types)');
  const req = createRequire(path.join(repoRoot, 'package.json'));
  const v520 = req(`${aliasOf('5.2.0')}/check`) as {check(f: string): Record<string, unknown>};
  assert.equal(typeof v520.check('x').isIPRange, 'function');
  const d520 = fs.readFileSync(req.resolve(`${aliasOf('5.2.0')}/check/check.d.ts`), 'utf8');
  assert.doesNotMatch(d520, /isIPRange/);
});

test('headings and titles name the API they document, by page', () => {
  assert.deepEqual(keysOfHeading('api/validation-chain.mdx', 'hide() {#hide}'), [['chain:hide']]);
  assert.deepEqual(keysOfHeading('api/_validators.mdx', 'isULID() {#isulid}'), [['chain:isULID']]);
  assert.deepEqual(keysOfHeading('validation-result-api.md', 'isEmpty() {#isempty}'), [
    ['result:isEmpty', 'export:isEmpty'],
  ]);
  assert.deepEqual(keysOfHeading('filter-api.md', 'sanitizeBody(), sanitizeQuery() {#x}'), [
    ['export:sanitizeBody', 'chain:sanitizeBody', 'result:sanitizeBody'],
    ['export:sanitizeQuery', 'chain:sanitizeQuery', 'result:sanitizeQuery'],
  ]);
  assert.deepEqual(keysOfHeading('api/validation-result.md', 'FieldValidationError {#f}'), [
    ['export:FieldValidationError'],
  ]);
  assert.deepEqual(keysOfHeading('guides/getting-started.md', 'hide() {#hide}'), [], 'guides carry no marks');
  assert.deepEqual(keysOfHeading('api/check.md', 'Edge cases {#edge-cases}'), []);
  assert.deepEqual(keysOfPage('api/check-exact.md', 'checkExact()'), [['export:checkExact']]);
  assert.deepEqual(keysOfPage('legacy-api.md', 'Legacy API'), [['export:expressValidator']]);
  assert.deepEqual(releaseOfFile(path.join(repoRoot, 'versioned_docs/version-6.14.0/filter-api.md')), {
    release: '6.14.3',
    pagePath: 'filter-api.md',
    version: '6.14.0',
  });
  assert.deepEqual(releaseOfFile(path.join(repoRoot, 'docs/api/_validators.mdx')), {
    release: NEXT,
    pagePath: 'api/_validators.mdx',
    version: 'current',
  });
});

test('a legacy key is labelled by where 5.x declares it: req method, option, or legacy chain validator', () => {
  // 5.3.0 added isIPRange and isISO31661Alpha3 to the legacy chain (`req.checkBody('ip').isIPRange()`),
  // not to `req`: the 5.3.0 "what is new" must not call them `req.isIPRange`.
  assert.equal(legacyRoleOf('isIPRange'), 'chain');
  assert.equal(legacyRoleOf('checkBody'), 'req');
  assert.equal(legacyRoleOf('validationErrors'), 'req');
  assert.equal(legacyRoleOf('customValidators'), 'option');
  assert.match(
    labelOf('legacy:isIPRange', history),
    /^`isIPRange\(\)` of the legacy chain, as in `req\.checkBody\('field'\)\.isIPRange\(\)`$/,
  );
  assert.equal(labelOf('legacy:checkBody', history), '`req.checkBody` (legacy API)');
  const whatsNew = fs.readFileSync(path.join(repoRoot, 'versioned_docs/version-5.3.0/_whats-new.mdx'), 'utf8');
  assert.doesNotMatch(whatsNew, /`req\.(isIPRange|isISO31661Alpha3)/);
  assert.match(whatsNew, /`req\.checkBody\('field'\)\.isIPRange\(\)`/);
});
