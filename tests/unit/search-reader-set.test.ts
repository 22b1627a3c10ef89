/**
 * The reader-question evaluation set (tests/search/readerQuestions.ts) and its committed split
 * (tests/search/reader-split.json): the seeded draw must still give the committed halves, so a
 * question cannot move between halves (or the seed change) without the committed file changing too.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import GithubSlugger from 'github-slugger';

import {newcomerBlind} from '../search/newcomerBlind';
import {newcomerDev} from '../search/newcomerDev';
import {
  base730,
  questionKey,
  readerHeldOut,
  readerQuestions,
  readerSplitSeed,
  readerTuning,
  type ReaderQuestion,
  splitReaderQuestions,
} from '../search/readerQuestions';
import {readerValidation} from '../search/readerValidation';
import {readerValidation2} from '../search/readerValidation2';
import {readerValidation3} from '../search/readerValidation3';
import {readerValidation4} from '../search/readerValidation4';
import {shortQueryBlind} from '../search/shortQueryBlind';

const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'search', 'reader-split.json'), 'utf8')) as {
  seed: number;
  tuning: string[];
  heldOut: string[];
};

test('reader set: at least 150 distinct questions, at least a third on 6.x and 5.x', () => {
  const keys = new Set(readerQuestions.map(questionKey));
  assert.equal(keys.size, readerQuestions.length, 'a question appears twice for the same version');
  assert.ok(readerQuestions.length >= 150, `${readerQuestions.length} questions`);
  const older = readerQuestions.filter((c) => c.version !== '7.3.0').length;
  assert.ok(older * 3 >= readerQuestions.length, `${older} of ${readerQuestions.length} on 6.x/5.x`);
  for (const c of readerQuestions) {
    assert.ok(c.expect.length > 0 && c.expect.every((e) => e.startsWith('/docs/')), c.query);
    assert.match(c.source, /^(?:issue \d+|reader)$/);
  }
});

test('reader set: the seeded split is the committed one', () => {
  assert.equal(readerSplitSeed, committed.seed);
  assert.deepEqual(readerTuning.map(questionKey), committed.tuning);
  assert.deepEqual(readerHeldOut.map(questionKey), committed.heldOut);
  // Another seed draws other halves (the draw depends on the seed).
  assert.notDeepEqual(
    splitReaderQuestions(readerQuestions, readerSplitSeed + 1).tuning.map(questionKey),
    committed.tuning,
  );
});

test('reader set: each version is split in two halves of (nearly) equal size', () => {
  for (const version of ['7.3.0', '6.15.0', '5.3.0']) {
    const t = readerTuning.filter((c) => c.version === version).length;
    const h = readerHeldOut.filter((c) => c.version === version).length;
    assert.ok(t - h === 0 || t - h === 1, `${version}: ${t} / ${h}`);
  }
});

/**
 * What every set written blind must hold: at least `min` questions, at least `min7` of them on
 * 7.3.0 and some on 6.15.0 / 5.3.0; each from one tracker issue (`issue N`) that is not a source of
 * the `earlier` sets, with a question not already in them and at least one expected docs page.
 * `earlierName` names those sets in the messages.
 */
function assertBlindSet(
  set: readonly ReaderQuestion[],
  earlier: readonly ReaderQuestion[],
  earlierName: string,
  min: number,
  min7: number,
) {
  assert.ok(set.length >= min, `${set.length} questions`);
  const on7 = set.filter((c) => c.version === '7.3.0').length;
  assert.ok(on7 >= min7, `${on7} on 7.3.0`);
  assert.ok(set.length - on7 > 0, 'none on 6.15.0 / 5.3.0');
  const earlierSources = new Set(earlier.map((c) => c.source).filter((s) => s.startsWith('issue ')));
  const earlierKeys = new Set(earlier.map(questionKey));
  for (const c of set) {
    assert.match(c.source, /^issue \d+$/);
    assert.ok(!earlierSources.has(c.source), `${c.source} is already a source of the ${earlierName}`);
    assert.ok(!earlierKeys.has(questionKey(c)), `${c.query} is already in the ${earlierName}`);
    assert.ok(c.expect.length > 0 && c.expect.every((e) => e.startsWith('/docs/')), c.query);
  }
}

