/**
 * Converts one built docs page (the HTML Docusaurus rendered) into clean Markdown for tools: the
 * page's own content only (no navbar, sidebar, breadcrumbs, table of contents or footer), with
 * - the title as the one `# ` heading, and every other heading keeping its anchor as `{#id}`
 *   (Docusaurus's heading-id syntax), so `url#id` links still point somewhere;
 * - code blocks fenced with their language and their title (`js title="app.js"`), from the
 *   highlighted lines of the theme's CodeBlock;
 * - admonitions as block quotes that start with their kind in bold (`**Note:**`);
 * - tables as GFM tables; generated category pages' cards as a list of links;
 * - every link and image as an absolute URL, resolved against the page's own URL, so it stays in
 *   the page's docs version.
 *
 * Because the input is the rendered page, the generated reference partials, imported MDX and
 * anything the theme computes are included as the reader sees them.
 *
 * The unified packages are ESM-only, so they are imported on first use.
 */
import type {Element, ElementContent, Root as HastRoot, RootContent} from 'hast';
import type {Code, PhrasingContent, Root as MdastRoot, RootContent as MdastContent} from 'mdast';

/** Result of converting one page. */
export type PageMarkdown = {
  /** Text of the page's `<h1>`. */
  title: string;
  /** The Markdown, ending with one newline. */
  markdown: string;
};

type Child = RootContent | ElementContent;

function isElement(node: Child | HastRoot | undefined): node is Element {
  return node?.type === 'element';
}

function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function hasClass(node: Element, name: string | RegExp): boolean {
  return classes(node).some((c) => (typeof name === 'string' ? c === name : name.test(c)));
}

/** Depth-first search for the first element matching `test` (the node itself included). */
function find(node: HastRoot | Element, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of node.children) {
    if (isElement(child)) {
      const found = find(child, test);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every element below `node` matching `test`, in document order. */
function findAll(node: HastRoot | Element, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    findAll(child, test, out);
  }
  return out;
}

/** Plain text of a node; `<br>` counts as a line break. */
function textOf(node: Child | HastRoot): string {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'br') return '\n';
  if ('children' in node) return (node.children as Child[]).map(textOf).join('');
  return '';
}

/**
 * Removes, everywhere below `node`, HTML comments and the elements for which `drop` is true, and
 * the source positions of what stays: the Markdown never needs them, and rehype-remark clones the
 * whole tree (`structuredClone`), which took a fifth of a build's conversion time with them.
 */
function prune(node: HastRoot | Element, drop: (el: Element) => boolean): void {
  node.children = (node.children as Child[]).filter(
    (c) => c.type !== 'comment' && !(isElement(c) && drop(c)),
  ) as typeof node.children;
  for (const child of node.children) {
    delete child.position;
    if (isElement(child)) prune(child, drop);
  }
}

/** Chrome that can sit inside the content root: never part of the Markdown. */
function isChrome(el: Element): boolean {
  return (
    hasClass(el, 'hash-link') ||
    hasClass(el, 'theme-doc-breadcrumbs') ||
    hasClass(el, 'theme-doc-version-badge') ||
    hasClass(el, 'theme-doc-toc-mobile') ||
    hasClass(el, 'pagination-nav') ||
    hasClass(el, 'theme-doc-version-banner') ||
    hasClass(el, /^copyPage/) ||
    hasClass(el, 'playground-try-it') ||
    el.tagName === 'button' ||
    el.tagName === 'script' ||
    el.tagName === 'style' ||
    el.tagName === 'svg'
  );
}

/**
 * The element holding the page's content: the parent of the `<header>` whose `<h1>` is the page
 * title (`.theme-doc-markdown` on a doc page, the generated-index container on a category page).
 */
function contentRoot(tree: HastRoot): Element | undefined {
  const main = find(tree, (el) => el.tagName === 'main') ?? tree;
  const markdown = find(main, (el) => hasClass(el, 'theme-doc-markdown'));
  if (markdown) return markdown;
  const holder = find(main, (el) => el.children.some((c) => isElement(c) && c.tagName === 'header'));
  return holder;
}

/** Rewrites a theme code block (`div.language-x > div.codeBlockTitle? + div > pre > code`) as a plain `pre`. */
function simplifyCodeBlock(block: Element): Element {
  const language = classes(block)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const title = find(block, (el) => hasClass(el, /^codeBlockTitle/));
  const code = find(block, (el) => el.tagName === 'code');
  const lines = code ? findAll(code, (el) => hasClass(el, 'token-line')) : [];
  const text = lines.length > 0 ? lines.map((l) => textOf(l).replace(/\n$/, '')).join('\n') : code ? textOf(code) : '';
  return {
    type: 'element',
    tagName: 'pre',
    properties: {
      dataLanguage: language && language !== 'text' ? language : undefined,
      dataTitle: title ? textOf(title).trim() : undefined,
    },
    children: [{type: 'text', value: text.replace(/\n+$/, '')}],
  };
}

