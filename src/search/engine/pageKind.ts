/**
 * Page kinds, the engine's priors about which pages answer a question: a reference entry, a guide
 * section and a common question answer most questions; a migration guide answers only a question
 * about upgrading. Read from the page path, the same in every docs version.
 */
import type {SearchRecord} from '../records';

/**
 * Kinds of docs pages, from the page path (the same names in every version):
 * `reference` API pages (`/api/…` in 7.x, `…-api` in 6.x and 5.x), `faq` common questions, `migration` migration guides, `changes` the changes within a
 * major, `architecture` how it works inside, `overview` a version's front page, `guide` other docs
 * pages, `upgrade` the upgrade planner (`/upgrade` and its pages, outside the docs), `outside` other
 * pages outside the docs (home, playground).
 */
export type PageKind =
  'reference' | 'guide' | 'faq' | 'migration' | 'changes' | 'architecture' | 'overview' | 'upgrade' | 'outside';

/** The page kind of a record (see PageKind), from its `url_without_anchor`. Never throws for a valid URL. */
export function pageKind(record: Pick<SearchRecord, 'url_without_anchor'>): PageKind {
  const path = new URL(record.url_without_anchor).pathname.replace(/\/$/, '');
  const match = /^\/docs(?:\/(?:next|\d+\.\d+\.\d+))?(?:\/(.*))?$/.exec(path);
  if (!match) return /^\/upgrade(?:\/|$)/.test(path) ? 'upgrade' : 'outside';
  const page = match[1] ?? '';
  if (page === '') return 'overview';
  if (/(?:^|\/)migration-v\d-to-v\d$/.test(page)) return 'migration';
  if (/changes-within-\dx$/.test(page)) return 'changes';
  if (/(?:^|\/)(?:faq|common-questions)$/.test(page)) return 'faq';
  if (/^architecture$/.test(page)) return 'architecture';
  if (/^api\/|-api$/.test(page)) return 'reference';
  return 'guide';
}

/**
 * Weight of a record's page kind for a query: its prior in `kinds`, except that the upgrade planner's
 * pages weigh 0 when the query is not about upgrading (`migrating`): they then are left out of the
 * results unless nothing else matches (./rank.ts); and that a migration guide weighs 1 when the
 * query is about upgrading, since it is then the page the reader asks for. Input: the record's
 * URL, whether the query is about upgrading, the prior of each kind (`RankingWeights.kinds` of
 * ./weights.ts). Output: a factor from 0 to 1.
 */
export function pageWeight(
  record: Pick<SearchRecord, 'url_without_anchor'>,
  migrating: boolean,
  kinds: Readonly<Record<PageKind, number>>,
): number {
  const kind = pageKind(record);
  if (kind === 'upgrade' && !migrating) return 0;
  if (kind === 'migration' && migrating) return 1;
  return kinds[kind];
}
