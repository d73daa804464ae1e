import { useId, type ReactNode } from "react";

/**
 * One column of a DataTable: its heading and how a row fills its cell.
 * Cells hold any markup (links, badges, forms), so the table stays plain HTML
 * that works without JavaScript.
 */
export interface DataColumn<Row> {
  /** Unique within the table (the React key). */
  id: string;
  /** The column heading; a visually hidden text for a column of controls. */
  header: ReactNode;
  /** Set when the list is sorted by this column: announced as the heading's aria-sort. */
  sort?: "ascending" | "descending";
  /** The cell's content; `index` is the row's place in `rows` (a form grid names its fields by it). */
  cell: (row: Row, index: number) => ReactNode;
  /** The cell that names its row (a `<th scope="row">`): screen readers read it with every other cell. */
  rowHeader?: boolean;
  /** The cell's class (`number`, `nowrap`, `codes`). */
  className?: string;
}

export interface DataTableProps<Row> {
  /** Names the table and its scroll region (a table's accessible name). */
  caption: ReactNode;
  /** The caption is read by screen readers only (a heading above already says what the table is). */
  captionHidden?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** The row's React key; `index` for rows without an identity of their own. */
  rowKey: (row: Row, index: number) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  /** The table's own class (its column widths and look). */
  className?: string;
  /** Shown instead of the table when there are no rows; nothing when absent. */
  empty?: ReactNode;
}

/**
 * The one list table: a caption, column headings, a row per item and the
 * text for an empty list, inside a horizontal scroll area. The scroll area is
 * a region named by the caption that takes focus, so keyboard users can
 * scroll a table wider than the screen (WCAG 2.1.1).
 */
export function DataTable<Row>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  rowClassName,
  className,
  empty,
}: DataTableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0) return empty ? <div className="empty-list">{empty}</div> : null;
  return (
    <TableScroll labelledBy={captionId}>
      <table className={className}>
        <caption id={captionId} className={captionHidden ? "visually-hidden" : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" aria-sort={column.sort}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row" className={column.className}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.id} className={column.className}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The horizontal scroll area: a region (a named section) named by the table's
 * caption, so the caption must differ from the headings of the page's other
 * regions; it takes focus so the keyboard can scroll it.
 */
function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
