/**
 * The behaviour-matrix pair report (scripts/docs/upgrade/behaviour/report.ts) on a tiny in-memory
 * matrix and item list (no matrix run): a difference an item of the pair covers, one no item
 * covers, an item outside the pair that covers nothing, and a seeded draw that repeats for its
 * seed and gives each verdict.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {compact} from '../../scripts/docs/upgrade/behaviour/answers';
import {
  pairDifferences,
  pairMarkdown,
  probeApis,
  randomVerdicts,
  type ReportItem,
} from '../../scripts/docs/upgrade/behaviour/report';

const releases = ['1.0.0', '1.1.0', '1.2.0'];
const matrix = compact(
  releases,
  {
    '1.0.0': {'v:isEmail': '01', 'mod:bail': {errors: 2}, 'v:isInt': '11', 'v:isUUID': 'absent'},
    '1.1.0': {'v:isEmail': '11', 'mod:bail': {errors: 1}, 'v:isInt': '11', 'v:isUUID': '10'},
    '1.2.0': {'v:isEmail': '11', 'mod:bail': {errors: 1}, 'v:isInt': '10', 'v:isUUID': '10'},
  },
  ['v:isEmail', 'mod:bail', 'v:isInt', 'v:isUUID'],
);
const item = (id: string, release: string, names: string[], holds: ReportItem['holds'] = 'runtime'): ReportItem => ({
  id,
  kind: 'behaviour',
  release,
  title: id,
  names,
  holds,
});
const items = [
  item('email', '1.1.0', ['isEmail']),
  item('int-later', '1.2.0', ['isInt']),
  item('email-types', '1.1.0', ['isEmail'], 'types'),
  item('int-types', '1.1.0', ['isInt'], 'types'),
  item('no-probe', '1.1.0', ['isJWT']),
  item('bail-runtime', '1.2.0', ['bail']),
];

test('a probe names its API: the method of v:, the head of mod:, the entry point of schema:', () => {
  assert.deepEqual(probeApis('v:isEmail:allow_display_name=true'), ['isEmail']);
  assert.deepEqual(probeApis('mod:optional-nullable'), ['optional']);
  assert.deepEqual(probeApis('schema:optional-values'), ['checkSchema', 'optional']);
  assert.deepEqual(probeApis('field:nested'), []);
  assert.deepEqual(probeApis('run:oneOf'), ['run', 'oneOf']);
  assert.deepEqual(probeApis('error:notEmpty'), ['validationResult', 'notEmpty']);
});

test('a pair lists its differing probes, covered by the items of (from, to] that name their API', () => {
  const {items: inPair, differences} = pairDifferences(matrix, items, '1.0.0', '1.1.0');
  assert.deepEqual(
    inPair.map((i) => i.id),
    ['email', 'email-types', 'int-types', 'no-probe'],
  );
  assert.deepEqual(
    differences.map(({id, family, coveredBy}) => ({id, family, coveredBy})),
    [
      {id: 'mod:bail', family: 'mod', coveredBy: []},
      {id: 'v:isEmail', family: 'v', coveredBy: ['email', 'email-types']},
      {id: 'v:isUUID', family: 'v', coveredBy: []},
    ],
  );
  const md = pairMarkdown(matrix, items, '1.0.0', '1.1.0', []);
  assert.match(md, /3 of 4 probes differ; 4 planner items; 2 differences uncovered, 1 of them absent in 1\.0\.0/);
  assert.match(md, /### mod: 1 differ, 1 uncovered/);
  assert.match(md, /\| `mod:bail` \| \{"errors":2\} \| \{"errors":1\} \| uncovered \|/);
  assert.match(md, /\| `v:isUUID` \| "absent" \| "10" \| uncovered \(absent before\) \|/);
  assert.match(md, /\| `v:isEmail` \| "01" \| "11" \| email, email-types \|/);
});

test('the draw repeats for its seed and checks each item against its own release step', () => {
  const ids = (seed: number) => randomVerdicts(matrix, items, 3, seed).map((v) => v.item.id);
  assert.deepEqual(ids(61), ids(61));
  assert.notDeepEqual(ids(61), ids(62));
  const all = new Map(randomVerdicts(matrix, items, items.length, 1).map((v) => [v.item.id, v]));
  assert.equal(all.size, items.length);
  assert.equal(all.get('email')!.verdict, 'held');
  assert.equal(all.get('email-types')!.verdict, 'not held');
  assert.equal(all.get('int-types')!.verdict, 'held');
  assert.equal(all.get('int-later')!.verdict, 'held');
  assert.equal(all.get('bail-runtime')!.verdict, 'not held');
  assert.equal(all.get('no-probe')!.verdict, 'no probe');
});

test('a difference only in error-object fields is covered by the items naming those fields, one beyond them is not', () => {
  const err6 = {msg: 'Invalid value', param: 'a', location: 'body'};
  const err7 = {msg: 'Invalid value', path: 'a', location: 'body', type: 'field'};
  const m = compact(
    ['6.0.0', '7.0.0'],
    {
      '6.0.0': {'field:nested': {errors: [err6]}, 'field:wildcard': {errors: [err6]}},
      '7.0.0': {'field:nested': {errors: [err7]}, 'field:wildcard': {errors: [{...err7, msg: 'Other'}]}},
    },
    ['field:nested', 'field:wildcard'],
  );
  const fieldItems = [item('error-path', '7.0.0', ['path']), item('error-type', '7.0.0', ['type'])];
  const {differences} = pairDifferences(m, fieldItems, '6.0.0', '7.0.0');
  assert.deepEqual(
    differences.map(({id, errorFields, fieldsOnly, coveredBy}) => ({id, errorFields, fieldsOnly, coveredBy})),
    [
      {
        id: 'field:nested',
        errorFields: ['param', 'path', 'type'],
        fieldsOnly: true,
        coveredBy: ['error-path', 'error-type'],
      },
      {id: 'field:wildcard', errorFields: ['param', 'path', 'type'], fieldsOnly: false, coveredBy: []},
    ],
  );
  assert.match(
    pairMarkdown(m, fieldItems, '6.0.0', '7.0.0', []),
    /\| `field:wildcard` \| .* \| uncovered \(differs beyond the error fields param, path, type\) \|/,
  );
});