test('validation set: at least 40 questions from tracker issues that are not sources of the reader set', () => {
  assertBlindSet(readerValidation, readerQuestions, 'reader set', 40, 25);
  const keys = new Set(readerValidation.map(questionKey));
  assert.equal(keys.size, readerValidation.length, 'a question appears twice for the same version');
});

test('second validation set: at least 35 questions from tracker issues that are sources of neither other set', () => {
  assertBlindSet(readerValidation2, [...readerQuestions, ...readerValidation], 'reader or validation set', 35, 20);
  assert.ok(
    readerValidation2.every((c) => ['7.3.0', '6.15.0', '5.3.0'].includes(c.version)),
    'a question outside 7.3.0, 6.15.0 and 5.3.0',
  );
  const sources = new Set(readerValidation2.map((c) => c.source));
  assert.equal(sources.size, readerValidation2.length, 'an issue is the source of two questions');
});

/**
 * The third and fourth validation sets, written blind: what `assertBlindSet` checks, with every
 * source a different odd-numbered tracker issue (the prose took readers' words from even-numbered
 * ones, so no set shares a source with the pages) and exactly `older` questions on each of 6.15.0
 * and 5.3.0.
 */
function assertOddIssueSet(
  set: readonly ReaderQuestion[],
  earlier: readonly ReaderQuestion[],
  min7: number,
  older: number,
) {
  assertBlindSet(set, earlier, 'reader set or an earlier validation set', min7 + 2 * older, min7);
  const sources = new Set(set.map((c) => c.source));
  assert.equal(sources.size, set.length, 'an issue is the source of two questions');
  for (const c of set) assert.equal(Number(c.source.slice('issue '.length)) % 2, 1, c.source);
  for (const version of ['6.15.0', '5.3.0']) {
    assert.equal(set.filter((c) => c.version === version).length, older, version);
  }
}

test('third validation set: 45 questions, from odd-numbered tracker issues that are sources of no other set', () => {
  assertOddIssueSet(readerValidation3, [...readerQuestions, ...readerValidation, ...readerValidation2], 25, 10);
});

test('fourth validation set: 40 questions, from odd-numbered tracker issues that are sources of no other set', () => {
  assertOddIssueSet(
    readerValidation4,
    [...readerQuestions, ...readerValidation, ...readerValidation2, ...readerValidation3],
    22,
    9,
  );
});

/**
 * The heading ids of a docs page of 7.3.0, 6.15.0 or 5.3.0 (a URL path such as `/docs/6.15.0/faq`; 7.3.0
 * at `/docs/` while it is the latest version, at `/docs/7.3.0/` after a newer cut),
 * as Docusaurus makes them: an explicit `{#id}`, or the heading text slugified by github-slugger.
 * Partials imported by the page (`<StandardValidators />`) are read in place. `undefined` when no
 * file holds the page.
 */
function headingIds(urlPath: string): Set<string> | undefined {
  const m = /^\/docs\/(?:(7\.3\.0|6\.15\.0|5\.3\.0)\/)?(.+)$/.exec(urlPath);
  if (!m) return undefined;
  const dir = path.join(__dirname, '..', '..', 'versioned_docs', `version-${m[1] ?? '7.3.0'}`);
  const file = ['.md', '.mdx'].map((ext) => path.join(dir, m[2] + ext)).find((f) => fs.existsSync(f));
  if (!file) return undefined;
  const read = (f: string): string => {
    const text = fs.readFileSync(f, 'utf8');
    const partials = new Map<string, string>();
    for (const [, name, rel] of text.matchAll(/^import (\w+) from '(\.\/[^']+\.mdx?)';$/gm)) {
      partials.set(name, path.join(path.dirname(f), rel));
    }
    return text.replace(/^<(\w+) *\/>$/gm, (all, name: string) => {
      const partial = partials.get(name);
      return partial ? read(partial) : all;
    });
  };
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  let inCode = false;
  for (const line of read(file).split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^#{2,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const explicit = /\{#([^}]+)\}$/.exec(heading[1]);
    const text = heading[1].replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    ids.add(explicit ? explicit[1] : slugger.slug(text));
    if (explicit) slugger.slug(explicit[1]);
  }
  return ids;
}

