import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {median, parseArgs, table} from '../../scripts/bench/bench';
import {attributesOf, pageWeight, resourceTags} from '../../scripts/bench/page-weight';
import {floorVersions} from '../../scripts/bench/bare-docusaurus';
import {cumulativeLayoutShift} from '../../scripts/bench/main-thread';

test('bench: median of odd and even counts, options, Markdown table', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  const options = parseArgs(['--runs', '5', '--skip=dev,lighthouse', '--port', '4000']);
  assert.equal(options.runs, 5);
  assert.equal(options.port, 4000);
  assert.deepEqual([...options.skip], ['dev', 'lighthouse']);
  assert.throws(() => parseArgs(['--fast']), /Unknown option/);
  assert.equal(table(['a', 'b'], [[1, 2]]), '| a | b |\n| --- | --- |\n| 1 | 2 |');
});

test('page weight: attributes of minified tags (unquoted values, bare attributes)', () => {
  assert.deepEqual(attributesOf('<script src=https://buttons.github.io/buttons.js async defer>'), {
    src: 'https://buttons.github.io/buttons.js',
    async: '',
    defer: '',
  });
  assert.deepEqual(attributesOf('<link rel="stylesheet" href=\'/a.css\' />'), {rel: 'stylesheet', href: '/a.css'});
  assert.deepEqual(
    resourceTags(
      '<head><link rel=preload as=script href=/c.js><script>x()</script><script src=/m.js defer></script>',
    ).map((t) => t.name),
    ['link', 'script', 'script'],
  );
});

test('page weight: HTML, stylesheets, named scripts and third-party scripts of a page', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-'));
  fs.mkdirSync(path.join(root, 'assets'), {recursive: true});
  fs.writeFileSync(path.join(root, 'assets', 'a.css'), 'body{color:red}');
  fs.writeFileSync(path.join(root, 'assets', 'm.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'assets', 'c.js'), 'console.log(2)');
  fs.writeFileSync(
    path.join(root, 'page.html'),
    '<link rel=stylesheet href=/assets/a.css><link rel=preload as=script href=/assets/c.js>' +
      '<script src=/assets/m.js defer></script><script src=https://x.example/b.js async></script>',
  );
  fs.writeFileSync(path.join(root, 'index.html'), '');
  const w = pageWeight(root, '/page');
  assert.deepEqual(w.css.files, ['/assets/a.css']);
  assert.equal(w.css.raw, 15);
  assert.deepEqual(w.htmlScripts.files.sort(), ['/assets/c.js', '/assets/m.js']);
  assert.equal(w.htmlScripts.raw, 28);
  assert.deepEqual(w.thirdParty, [{src: 'https://x.example/b.js', async: true, defer: false}]);
  assert.throws(() => pageWeight(root, '/missing'), /No page at \/missing/);
});

test('floor site: pinned to the Docusaurus and React versions this repo installs', () => {
  const {docusaurus, pinned} = floorVersions();
  const installed = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
  assert.equal(docusaurus, installed('@docusaurus/preset-classic'));
  assert.match(docusaurus, /^3\.\d+\.\d+$/);
  assert.equal(pinned.react, installed('react'));
  assert.equal(pinned['react-dom'], pinned.react);
  for (const version of Object.values(pinned)) assert.match(version, /^\d+\.\d+\.\d+/);
});

test('CLS: the largest session window, split by a 1 s gap or the 5 s cap', () => {
  assert.equal(cumulativeLayoutShift([]), 0);
  // One window: shifts 0.5 s apart sum.
  assert.equal(
    cumulativeLayoutShift([
      {t: 0, v: 0.1},
      {t: 500, v: 0.05},
    ]).toFixed(2),
    '0.15',
  );
  // A 1.2 s gap opens a second window; the larger one counts.
  assert.equal(
    cumulativeLayoutShift([
      {t: 0, v: 0.1},
      {t: 1200, v: 0.2},
      {t: 1300, v: 0.05},
    ]),
    0.25,
  );
  // Shifts every 0.9 s never leave a gap, but a window closes 5 s after it opened.
  const steady = Array.from({length: 12}, (_, k) => ({t: k * 900, v: 0.01}));
  assert.equal(cumulativeLayoutShift(steady).toFixed(2), '0.06');
});
