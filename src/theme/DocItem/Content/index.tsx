/**
 * Wraps the theme's DocItem/Content (swizzled with --wrap: the page's own markup is unchanged) to
 * add, on every docs page, a `<link rel="alternate" type="text/markdown">` to the page's Markdown
 * in the head. The Markdown is written by the markdown-export plugin at `<permalink>.md`
 * (src/plugins/markdown-export/paths.ts). The "Copy page" row above the title is in ../Layout.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import {markdownPathOf} from '../../../plugins/markdown-export/paths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const markdownUrl = markdownPathOf(useDoc().metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <Content {...props} />
    </>
  );
}
