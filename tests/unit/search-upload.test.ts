/**
 * `npm run search:upload` against a local HTTP server standing in for Algolia (the client's hosts
 * replaced through ALGOLIA_HOST): the requests it sends (settings, batches of records, the move of
 * the temporary index over the live one), the clear errors for a missing or refused key, and that
 * no key is ever printed. No Algolia account is needed.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  indexSettings,
  queryRules,
  uploadConfig,
  uploadRecords,
  type UploadConfig,
} from '../../scripts/site/search-upload';
import type {SearchRecord} from '../../src/search/records';

/** One request the fake Algolia received. */
type Seen = {method: string; path: string; search: string; body: unknown; apiKey: string | undefined};

/**
 * A fake Algolia answering the write API like the real one: every write returns a task id, every
 * task is already published. `refuse` makes every request answer 403 as Algolia does for a key
 * without the right ACL.
 */
async function fakeAlgolia(refuse = false): Promise<{url: string; seen: Seen[]; close: () => void}> {
  const seen: Seen[] = [];
  let task = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        search: url.search,
        body: text ? JSON.parse(text) : undefined,
        apiKey: req.headers['x-algolia-api-key'] as string | undefined,
      });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, {'Content-Type': 'application/json'}).end(JSON.stringify(body));
      if (refuse) return send(403, {message: 'Method not allowed with this API key', status: 403});
      if (req.method === 'GET' && /\/task\/\d+$/.test(url.pathname)) return send(200, {status: 'published'});
      task++;
      if (url.pathname.endsWith('/rules/batch')) return send(200, {taskID: task, updatedAt: '2026-11-25T00:00:00Z'});
      if (url.pathname.endsWith('/batch')) {
        const {requests} = JSON.parse(text) as {requests: {body: {objectID: string}}[]};
        return send(200, {taskID: task, objectIDs: requests.map((r) => r.body.objectID)});
      }
      return send(200, {taskID: task, updatedAt: '2026-11-25T00:00:00Z', deletedAt: '2026-11-25T00:00:00Z'});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}`, seen, close: () => server.close()};
}

/** `n` records of the shape npm run search:records writes. */
function records(n: number): SearchRecord[] {
  return Array.from({length: n}, (_, i) => ({
    objectID: `docs-default-7.3.0:/docs/api/check:${i}`,
    type: 'content',
    hierarchy: {lvl0: 'API', lvl1: 'check()', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `paragraph ${i}`,
    url: `https://express-validator.github.io/docs/api/check#p${i}`,
    url_without_anchor: 'https://express-validator.github.io/docs/api/check',
    anchor: `p${i}`,
    language: 'en',
    docusaurus_tag: 'docs-default-7.3.0',
    version: '7.3.0',
    weight: {pageRank: 0, level: 0, position: i},
  }));
}

const adminKey = 'admin-key-0123456789abcdef';

test('settings, rules, then the records in batches, then one move over the live index, all into a temporary index', async () => {
  const algolia = await fakeAlgolia();
  try {
    const config: UploadConfig = {appId: 'TESTAPP', indexName: 'ev-docs', adminKey, host: algolia.url};
    const lines: string[] = [];
    const summary = await uploadRecords(
      config,
      records(2500),
      (l) => lines.push(l),
      () => 1700000000000,
    );
    const tmp = 'ev-docs_tmp_1700000000000';
    assert.deepEqual(summary, {indexName: 'ev-docs', temporaryIndex: tmp, records: 2500, batches: 3});

    const writes = algolia.seen.filter((r) => r.method !== 'GET');
    assert.deepEqual(
      writes.map((r) => `${r.method} ${r.path}`),
      [
        `PUT /1/indexes/${tmp}/settings`,
        `POST /1/indexes/${tmp}/rules/batch`,
        `POST /1/indexes/${tmp}/batch`,
        `POST /1/indexes/${tmp}/batch`,
        `POST /1/indexes/${tmp}/batch`,
        `POST /1/indexes/${tmp}/operation`,
      ],
    );
    assert.deepEqual(writes[0]!.body, indexSettings);
    // The rules replace whatever the index had (clearExistingRules).
    assert.deepEqual(writes[1]!.body, queryRules);
    assert.match(writes[1]!.search, /clearExistingRules=true/);
    const batchSizes = writes.slice(2, 5).map((r) => (r.body as {requests: {action: string}[]}).requests.length);
    assert.deepEqual(batchSizes, [1000, 1000, 500]);
    assert.ok(
      writes
        .slice(2, 5)
        .every((r) => (r.body as {requests: {action: string}[]}).requests.every((q) => q.action === 'addObject')),
    );
    assert.deepEqual(writes[5]!.body, {operation: 'move', destination: 'ev-docs'});
    // Every step waited for its task before the next one.
    assert.ok(algolia.seen.some((r) => r.method === 'GET' && r.path.startsWith(`/1/indexes/${tmp}/task/`)));
    assert.ok(
      algolia.seen.every((r) => r.apiKey === adminKey),
      'the admin key authenticates every request',
    );
    assert.equal(lines.length, 4);
    assert.ok(lines.every((l) => !l.includes(adminKey)));
  } finally {
    algolia.close();
  }
});

