/**
 * Turns the built HTML of one page into DocSearch-shaped search records (build time, Node).
 *
 * The rules follow what the DocSearch crawler's Docusaurus template extracts, applied to the HTML
 * that Docusaurus 3.10 renders (facts read from the build output of this site):
 * - facets: `<meta name="docusaurus_tag">` (`default` outside docs, `docs-<plugin>-<version>` in
 *   docs), `<meta name="docusaurus_version">`, `<meta name="docsearch:language">`;
 * - lvl0: the active sidebar category (`.menu__link--sublist.menu__link--active`), else the active
 *   navbar item (`.navbar__link--active`), else "Documentation" in docs and the page title elsewhere;
 * - lvl1: the page's h1 (the doc title; `<title>` before the delimiter when a page has no h1);
 * - lvl2..lvl6: h2..h6; each heading is a record of type `lvlN` pointing at its `id` anchor;
 * - content: each paragraph, list item, table data row (cells joined), definition term/description,
 *   `<summary>` and `<figcaption>`, as a record of type `content` under the headings above it; a
 *   table row whose first cell is only a link to a section of the same page is left out (a summary
 *   of that section, see `linksToOwnSection`).
 * Code blocks are not content records. Their comments and string literals of two words or more (an
 * example's output comment `// 400 {"errors": …}`, a thrown or returned message, a JSON response's
 * `"msg"`) are the `code` text of the heading record of their section (see `codeWords`): the words a
 * reader pastes from an error message, without the identifiers around them. The sidebar, table of
 * contents, breadcrumbs, navbar, footer, pagination, version badges/banners and heading hash links
 * are left out.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

import type {DocSearchRecordType} from '../../search/facetFilters';
import {levelWeight, recordObjectID, type Hierarchy, type SearchRecord} from '../../search/records';

/** Elements removed before extraction (UI chrome and code, not prose). */
const excludedSelectors = [
  'aside',
  'nav',
  'footer',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  '.hash-link',
  '.theme-doc-card-icon',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-breadcrumbs',
  '.page-actions',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-footer',
  '.pagination-nav',
].join(', ');

/** A code block: Docusaurus's container, or a bare `pre` outside one. */
const codeBlockSelector = '.theme-code-block, pre';

/**
 * The searchable words of one code block: its comments and its string literals that hold two words
 * or more (single words there are field names, module names and paths: identifiers, not prose), as
 * the build's syntax highlighter marks them (`token comment`, `token string`), quotes and comment
 * marks removed. Input: the page and the block's element. Output: the pieces, in order, each once.
 */
