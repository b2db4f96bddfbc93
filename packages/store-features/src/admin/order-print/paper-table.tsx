import { cn } from '@aurora-store/ui';
import type { ReactNode } from 'react';

/** A table cell's look on paper: ruled rows, numbers right-aligned in tabular figures. */
const paperCell = 'border-neutral-400 border-b px-1.5 py-2 sm:px-2 align-top first:ps-0 last:pe-0';
const paperHeaderCell =
  'border-black border-b-2 px-1.5 py-2 sm:px-2 text-start font-semibold text-xs uppercase tracking-wide first:ps-0 last:pe-0';
const paperNumber = 'text-end tabular-nums whitespace-nowrap';

export interface PaperColumn {
  label: string;
  /** What the column's header adds to the ruled look: 'text-end' over numbers, a width. */
  className?: string;
}

/** The order's lines on paper: a ruled table, named by its caption for assistive technology. */
export function PaperTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly PaperColumn[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cn(paperHeaderCell, column.className)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A cell of a paper table's body; a number is right-aligned in tabular figures and never wraps. */
export function PaperCell({
  isNumber = false,
  className,
  children,
}: {
  isNumber?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return <td className={cn(paperCell, isNumber && paperNumber, className)}>{children}</td>;
}
