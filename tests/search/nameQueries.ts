/**
 * Queries that name a chain method, generated for a docs version: for every validator, sanitizer and
 * modifier of the release the version documents (and `run()`), its name as written (`isMobilePhone`)
 * and its words (`mobile phone`: the name without its `is`/`to` prefix, split at camelCase,
 * acronyms and digits, `nameWords` of the engine), each with the reference entry it must find and
 * whether that entry must come first or may share the top 3 with another entry of the same words.
 *
 * Facts come from two places, and each is checked against the other:
 * - the methods: the members of the release's `ValidationChain` (and the 5.x/6.x
 *   `SanitizationChain`) read from its type declarations, plus the validators a 5.x chain takes
 *   from validator.js without declaring them (`readApi` of scripts/docs/check-api-coverage.ts);
 * - the entries: the heading records of the version's reference pages in the build's search index
 *   (`build/search-index/`), a heading `name()` on a reference page being that method's entry.
 * A method without an entry throws, so a method the docs leave out fails the generation instead
 * of being skipped.
 *
 * Which entries share a query is read from the same index: every reference entry of the version
 * (functions such as `isEmpty()` of the validation result included) whose name or words squash to
 * the query's words (`entryKeys` of the engine). `isInt()` and `toInt()` share `int`; `isEmpty()` of
 * the chain and of the result share `isEmpty`.
 */
import fs from 'node:fs';
import path from 'node:path';

import {readApi} from '../../scripts/docs/check-api-coverage';
import {allDocsVersions, repoRoot} from '../../src/docsVersions';
import {entryKeys, isCalledName, nameWords, pageKind, squash} from '../../src/search/engine/RecordSearch';
import {decodeIndexFile, type SearchIndexFile, type SearchIndexManifest} from '../../src/search/records';

/** One generated query. */
export type NameQuery = {
  /** The chain method (`isMobilePhone`). */
  method: string;
  /** What is typed: the name or its words. */
  query: string;
  /** Which of the two the query is. */
  form: 'name' | 'words';
  /** The entry's URL path and anchor, as the modal links it (`/docs/api/validation-chain#ismobilephone`). */
  entry: string;
  /**
   * How many of the first links the modal shows the entry must be among: 1 when no other entry of
   * the version is named by the query; else 3 (two entries share it, either may come first), or one
   * more than the entries sharing it when there are three or more, since the modal shows at most
   * two sections a page and a page's second section may then come between them.
   */
  within: number;
};

/** A reference entry of a version's search index: its heading (`isInt()`), URL path and anchor. */
type Entry = {heading: string; href: string};

/**
 * The reference entries of a docs version in a build: heading records whose own heading is a
 * called API name, on a reference page. Throws when the build has no index for the version.
 */
function entriesOf(buildDir: string, version: string): Entry[] {
  const dir = path.join(buildDir, 'search-index');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SearchIndexManifest;
  const file = manifest.indexes[`docs-default-${version}`];
  if (!file) throw new Error(`${buildDir} has no search index for docs ${version}: run npm run build`);
  const records = decodeIndexFile(JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as SearchIndexFile);
  const entries: Entry[] = [];
  for (const record of records) {
    const heading = record.type === 'content' ? null : record.hierarchy[record.type];
    if (!heading || !isCalledName(heading) || pageKind(record) !== 'reference') continue;
    const url = new URL(record.url);
    entries.push({heading, href: `${url.pathname}${url.hash}`});
  }
  return entries;
}

/**
 * The name queries of one docs version (`7.3.0`, `6.15.0`, `5.3.0`; any released version name),
 * in the order of the release's declarations. Input: the version name and the build folder
 * (default `build/`). Throws when the version is unknown, its release is not installed, the build
 * has no index for it, or a method has no reference entry.
 */
export function nameQueries(version: string, buildDir = path.join(repoRoot, 'build')): NameQuery[] {
  const docsVersion = allDocsVersions.find((v) => v.name === version);
  if (!docsVersion) throw new Error(`no docs version ${version}`);
  const methods = readApi(docsVersion)
    .filter((a) => a.category === 'chain' && a.callable)
    .map((a) => a.name);
  const entries = entriesOf(buildDir, version);
  const keysOf = entries.map((e) => entryKeys(e.heading));
  const out: NameQuery[] = [];
  for (const method of methods) {
    // The method's own entry: its heading, anchored by its lower-cased name, on a chain page.
    const own = entries.find((e) => e.heading === `${method}()` && e.href.endsWith(`#${method.toLowerCase()}`));
    if (!own) throw new Error(`docs ${version}: no reference entry ${method}() in the search index`);
    const words = nameWords(method).join(' ');
    const forms: [NameQuery['form'], string][] = [['name', method]];
    if (words !== method.toLowerCase()) forms.push(['words', words]);
    for (const [form, query] of forms) {
      const key = squash(query);
      const sharing = entries.filter(
        (e, i) => e.href !== own.href && [keysOf[i]!.name, keysOf[i]!.words].includes(key),
      );
      const within = sharing.length === 0 ? 1 : Math.max(3, sharing.length + 2);
      out.push({method, query, form, entry: own.href, within});
    }
  }
  return out;
}
