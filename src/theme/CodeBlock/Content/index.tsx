/**
 * Code block content of @docusaurus/theme-classic (`@theme/CodeBlock/Content`), replaced so that a
 * docs page does not highlight its code in the browser.
 *
 * The server renders each block highlighted (./highlight.ts, Prism) as static HTML whose token
 * colours come from CSS (src/plugins/server-highlighting), so both colour modes are right at first paint.
 * In the browser the block takes its HTML from a block with the same content already in the
 * document (always the case when the page is hydrated, and when Docusaurus's Tabs remount their
 * panels), so hydration neither runs Prism nor creates an element per token. Only a block that
 * appears on client-side navigation has no such twin: it shows its code as plain text, loads the
 * highlighter (a chunk of its own) and then shows it highlighted. The plain text is the code
 * escaped, which is what ./lines.ts writes for a block without line numbers or highlighted lines
 * (no block of the docs has either); so the line markup stays with the highlighter, out of every
 * docs page's JavaScript (-0.3 kB gzip).
 *
 * Props: the theme's (`className`); the code, language and line classes come from the code block
 * context (metadata parsed by the theme from the fence's metastring and magic comments).
 */
import {useEffect, useState, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

import {escapeHtml} from '../../../escapeHtml';
import {codeKey} from './codeKey';
import type {LineNumbers} from './lines';

/** True in the server bundle, false in the client bundle (DefinePlugin, src/plugins/server-highlighting). */
declare const __STATIC_CODE_SERVER__: boolean;

/** The highlighter, bundled into the server bundle only. */
const serverHighlight: typeof import('./highlight').highlight | undefined = __STATIC_CODE_SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./highlight') as typeof import('./highlight')).highlight
  : undefined;

/**
 * The `<code>` elements of the document by their `data-code-key`, indexed in one pass the first
 * time a block looks for its twin (a query per block scanned the whole document each time: 165
 * scans of 12,000 elements on the validation chain reference). Rebuilt when a key is missing or
 * its element has left the document (client-side navigation, Tabs remounting a panel).
 */
let codeByKey: Map<string, Element> | undefined;

/** The `<code>` HTML of an equal block already in the document, if any. */
function htmlInDocument(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  let element = codeByKey?.get(key);
  if (!element?.isConnected) {
    codeByKey = new Map();
    const index = codeByKey;
    document.querySelectorAll('code[data-code-key]').forEach((code) => {
      const k = code.getAttribute('data-code-key')!;
      if (!index.has(k)) index.set(k, code);
    });
    element = codeByKey.get(key);
  }
  return element?.innerHTML;
}

/**
 * The highlighted `<code>` HTML of a block, as described in the module comment: on the server
 * from the highlighter; in the browser from the equal block in the document, else the plain code
 * first and highlighted lines once the highlighter chunk has loaded.
 *
 * Input: the code (no trailing newline), its Prism language, the class names per line (0-based
 * line index → classes, from magic comments) and the line number classes if any.
 * Output: `key` (64-bit hash of the inputs, base 36, written as `data-code-key`) and `html`.
 */
function useStaticCodeHtml(
  code: string,
  language: string,
  lineClassNames: Record<number, string[] | undefined>,
  lineNumbers: LineNumbers | undefined,
): {key: string; html: string} {
  const key = codeKey([language, code, JSON.stringify(lineClassNames), lineNumbers ? 'n' : '']);
  const [html, setHtml] = useState<string | undefined>(() =>
    serverHighlight ? serverHighlight(code, language, lineClassNames, lineNumbers) : htmlInDocument(key),
  );
  const [shownKey, setShownKey] = useState(key);
  // The block's content changed after mount (a live code block): take it from the document or
  // start from plain text again.
  if (shownKey !== key) {
    setShownKey(key);
    setHtml(htmlInDocument(key));
  }
  useEffect(() => {
    if (html !== undefined) return undefined;
    let cancelled = false;
    void import('./highlight').then(({highlight}) => {
      if (!cancelled) setHtml(highlight(code, language, lineClassNames, lineNumbers));
    });
    return () => {
      cancelled = true;
    };
    // `key` stands for code, language and line classes (whose objects are new on each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html, key]);
  return {key, html: html ?? escapeHtml(code)};
}

/**
 * The `<pre><code>` of a static code block, shared by the theme's code block (below) and the
 * toolbar-less signatures (../Signature.tsx). Props: the code (no trailing newline), its Prism
 * language, the class names per line, where line numbers start (undefined: none), the accessible
 * name of the block (`label`), extra classes of the `<pre>` and a ref to it (the theme's word-wrap
 * hook measures the block through it).
 *
 * The `<pre>` is the block's scroll container: it is in the tab order, a named group (so a screen
 * reader says what the focused region is) and has a focus ring and edge shadows when it scrolls
 * sideways (src/css/custom.css).
 */
export function StaticCode({
  code,
  language,
  lineClassNames,
  lineNumbersStart,
  label,
  className,
  preRef,
}: {
  code: string;
  language: string;
  lineClassNames: Record<number, string[] | undefined>;
  lineNumbersStart?: number;
  label: string;
  className?: string;
  preRef?: Ref<HTMLPreElement>;
}): ReactNode {
  const lineNumbers =
    lineNumbersStart === undefined
      ? undefined
      : {line: lineStyles.codeLine, number: lineStyles.codeLineNumber, content: lineStyles.codeLineContent};
  const {key, html} = useStaticCodeHtml(code, language, lineClassNames, lineNumbers);
  return (
    <pre
      ref={preRef}
      // Scrollable, so reachable with the keyboard (as in the theme).
      tabIndex={0}
      role="group"
      aria-label={label}
      className={clsx(className, 'prism-code', styles.codeBlock, 'thin-scrollbar')}
      // No inline colours (the site stylesheet gives `pre.prism-code` the code theme's, custom.css) and
      // no language class: the block's container has it, and nothing reads it from the `<pre>`.
    >
      <code
        data-code-key={key}
        className={clsx(styles.codeBlockLines, lineNumbers && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <StaticCode
      code={metadata.code}
      language={metadata.language}
      lineClassNames={metadata.lineClassNames}
      lineNumbersStart={metadata.lineNumbersStart}
      label={
        typeof metadata.title === 'string' && metadata.title ? `Code: ${metadata.title}` : `Code (${metadata.language})`
      }
      className={className}
      // The theme's word-wrap hook measures the block through this ref.
      preRef={wordWrap.codeBlockRef}
    />
  );
}
