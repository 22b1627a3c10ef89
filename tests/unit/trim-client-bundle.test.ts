import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';

import {tslibHelpersOf} from '../../src/plugins/trim-client-bundle';
import {attribute, groupOf} from '../../scripts/bench/bundle';

const require = createRequire(__filename);
const registryLoader = require('../../src/plugins/trim-client-bundle/registry-loader.js') as (source: string) => string;
const {__importDefault} = require('../../src/plugins/trim-client-bundle/import-default.js') as {
  __importDefault: (mod: unknown) => unknown;
};

const entry = (chunk: string, file: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

test('slim client: the registry keeps loaders and module ids, and loses the module paths', () => {
  const source = `export default {\n${entry('00253b04', '@site/docs/a.md')}\n${entry('0058b4c6', '@generated/p/docs-175.json')}\n};\n`;
  const out = registryLoader(source);
  assert.equal(
    out.split('\n')[1],
    `  "00253b04": [() => import(/* webpackChunkName: "00253b04" */ "@site/docs/a.md"), 0, require.resolveWeak("@site/docs/a.md")],`,
  );
  assert.equal((out.match(/, 0, require\.resolveWeak/g) ?? []).length, 2);
});

test('slim client: a registry in another format stops the build', () => {
  const source = `export default {\n  "x": [() => import("@site/docs/a.md"), {path: "@site/docs/a.md"}],\n};\n`;
  assert.throws(() => registryLoader(source), /format of \.docusaurus\/registry\.js/);
});

test(
  'slim client: the generated registry of this site is in the form the loader expects',
  {skip: !fs.existsSync('.docusaurus/registry.js')},
  () => {
    assert.doesNotThrow(() => registryLoader(fs.readFileSync('.docusaurus/registry.js', 'utf8')));
  },
);

test("slim client: __importDefault behaves as tslib's", () => {
  const esm = {__esModule: true, default: 1};
  assert.equal(__importDefault(esm), esm);
  const cjs = () => 2;
  assert.deepEqual(__importDefault(cjs), {default: cjs});
  assert.deepEqual(__importDefault(undefined), {default: undefined});
});

test('slim client: the tslib helpers of a CommonJS file are found; utils-common uses only __importDefault', () => {
  assert.deepEqual(
    tslibHelpersOf('tslib_1.__importDefault(a); tslib_1.__exportStar(b, exports); tslib_1.__importDefault(c)'),
    ['__exportStar', '__importDefault'],
  );
  const utilsCommon = fs.readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8');
  assert.deepEqual(tslibHelpersOf(utilsCommon), ['__importDefault']);
});

test('bundle analysis: sources are grouped by package, generated file or src folder', () => {
  assert.equal(groupOf('webpack://site/./node_modules/react-dom/cjs/react-dom.production.js'), 'react-dom');
  assert.equal(
    groupOf('webpack://site/./node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js'),
    '@docusaurus/theme-classic',
  );
  assert.equal(
    groupOf('webpack://site/./node_modules/react-router/node_modules/path-to-regexp/index.js'),
    'path-to-regexp',
  );
  assert.equal(groupOf('webpack://site/./.docusaurus/registry.js'), '.docusaurus/registry.js');
  assert.equal(
    groupOf('webpack://site/json|/home/dev/site/.docusaurus/site-metadata.json'),
    '.docusaurus/site-metadata.json',
  );
  assert.equal(groupOf('webpack://site/./src/theme/CodeBlock/index.tsx'), 'src/theme');
});

test('bundle analysis: every byte of the bundle is attributed once', () => {
  // Two sources on one generated line and one on the next; "(bundler)" before the first mapping.
  const code = 'XXaaaabbb\ncc';
  const map = {
    version: '3',
    file: 'main.js',
    sources: ['webpack://s/./node_modules/a/i.js', 'webpack://s/./src/b/x.ts'],
    names: [],
    // line 1: col 2 → a, col 6 → b; line 2: col 0 → a
    mappings: 'EAAA,ICAA;ADAA',
  };
  const parts = attribute(code, map as never);
  assert.deepEqual(Object.fromEntries(parts), {'(bundler)': 'XX', a: 'aaaacc', 'src/b': 'bbb\n'});
  assert.equal([...parts.values()].join('').length, code.length);
});
