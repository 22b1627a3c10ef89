/**
 * Wraps the theme's generated category page (swizzled with --wrap; its markup is unchanged) to add
 * the same "Copy page" bar and Markdown `<link rel="alternate">` as every doc page
 * (see src/theme/DocItem/Content). On a desktop its header reads as a doc page's
 * (src/theme/DocItem/Layout): the breadcrumbs, the badge and the bar on one line of the page bar's
 * height, so its title starts where every doc page's title starts (./styles.module.css).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';

import CopyPage from '../../components/CopyPage';
import {markdownPathOf} from '../../plugins/markdown-export/paths';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const markdownUrl = markdownPathOf(props.categoryGeneratedIndex.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <div className={styles.page}>
        <div className={styles.bar}>
          <CopyPage markdownUrl={markdownUrl} title={props.categoryGeneratedIndex.title} />
        </div>
        <DocCategoryGeneratedIndexPage {...props} />
      </div>
    </>
  );
}