test('the settings are those DocSearch needs: hierarchy order, facets, distinct URL', () => {
  assert.deepEqual(indexSettings.searchableAttributes?.slice(1, 3), [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
  ]);
  assert.deepEqual(indexSettings.searchableAttributes?.slice(-2), ['content', 'unordered(code)']);
  assert.equal(indexSettings.attributesToRetrieve?.includes('code'), false);
  assert.deepEqual([...(indexSettings.attributesForFaceting ?? [])].sort(), [
    'docusaurus_tag',
    'language',
    'type',
    'version',
  ]);
  assert.equal(indexSettings.attributeForDistinct, 'url');
  assert.equal(indexSettings.distinct, true);
});

test('missing variables are named; the search-only key and a bad host are refused', () => {
  assert.throws(() => uploadConfig({ALGOLIA_APP_ID: 'A'}), /needs ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY/);
  assert.throws(
    () =>
      uploadConfig({
        ALGOLIA_APP_ID: 'A',
        ALGOLIA_INDEX_NAME: 'i',
        ALGOLIA_ADMIN_API_KEY: 'public',
        ALGOLIA_SEARCH_API_KEY: 'public',
      }),
    /is the search-only key/,
  );
  assert.throws(
    () => uploadConfig({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ADMIN_API_KEY: 'k', ALGOLIA_HOST: 'x'}),
    /ALGOLIA_HOST must be an origin/,
  );
  assert.deepEqual(uploadConfig({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ADMIN_API_KEY: 'k'}), {
    appId: 'A',
    indexName: 'i',
    adminKey: 'k',
    host: undefined,
  });
});

/**
 * Runs the CLI as the deploy workflow does, with `env` added; resolves to exit code and output.
 * Asynchronous, so the fake Algolia in this process keeps answering while the CLI runs.
 */
function runCli(env: Record<string, string>, file: string): Promise<{status: number | null; output: string}> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/site/search-upload.ts', file], {
    cwd: path.join(__dirname, '..', '..'),
    env: {PATH: process.env.PATH, ...env},
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({status, output})));
}

