/**
 * The upgrade planner (src/components/Upgrade): its facts file is up to date, the items it lists
 * hold against the packages, and "Check my code" finds what a 6.x program uses.
 *
 * The runtime surface (scripts/docs/upgrade/surface.ts): the stored one matches a fresh run of
 * three releases drawn at random; every difference between adjacent releases is reported by an
 * item of that pair or listed as a reviewed omission; the behaviour items found by running hold
 * from their release and not before.
 *
 * The item check draws 20 items at random from several pairs (seed printed; set UPGRADE_SEED to
 * replay a draw) and checks each against the releases themselves:
 * - an item of the API history (removed, new, signature, deprecated): the declarations of the
 *   release before the item's release and of the item's release, read by
 *   scripts/docs/api-history/read.ts from node_modules/express-validator-<version>, show the change;
 * - a migration guide item: each API key it covers whose presence changes at its release is
 *   absent from one release's declarations and present in the other's, and a module path it names
 *   (`express-validator/check`) exists in the package before a removal and not after;
 * - a behaviour item: its claim (tests/claims/) holds in the item's release, and fails in the
 *   release the claim names as the other side of the change.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import data from '../../src/plugins/upgrade/data';
import {planUpgrade, STATIC_PAIRS, type Item} from '../../src/plugins/upgrade/plan';
import {readParams} from '../../src/plugins/upgrade/params';
import {matchCode} from '../../src/plugins/upgrade/match';
import {codeTooLongMessage, MAX_CODE_CHARS} from '../../src/plugins/upgrade/types';
import {aliasOf, repoRoot} from '../../src/docsVersions';
import {readReleaseApi, type ReleaseApi} from '../../scripts/docs/api-history/read';
import {shapeOf} from '../../scripts/docs/api-history/history';
import {computeFacts, factsFile, serializeFacts} from '../../scripts/docs/upgrade/generate';
import {omissions} from '../../scripts/docs/upgrade/omissions';
import {probeRelease} from '../../scripts/docs/upgrade/probe';
import {diffId} from '../../scripts/docs/upgrade/runtime';
import {runtimeItems} from '../../scripts/docs/upgrade/runtime-items';
import {readSurface, surfaceDiffs, surfaceHas} from '../../scripts/docs/upgrade/surface';
import {allClaims} from '../claims/all';
import {mulberry32} from '../seededRandom';

const {history, facts} = data;
const claims = new Map(allClaims.map((c) => [c.id, c]));

test('facts.json is up to date (npm run docs:upgrade)', () => {
  assert.equal(fs.readFileSync(factsFile, 'utf8'), serializeFacts(computeFacts()));
});

const previous = (release: string) => facts.releases[facts.releases.indexOf(release) - 1];
const apis = new Map<string, ReleaseApi>();
const apiOf = (release: string) => {
  if (!apis.has(release)) apis.set(release, readReleaseApi(release));
  return apis.get(release)!;
};
const packageHas = (release: string, modulePath: string) =>
  fs.existsSync(path.join(repoRoot, 'node_modules', aliasOf(release), modulePath.replace(/^express-validator\/?/, '')));
const matchesKey = (pattern: string, key: string) =>
  pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key;
const expand = (patterns: string[]) =>
  Object.keys(history.apis).filter((k) =>
    patterns.some((p) => (p.endsWith('*') ? k.startsWith(p.slice(0, -1)) : p === k)),
  );

/** What can be checked of an item against the packages; empty when nothing can. */
function evidenceOf(item: Item): (() => Promise<void>)[] {
  const before = previous(item.release);
  const [source, key] = [item.id.slice(0, item.id.indexOf('#')), item.id.slice(item.id.indexOf('#') + 1)];
  const out: (() => Promise<void>)[] = [];
  for (const id of item.claims) {
    const claim = claims.get(id);
    if (!claim) throw new Error(`${item.id} names an unknown claim ${id}`);
    out.push(async () => {
      assert.equal(await claim.check(item.release), true, `${id} holds in ${item.release}`);
      for (const r of claim.fails ?? []) {
        if (facts.releases.indexOf(r) < facts.releases.indexOf(item.release))
          assert.equal(await claim.check(r), false, `${id} does not hold in ${r}`);
      }
    });
  }
  if (source === 'removed' || source === 'new') {
    out.push(async () => {
      const [without, withIt] = source === 'removed' ? [item.release, before] : [before, item.release];
      assert.ok(apiOf(withIt).has(key), `${withIt} declares ${key}`);
      assert.ok(!apiOf(without).has(key), `${without} does not declare ${key}`);
    });
  } else if (source === 'signature') {
    out.push(async () => {
      const now = apiOf(item.release).get(key)?.signature;
      assert.ok(now && item.action.includes(now), `${item.release} declares ${now}`);
      assert.notEqual(shapeOf(apiOf(before).get(key)?.signature ?? ''), shapeOf(now), `the parameters changed`);
    });
  } else if (source === 'deprecated') {
    out.push(async () => {
      assert.equal(apiOf(item.release).get(key)?.deprecated, true, `${item.release} deprecates ${key}`);
      assert.notEqual(apiOf(before).get(key)?.deprecated, true, `${before} does not deprecate ${key}`);
    });
  } else if (source.startsWith('migration-')) {
    const guide = facts.guide.find((g) => g.id === item.id)!;
    const releases = history.releases;
    const has = (k: string, r: string) =>
      history.apis[k].spans.some(
        ([a, b]) => releases.indexOf(a) <= releases.indexOf(r) && releases.indexOf(r) <= releases.indexOf(b),
      );
    for (const k of expand(guide.keys).filter((k) => has(k, before) !== has(k, item.release))) {
      out.push(async () => {
        assert.equal(apiOf(before).has(k), has(k, before), `${before} ${has(k, before) ? 'declares' : 'lacks'} ${k}`);
        assert.equal(
          apiOf(item.release).has(k),
          has(k, item.release),
          `${item.release} ${has(k, item.release) ? 'declares' : 'lacks'} ${k}`,
        );
      });
    }
    for (const n of guide.needles) {
      if (n.type !== 'path') continue;
      out.push(async () => {
        assert.ok(packageHas(before, n.name), `${before} has ${n.name}`);
        if (item.kind === 'removed') assert.ok(!packageHas(item.release, n.name), `${item.release} lacks ${n.name}`);
      });
    }
  }
  return out;
}

