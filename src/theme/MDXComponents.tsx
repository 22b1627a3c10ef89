/**
 * The MDX component registry: the theme's components plus `ApiMarks`, which the api-history
 * remark plugin (src/plugins/api-history/remark.ts) puts under reference headings.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ApiMarks from '@site/src/components/ApiMarks';

export default {...MDXComponents, ApiMarks};
