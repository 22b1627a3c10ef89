/**
 * The repository Markdown link checker (scripts/site/check-repo-links.ts) on a small repository
 * written to a temporary folder: which links it accepts and which it reports.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {anchorsOf, checkRepoLinks, repoMarkdownFiles} from '../../scripts/site/check-repo-links';

function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'repo-links-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

test('anchors: GitHub heading slugs (code, punctuation, repeats) and HTML ids', () => {
  const anchors = anchorsOf('# The `run()` method, again\n\n## Notes\n\n## Notes\n\n<a id="kept"></a>\n');
  assert.deepEqual([...anchors].sort(), ['kept', 'notes', 'notes-1', 'the-run-method-again']);
});

test('files, folders, anchors and root-relative links that exist pass; the rest is reported', () => {
  const root = fixture({
    'README.md': [
      '# Site',
      '[ok file](CONTRIBUTING.md) [ok anchor](CONTRIBUTING.md#cutting-a-version) [ok folder](src/part/)',
      '[ok here](#site) [ok root](/src/part/README.md) [ok line](src/part/code.ts#L3) [web](https://example.com/x.md)',
      '[gone](MISSING.md) [bad anchor](CONTRIBUTING.md#nowhere) [bad here](#elsewhere)',
      '',
      '`[in code](nowhere.md)`',
      '',
      '[ref]: src/part/gone.ts',
    ].join('\n'),
    'CONTRIBUTING.md': '# Contributing\n\n## Cutting a version\n',
    'src/part/README.md': '# Part\n\n[up](../../README.md#site) [out](../../../outside.md)\n',
    'src/part/code.ts': 'export {};\n',
    'src/pages/page.md': '[site link](/docs/intro)\n',
    'docs/page.md': '[site link](./nowhere.md)\n',
  });
  assert.deepEqual(repoMarkdownFiles(root), ['CONTRIBUTING.md', 'README.md', 'src/part/README.md']);
  const problems = checkRepoLinks(root).map((p) => `${p.file}:${p.line} ${p.url}`);
  assert.deepEqual(problems, [
    'README.md:4 MISSING.md',
    'README.md:4 CONTRIBUTING.md#nowhere',
    'README.md:4 #elsewhere',
    'README.md:8 src/part/gone.ts',
    'src/part/README.md:3 ../../../outside.md',
  ]);
  fs.rmSync(root, {recursive: true});
});
