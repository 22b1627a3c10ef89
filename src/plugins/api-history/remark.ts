/**
 * Remark plugin `apiHistory`: puts the API history marks of each reference entry on the page, as
 * an `<ApiMarks>` element (src/components/ApiMarks) right after the entry's heading, and the marks
 * of a page-level API (a page titled `checkExact()`, the 5.x legacy page) at the top of the page.
 *
 * Runs before Docusaurus's own remark plugins (`beforeDefaultRemarkPlugins`), on every docs page
 * and partial. The docs version comes from the file's path (`docs/` is Next,
 * `versioned_docs/version-X/` is X), its release from src/docsVersions.ts, the facts from
 * history.json (generated from the packages by `npm run docs:history`), the entry from ./match.ts.
 * Nothing is typed by hand on the pages: a heading that names an API gets its marks.
 *
 * Removed APIs link to the same topic in the latest docs and to the migration guide of the major
 * that removed them (`REPLACEMENTS` below: where each removed API's successor is documented).
 */
import path from 'node:path';

import {allDocsVersions, docsDirOf} from '../../docsVersions';
import historyJson from './history.json';
import {hasMarks, marksOf, NEXT, sinceLabel, type ApiHistory, type Marks} from './marks';
import {keysOfHeading, keysOfPage} from './match';

const history = historyJson as unknown as ApiHistory;

/** Where the successor of a removed API is documented in the latest docs (URL path, anchor). */
const REPLACEMENTS: Record<string, {label: string; to: string}> = {
  'export:sanitize': {label: 'check()', to: '/docs/api/check#check'},
  'export:sanitizeBody': {label: 'body()', to: '/docs/api/check#body'},
  'export:sanitizeCookie': {label: 'cookie()', to: '/docs/api/check#cookie'},
  'export:sanitizeParam': {label: 'param()', to: '/docs/api/check#param'},
  'export:sanitizeQuery': {label: 'query()', to: '/docs/api/check#query'},
  'export:buildSanitizeFunction': {label: 'buildCheckFunction()', to: '/docs/api/check#buildcheckfunction'},
  'export:expressValidator': {label: 'check()', to: '/docs/api/check'},
  'error-field:param': {label: 'path', to: '/docs/api/validation-result#fieldvalidationerror'},
  'option:chain:run.saveContext': {label: 'dryRun', to: '/docs/api/validation-chain#run'},
};

/** The migration guide in the latest docs for an API removed in `release` (a major's first release). */
function migrationOf(release: string): string | undefined {
  if (release === '7.0.0') return '/docs/migration-v6-to-v7';
  if (release === '6.0.0') return '/docs/migration-v5-to-v6';
  return undefined;
}

type MdxAttr = {type: 'mdxJsxAttribute'; name: string; value: string};
type MdNode = {type: string; children?: MdNode[]; depth?: number; value?: string; [k: string]: unknown};

/** The `<ApiMarks>` props for one entry's marks (strings only, so any Markdown flavour carries them). */
export function marksProps(marks: Marks, key: string): Record<string, string> {
  const props: Record<string, string> = {};
  if (marks.since) props.since = sinceLabel(marks);
  if (marks.unreleased) props.unreleased = 'true';
  if (marks.changed) {
    props.changed = marks.changed.release;
    props.signature = marks.changed.signature;
  }
  if (marks.deprecated) props.deprecated = marks.deprecated;
  if (marks.removed) {
    props.removed = marks.removed;
    const replacement = REPLACEMENTS[key];
    if (replacement) {
      props.replacement = replacement.to;
      props.replacementLabel = replacement.label;
    }
    const migration = migrationOf(marks.removed);
    if (migration) props.migration = migration;
  }
  if (marks.options?.length) {
    props.options = marks.options.map((o) => `${o.field}@${o.unreleased ? NEXT : o.since}`).join(' ');
  }
  return props;
}

function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** The marks of the first candidate key the release has, for each name; undefined if none to show. */
function marksNode(release: string, candidates: string[][]): MdNode | undefined {
  const props: Record<string, string>[] = [];
  for (const keys of candidates) {
    const key = keys.find((k) => marksOf(history, release, k));
    const marks = key ? marksOf(history, release, key) : undefined;
    props.push(hasMarks(marks) && key ? marksProps(marks, key) : {});
  }
  // A heading that lists several APIs gets marks only when they all share them.
  const first = JSON.stringify(props[0]);
  if (!props.length || props.some((p) => JSON.stringify(p) !== first) || !Object.keys(props[0]).length) {
    return undefined;
  }
  const attributes: MdxAttr[] = Object.entries(props[0]).map(([name, value]) => ({
    type: 'mdxJsxAttribute',
    name,
    value,
  }));
  return {
    type: 'paragraph',
    children: [{type: 'mdxJsxTextElement', name: 'ApiMarks', attributes, children: []}],
  };
}

/**
 * The docs version of a file (its name, `current` for Next), the release the history knows it by
 * (`next` for Next) and the page's path inside the version folder; undefined outside the docs.
 */
export function releaseOfFile(file: string): {release: string; pagePath: string; version: string} | undefined {
  const absolute = path.resolve(file);
  for (const version of allDocsVersions) {
    const pagePath = path.relative(docsDirOf(version), absolute);
    if (pagePath.startsWith('..') || path.isAbsolute(pagePath)) continue;
    return {
      release: version.name === 'current' ? NEXT : version.npmVersion,
      pagePath: pagePath.split(path.sep).join('/'),
      version: version.name,
    };
  }
  return undefined;
}

/** The plugin. Options: none. */
export default function apiHistory() {
  return (root: MdNode, file: {path?: string; data?: {frontMatter?: {title?: string}}}) => {
    const where = file.path ? releaseOfFile(file.path) : undefined;
    if (!where) return;
    const children = root.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      const node = children[i];
      if (node.type !== 'heading') continue;
      const marks = marksNode(where.release, keysOfHeading(where.pagePath, textOf(node)));
      if (marks) children.splice(i + 1, 0, marks);
    }
    const pageMarks = marksNode(where.release, keysOfPage(where.pagePath, file.data?.frontMatter?.title));
    if (pageMarks) {
      // After the imports of an MDX page, before its first paragraph.
      const at = children.findIndex((n) => n.type !== 'mdxjsEsm');
      children.splice(at < 0 ? children.length : at, 0, pageMarks);
    }
  };
}
