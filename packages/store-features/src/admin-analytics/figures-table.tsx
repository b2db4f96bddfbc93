import type { ReactNode } from 'react';

export interface FiguresTableProps {
  caption: string;
  columns: readonly string[];
  /** Each row's first cell heads it. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/** A chart's figures as a plain table: what a screen reader reads, and what anyone can copy. */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <div className="max-h-72 overflow-auto rounded-control border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-elevated">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-2 font-semibold text-foreground ${index === 0 ? 'text-start' : 'text-end'}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells }) => (
            <tr key={key} className="border-border border-t">
              {cells.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={columns[index]}
                    scope="row"
                    className="px-3 py-1.5 text-start font-normal text-foreground"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]} className="px-3 py-1.5 text-end text-muted tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
