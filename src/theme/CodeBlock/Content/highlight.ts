/**
 * Prism highlighting of a code block into the HTML of ./lines.ts. Runs on the server for every
 * block (the static HTML carries the colours), and in the browser only for a block that is mounted
 * after the page loaded (client-side navigation) and whose HTML is not already in the document: then
 * it is loaded as a chunk of its own, so Prism is not part of the main bundle.
 *
 * Languages: those prism-react-renderer bundles, plus `themeConfig.prism.additionalLanguages` from
 * docusaurus.config.ts, registered here as @docusaurus/theme-classic's prism-include-languages does
 * (that client module is removed by src/plugins/server-highlighting). A language Prism does not know is
 * shown as plain text, as the theme does.
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';

import {looksPlain} from '../../../plugins/server-highlighting/colours';
import {darkCodeTheme, lightCodeTheme} from '../../../prismThemes';
import {linesHtml, plainLines, type LineNumbers, type LineToken} from './lines';
import {signatureLineHtml} from './signatureLayout';

/**
 * A language name ending in this (`ts:signature`, written by ../Signature.tsx) is highlighted in
 * the language before it and each call signature line laid out to wrap between its parameters
 * (./signatureLayout.ts).
 */
export const SIGNATURE_LAYOUT = ':signature';

/**
 * The `<code>` HTML of the highlighted `lines` of a signature block: each call signature line as
 * ./signatureLayout.ts lays it out, other lines as ./lines.ts writes them. Lines are text lines;
 * a signature line is a block of its own, so the newline that ends it goes inside it (after it,
 * the newline would draw an empty line).
 */
function signatureHtml(lines: LineToken[][]): string {
  const html = (tokens: LineToken[]) => linesHtml([tokens], {});
  return lines
    .map((line, i) => {
      const end = i < lines.length - 1 ? '\n' : '';
      const laidOut = signatureLineHtml(line, html);
      return laidOut ? laidOut.replace(/<\/span>$/, `${end}</span>`) : html(line) + end;
    })
    .join('');
}

/**
 * The Prism components of the languages `additionalLanguages` may name, as static requires: a
 * template `require()` would bundle every component of prismjs.
 */
const components: Record<string, () => unknown> = {
  /* eslint-disable @typescript-eslint/no-require-imports */
  bash: () => require('prismjs/components/prism-bash'),
  http: () => require('prismjs/components/prism-http'),
  json: () => require('prismjs/components/prism-json'),
  /* eslint-enable @typescript-eslint/no-require-imports */
};

let languagesLoaded = false;

/**
 * Registers the additional Prism languages of the site config on prism-react-renderer's Prism
 * (Prism components register themselves on a global `Prism`). Throws when the config names a
 * language that `components` does not list.
 */
function loadLanguages(): void {
  if (languagesLoaded) return;
  languagesLoaded = true;
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
  const g = globalThis as {Prism?: unknown};
  const before = g.Prism;
  g.Prism = Prism;
  try {
    for (const language of additionalLanguages) {
      const load = components[language];
      if (!load)
        throw new Error(
          `server-highlighting: add prism-${language} to the components of src/theme/CodeBlock/Content/highlight.ts`,
        );
      load();
    }
  } finally {
    if (before === undefined) delete g.Prism;
    else g.Prism = before;
  }
}

/** Token types (joined by spaces) whose tokens look like plain text in both colour modes. */
const plainLooking = new Map<string, boolean>();

/**
 * The token with Prism's `plain` type when its colours in both code themes (src/prismThemes.ts)
 * are the block's own (`looksPlain`), so ./lines.ts writes it as bare text; otherwise the token.
 */
function bareWherePlain(token: LineToken): LineToken {
  const key = token.types.join(' ');
  let plain = plainLooking.get(key);
  if (plain === undefined) {
    plain = looksPlain([lightCodeTheme, darkCodeTheme], token.types);
    plainLooking.set(key, plain);
  }
  return plain ? {...token, types: ['plain']} : token;
}

/** The `<code>` HTML of `code` in `language`, with the given line classes (see ./lines.ts). */
export function highlight(
  code: string,
  language: string,
  lineClassNames: Record<number, string[] | undefined>,
  lineNumbers?: LineNumbers,
): string {
  loadLanguages();
  const signature = language.endsWith(SIGNATURE_LAYOUT);
  const grammar = Prism.languages[signature ? language.slice(0, -SIGNATURE_LAYOUT.length) : language];
  const lines: LineToken[][] = grammar
    ? normalizeTokens(Prism.tokenize(code, grammar)).map((line) => line.map(bareWherePlain))
    : plainLines(code);
  return signature && !lineNumbers ? signatureHtml(lines) : linesHtml(lines, lineClassNames, lineNumbers);
}
