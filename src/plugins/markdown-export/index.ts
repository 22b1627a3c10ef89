/**
 * Docusaurus plugin `markdown-export`: the docs for tools. After the build (postBuild) it writes,
 * for every docs version:
 * - `<route>.md` beside each page's `<route>.html` (e.g. `docs/api/check.md`,
 *   `docs/6.14.0/check-api.md`, `docs/next.md` for Next's home): the rendered page as Markdown
 *   (./convert.ts), generated category pages included;
 * - `llms.txt` and `llms-full.txt` (./llms.ts): at the site root for the latest version (the root
 *   llms.txt also lists the other versions' files), in `docs/<version>/` for every other version.
 *
 * The pages and their order come from the docs plugin's loaded content (each version's docs,
 * sidebars and generated category indexes); the text comes from the built HTML. Nothing is added
 * to the sitemap (written before postBuild) or to the search index (which reads `.html` only).
 * The client side is the "Copy page" button and the `<link rel="alternate">` of
 * src/theme/DocItem/Content, which point at `<permalink>.md`.
 *
 * Options: none. Output: the files above and one summary line per version (pages, bytes, time).
 * Throws (failing the build) when a docs page's HTML is missing or cannot be converted.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';

import {allDocsVersions} from '../../docsVersions';
import {htmlToMarkdown} from './convert';
import {markdownPathOf} from './paths';
import {llmsFullTxt, llmsTxt, sectionsFromSidebars, type LlmsPage, type SidebarItemLike} from './llms';

/** Where llms.txt and llms-full.txt of a version live (URL path with base URL, ending in `/`). */
export function llmsDirOf(version: {path: string; isLast: boolean}, baseUrl: string): string {
  return version.isLast ? baseUrl : `${version.path.replace(/\/$/, '')}/`;
}

/** Generated category index pages of a version's sidebars: permalink, title and description. */
function generatedIndexes(items: SidebarItemLike[], out: {permalink: string; label: string}[] = []) {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index' && item.link.permalink) {
      out.push({permalink: item.link.permalink, label: item.label});
    }
    generatedIndexes(item.items, out);
  }
  return out;
}

/** Reads a built page's HTML for a permalink (`<route>.html`, or `index.html` for a folder). */
async function readPageHtml(outDir: string, baseUrl: string, permalink: string): Promise<string> {
  const relative = permalink.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const html = await fs.readFile(path.join(outDir, candidate), 'utf8').catch(() => undefined);
    if (html !== undefined) return html;
  }
  throw new Error(`markdown-export: no built HTML for ${permalink} (looked for ${candidates.join(', ')})`);
}

/** Title of a version in llms.txt, e.g. `express-validator 7.3.0` or `express-validator Next (unreleased)`. */
function versionTitle(version: LoadedVersion): string {
  return version.versionName === 'current'
    ? `express-validator ${version.label} (unreleased)`
    : `express-validator ${version.label}`;
}

export default function markdownExportPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  return {
    name: 'markdown-export',

    async postBuild({outDir, plugins}) {
      const docsPlugin = plugins.find(
        (p) => p.name === 'docusaurus-plugin-content-docs' && (p.options.id ?? 'default') === 'default',
      );
      const content = docsPlugin?.content as LoadedContent | undefined;
      if (!content) throw new Error('markdown-export: the docs plugin has no loaded content');
      const versions = content.loadedVersions;
      const latest = versions.find((v) => v.isLast) ?? versions[0]!;
      const others = versions.filter((v) => v !== latest);

      for (const version of [latest, ...others]) {
        const started = Date.now();
        const sidebars = version.sidebars as unknown as Record<string, SidebarItemLike[]>;
        const markdownByUrl = new Map<string, string>();
        const byDocId = new Map<string, LlmsPage>();
        const byIndex = new Map<string, LlmsPage>();
        const pages: LlmsPage[] = [];
        let bytes = 0;

        const exportPage = async (permalink: string, description: string): Promise<LlmsPage> => {
          const html = await readPageHtml(outDir, baseUrl, permalink);
          const {title, markdown} = await htmlToMarkdown(html, origin + permalink);
          const mdPath = markdownPathOf(permalink);
          const file = path.join(outDir, mdPath.slice(baseUrl.length));
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, markdown);
          bytes += Buffer.byteLength(markdown);
          const page = {title, description, markdownUrl: origin + mdPath};
          markdownByUrl.set(page.markdownUrl, markdown);
          pages.push(page);
          return page;
        };

        for (const doc of version.docs) {
          if (doc.unlisted) continue;
          byDocId.set(doc.id, await exportPage(doc.permalink, doc.description));
        }
        for (const index of Object.values(sidebars).flatMap((items) => generatedIndexes(items))) {
          if (byIndex.has(index.permalink)) continue;
          const category = findCategoryLink(sidebars, index.permalink);
          byIndex.set(index.permalink, await exportPage(index.permalink, category?.description ?? ''));
        }

        const sections = sectionsFromSidebars(
          sidebars,
          (id) => byDocId.get(id),
          (permalink) => byIndex.get(permalink),
          pages,
        );
        const title = versionTitle(version);
        // The npm release the version documents (src/docsVersions.ts); Next documents the
        // latest release plus the unreleased changes.
        const npmVersion = allDocsVersions.find((v) => v.name === version.versionName)?.npmVersion;
        const summary =
          version.versionName === 'current'
            ? 'The unreleased docs of express-validator, the validation and sanitization middleware for Express: what the next release will contain.'
            : `Docs of express-validator ${version.label} (npm release ${npmVersion}), the validation and sanitization middleware for Express built on validator.js.`;
        const details = [
          `Every page below is the Markdown of the page of the same address without \`.md\`. Its code examples were run against express-validator ${npmVersion ?? 'as published'}.`,
        ];
        const dir = llmsDirOf(version, baseUrl);
        const otherVersions =
          version === latest
            ? others.map((v) => ({
                label: v.versionName === 'current' ? `${v.label} (unreleased)` : v.label,
                llmsUrl: `${origin}${llmsDirOf(v, baseUrl)}llms.txt`,
                llmsFullUrl: `${origin}${llmsDirOf(v, baseUrl)}llms-full.txt`,
              }))
            : [];
        const llms = llmsTxt(title, summary, details, sections, otherVersions);
        const full = llmsFullTxt(title, summary, sections, (url) => markdownByUrl.get(url));
        const folder = path.join(outDir, dir.slice(baseUrl.length));
        await fs.mkdir(folder, {recursive: true});
        await fs.writeFile(path.join(folder, 'llms.txt'), llms);
        await fs.writeFile(path.join(folder, 'llms-full.txt'), full);
        console.log(
          `[INFO] markdown-export ${version.versionName}: ${pages.length} pages, ${(bytes / 1024).toFixed(1)} KiB of Markdown, llms-full.txt ${(Buffer.byteLength(full) / 1024).toFixed(1)} KiB → ${dir}llms.txt (${Date.now() - started} ms)`,
        );
      }
    },
  };
}

/** The generated-index link (with its description) of the category whose page is `permalink`. */
function findCategoryLink(
  sidebars: Record<string, SidebarItemLike[]>,
  permalink: string,
): {description?: string} | undefined {
  const walk = (items: SidebarItemLike[]): {description?: string} | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.permalink === permalink) return item.link as {description?: string};
      const found = walk(item.items);
      if (found) return found;
    }
    return undefined;
  };
  for (const items of Object.values(sidebars)) {
    const found = walk(items);
    if (found) return found;
  }
  return undefined;
}