/** A small seeded generator, so a failing draw can be replayed. */
const random = mulberry32;

test('20 items drawn from several pairs hold against the packages and the claims', async (t) => {
  const pairs: [string, string][] = [
    ...STATIC_PAIRS,
    ['6.0.0', '6.15.0'],
    ['6.4.1', '6.10.1'],
    ['7.0.1', '7.3.2'],
    ['5.2.0', '6.5.0'],
  ];
  const pool = new Map<string, Item>();
  for (const [from, to] of pairs) {
    for (const item of planUpgrade(history, facts, from, to).groups.flatMap((g) => g.items)) {
      if (evidenceOf(item).length) pool.set(item.id, item);
    }
  }
  const seed = Number(process.env.UPGRADE_SEED ?? Math.floor(Math.random() * 2 ** 31));
  t.diagnostic(`seed ${seed} (UPGRADE_SEED=${seed} replays this draw); ${pool.size} checkable items`);
  const next = random(seed);
  const items = [...pool.values()];
  const drawn: Item[] = [];
  while (drawn.length < 20) drawn.push(...items.splice(Math.floor(next() * items.length), 1));
  for (const item of drawn) {
    await t.test(`${item.kind} ${item.release}: ${item.id}`, async () => {
      for (const check of evidenceOf(item)) await check();
    });
  }
});

test('the static pairs list what the issue asks for', () => {
  const plan = planUpgrade(history, facts, '6.14.3', '7.3.2');
  const ids = (kind: string) => plan.groups.find((g) => g.kind === kind)!.items.map((i) => i.id);
  assert.ok(ids('removed').includes('migration-v6-to-v7#sanitize-functions'));
  assert.ok(ids('renamed').includes('migration-v6-to-v7#error-objects'));
  assert.ok(ids('new').includes('migration-v6-to-v7#checkexact'));
  assert.ok(ids('behaviour').includes('migration-v6-to-v7#arrays'));
  const v5 = planUpgrade(history, facts, '5.3.1', '6.15.0');
  assert.ok(v5.groups.find((g) => g.kind === 'removed')!.items.some((i) => i.id === 'migration-v5-to-v6#legacy-api'));
  // Reversed: the same items, flagged; the same release twice is refused by the page, not here.
  const back = planUpgrade(history, facts, '7.3.2', '6.14.3');
  assert.equal(back.reversed, true);
  assert.deepEqual(
    back.groups.map((g) => g.items.length),
    plan.groups.map((g) => g.items.length),
  );
  assert.throws(() => planUpgrade(history, facts, '<script>', '7.3.2'), /unknown release/);
});

