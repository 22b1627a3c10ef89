/**
 * Link checker for the repository's own Markdown (README.md, CONTRIBUTING.md, MAINTAINING.md,
 * PERFORMANCE.md, the part READMEs, the decision records in decisions/, .github/), as a reader
 * browsing the repository on GitHub follows the links: every relative link must name a file or
 * folder that exists, and its `#anchor`, when the target is Markdown, a heading of that file
 * (GitHub's anchor algorithm, github-slugger) or an explicit `id`/`name` in its HTML. Links to
 * other hosts and `#L10` line anchors are not checked. The docs pages (docs/, versioned_docs/,
 * src/pages/) are not read here: the strict build checks their links.
 *
 * CLI: `npm run check:repo-links` (part of `npm test`); prints each broken link as
 * `<file>:<line>: <link>: <reason>` and exits 1 when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';

import GithubSlugger from 'github-slugger';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import type {Node} from 'unist';

import {repoRoot} from '../../src/docsVersions';

/** One broken link: the file that holds it (relative to the root), its line, the URL, the reason. */
export type RepoLinkProblem = {file: string; line: number; url: string; reason: string};

/** Folders whose Markdown is read, recursively, besides the root's own `*.md` files. */
const folders = ['.github', 'decisions', 'src', 'scripts', 'tests', 'e2e'];
/** Folders never read: site pages (checked by the build), packages and build output. */
const skipped = new Set(['node_modules', 'pages', 'build', 'generated', '.docusaurus']);

/** The repository's Markdown files, relative to `root`, sorted. */
export function repoMarkdownFiles(root: string = repoRoot): string[] {
  const found = fs
    .readdirSync(root, {withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => e.name);
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(root, dir))) return;
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && !skipped.has(entry.name)) walk(rel);
      else if (entry.isFile() && entry.name.endsWith('.md')) found.push(rel);
    }
  };
  folders.forEach(walk);
  return found.sort();
}

const parser = unified().use(remarkParse).use(remarkGfm);

type MdNode = Node & {url?: string; value?: string; depth?: number; children?: MdNode[]};

/** The text of a node as GitHub slugs it: text, inline code and the text of links and emphasis. */
function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** Every anchor a Markdown text offers: its headings' slugs and the `id`/`name` of its HTML. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(parser.parse(markdown) as MdNode, (node: MdNode) => {
    if (node.type === 'heading') anchors.add(slugger.slug(textOf(node)));
  });
  for (const m of markdown.matchAll(/\b(?:id|name)=["']([^"']+)["']/g)) anchors.add(m[1]!);
  return anchors;
}

/** Every link target of a Markdown text (links, images, reference definitions) with its line. */
export function linksOf(markdown: string): {url: string; line: number}[] {
  const links: {url: string; line: number}[] = [];
  visit(parser.parse(markdown) as MdNode, (node: MdNode) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      links.push({url: node.url, line: node.position?.start.line ?? 0});
    }
  });
  return links;
}

/**
 * The broken relative links of one Markdown file.
 *
 * @param file path relative to `root` (POSIX separators)
 * @param root the repository root; a link starting with `/` is read from there, as GitHub does
 */
export function checkFile(file: string, root: string = repoRoot): RepoLinkProblem[] {
  const problems: RepoLinkProblem[] = [];
  const markdown = fs.readFileSync(path.join(root, file), 'utf8');
  for (const {url, line} of linksOf(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) continue;
    const [rawPath, anchor] = url.split('#', 2) as [string, string | undefined];
    const target = decodeURIComponent(rawPath.split('?')[0]!);
    const targetFile = !target
      ? file
      : target.startsWith('/')
        ? target.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    const absolute = path.join(root, targetFile);
    const problem = (reason: string) => problems.push({file, line, url, reason});
    if (targetFile.startsWith('..') || !fs.existsSync(absolute)) {
      problem(`${targetFile} does not exist`);
      continue;
    }
    if (!anchor || /^L\d+(?:-L\d+)?$/.test(anchor) || !/\.mdx?$/.test(targetFile)) continue;
    if (fs.statSync(absolute).isDirectory()) continue;
    if (!anchorsOf(fs.readFileSync(absolute, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())) {
      problem(`${targetFile} has no heading or id for #${anchor}`);
    }
  }
  return problems;
}

/** Every broken link of the repository's Markdown (repoMarkdownFiles). */
export function checkRepoLinks(root: string = repoRoot): RepoLinkProblem[] {
  return repoMarkdownFiles(root).flatMap((file) => checkFile(file, root));
}

if (require.main === module) {
  const files = repoMarkdownFiles();
  const problems = checkRepoLinks();
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.url}: ${p.reason}`);
  console.log(`${files.length} Markdown files, ${problems.length} broken link(s)`);
  process.exitCode = problems.length ? 1 : 0;
}