/** Every expected URL of `set` is on its question's version, on a page that exists, at a heading of that page. */
function assertAnchorsAreHeadings(set: readonly ReaderQuestion[]) {
  for (const c of set) {
    for (const e of c.expect) {
      const [page, anchor] = e.split('#');
      const prefix = c.version === '7.3.0' ? `${base730}/` : `/docs/${c.version}/`;
      assert.ok(page.startsWith(prefix) && !/^\d/.test(page.slice(prefix.length)), `${e} is not on ${c.version}`);
      const ids = headingIds(page);
      assert.ok(ids, `${e}: no such page`);
      if (anchor !== undefined) assert.ok(ids.has(anchor), `${e}: no such heading`);
    }
  }
}

test('newcomer development set: at least 100 distinct questions, 20 on 6.x/5.x, every anchor a heading', () => {
  assert.ok(newcomerDev.length >= 100, `${newcomerDev.length} questions`);
  const keys = new Set(newcomerDev.map(questionKey));
  assert.equal(keys.size, newcomerDev.length, 'a question appears twice for the same version');
  const older = newcomerDev.filter((c) => c.version !== '7.3.0');
  assert.ok(older.length >= 20, `${older.length} on 6.15.0 / 5.3.0`);
  assertAnchorsAreHeadings(newcomerDev);
});

test('newcomer blind set: at least 100 questions, 20 on 6.x/5.x, from issues no other set uses, every anchor a heading', () => {
  assertBlindSet(
    newcomerBlind,
    [...readerQuestions, ...readerValidation, ...readerValidation2, ...readerValidation3, ...readerValidation4],
    'reader set or a validation set',
    100,
    50,
  );
  const keys = new Set(newcomerBlind.map(questionKey));
  assert.equal(keys.size, newcomerBlind.length, 'a question appears twice for the same version');
  const older = newcomerBlind.filter((c) => c.version !== '7.3.0');
  assert.ok(older.length >= 20, `${older.length} on 6.15.0 / 5.3.0`);
  assertAnchorsAreHeadings(newcomerBlind);
});

test('short-query blind set: at least 60 queries of at most two words or short questions, 15 on 6.x/5.x, new, every anchor a heading', () => {
  assert.ok(shortQueryBlind.length >= 60, `${shortQueryBlind.length} queries`);
  const keys = new Set(shortQueryBlind.map(questionKey));
  assert.equal(keys.size, shortQueryBlind.length, 'a query appears twice for the same version');
  const earlier = new Set(
    [
      ...readerQuestions,
      ...readerValidation,
      ...readerValidation2,
      ...readerValidation3,
      ...readerValidation4,
      ...newcomerDev,
      ...newcomerBlind,
    ].map(questionKey),
  );
  for (const c of shortQueryBlind) {
    assert.ok(!earlier.has(questionKey(c)), `${c.query} is already in another set`);
    assert.equal(c.source, 'reader');
    assert.ok(c.query.split(' ').length <= 8, `${c.query}: not a short query`);
  }
  const older = shortQueryBlind.filter((c) => c.version !== '7.3.0');
  assert.ok(older.length >= 15, `${older.length} on 6.15.0 / 5.3.0`);
  const named = shortQueryBlind.filter((c) => /^express[- ]validator /.test(c.query));
  assert.ok(named.length >= 10, `${named.length} start with the library's name`);
  assertAnchorsAreHeadings(shortQueryBlind);
});