test('"Check my code" finds the names a 6.x program uses, with their lines', () => {
  const code = [
    "const { sanitizeBody, check, validationResult } = require('express-validator');",
    "const { body } = require('express-validator/check');",
    '',
    "app.post('/x', sanitizeBody('name').trim(), check('age').optional({ nullable: true }).isInt(), (req, res) => {",
    '  const errors = validationResult(req).array().map((e) => e.param);',
    '});',
  ].join('\n');
  const plan = planUpgrade(history, facts, '6.14.3', '7.3.2');
  const result = matchCode(
    code,
    plan.groups.flatMap((g) => g.items),
  );
  assert.ok('hits' in result);
  const {hits} = result;
  assert.deepEqual(hits.get('migration-v6-to-v7#sanitize-functions'), [1, 4]);
  assert.deepEqual(hits.get('migration-v6-to-v7#entry-points'), [2]);
  assert.deepEqual(hits.get('migration-v6-to-v7#error-objects'), [5]);
  assert.deepEqual(hits.get('migration-v6-to-v7#optional-values'), [4]);
  assert.equal(hits.has('migration-v6-to-v7#checkexact'), false);
  // A name that is not imported from express-validator does not count.
  const none = matchCode(
    'const sanitizeBody = 1;',
    plan.groups.flatMap((g) => g.items),
  );
  assert.ok('hits' in none && none.hits.size === 0);
});

const surface = readSurface();
const allItems = (from: string, to: string) => planUpgrade(history, facts, from, to).groups.flatMap((g) => g.items);

