import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';

import {offscreenBlockSelector, skippedAttribute} from '../../src/clientModules/offscreenBlocks';

/** The selector of the custom.css rule that sets `content-visibility: auto`, as written there. */
function skippingRuleSelector(): string {
  const css = fs.readFileSync('src/css/custom.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, , body]) =>
    /content-visibility:\s*auto/.test(body),
  );
  assert.equal(rules.length, 1, 'one rule in src/css/custom.css sets content-visibility: auto');
  return rules[0][1].replace(/\s+/g, ' ').trim();
}

test('offscreen blocks: the client module draws exactly the blocks the CSS rule skips', () => {
  assert.equal(skippingRuleSelector(), `html[${skippedAttribute}] :is(${offscreenBlockSelector})`);
});