/** Rewrites a list of doc cards (`section > article > a.card`) as `ul > li > a + ": description"`. */
function simplifyCardList(section: Element): Element {
  const items: Element[] = findAll(section, (el) => el.tagName === 'a' && hasClass(el, /^card/)).map((card) => {
    const titleEl =
      find(card, (el) => hasClass(el, 'theme-doc-card-title')) ?? find(card, (el) => hasClass(el, /^cardTitleText/));
    const descEl =
      find(card, (el) => hasClass(el, 'theme-doc-card-description')) ??
      find(card, (el) => hasClass(el, /^cardDescription/));
    const title = (titleEl ? textOf(titleEl) : textOf(card)).trim();
    const description = descEl ? textOf(descEl).trim() : '';
    return {
      type: 'element',
      tagName: 'li',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'a',
          properties: {href: card.properties?.href},
          children: [{type: 'text', value: title}],
        },
        ...(description ? [{type: 'text' as const, value: `: ${description}`}] : []),
      ],
    };
  });
  return {type: 'element', tagName: 'ul', properties: {}, children: items};
}

/** Applies the rewrites above below `node` (code blocks, card lists, heading anchors, URLs). */
function rewrite(node: Element, pageUrl: string): void {
  node.children = node.children.map((child) => {
    if (!isElement(child)) return child;
    if (child.tagName === 'div' && hasClass(child, 'theme-code-block')) return simplifyCodeBlock(child);
    if (child.tagName === 'section' && find(child, (el) => el.tagName === 'a' && hasClass(el, /^card/))) {
      const list = simplifyCardList(child);
      rewrite(list, pageUrl);
      return list;
    }
    if (/^h[2-6]$/.test(child.tagName) && typeof child.properties?.id === 'string') {
      rewrite(child, pageUrl);
      child.children.push({type: 'text', value: ` {#${child.properties.id}}`});
      return child;
    }
    for (const attr of ['href', 'src'] as const) {
      const value = child.properties?.[attr];
      if (typeof value === 'string' && !/^(?:mailto|tel|data):/i.test(value)) {
        try {
          child.properties[attr] = new URL(value, pageUrl).href;
        } catch {
          // leave a value that is no URL as it is
        }
      }
    }
    rewrite(child, pageUrl);
    return child;
  });
}

/** Title of an admonition (`note`, `warning`...), capitalised: the heading text of the theme. */
function admonitionTitle(el: Element): string {
  const heading = find(el, (c) => hasClass(c, /^admonitionHeading/));
  const text = (heading ? textOf(heading) : (classes(el).find((c) => c.startsWith('theme-admonition-')) ?? '')).trim();
  const kind = text.replace(/^theme-admonition-/, '') || 'note';
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/**
 * Converts the HTML of a built docs page to Markdown.
 * Input: the page's full HTML and its absolute URL (site url + base URL + route, no `.html`).
 * Output: the title and the Markdown. Throws when the page has no content root or no `<h1>`.
 */
export async function htmlToMarkdown(html: string, pageUrl: string): Promise<PageMarkdown> {
  const [{unified}, {default: rehypeParse}, {default: rehypeRemark}, {default: remarkGfm}, {default: remarkStringify}] =
    await Promise.all([
      import('unified'),
      import('rehype-parse'),
      import('rehype-remark'),
      import('remark-gfm'),
      import('remark-stringify'),
    ]);
  const tree = unified().use(rehypeParse).parse(html) as HastRoot;
  const root = contentRoot(tree);
  if (!root) throw new Error(`${pageUrl}: no page content found (no .theme-doc-markdown or header)`);
  prune(root, isChrome);
  const h1 = find(root, (el) => el.tagName === 'h1');
  if (!h1) throw new Error(`${pageUrl}: the page has no <h1> title`);
  const title = textOf(h1).trim().replace(/\s+/g, ' ');
  rewrite(root, pageUrl);

  const processor = unified()
    .use(rehypeRemark, {
      handlers: {
        pre(state, node: Element) {
          const code: Code = {
            type: 'code',
            lang: typeof node.properties?.dataLanguage === 'string' ? node.properties.dataLanguage : null,
            meta:
              typeof node.properties?.dataTitle === 'string'
                ? `title=${JSON.stringify(node.properties.dataTitle)}`
                : null,
            value: textOf(node),
          };
          state.patch(node, code);
          return code;
        },
        div(state, node: Element) {
          if (!hasClass(node, 'theme-admonition')) return state.toFlow(state.all(node));
          const content = find(node, (c) => hasClass(c, /^admonitionContent/)) ?? node;
          const flow = state.toFlow(state.all(content)) as MdastContent[];
          const label: PhrasingContent[] = [
            {type: 'strong', children: [{type: 'text', value: `${admonitionTitle(node)}:`}]},
          ];
          const first = flow[0];
          if (first?.type === 'paragraph') first.children.unshift(...label, {type: 'text', value: ' '});
          else flow.unshift({type: 'paragraph', children: label});
          return {type: 'blockquote', children: flow} as MdastContent;
        },
      },
    })
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

  const mdast = (await processor.run({type: 'root', children: root.children} as HastRoot)) as MdastRoot;
  const markdown = processor.stringify(mdast);
  return {title, markdown: `${markdown.trim()}\n`};
}