test('CLI: a 403 from Algolia gives a clear message, drops the temporary index and never prints the key', async () => {
  const algolia = await fakeAlgolia(true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'));
  const file = path.join(dir, 'search-records.json');
  fs.writeFileSync(file, JSON.stringify(records(3)));
  try {
    const {status, output} = await runCli(
      {
        ALGOLIA_APP_ID: 'TESTAPP',
        ALGOLIA_INDEX_NAME: 'ev-docs',
        ALGOLIA_ADMIN_API_KEY: adminKey,
        ALGOLIA_HOST: algolia.url,
      },
      file,
    );
    assert.equal(status, 1);
    assert.match(output, /search:upload: Algolia refused the key \(HTTP 403/);
    assert.match(output, /the live index was not changed/);
    assert.ok(!output.includes(adminKey), 'the key is never printed');
    assert.ok(algolia.seen.some((r) => r.method === 'DELETE' && /ev-docs_tmp_\d+$/.test(r.path)));
    assert.ok(!algolia.seen.some((r) => r.path.endsWith('/operation')), 'nothing was moved over the live index');
  } finally {
    algolia.close();
  }
});

test('CLI: without the admin key it stops before any request, naming the variable', async () => {
  const {status, output} = await runCli(
    {ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_INDEX_NAME: 'ev-docs'},
    'search-records.json',
  );
  assert.equal(status, 1);
  assert.match(output, /search:upload needs ALGOLIA_ADMIN_API_KEY/);
});

test('CLI: a file that is not a list of records is refused', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'));
  const file = path.join(dir, 'bad.json');
  fs.writeFileSync(file, JSON.stringify([{objectID: 'x'}]));
  const {status, output} = await runCli(
    {ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_HOST: 'http://127.0.0.1:9'},
    file,
  );
  assert.equal(status, 1);
  assert.match(output, /record 0 is not a search record/);
});

test('hosted parity: weak words are optional words; page-kind priors become weight.pageRank', async () => {
  const {weakWords} = await import('../../src/search/engine/RecordSearch');
  const {withPageRank} = await import('../../scripts/site/search-records');
  assert.deepEqual(indexSettings.optionalWords, [...weakWords].sort());
  assert.ok(indexSettings.optionalWords?.includes('working'));
  const record = (url: string) =>
    ({
      objectID: url,
      type: 'lvl2',
      hierarchy: {lvl0: 'Docs', lvl1: 'Page', lvl2: 'Section', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      url: `${url}#section`,
      url_without_anchor: url,
      anchor: 'section',
      language: 'en',
      docusaurus_tag: 'docs-default-7.3.0',
      version: '7.3.0',
      weight: {pageRank: 0, level: 90, position: 1},
    }) as const;
  const rank = (url: string) => withPageRank(record(url)).weight.pageRank;
  assert.equal(rank('https://example.org/docs/api/validation-chain'), 100);
  assert.equal(rank('https://example.org/docs/migration-v6-to-v7'), 30);
  assert.ok(rank('https://example.org/docs/architecture') < 100);
});

test('hosted parity: the attribute rule, as far as Algolia settings and rules express it', async () => {
  const {withEntry} = await import('../../scripts/site/search-records');
  // A reference entry's name and words are searched before every heading, the name first.
  assert.equal(indexSettings.searchableAttributes?.[0], 'entry');
  const ranking = indexSettings.ranking ?? [];
  assert.ok(ranking.indexOf('attribute') < ranking.indexOf('proximity'), 'attribute before proximity');
  assert.ok(ranking.indexOf('typo') < ranking.indexOf('attribute'), 'typos first, as the engine ignores typo headings');
  assert.equal(indexSettings.exactOnSingleWordQuery, 'attribute');
  assert.ok(indexSettings.camelCaseAttributes?.includes('hierarchy.lvl4'));
  assert.ok(indexSettings.camelCaseAttributes?.includes('content'));
  const heading = (url: string, name: string) =>
    ({
      objectID: url,
      type: 'lvl4',
      hierarchy: {lvl0: 'API', lvl1: 'ValidationChain', lvl2: 'x', lvl3: 'y', lvl4: name, lvl5: null, lvl6: null},
      content: null,
      url: `${url}#x`,
      url_without_anchor: url,
      anchor: 'x',
      language: 'en',
      docusaurus_tag: 'docs-default-7.3.0',
      version: '7.3.0',
      weight: {pageRank: 100, level: 70, position: 1},
    }) as const;
  const reference = 'https://example.org/docs/api/validation-chain';
  assert.deepEqual(withEntry(heading(reference, 'isMobilePhone()')).entry, ['isMobilePhone', 'mobile phone']);
  assert.deepEqual(withEntry(heading(reference, 'isISO8601()')).entry, ['isISO8601', 'iso 8601']);
  assert.deepEqual(withEntry(heading(reference, 'custom()')).entry, ['custom']);
  // Not an entry: a guide heading, a heading that is not a called name, body text.
  assert.equal(withEntry(heading('https://example.org/docs/guides/customizing', 'withMessage()')).entry, undefined);
  assert.equal(withEntry(heading(reference, 'Standard validators')).entry, undefined);
  assert.equal(withEntry({...heading(reference, 'isInt()'), type: 'content', content: 'text'}).entry, undefined);
  // The library's name: taken out when the query has other words, kept when it is the whole query.
  const [contains, alone] = queryRules;
  assert.deepEqual(contains!.conditions, [{pattern: 'express validator', anchoring: 'contains', alternatives: false}]);
  assert.deepEqual(contains!.consequence.params?.query, {remove: ['express', 'validator']});
  assert.equal(alone!.conditions?.[0]?.anchoring, 'is');
  assert.equal(alone!.consequence.params?.query, 'express validator');
});
