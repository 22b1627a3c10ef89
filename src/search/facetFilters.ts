/**
 * Facet filters in Algolia's `facetFilters` syntax, shared by both search backends.
 *
 * Syntax (Algolia search API, `facetFilters` parameter): a list whose entries are ANDed; an entry
 * is either a string `"attribute:value"` (or `"attribute:-value"` for "not value") or a list of
 * such strings that are ORed. The contextual filters of @docusaurus/theme-search-algolia have this
 * shape: `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7.3.0']]`.
 *
 * This module has no browser or Node dependency: the site config (Node), the embedded search
 * engine (browser) and the unit tests import it.
 */

/** One `attribute:value` string, or an OR-group of them. */
export type FacetFilter = string | readonly string[];
/** Entries are ANDed (Algolia also accepts a bare string for a single filter). */
export type FacetFilters = string | readonly FacetFilter[];

/**
 * Record types of a DocSearch index (field `type` of a record): one per heading level and one for
 * body text. Source: the `ContentType` union of @docsearch/react 4.7.0 (`askAI` excluded: it is a
 * UI-only pseudo type that no record carries).
 */
export const docSearchRecordTypes = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type DocSearchRecordType = (typeof docSearchRecordTypes)[number];

/**
 * Builds the extra facet filter on the `type` facet that every search request carries (each request
 * filters on type, language and version or site tag).
 *
 * Input: the value of `ALGOLIA_EXTRA_FACET_FILTERS`, a comma-separated list of record types, each
 * written `type:lvl2` or just `lvl2` (whitespace ignored); unset or empty means every type.
 * Output: a one-entry facetFilters list holding a single OR-group, e.g.
 * `[['type:content', 'type:lvl1', 'type:lvl2']]`.
 *
 * Why it can never hide body text: the types are ORed in one group (never ANDed), and
 * `type:content` is always part of the group whatever the setting says, so a content record
 * passes this filter in every configuration. The group is one entry of the AND list, so it is
 * merged unchanged by theme-search-algolia's `mergeFacetFilters` (which concatenates the
 * top-level entries of the contextual filters and of this list).
 *
 * Throws: Error naming the bad entry when an entry is not a DocSearch record type, uses another
 * facet than `type`, or is a negation (`type:-lvl1`): a typo must fail the build rather than
 * silently filter out results.
 */
export function typeFacetFilters(setting: string | undefined): [string[]] {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const types = new Set<DocSearchRecordType>(entries.length === 0 ? docSearchRecordTypes : ['content']);
  for (const entry of entries) {
    const value = entry.startsWith('type:') ? entry.slice('type:'.length) : entry;
    if (!(docSearchRecordTypes as readonly string[]).includes(value)) {
      throw new Error(
        `ALGOLIA_EXTRA_FACET_FILTERS: "${entry}" is not a record type; use a comma-separated list of ` +
          `${docSearchRecordTypes.join(', ')} (optionally prefixed with "type:")`,
      );
    }
    types.add(value as DocSearchRecordType);
  }
  // Stable order (the order of docSearchRecordTypes), content first for readability.
  const ordered = ['content', ...docSearchRecordTypes.filter((t) => t !== 'content')].filter((t) =>
    types.has(t as DocSearchRecordType),
  );
  return [ordered.map((t) => `type:${t}`)];
}

/** A record as far as filtering is concerned: facet attributes hold a string or a list of strings. */
export type Facetable = Readonly<Record<string, unknown>>;

/** Splits `attribute:value` at the first colon; `-value` is a negation (Algolia: `\-` escapes it). */
function parseFilter(filter: string): {attribute: string; value: string; negated: boolean} {
  const colon = filter.indexOf(':');
  if (colon < 0) return {attribute: filter, value: '', negated: false};
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  return {attribute, value, negated};
}

function matchesOne(record: Facetable, filter: string): boolean {
  const {attribute, value, negated} = parseFilter(filter);
  const raw = record[attribute];
  const values = Array.isArray(raw) ? raw.map(String) : raw === undefined || raw === null ? [] : [String(raw)];
  const has = values.includes(value);
  return negated ? !has : has;
}