export function codeWords($: CheerioAPI, block: Element): string[] {
  const pieces: string[] = [];
  $(block)
    .find('.token.comment, .token.string')
    .each((_, token) => {
      const raw = clean($(token).text());
      const isComment = $(token).hasClass('comment');
      const text = clean(isComment ? raw.replace(/^(\/\/+|\/\*+|#)|\*+\/$/g, '') : raw.replace(/^[`'"]|[`'"]$/g, ''));
      if (!/\p{L}/u.test(text)) return;
      if (!isComment && text.split(' ').length < 2) return;
      if (!pieces.includes(text)) pieces.push(text);
    });
  return pieces;
}

/** Elements whose own text becomes a content record. */
const contentTags = new Set(['p', 'li', 'tr', 'dt', 'dd', 'summary', 'figcaption']);
/** Elements whose text belongs to their own record, not to the enclosing block's. */
const blockTags = new Set([
  ...contentTags,
  'ul',
  'ol',
  'dl',
  'table',
  'div',
  'section',
  'details',
  'blockquote',
  'figure',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const headingLevel: Record<string, number> = {h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

/** What the caller knows about a page besides its HTML. */
export interface PageLocation {
  /** Absolute URL of the page without anchor, e.g. `https://express-validator.github.io/docs/api/check`. */
  url: string;
  /** The site's title delimiter (`titleDelimiter` of the config), used when a page has no h1. */
  titleDelimiter?: string;
}

/** Collapses whitespace, drops zero-width spaces (Docusaurus puts one in each hash link). */
function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Text of an element without the text of nested block elements (they get records of their own). */
function ownText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as {data: string}).data;
  if (!isElement(node)) return '';
  return node.children.map((child) => (isElement(child) && blockTags.has(child.name) ? ' ' : ownText(child))).join('');
}

/**
 * Whether a table cell is only a link to a section of the same page (`[isInt()](#isint)`): the row
 * is then a summary of that section (the reference's overview tables), whose words the section has
 * itself. Indexing the row too would put those words under the heading above the table, so a query
 * for one validator's job found the overview before the validator's own entry.
 * Input: the page, the row's first cell, the ids of the page's h2-h6. Output: true to skip the row.
 */
function linksToOwnSection($: CheerioAPI, cell: Element, sectionIds: ReadonlySet<string>): boolean {
  const links = $(cell).find('a[href^="#"]');
  if (links.length !== 1) return false;
  const target = (links.attr('href') ?? '').slice(1);
  return sectionIds.has(decodeURIComponent(target)) && clean(fullText(cell)) === clean(links.text());
}

/** Full text of an element (used for headings and table cells). */
function fullText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as {data: string}).data;
  if (!isElement(node)) return '';
  return node.children.map(fullText).join('');
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
}

/**
 * Extracts the search records of one built page.
 *
 * Input: the page's HTML (as written by `docusaurus build`) and its location.
 * Output: the records in document order, or `null` when the page must not be searchable: it has
 * no `docusaurus_tag` meta (e.g. a client-redirect stub page) or is marked `noindex` (the /search
 * page). Records have plain-text `hierarchy` and `content` (HTML entities decoded, not escaped).
 */
export function extractPageRecords(html: string, page: PageLocation): SearchRecord[] | null {
  const $ = load(html);
  const tag = meta($, 'docusaurus_tag');
  if (!tag) return null;
  const robots = `${$('meta[name="robots"]').attr('content') ?? ''} ${$('meta[property="robots"]').attr('content') ?? ''}`;
  if (/noindex/i.test(robots)) return null;
  const language = meta($, 'docsearch:language') ?? meta($, 'docusaurus_locale') ?? $('html').attr('lang') ?? 'en';
  const version = meta($, 'docusaurus_version') ?? null;

  const delimiter = page.titleDelimiter ?? '|';
  const documentTitle = clean($('title').first().text().split(delimiter)[0] ?? '');

  const category = clean($('.menu__link--sublist.menu__link--active').first().text());
  const navbarItem = clean($('.navbar__link--active').first().text());

  const root = $('.main-wrapper').first().length ? $('.main-wrapper').first() : $('body');
  root.find(excludedSelectors).remove();

  const firstH1 = clean(fullText(root.find('h1').first().get(0) ?? ({type: 'text', data: ''} as unknown as AnyNode)));
  const pageTitle = firstH1 || documentTitle;
  const lvl0 = category || navbarItem || (version !== null ? 'Documentation' : pageTitle) || 'Documentation';

  const sectionIds = new Set(
    root
      .find('h2[id], h3[id], h4[id], h5[id], h6[id]')
      .map((_, h) => (h as Element).attribs.id)
      .get(),
  );
  const records: SearchRecord[] = [];
  const headings: (string | null)[] = [lvl0, null, null, null, null, null, null];
  let anchor: string | null = null;
  let position = 0;
  let lastContent = '';

  const hierarchy = (): Hierarchy => ({
    lvl0: headings[0] ?? lvl0,
    lvl1: headings[1] ?? pageTitle,
    lvl2: headings[2] ?? null,
    lvl3: headings[3] ?? null,
    lvl4: headings[4] ?? null,
    lvl5: headings[5] ?? null,
    lvl6: headings[6] ?? null,
  });
  // The code text of each section goes to its heading record (the last heading record pushed).
  const codeOf = new Map<SearchRecord, string[]>();
  let heading: SearchRecord | undefined;
  const addCode = (pieces: readonly string[]) => {
    if (!heading || pieces.length === 0) return;
    const list = codeOf.get(heading) ?? [];
    for (const piece of pieces) if (!list.includes(piece)) list.push(piece);
    codeOf.set(heading, list);
  };

  const pagePath = new URL(page.url).pathname;
  const push = (type: DocSearchRecordType, content: string | null) => {
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    records.push({
      objectID: recordObjectID(tag, pagePath, position),
      type,
      hierarchy: hierarchy(),
      content,
      url,
      url_without_anchor: page.url,
      anchor,
      language,
      docusaurus_tag: tag,
      version,
      weight: {pageRank: 0, level: levelWeight(type), position},
    });
    if (type !== 'content') heading = records[records.length - 1];
    position += 1;
  };

  // Pages without an h1 still get their lvl1 record, so the page title is findable.
  if (!firstH1 && pageTitle) push('lvl1', null);

  const visit = (node: AnyNode): void => {
    if (!isElement(node)) return;
    if ($(node).is(codeBlockSelector)) {
      addCode(codeWords($, node));
      return;
    }
    const level = headingLevel[node.name];
    if (level !== undefined) {
      const text = clean(fullText(node));
      if (!text) return;
      headings[level] = text;
      for (let deeper = level + 1; deeper <= 6; deeper++) headings[deeper] = null;
      // An h1 or a heading without id (e.g. a doc card title) links to the page itself.
      anchor = level === 1 ? null : (node.attribs.id ?? null);
      push(`lvl${level}` as DocSearchRecordType, null);
      lastContent = '';
      return;
    }
    if (node.name === 'tr') {
      const cells = node.children.filter((c): c is Element => isElement(c) && c.name === 'td');
      if (cells[0] && linksToOwnSection($, cells[0], sectionIds)) return;
      const text = clean(
        cells
          .map((c) => clean(fullText(c)))
          .filter(Boolean)
          .join(' — '),
      );
      if (text && text !== lastContent) push('content', text);
      lastContent = text;
      return;
    }
    if (contentTags.has(node.name)) {
      const text = clean(ownText(node));
      if (text && text !== lastContent) {
        push('content', text);
        lastContent = text;
      }
    }
    node.children.forEach(visit);
  };
  root.get().forEach((el) => visit(el));
  for (const [record, pieces] of codeOf) record.code = pieces.join('\n');
  return records;
}
