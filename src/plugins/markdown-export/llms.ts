/**
 * The llms.txt files of one docs version (format of https://llmstxt.org: an `# ` title, a `> `
 * summary, then `## ` sections of `- [name](url): description` links), and its llms-full.txt
 * (the whole version's Markdown in sidebar order). Pure functions: the plugin (./index.ts) gives
 * them the version's pages and sidebars read from the docs plugin's loaded content.
 */

/** One page of a docs version, as listed in llms.txt. */
export type LlmsPage = {
  /** Page title (the `# ` heading of its Markdown). */
  title: string;
  /** Absolute URL of the page's `.md` file. */
  markdownUrl: string;
  /** Front matter description (or a generated category's description); may be empty. */
  description: string;
};

/** A group of pages under one `## ` heading of llms.txt. */
export type LlmsSection = {heading: string; pages: LlmsPage[]};

/** Minimal sidebar item shape (Docusaurus's processed sidebars). */
export type SidebarItemLike =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItemLike[]; link?: {type: string; id?: string; permalink?: string}}
  | {type: 'link' | 'html'};

/** Heading of the loose (uncategorised) pages of a sidebar, by sidebar id. */
const looseHeading: Record<string, string> = {docs: 'Docs', api: 'API reference'};

/**
 * Groups a version's pages into llms.txt sections, in sidebar order: each top-level category of
 * a sidebar is a section (its generated index page first, nested categories flattened in order),
 * the loose pages of a sidebar share one section (`Docs`, `API reference`, else the sidebar id),
 * and pages that no sidebar lists come last under `Other pages`.
 *
 * Input: the sidebars (`{sidebarId: items}`), a lookup from doc id and from generated-index
 * permalink to the page, and every page of the version. Output: the sections, each page once.
 */
export function sectionsFromSidebars(
  sidebars: Record<string, SidebarItemLike[]>,
  pageOfDoc: (id: string) => LlmsPage | undefined,
  pageOfIndex: (permalink: string) => LlmsPage | undefined,
  allPages: readonly LlmsPage[],
): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const listed = new Set<string>();
  const sectionNamed = (heading: string) => {
    let section = sections.find((s) => s.heading === heading);
    if (!section) sections.push((section = {heading, pages: []}));
    return section;
  };
  const add = (section: LlmsSection, page: LlmsPage | undefined) => {
    if (!page || listed.has(page.markdownUrl)) return;
    listed.add(page.markdownUrl);
    section.pages.push(page);
  };
  const addCategoryItems = (section: LlmsSection, items: SidebarItemLike[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(section, pageOfDoc(item.id));
      else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) add(section, pageOfDoc(item.link.id));
        if (item.link?.permalink) add(section, pageOfIndex(item.link.permalink));
        addCategoryItems(section, item.items);
      }
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    for (const item of items) {
      if (item.type === 'category') {
        const section = sectionNamed(item.label);
        if (item.link?.type === 'doc' && item.link.id) add(section, pageOfDoc(item.link.id));
        if (item.link?.permalink) add(section, pageOfIndex(item.link.permalink));
        addCategoryItems(section, item.items);
      } else if (item.type === 'doc' || item.type === 'ref') {
        add(sectionNamed(looseHeading[sidebarId] ?? sidebarId), pageOfDoc(item.id));
      }
    }
  }
  const other = allPages.filter((p) => !listed.has(p.markdownUrl));
  if (other.length > 0) sections.push({heading: 'Other pages', pages: other});
  return sections.filter((s) => s.pages.length > 0);
}

/** One line of llms.txt: `- [title](url): description` (no colon part without a description). */
function linkLine(page: {title: string; markdownUrl: string; description: string}): string {
  const title = page.title.replace(/[[\]]/g, '\\$&');
  const description = page.description.replace(/\s+/g, ' ').trim();
  return `- [${title}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
}

/** A link to another version's files, listed at the end of the root llms.txt. */
export type OtherVersion = {label: string; llmsUrl: string; llmsFullUrl: string};

/**
 * The text of one version's llms.txt.
 * Input: the title (`express-validator 7.3.0`), the one-line summary, details (plain paragraphs,
 * may be empty), the sections, and (root file only) the other versions. Output: the file's text,
 * ending with one newline.
 */
export function llmsTxt(
  title: string,
  summary: string,
  details: readonly string[],
  sections: readonly LlmsSection[],
  otherVersions: readonly OtherVersion[] = [],
): string {
  const lines = [`# ${title}`, '', `> ${summary}`, ''];
  for (const paragraph of details) lines.push(paragraph, '');
  for (const section of sections) {
    lines.push(`## ${section.heading}`, '', ...section.pages.map(linkLine), '');
  }
  if (otherVersions.length > 0) {
    lines.push('## Other versions', '');
    for (const v of otherVersions) {
      lines.push(
        linkLine({title: `${v.label}: llms.txt`, markdownUrl: v.llmsUrl, description: ''}),
        linkLine({title: `${v.label}: llms-full.txt`, markdownUrl: v.llmsFullUrl, description: ''}),
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * The text of one version's llms-full.txt: a short header, then every page's Markdown in the
 * order of `sections`, each preceded by a `Source:` line with its `.md` URL.
 * Input: the title and summary of the version, the sections, and the Markdown by `.md` URL.
 * Throws when a listed page has no Markdown.
 */
export function llmsFullTxt(
  title: string,
  summary: string,
  sections: readonly LlmsSection[],
  markdownOf: (markdownUrl: string) => string | undefined,
): string {
  const parts = [`# ${title}\n\n> ${summary}\n`];
  for (const section of sections) {
    for (const page of section.pages) {
      const markdown = markdownOf(page.markdownUrl);
      if (markdown === undefined) throw new Error(`llms-full.txt: no Markdown for ${page.markdownUrl}`);
      parts.push(`<!-- Source: ${page.markdownUrl} -->\n\n${markdown.trim()}\n`);
    }
  }
  return parts.join('\n---\n\n');
}
