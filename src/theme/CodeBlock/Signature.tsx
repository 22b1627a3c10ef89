/**
 * A signature in the API reference (a fence written ```` ```ts signature ````): the code block's
 * look and highlighting without its toolbar. A signature is read, not copied, and the generated
 * reference has one per validator and sanitizer (122 on the validation chain page), so each saves
 * the copy and word-wrap buttons (nine elements once hydrated) and the hooks behind them (state,
 * a resize listener and a mutation observer per block, and a layout read to decide on word wrap).
 * The markup is the theme's code block (`div.theme-code-block > div > pre > code`), so styles,
 * the Markdown export (src/plugins/markdown-export) and the search records read it as before.
 *
 * Props: `code` (the fence's text), `language` (Prism language, `ts` in the reference).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

import {useStaticCodeHtml} from './Content';

const noLineClasses = {};

export default function Signature({code, language}: {code: string; language: string}): ReactNode {
  const {key, html} = useStaticCodeHtml(code.replace(/\n$/, ''), language, noLineClasses, undefined);
  return (
    <div className={clsx(`language-${language}`, containerStyles.codeBlockContainer, ThemeClassNames.common.codeBlock)}>
      <div className={layoutStyles.codeBlockContent}>
        <pre
          // Scrollable, so reachable with the keyboard (as in the theme).
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}
          style={{color: 'var(--prism-color)', backgroundColor: 'var(--prism-background-color)'}}
        >
          <code data-code-key={key} className={contentStyles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
      </div>
    </div>
  );
}
