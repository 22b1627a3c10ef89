/**
 * Every Markdown table of the docs (the MDX `table` element), rendered once for all pages:
 *
 * - inside a scroll container that a keyboard can reach and a screen reader names
 *   (`tabindex="0"`, `role="group"`, `aria-label` "Table: <column headers>"), with a visible focus
 *   ring (src/css/custom.css, `.table-scroll`): when a table is still wider than its column, a
 *   reader can scroll it with the arrow keys;
 * - with explicit table roles on its parts (`table`, `rowgroup`, `row`, `columnheader`, `cell`), so
 *   screen readers keep the table semantics when the phone layout below changes their CSS display;
 * - with each body cell's column header in `data-label`, which the phone layout (under 640 px,
 *   src/css/custom.css) shows before the cell's content: every row becomes a small block of
 *   "Option / Type / Default / Description" lines instead of a table wider than the screen.
 *
 * - with line-break opportunities in long names of inline code in its cells (./Code.tsx), so that a
 *   cell wraps `allow_space_after_symbol?` at its underscores instead of in mid-word;
 * - as a static island (./island.tsx): when React hydrates a server-rendered page it adopts the
 *   table's HTML as it is instead of creating a fiber for each row, cell, code span and link;
 *   a table that appears on client-side navigation is rendered as usual.
 *
 * Props: those of `<table>` as MDX gives them (children: `thead` and `tbody` elements whose rows
 * hold `th` / `td` elements). Children of any other shape are rendered unchanged. Same markup on
 * the server and in the browser.
 */
import {Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';

import {InTableCell} from './Code';
import {useIsland} from './island';

type ElementWithChildren = ReactElement<{children?: ReactNode; className?: string}>;

/** The plain text of a React subtree (strings and numbers, depth first). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** The element children of a node (whitespace strings between them dropped). */
function elements(node: ReactNode): ElementWithChildren[] {
  return Children.toArray(node).filter((child): child is ElementWithChildren => isValidElement(child));
}

/** `element` with extra props and new children (keys kept by Children.toArray). */
function withProps(element: ElementWithChildren, props: Record<string, unknown>, children?: ReactNode[]): ReactNode {
  return cloneElement(element, props, ...(children ?? Children.toArray(element.props.children)));
}

/** The header texts of the table's first `thead` row. */
function headersOf(sections: ElementWithChildren[]): string[] {
  const head = sections.find((s) => s.type === 'thead');
  const row = head ? elements(head.props.children)[0] : undefined;
  return row ? elements(row.props.children).map((cell) => textOf(cell.props.children).trim()) : [];
}

export default function Table({children, className, ...props}: ComponentProps<'table'>): ReactNode {
  const {id, adopted} = useIsland(children);
  const sections = elements(children);
  const headers = headersOf(sections);
  const rows = (section: ElementWithChildren, header: boolean) =>
    elements(section.props.children).map((row) =>
      withProps(
        row,
        {role: 'row'},
        elements(row.props.children).map((cell, i) =>
          withProps(
            cell,
            header || cell.type === 'th'
              ? {role: 'columnheader'}
              : {role: 'cell', ...(headers[i] ? {'data-label': headers[i]} : {})},
          ),
        ),
      ),
    );
  // An adopted table keeps the server's rows: only its label needs the headers.
  const body =
    adopted !== undefined
      ? undefined
      : sections.length > 0 && sections.every((s) => s.type === 'thead' || s.type === 'tbody')
        ? sections.map((section) => withProps(section, {role: 'rowgroup'}, rows(section, section.type === 'thead')))
        : children;
  return (
    <div
      className="table-scroll"
      role="group"
      tabIndex={0}
      aria-label={headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table'}
    >
      {adopted === undefined ? (
        <table
          {...props}
          data-island={id}
          role="table"
          className={clsx(className, headers.length > 0 && 'table-stack')}
        >
          <InTableCell.Provider value>{body}</InTableCell.Provider>
        </table>
      ) : (
        <table {...props} data-island={id} role="table" {...adopted} />
      )}
    </div>
  );
}
