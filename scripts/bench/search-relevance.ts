/**
 * Search relevance in Node, for tuning the embedded engine quickly, after `npm run build`:
 * `npm run search:relevance [-- --set reader|validation|validation2|validation3|validation4|tuning|
 * held-out|all] [--misses] [--weights JSON] [--build DIR]` (`--build` reads another build folder's
 * search-index/, such as a saved baseline).
 *
 * Sets (tests/search/), each with figures per docs family (7.x, 6.x, 5.x):
 * - `reader` (default): the evaluation set in readers' words, readerQuestions.ts, in its tuning and
 *   held-out halves;
 * - `validation`, `validation2`, `validation3`: the sets written blind in rounds four, five and eight
 *   (readerValidation.ts, 45 questions; readerValidation2.ts, 35; readerValidation3.ts, 45, from
 *   odd-numbered tracker issues);
 * - `validation4`: the second set written blind in round eight (readerValidation4.ts, 40), figures
 *   only, like the held-out half;
 * - `tuning` and `held-out`: the halves of the earlier set, relevance.ts; `all` runs them all.
 *
 * Reads the index files of build/search-index, searches each case with the engine the site ships
 * (src/search/engine/RecordSearch.ts) scoped to the case's docs version (plus the pages outside the
 * docs) as the modal's contextual search is, orders the hits as the modal shows them (grouped by
 * page), and prints hit@1 and hit@3 per set (the share of cases whose first hit, or one of the
 * first three hits, answers the case). `--misses` also prints each case outside hit@1 with the
 * hits it got, for the sets that may be looked at; the held-out sets are reported as numbers only,
 * so they are not tuned against. The authoritative numbers are the browser's
 * (e2e/search-relevance.spec.ts), which equal these question by question.
 * Exit code 1 when there is no build.
 */
import fs from 'node:fs';
import path from 'node:path';

import config from '../../docusaurus.config';
import {RecordSearch, defaultWeights, type RankingWeights} from '../../src/search/engine/RecordSearch';
import {decodeIndexFile, type SearchIndexFile, type SearchIndexManifest} from '../../src/search/records';
import {answers, heldOutSet, tuningSet} from '../../tests/search/relevance';
import {readerHeldOut, readerTuning} from '../../tests/search/readerQuestions';
import {readerValidation} from '../../tests/search/readerValidation';
import {readerValidation2} from '../../tests/search/readerValidation2';
import {readerValidation3} from '../../tests/search/readerValidation3';
import {readerValidation4} from '../../tests/search/readerValidation4';
import {repoRoot} from '../../src/docsVersions';

/** Hits a page shows at most in the modal: DocSearch's `maxResultsPerGroup`, from the site config. */
const maxResultsPerGroup = Number(
  (config.themeConfig as {algolia?: {maxResultsPerGroup?: number}}).algolia?.maxResultsPerGroup ?? 5,
);

/** A question: the docs version the reader is on, the query, the answering sections. */
export type RelevanceCase = {query: string; version: string; expect: string[]};

/** Outcome of one case: its rank (1-based) of the first answering hit, or 0. */
export type CaseResult = {testCase: RelevanceCase; rank: number; hits: string[]};

/** hit@1 and hit@3 of a list of results, as fractions. */
export function hitRates(results: readonly CaseResult[]): {at1: number; at3: number} {
  const n = results.length || 1;
  return {
    at1: results.filter((r) => r.rank === 1).length / n,
    at3: results.filter((r) => r.rank >= 1 && r.rank <= 3).length / n,
  };
}

