import assert from 'node:assert/strict';
import {test} from 'node:test';

import signatureElements from '../../src/plugins/signatures/remark';
import {renderMdx} from '../renderMdx';

/**
 * `source` compiled by MDX with the plugin and rendered: the props each `<Signature>` got, and the
 * HTML of the rest (a `<Signature>` renders nothing here).
 */
async function compiled(source: string): Promise<{signatures: Record<string, unknown>[]; html: string}> {
  const signatures: Record<string, unknown>[] = [];
  const Signature = (props: Record<string, unknown>) => {
    signatures.push(props);
    return null;
  };
  const html = await renderMdx(source, {remarkPlugins: [signatureElements], components: {Signature}});
  return {signatures, html};
}

const fence = (meta: string, code: string) => ['```' + meta, code, '```', ''].join('\n');

test('signatures: each signature fence becomes a <Signature> element with its code', async () => {
  const {signatures, html} = await compiled(
    [
      fence('ts signature', 'run(req: Request): Promise<Result>'),
      fence('ts signature try', 'isEmail(options?: IsEmailOptions): ValidationChain'),
      fence('js signature', 'check(field)'),
    ].join('\n'),
  );
  assert.deepEqual(signatures, [
    {code: 'run(req: Request): Promise<Result>'},
    {code: 'isEmail(options?: IsEmailOptions): ValidationChain', tryIt: true},
    {code: 'check(field)', language: 'js'},
  ]);
  assert.equal(html.trim(), '');
});

test('signatures: a fence with any other meta stays a code block', async () => {
  const {signatures, html} = await compiled(
    [fence('ts title="app.ts"', 'const a = 1;'), fence('ts', 'const b = 2;'), fence('ts signature {1}', 'x()')].join(
      '\n',
    ),
  );
  assert.deepEqual(signatures, []);
  assert.equal((html.match(/<pre><code/g) ?? []).length, 3);
});
