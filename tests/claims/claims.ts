/**
 * Claims: sentences of the docs that state behaviour no example on the page shows, each proven by a
 * tiny run against the npm releases it is about.
 *
 * A page marks such a sentence with an MDX comment right after it, `{/* claim: <id> *\/}`. The
 * family files (v5.test.ts, v6.test.ts, v7.test.ts, reference.test.ts) define the claims and run
 * them; markers.test.ts reads every page and checks that:
 * - each marker names a known claim and sits in a paragraph (or list item) that contains the
 *   claim's `says` words, so rewording the sentence without the claim breaks the test;
 * - the npm release the page's docs version documents is one of the claim's `holds` releases;
 * - every claim is referenced by at least one page.
 * Changing the behaviour (a new release) or the sentence therefore fails `npm test`.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

export type Claim = {
  /** Stable id used by the page marker, e.g. `v6-if-condition-sanitizes`. */
  id: string;
  /** Words the marked paragraph must contain (compared case-insensitively, whitespace folded). */
  says: string;
  /** npm releases where `check` must resolve to true. */
  holds: readonly string[];
  /** npm releases where `check` must resolve to false: the boundary the sentence relies on. */
  fails?: readonly string[];
  /** Runs the behaviour against one release; true when the claim holds there. */
  check: (release: string) => Promise<boolean> | boolean;
};

/** Registers one node:test test per claim and release. Throws at load time on a duplicate id. */
export function defineClaimTests(family: string, claims: readonly Claim[]): void {
  const seen = new Set<string>();
  for (const claim of claims) {
    assert.ok(!seen.has(claim.id), `duplicate claim id ${claim.id}`);
    seen.add(claim.id);
    test(`${family}: ${claim.id}`, async (t) => {
      for (const release of claim.holds) {
        await t.test(`holds in ${release}`, async () => {
          assert.equal(await claim.check(release), true, `${claim.id} should hold in ${release}: "${claim.says}"`);
        });
      }
      for (const release of claim.fails ?? []) {
        await t.test(`does not hold in ${release}`, async () => {
          assert.equal(await claim.check(release), false, `${claim.id} should not hold in ${release}`);
        });
      }
    });
  }
}

/** Folds whitespace and Markdown emphasis so `says` can be compared with page text. */
export function normalise(text: string): string {
  return text
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
