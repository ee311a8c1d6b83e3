/**
 * A table of rows under column headings: the markup every lesson figure and
 * every cell's table shares. Headings are `th scope="col"`; a column marked
 * `rowHeader` names its row with a `th scope="row"`; the others are `td`s.
 * Alignment is the stylesheet's (`.lx-table` in cellLayout.css: the first
 * column left, numbers right), so a table here says only what it shows.
 * Figures render it at build time from Astro (no client directive: no script).
 */
import type { ComponentChildren, HTMLAttributes, JSX, TableHTMLAttributes, TdHTMLAttributes } from 'preact';

/** Test and style hooks (`data-*`): the element types leave them out of an object of attributes. */
type Hooks = Readonly<Partial<Record<`data-${string}`, string | number | boolean>>>;
type CellAttrs = TdHTMLAttributes<HTMLTableCellElement> & Hooks;

export interface Column<R> {
  /** The column's heading. */
  readonly head: ComponentChildren;
  /** Attributes of the heading (a class that sizes the column). */
  readonly headAttrs?: CellAttrs;
  /** What the column shows for a row. */
  readonly cell: (row: R) => ComponentChildren;
  /**
   * Attributes of a row's cell: a class, a test hook. A cell that spans
   * columns (`colSpan`) stands for the ones it covers: they are not drawn.
   */
  readonly attrs?: (row: R) => CellAttrs;
  /** The cell names its row (`th scope="row"`). */
  readonly rowHeader?: boolean;
}

export interface DataTableProps<R> {
  /** The table's classes (`lx-table` and its own). */
  readonly class: string;
  /** Other attributes of the table (its test hooks). */
  readonly attrs?: TableHTMLAttributes<HTMLTableElement> & Hooks;
  readonly caption?: ComponentChildren;
  readonly captionClass?: string;
  readonly columns: readonly Column<R>[];
  readonly rows: readonly R[];
  /** Attributes of a row: its key, a class that marks it, its data hooks. */
  readonly rowAttrs?: (row: R) => HTMLAttributes<HTMLTableRowElement> & Hooks;
  /** Rows under the body (a total), drawn by the same columns. */
  readonly foot?: readonly R[];
  /** Inside a `.lx-table-wrap` that scrolls sideways on a narrow screen. */
  readonly scroll?: boolean;
}

/** A row's cells, column by column; a cell that spans columns stands for the ones it covers. */
function cellsOf<R>(columns: readonly Column<R>[], row: R): JSX.Element[] {
  const cells: JSX.Element[] = [];
  for (let c = 0; c < columns.length; ) {
    const col = columns[c];
    const attrs = col.attrs?.(row);
    cells.push(
      col.rowHeader ? (
        <th scope="row" {...attrs}>
          {col.cell(row)}
        </th>
      ) : (
        <td {...attrs}>{col.cell(row)}</td>
      ),
    );
    c += Number(attrs?.colSpan ?? 1);
  }
  return cells;
}

export function DataTable<R>({ class: className, attrs, caption, captionClass, columns, rows, rowAttrs, foot, scroll }: DataTableProps<R>) {
  const table = (
    <table class={className} {...attrs}>
      {caption !== undefined && <caption class={captionClass}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th scope="col" {...c.headAttrs}>
              {c.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr {...rowAttrs?.(row)}>{cellsOf(columns, row)}</tr>
        ))}
      </tbody>
      {foot && (
        <tfoot>
          {foot.map((row) => (
            <tr {...rowAttrs?.(row)}>{cellsOf(columns, row)}</tr>
          ))}
        </tfoot>
      )}
    </table>
  );
  return scroll ? <div class="lx-table-wrap">{table}</div> : table;
}