/** Searches every case in Node against build/search-index. Throws when the build is missing. */
export function runCases(
  cases: readonly RelevanceCase[],
  buildDir = path.join(repoRoot, 'build'),
  weights: RankingWeights = defaultWeights,
): CaseResult[] {
  const manifestFile = path.join(buildDir, 'search-index', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchIndexManifest;
  const engines = new Map<string, RecordSearch>();
  /** The engine over the index files of some tags (newline-separated), built once. */
  const engineOf = (tags: string) => {
    let engine = engines.get(tags);
    if (!engine) {
      const records = tags.split('\n').flatMap((tag) => {
        const file = manifest.indexes[tag];
        if (!file) throw new Error(`no index file for ${tag}`);
        return decodeIndexFile(JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as SearchIndexFile);
      });
      engines.set(tags, (engine = new RecordSearch(records, weights)));
    }
    return engine;
  };
  return cases.map((testCase) => {
    const tag = `docs-default-${testCase.version}`;
    // As the modal asks: the page's version and the pages outside the docs (`default`).
    const response = engineOf(`${tag}\ndefault`).search({
      query: testCase.query,
      hitsPerPage: 20,
      facetFilters: [['language:en'], [`docusaurus_tag:${tag}`, 'docusaurus_tag:default']],
    });
    // The modal groups hits by page (hierarchy.lvl1), pages in the order of their first hit, at
    // most `maxResultsPerGroup` hits a page (docusaurus.config.ts).
    const groups = new Map<string, string[]>();
    for (const h of response.hits) {
      const u = new URL(h.url);
      const key = h.hierarchy.lvl1 ?? '';
      const group = groups.get(key) ?? [];
      if (group.length < maxResultsPerGroup) groups.set(key, [...group, `${u.pathname}${u.hash}`]);
    }
    const hits = [...groups.values()].flat().slice(0, 10);
    const rank = hits.findIndex((h) => answers(testCase, h)) + 1;
    return {testCase, rank, hits};
  });
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** hit@1 / hit@3 of some results as text, with the number of cases. */
function figures(results: readonly CaseResult[]): string {
  const {at1, at3} = hitRates(results);
  return `${results.length} cases, hit@1 ${percent(at1)}, hit@3 ${percent(at3)}`;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const set = args.includes('--set') ? args[args.indexOf('--set') + 1] : 'reader';
  const showMisses = args.includes('--misses');
  // `--build DIR`: a build folder other than build/ (holding search-index/), e.g. a saved baseline.
  const buildDir = args.includes('--build') ? path.resolve(args[args.indexOf('--build') + 1]!) : undefined;
  // `--weights '{"kinds":{"faq":0.8}}'`: weights merged over the defaults (one level deep), for trying a change.
  const overrides = (args.includes('--weights') ? JSON.parse(args[args.indexOf('--weights') + 1]!) : {}) as Record<
    string,
    unknown
  >;
  const weights = Object.fromEntries(
    Object.entries(defaultWeights).map(([key, value]) => {
      const o = overrides[key];
      return [key, o === undefined ? value : typeof value === 'object' && value !== null ? {...value, ...o} : o];
    }),
  ) as unknown as RankingWeights;
  const sets = [
    ['reader tuning', readerTuning, 'reader', true],
    ['reader held-out', readerHeldOut, 'reader', false],
    ['reader validation', readerValidation, 'validation', true],
    ['reader validation 2', readerValidation2, 'validation2', true],
    ['reader validation 3', readerValidation3, 'validation3', true],
    // Kept blind: a check of round eight that no change is chosen on, so its misses are not listed.
    ['reader validation 4', readerValidation4, 'validation4', false],
    ['tuning', tuningSet, 'tuning', true],
    ['held-out', heldOutSet, 'held-out', false],
  ] as const;
  try {
    for (const [name, cases, group, tunable] of sets) {
      if (set !== 'all' && set !== group) continue;
      const results = runCases(cases, buildDir, weights);
      const families = ['7', '6', '5']
        .map((major) => {
          const of = results.filter((r) => r.testCase.version.startsWith(`${major}.`));
          return of.length ? `${major}.x ${figures(of)}` : '';
        })
        .filter(Boolean);
      console.log(`${name}: ${figures(results)}\n  ${families.join('\n  ')}`);
      if (showMisses && tunable) {
        for (const r of results.filter((x) => x.rank !== 1)) {
          console.log(
            `  ${r.rank === 0 ? 'miss' : `rank ${r.rank}`}: [${r.testCase.version}] ${r.testCase.query} → ${r.hits.slice(0, 3).join(', ') || '(no hits)'}\n      wanted: ${r.testCase.expect.join(', ')}`,
          );
        }
      }
    }
  } catch (error) {
    console.error(String(error));
    process.exitCode = 1;
  }
}