/**
 * Whether a record passes `facetFilters` with Algolia's semantics (AND of entries, OR inside a
 * nested list, `attr:-value` negates). An attribute the record lacks matches no positive filter.
 * `undefined` or an empty list lets every record pass.
 */
export function matchesFacetFilters(record: Facetable, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  const list: readonly FacetFilter[] = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) =>
    typeof entry === 'string'
      ? matchesOne(record, entry)
      : entry.length === 0 || entry.some((f) => matchesOne(record, f)),
  );
}

/**
 * The values of `attribute` that a record must have (one of) to pass `filters`, or `undefined`
 * when the filters do not restrict that attribute to a known set (no positive filter on it).
 * Used by the embedded backend to fetch only the index files of the requested version tags.
 * Example: `requiredValues([..., ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
 * 'docusaurus_tag')` → `['default', 'docs-default-current']`.
 */
export function requiredValues(filters: FacetFilters | undefined, attribute: string): string[] | undefined {
  if (filters === undefined) return undefined;
  const list: readonly FacetFilter[] = typeof filters === 'string' ? [filters] : filters;
  let result: Set<string> | undefined;
  for (const entry of list) {
    const group = typeof entry === 'string' ? [entry] : entry;
    const parsed = group.map(parseFilter);
    // Only a group made entirely of positive filters on `attribute` restricts the set.
    if (parsed.length === 0 || !parsed.every((p) => p.attribute === attribute && !p.negated)) continue;
    const values = new Set(parsed.map((p) => p.value));
    result = result ? new Set([...result].filter((v) => values.has(v))) : values;
  }
  return result ? [...result] : undefined;
}

/**
 * ANDs two facetFilters lists (Algolia semantics: top-level entries are ANDed, so this is a
 * concatenation). `undefined` stands for "no filter". Same result as theme-search-algolia's
 * `mergeFacetFilters` for the lists this site uses.
 */
export function andFacetFilters(a: FacetFilters | undefined, b: FacetFilters | undefined): FacetFilter[] | undefined {
  if (a === undefined && b === undefined) return undefined;
  const list = (f: FacetFilters | undefined): FacetFilter[] =>
    f === undefined ? [] : typeof f === 'string' ? [f] : [...f];
  return [...list(a), ...list(b)];
}

/** One query of a multi-query, in algoliasearch v5 shape (`{indexName, query, facetFilters, ...}`) or legacy shape (`{indexName, params}`). */
export interface FilterableRequest {
  params?: {facetFilters?: FacetFilters; [parameter: string]: unknown};
  facetFilters?: FacetFilters;
  [parameter: string]: unknown;
}

/**
 * Applies `change` to the parameters of every query of a multi-query, in either shape
 * (`{requests: [...]}` or a bare array; for the legacy `{indexName, params}` shape `change` gets
 * `params`), without changing the input.
 */
export function mapRequestParams<R extends FilterableRequest, I extends {requests: R[]} | R[]>(
  input: I,
  change: (params: {facetFilters?: FacetFilters; [parameter: string]: unknown}) => Record<string, unknown>,
): I {
  const apply = (request: R): R =>
    request.params && typeof request.params === 'object'
      ? {...request, params: change(request.params)}
      : ({...request, ...change(request)} as R);
  return (Array.isArray(input) ? input.map(apply) : {...input, requests: input.requests.map(apply)}) as I;
}

/**
 * Adds `extra` (ANDed) to the facet filters of every query of a multi-query, in either shape,
 * without changing the input. `undefined` adds nothing.
 */
export function withExtraFacetFilters<R extends FilterableRequest, I extends {requests: R[]} | R[]>(
  input: I,
  extra: FacetFilters | undefined,
): I {
  if (extra === undefined) return input;
  return mapRequestParams(input, (params) => ({...params, facetFilters: andFacetFilters(params.facetFilters, extra)}));
}
