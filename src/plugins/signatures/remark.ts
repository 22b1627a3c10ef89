/**
 * Remark plugin `signatureElements`: turns each signature fence of the docs (```` ```ts signature ````,
 * and ```` ```ts signature try ```` for a reference entry with a Try it button) into a
 * `<Signature code="…" />` element (src/theme/CodeBlock/Signature.tsx, registered in
 * src/theme/MDXComponents.tsx), with `tryIt` for the second meta and `language` when it is not `ts`.
 *
 * Why: compiled, a fence is a `pre` holding a `code` with its class name and its meta, which the
 * code block component then reads to find out that it is a signature; an element names its
 * component and its props directly. The validation chain reference has one signature per entry
 * (108 to 165 a version), so its page's JavaScript is smaller. The HTML is the same: Signature
 * renders the theme's code block markup, which the search records and the Markdown export read.
 *
 * The Markdown sources keep their fences, so the reference generator, the example checker and the
 * Try it tests read them as before. Input: the mdast tree of one Markdown or MDX file; output: the
 * same tree, changed in place. A fence with any other meta (a title, highlighted lines) is left as
 * it is. Never throws.
 */

type MdNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  [key: string]: unknown;
};

/** The metas of a signature fence: without and with a Try it button. */
const metas: Record<string, boolean> = {signature: false, 'signature try': true};

/** The `<Signature>` element of a signature fence; undefined for any other node. */
export function signatureElement(node: MdNode): MdNode | undefined {
  const meta = node.meta?.trim() ?? '';
  if (node.type !== 'code' || !(meta in metas)) return undefined;
  const attribute = (name: string, value: string | null) => ({type: 'mdxJsxAttribute', name, value});
  const attributes = [attribute('code', node.value ?? '')];
  const language = node.lang ?? 'text';
  if (language !== 'ts') attributes.push(attribute('language', language));
  // A value of null is a boolean attribute: `tryIt` alone, `true` in the compiled props.
  if (metas[meta]) attributes.push(attribute('tryIt', null));
  return {type: 'mdxJsxFlowElement', name: 'Signature', attributes, children: []};
}

function replaceIn(node: MdNode): void {
  const children = node.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const element = signatureElement(children[i]!);
    if (element) children[i] = element;
    else replaceIn(children[i]!);
  }
}

/** The plugin. Options: none. */
export default function signatureElements() {
  return (root: MdNode) => {
    replaceIn(root);
  };
}
