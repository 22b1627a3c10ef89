/**
 * Rehype plugin for the docs' MDX: drops the newline text nodes that Markdown's compiler puts
 * between blocks (`"\n"` between two paragraphs, list items, table rows). Between blocks a newline
 * renders nothing, yet MDX writes each one into the page's JavaScript (`"\n",` beside most elements
 * of the compiled page) and React writes it into the HTML.
 *
 * A text node is dropped only when it is whitespace holding a newline, its parent is the document
 * or an HTML element other than `pre` and `code`, and each of its neighbours is a block
 * (`blockTags`, or MDX's own flow nodes) or absent. So the newline between two inline elements of a
 * tight list item (`**a**` and `*b*` on two lines), which renders as a space, stays, and so does
 * every child of a component (an MDX JSX element), whose children are the component's to read.
 * Input: the hast tree of one MDX file; output: the same tree, changed in place. Never throws.
 */
import type {Plugin} from 'unified';

type Node = {type: string; tagName?: string; value?: string; children?: Node[]};

/** HTML elements laid out as blocks, so that whitespace beside them renders nothing. */
const blockTags = new Set([
  ...['p', 'div', 'pre', 'blockquote', 'hr', 'details', 'summary', 'figure', 'section'],
  ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
]);
/** MDX nodes that stand as blocks: a component on lines of its own, an import or export, `{…}` alone. */
const flowTypes = new Set(['mdxJsxFlowElement', 'mdxjsEsm', 'mdxFlowExpression']);

const isBlock = (node: Node | undefined) =>
  node === undefined || flowTypes.has(node.type) || (node.type === 'element' && blockTags.has(node.tagName ?? ''));

const isNewlineGap = (node: Node) => node.type === 'text' && /^\s*\n\s*$/.test(node.value ?? '');

function prune(node: Node): void {
  if (!node.children) return;
  const own = node.type === 'root' || (node.type === 'element' && node.tagName !== 'pre' && node.tagName !== 'code');
  if (own) {
    const children = node.children;
    node.children = children.filter(
      (child, i) => !(isNewlineGap(child) && isBlock(children[i - 1]) && isBlock(children[i + 1])),
    );
  }
  for (const child of node.children) prune(child);
}

const mdxWhitespace: Plugin<[], Node> = () => (tree) => {
  prune(tree);
};

export default mdxWhitespace;