test('surface.json matches a fresh run of three releases drawn at random', async (t) => {
  const seed = Number(process.env.UPGRADE_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const next = random(seed);
  const pool = [...surface.releases];
  const drawn = [0, 1, 2].map(() => pool.splice(Math.floor(next() * pool.length), 1)[0]);
  t.diagnostic(`seed ${seed}: ${drawn.join(', ')}`);
  // The schema keys tried are the chain methods of every release, as surface.ts does.
  const candidates = Object.keys(surface.spans)
    .filter((k) => k.startsWith('chain:'))
    .map((k) => k.slice(6));
  for (const release of drawn) {
    const keys = await probeRelease(path.join(repoRoot, 'node_modules', aliasOf(release)), candidates);
    const stored = Object.keys(surface.spans).filter((k) => surfaceHas(surface, k, release));
    assert.deepEqual(keys, stored.sort(), `${release}: run npm run docs:upgrade`);
  }
});

test('every runtime difference between adjacent releases is an item of that pair or a reviewed omission', () => {
  const missing: string[] = [];
  let itemised = 0;
  let omitted = 0;
  for (let i = 1; i < surface.releases.length; i++) {
    const [previous, release] = [surface.releases[i - 1], surface.releases[i]];
    const reported = new Set(allItems(previous, release).flatMap((item) => item.surface));
    for (const d of surfaceDiffs(surface).filter((x) => x.release === release)) {
      if (reported.has(diffId(d))) itemised++;
      else if (omissions.some((o) => o.release === release && matchesKey(o.key, d.key))) omitted++;
      else missing.push(`${d.change} ${diffId(d)}`);
    }
  }
  assert.deepEqual(missing, [], 'add an item (scripts/docs/upgrade/runtime-items.ts) or a reviewed omission');
  assert.ok(itemised > 0 && omitted > 0);
  for (const o of omissions) assert.ok(o.reason.length > 40, `the omission of ${o.key}@${o.release} gives a reason`);
});

test('a difference neither itemised nor omitted fails the completeness check', () => {
  // The same check on a surface with one invented difference must report it.
  const fake = structuredClone(surface);
  fake.spans['chain:invented'] = [['7.3.0', '7.3.2']];
  const reported = new Set(allItems('7.2.1', '7.3.0').flatMap((item) => item.surface));
  const d = surfaceDiffs(fake).find((x) => x.key === 'chain:invented')!;
  assert.equal(reported.has(diffId(d)), false);
  assert.equal(
    omissions.some((o) => o.release === d.release && matchesKey(o.key, d.key)),
    false,
  );
});

test('each runtime item of runtime-items.ts holds from its release and not in the one before', async () => {
  for (const item of runtimeItems) {
    assert.equal(await item.check(item.release), true, `${item.id} holds in ${item.release}`);
    assert.equal(
      await item.check(previous(item.release)),
      false,
      `${item.id} does not hold in ${previous(item.release)}`,
    );
  }
});

test('the runtime changes the issue names are items, and types-only items say so', () => {
  const ids = new Set(allItems('6.14.3', '7.3.2').map((i) => i.id));
  for (const id of [
    'runtime#schema-bail-if',
    'runtime#deep-imports-src',
    'runtime#default-replace-clone',
    'runtime#globstar',
    'runtime#meta-path-values',
  ])
    assert.ok(ids.has(id), id);
  assert.ok(allItems('7.0.1', '7.3.2').some((i) => i.id === 'runtime#deep-imports-src'));
  const locale = allItems('6.5.0', '6.6.0').find((i) => i.id === 'new#option:chain:isNumeric.locale')!;
  assert.equal(locale.holds, 'types');
  assert.match(locale.runtimeNote ?? '', /already has it in 6\.5\.0/);
  const url = allItems('7.0.1', '7.3.2').find((i) => i.id === 'new#option:chain:isURL.ignore_max_length')!;
  assert.equal(url.holds, 'types');
  const card = allItems('6.14.3', '7.3.2');
  assert.equal(card.find((i) => i.id === 'new#option:chain:isCreditCard.provider')?.holds, 'types');
  assert.ok(!card.some((i) => i.id === 'note#iscreditcard-provider-dropped'), 'no behaviour item contradicts it');
  for (const i of card) assert.ok(['types', 'runtime', 'both'].includes(i.holds), i.id);
});

test('the address: an unknown, out-of-range or repeated release is named, with the nearest valid pair', () => {
  const none: {release: string | undefined; why: string}[] = [];
  const out = readParams('?from=5.1.0&to=6.0.0', facts, none);
  assert.match(out.messages[0], /“5\.1\.0” is not a release the planner knows .* from 5\.2\.0 to 7\.3\.2\./);
  assert.deepEqual(out.suggestion, {from: '5.2.0', to: '6.0.0'});
  // Only "to": "from" is older than it, and the page says which and why.
  const onlyTo = readParams('?to=6.0.0', facts, none);
  assert.deepEqual([onlyTo.from, onlyTo.to, onlyTo.suggestion], ['5.3.1', '6.0.0', undefined]);
  assert.match(onlyTo.note ?? '', /starts at 5\.3\.1, the release before 6\.0\.0/);
  const twice = readParams('?from=6.14.3&from=7.0.1&to=7.3.2', facts, none);
  assert.match(twice.messages[0], /gives “from” 2 times \(“6\.14\.3”, “7\.0\.1”\)/);
  assert.deepEqual(twice.suggestion, {from: '6.14.3', to: '7.3.2'});
  assert.equal(readParams('?to=8.1.0', facts, none).suggestion?.to, '7.3.2');
  assert.equal(readParams('?from=6.14.9&to=7.3.2', facts, none).suggestion?.from, '6.14.3');
  assert.equal(readParams('?from=6.16.0&to=7.3.2', facts, none).suggestion?.from, '6.15.0');
  const ok = readParams('?from=6.14.3&to=7.3.2', facts, none);
  assert.deepEqual([ok.messages, ok.suggestion, ok.note], [[], undefined, undefined]);
  // Only "from": "to" is the newest release, and the page says so as it does for a missing "from".
  const onlyFrom = readParams('?from=6.5.0', facts, none);
  assert.deepEqual([onlyFrom.from, onlyFrom.to, onlyFrom.messages], ['6.5.0', '7.3.2', []]);
  assert.equal(
    onlyFrom.note,
    'The address names no “to” release, so the list ends at 7.3.2, the newest release. Pick the release you want.',
  );
  const neither = readParams('', facts, none);
  assert.match(
    neither.note ?? '',
    /no “from” release, so the list starts at 6\.15\.0, .* no “to” release, so the list ends at 7\.3\.2/,
  );
});

test('code over the limit gets one sentence, whether pasted or opened as a file', () => {
  const long = 'x'.repeat(MAX_CODE_CHARS + 1);
  assert.deepEqual(matchCode(long, []), {error: codeTooLongMessage(long.length)});
  assert.match(
    codeTooLongMessage(),
    /^The code is more than 200,000 characters long; the check reads at most 200,000\./,
  );
});
