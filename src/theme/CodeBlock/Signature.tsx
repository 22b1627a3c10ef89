/**
 * A signature in the API reference (a fence written ```` ```ts signature ````, which
 * src/plugins/signatures/remark.ts turns into a `<Signature code="…" />` element): the code block's
 * look and highlighting without its toolbar. A signature is read, not copied, and the generated
 * reference has one per validator and sanitizer (122 on the validation chain page), so each saves
 * the copy and word-wrap buttons (nine elements once hydrated) and the hooks behind them (state,
 * a resize listener and a mutation observer per block, and a layout read to decide on word wrap).
 * The markup is the theme's code block (`div.theme-code-block > div > pre > code`), so styles,
 * the Markdown export (src/plugins/markdown-export) and the search records read it as before.
 * Its call signature lines wrap between parameters on a narrow screen instead of scrolling the
 * return type out of view (./Content/signatureLayout.ts).
 *
 * With `tryIt` (a fence written ```` ```ts signature try ````, an entry of the generated reference)
 * a "Try <method>()" button follows the block, the method's name read from the signature. The
 * button is plain markup with no handler and no state of its own: the page's one `<TryIt />`
 * (src/components/TryIt) listens for presses on every such button and opens the form. Its class
 * is the only hook, and one short class keeps each of the hundred buttons of a reference small.
 *
 * Props: `code` (the fence's text), `language` (Prism language, default `ts`), `tryIt`.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';

import {StaticCode} from './Content';

const noLineClasses = {};

/** The method a signature declares: the name before its first parenthesis (`isEmail(...)`). */
const methodOf = (code: string) => /^\s*(\w+)\s*\(/.exec(code)?.[1];

export default function Signature({
  code,
  language = 'ts',
  tryIt = false,
}: {
  code: string;
  language?: string;
  tryIt?: boolean;
}): ReactNode {
  const method = tryIt && methodOf(code);
  return (
    <>
      <div
        className={clsx(`language-${language}`, containerStyles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
      >
        <div className={layoutStyles.codeBlockContent}>
          <StaticCode
            code={code.replace(/\n$/, '')}
            // The signature layout of the language (./Content/highlight.ts, SIGNATURE_LAYOUT).
            language={`${language}:signature`}
            lineClassNames={noLineClasses}
            label="Signature"
          />
        </div>
      </div>
      {method && (
        // One text node (a template, not JSX text around {method}), so the server writes no
        // comment markers between its parts.
        <button className="try-it" aria-expanded="false">{`Try ${method}()`}</button>
      )}
    </>
  );
}
