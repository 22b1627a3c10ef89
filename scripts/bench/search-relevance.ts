/**
 * Search relevance in Node, for tuning the embedded engine quickly, after `npm run build`:
 * `npm run search:relevance [-- --set reader|validation|validation2|validation3|validation4|dev|tuning|
 * held-out|newcomer|short|all] [--misses] [--engine-only] [--weights JSON] [--build DIR] [--dump FILE]`.
 *
 * The sets are listed in ./search-sets.ts; `all` runs every set but the newcomers' and the short
 * queries' blind sets, which run only as `--set newcomer` and `--set short`. Figures are given per
 * docs family (7.x, 6.x, 5.x).
 *
 * Reads the index files of build/search-index (`--build DIR`: another build folder, such as a saved
 * baseline), searches each case with the engine the site ships (src/search/engine/) scoped to the
 * case's docs version (plus the pages outside the docs) as the modal's contextual search is, orders
 * the hits as the modal shows them (grouped by page), and prints hit@1 and hit@3 per set (the share
 * of cases whose first hit, or one of the first three hits, answers the case). Beside the engine it
 * prints plain BM25 over the same records (./search-bm25.ts: MiniSearch's defaults, title boosted)
 * and the engine's lead in hit@1 points; `--engine-only` skips it.
 *
 * `--misses` also prints each case outside hit@1 with the hits it got, for the sets that may be
 * looked at; blind sets are reported as numbers only. `--weights '{…}'` merges weights over the
 * defaults to try a change; `--dump FILE` writes every engine hit list as JSON, so a refactor can be
 * shown to change no result. The authoritative numbers are the browser's
 * (e2e/search-relevance.spec.ts), which equal these question by question.
 * Exit code 1 when there is no build.
 */
import fs from 'node:fs';
import path from 'node:path';

import config from '../../docusaurus.config';
import {RecordSearch, defaultWeights, type RankingWeights} from '../../src/search/engine/RecordSearch';
import {decodeIndexFile, type SearchIndexFile, type SearchIndexManifest} from '../../src/search/records';
import {repoRoot} from '../../src/docsVersions';
import {answers} from '../../tests/search/relevance';
import {PlainBm25, type PlainHit} from './search-bm25';
import {relevanceSets} from './search-sets';

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

/** Which ranking answers: the engine the site ships, or plain BM25 over the same records (./search-bm25.ts). */
export type Ranker = 'engine' | 'bm25';

/**
 * Searches every case in Node against build/search-index, with the site's engine (`weights`) or
 * with plain BM25 (`ranker` 'bm25'). Throws when the build is missing.
 */
export function runCases(
  cases: readonly RelevanceCase[],
  buildDir = path.join(repoRoot, 'build'),
  weights: RankingWeights = defaultWeights,
  ranker: Ranker = 'engine',
): CaseResult[] {
  const manifestFile = path.join(buildDir, 'search-index', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchIndexManifest;
  const searchers = new Map<string, (query: string) => PlainHit[]>();
  /** A search over the index files of some tags (newline-separated), built once. */
  const searcherOf = (tags: string) => {
    let searcher = searchers.get(tags);
    if (!searcher) {
      const records = tags.split('\n').flatMap((tag) => {
        const file = manifest.indexes[tag];
        if (!file) throw new Error(`no index file for ${tag}`);
        return decodeIndexFile(JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as SearchIndexFile);
      });
      if (ranker === 'bm25') {
        const plain = new PlainBm25(records);
        searcher = (query) => plain.search(query, 20);
      } else {
        const engine = new RecordSearch(records, weights);
        const facetFilters = [['language:en'], tags.split('\n').map((tag) => `docusaurus_tag:${tag}`)];
        searcher = (query) => engine.search({query, hitsPerPage: 20, facetFilters}).hits;
      }
      searchers.set(tags, searcher);
    }
    return searcher;
  };
  return cases.map((testCase) => {
    const tag = `docs-default-${testCase.version}`;
    // As the modal asks: the page's version and the pages outside the docs (`default`).
    const response = {hits: searcherOf(`${tag}\ndefault`)(testCase.query)};
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

/** hit@1 / hit@3 of some results as text. */
function figures(results: readonly CaseResult[]): string {
  const {at1, at3} = hitRates(results);
  return `hit@1 ${percent(at1)}, hit@3 ${percent(at3)}`;
}

/**
 * One line of figures for some cases: the engine's, then plain BM25's and the engine's lead in
 * hit@1 points when BM25 results are given.
 */
function line(engine: readonly CaseResult[], bm25: readonly CaseResult[] | null): string {
  const head = `${engine.length} cases, engine ${figures(engine)}`;
  if (!bm25) return head;
  const lead = (hitRates(engine).at1 - hitRates(bm25).at1) * 100;
  return `${head} | BM25 ${figures(bm25)} | engine - BM25 hit@1 ${lead >= 0 ? '+' : ''}${lead.toFixed(1)} points`;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const set = args.includes('--set') ? args[args.indexOf('--set') + 1] : 'reader';
  const showMisses = args.includes('--misses');
  // `--engine-only`: skip the plain BM25 comparison (quicker while trying weights).
  const withBm25 = !args.includes('--engine-only');
  // `--dump FILE`: also write every engine hit list as JSON (to check that a refactor changes no result).
  const dumpFile = args.includes('--dump') ? path.resolve(args[args.indexOf('--dump') + 1]!) : undefined;
  const dump: Record<string, string[][]> = {};
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
  try {
    for (const {name, cases, group, tunable, onlyWhenNamed} of relevanceSets) {
      if (set !== group && (set !== 'all' || onlyWhenNamed)) continue;
      const results = runCases(cases, buildDir, weights);
      const plain = withBm25 ? runCases(cases, buildDir, weights, 'bm25') : null;
      dump[name] = results.map((r) => r.hits);
      const families = ['7', '6', '5']
        .map((major) => {
          const inFamily = (r: CaseResult) => r.testCase.version.startsWith(`${major}.`);
          const of = results.filter(inFamily);
          return of.length ? `${major}.x ${line(of, plain && plain.filter(inFamily))}` : '';
        })
        .filter(Boolean);
      console.log(`${name}: ${line(results, plain)}\n  ${families.join('\n  ')}`);
      if (showMisses && tunable) {
        for (const r of results.filter((x) => x.rank !== 1)) {
          console.log(
            `  ${r.rank === 0 ? 'miss' : `rank ${r.rank}`}: [${r.testCase.version}] ${r.testCase.query} → ${r.hits.slice(0, 3).join(', ') || '(no hits)'}\n      wanted: ${r.testCase.expect.join(', ')}`,
          );
        }
      }
    }
    if (dumpFile) fs.writeFileSync(dumpFile, JSON.stringify(dump, null, 1));
  } catch (error) {
    console.error(String(error));
    process.exitCode = 1;
  }
}
