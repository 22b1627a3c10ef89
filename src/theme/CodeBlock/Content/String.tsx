/**
 * The theme's code block for string content (`@theme/CodeBlock/Content/String` of
 * @docusaurus/theme-classic), with one change: the word-wrap state comes from ./wordWrap.ts,
 * which measures blocks with one ResizeObserver instead of a layout-forcing read per block while
 * the page hydrates. Metadata, context and layout are the theme's.
 *
 * Props: the theme's (`children`: the code; `className`, `metastring`, `language`, `title`,
 * `showLineNumbers`).
 */
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

import {useCodeWordWrap} from './wordWrap';

export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
