import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import {
  CELL_CLASS,
  COLUMN_CLASS,
  ROW_CLASS,
  TABLE_CLASS,
  TABLE_FRAME_CLASS,
  TABLE_HEADER_CLASS,
} from './table-classes';

export interface TablePlaceholderColumn {
  id: string;
  /** The column's heading, as the table will show it. */
  title: ReactNode;
  /** Width and alignment, as the table's column and cells will have them. */
  className?: string;
}

export interface TablePlaceholderProps {
  'aria-label': string;
  columns: readonly TablePlaceholderColumn[];
  rowCount: number;
  /** What a loading cell of `column` shows: a Skeleton of the value's size. */
  cell: (column: TablePlaceholderColumn) => ReactNode;
}

/**
 * A Table while its rows load: the same frame, headings and rows of skeletons, drawn as a plain HTML table. The
 * grid's keyboard, selection and collection machinery has nothing to act on yet and costs a few milliseconds a
 * cell to set up, so a page's worth of loading rows took a long task of its own (140 ms on a slow machine) before
 * the real rows took theirs. Put `aria-busy` on what holds it.
 */
export function TablePlaceholder({ 'aria-label': label, columns, rowCount, cell }: TablePlaceholderProps) {
  return (
    // Clipped, not scrolled, where it is wider than the screen: there is nothing beyond the edge to scroll to
    // yet, and a scrolling region must be reachable by keyboard, which a table without controls is not.
    <div data-slot="table-frame" className={cn(TABLE_FRAME_CLASS, 'overflow-x-hidden')}>
      <table aria-label={label} data-slot="table" data-placeholder="" className={TABLE_CLASS}>
        <thead data-slot="table-header" className={TABLE_HEADER_CLASS}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                data-slot="column"
                className={cn(COLUMN_CLASS, column.className)}
              >
                <span className="inline-flex items-center gap-1">{column.title}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-slot="table-body">
          {Array.from({ length: rowCount }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity; they are replaced as a whole.
            <tr key={row} data-slot="row" className={ROW_CLASS}>
              {columns.map((column) => (
                <td key={column.id} data-slot="cell" className={cn(CELL_CLASS, column.className)}>
                  {cell(column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
