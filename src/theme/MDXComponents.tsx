/**
 * The MDX component registry: the theme's components plus `ApiMarks`, which the api-history
 * remark plugin (src/plugins/api-history/remark.ts) puts under reference headings, `Signature`
 * (./CodeBlock/Signature.tsx), which src/plugins/signatures/remark.ts writes for each signature
 * fence, and `table` (./MDXComponents/Table.tsx), which makes every Markdown table of every docs
 * version readable on a phone and reachable with the keyboard when it scrolls. Tables, paragraphs and lists are static
 * islands (./MDXComponents/island.tsx): React adopts their server HTML instead of hydrating it.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ApiMarks from '@site/src/components/ApiMarks';

import Signature from './CodeBlock/Signature';
import Table from './MDXComponents/Table';
import {Ol, P, Ul} from './MDXComponents/Blocks';
import {registerStatic} from './MDXComponents/islandRules';

registerStatic(MDXComponents.a, MDXComponents.code, MDXComponents.li, MDXComponents.img, P, Ul, Ol, Table);

export default {...MDXComponents, ApiMarks, Signature, table: Table, p: P, ul: Ul, ol: Ol};
