/**
 * Remark plugin `referenceEntries`: gives every entry heading of the API reference the class
 * `api-entry`, so that the site's stylesheet draws each entry as one unit (src/css/custom.css,
 * "Reference entries"): a rule between one entry and the next, its marks close under its heading.
 *
 * An entry heading is what the API history plugin calls one (src/plugins/api-history/match.ts):
 * on a reference page (the 7.x `api/` folder, the 5.x and 6.x `*-api` pages and the generated
 * partials `_validators.mdx` / `_sanitizers.mdx`), a heading that names an API: a call such as
 * `isEmail()`, `.hide()` or a list such as `body(), cookie() and query()`, or a type the package
 * exports in some release (the API history knows `export:<name>`), such as `FieldValidationError`
 * (and not a section titled with one word, such as "Modifiers"). Any level: validators and sanitizers are h4, the chain's own validators
 * and modifiers h3, functions and types h2. The docs version and the page come from the file's
 * path, as for the marks. Headings of guides and section headings ("How a chain runs") are left
 * as they are.
 *
 * Why a class and not a wrapper element: a `<section>` per entry is one more element React
 * hydrates for each of the 134 entries of the 7.x chain reference; the class adds 28 bytes gzip to
 * that page's JavaScript.
 *
 * Input: the mdast tree of one Markdown or MDX file, and the file (its `path`). Output: the same
 * tree, changed in place. Runs after Docusaurus's own plugins, which give headings their ids (the
 * class is added beside them). Never throws.
 */
import historyJson from '../api-history/history.json';
import {releaseOfFile} from '../api-history/remark';
import {isReferencePage, namesOfHeading} from '../api-history/match';

/** Every API key of every release (`chain:isEmail`, `export:Location`), from the API history. */
const apiKeys = new Set(Object.keys((historyJson as {apis: Record<string, unknown>}).apis));

type MdNode = {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: {hProperties?: Record<string, unknown>; [key: string]: unknown};
  [key: string]: unknown;
};

/** The class of an entry heading. */
export const ENTRY_CLASS = 'api-entry';

function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** Whether a heading's plain text names an API (an entry of the reference). */
export function isEntryHeading(text: string): boolean {
  const names = namesOfHeading(text);
  return names !== undefined && (names.callable || names.names.every((name) => apiKeys.has(`export:${name}`)));
}

/** The plugin. Options: none. */
export default function referenceEntries() {
  return (root: MdNode, file: {path?: string}) => {
    const where = file.path ? releaseOfFile(file.path) : undefined;
    if (!where || !isReferencePage(where.pagePath)) return;
    for (const node of root.children ?? []) {
      if (node.type !== 'heading' || !isEntryHeading(textOf(node))) continue;
      const properties = node.data?.hProperties ?? {};
      node.data = {...node.data, hProperties: {...properties, className: ENTRY_CLASS}};
    }
  };
}
