/**
 * Inline code of every docs page (the MDX `code` element outside a code block). Inside a table
 * cell (./Table.tsx provides {@link InTableCell}) a long name gets line-break opportunities
 * (`<wbr>`, ./codeBreaks.ts): after `_`, `.`, `/` and `-`, and before each capital that follows a
 * small letter (`allow_<wbr>space_<wbr>after_<wbr>symbol?`). A narrow column then wraps the name
 * where a reader expects a break, and the cells (src/css/custom.css, `.table-scroll td`) never
 * break a word in the middle (`boole|an`) nor scroll a table sideways. `<wbr>` has no text, so
 * selecting and copying the code gives the name unchanged, and the search index and the Markdown
 * export read the same text. Outside tables nothing changes (prose wraps between words already,
 * and every `<wbr>` is one more element on the page).
 *
 * Props: those MDX gives `code`. Code blocks (a `language-` class, or children other than one
 * string) and inline code that needs no break go to the theme's own component unchanged.
 */
import {createContext, useContext, type ComponentProps, type ReactNode} from 'react';
import MDXCode from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';

import {breakPoints} from './codeBreaks';

/** True inside a table's rows (set by ./Table.tsx). */
export const InTableCell = createContext(false);

export default function Code(props: ComponentProps<'code'>): ReactNode {
  const inCell = useContext(InTableCell);
  const {children, className} = props;
  const parts = inCell && typeof children === 'string' && className === undefined ? breakPoints(children) : undefined;
  if (parts === undefined || parts.length < 2) return <MDXCode {...props} />;
  return <CodeInline {...props}>{parts.flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]))}</CodeInline>;
}
