/**
 * mulberry32, a small seeded pseudo-random generator, shared by the tests that draw with a seed so
 * that a draw can be replayed: the split of the search evaluation set (tests/search/readerQuestions.ts)
 * and the upgrade planner's evidence sample (tests/unit/upgrade.test.ts).
 *
 * Input: a seed (any number; its low 32 bits are used). Output: a function returning floats in
 * [0, 1), the same sequence for the same seed on every machine.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
