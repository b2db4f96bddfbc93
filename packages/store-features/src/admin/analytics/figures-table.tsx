import type { ReactNode } from 'react';

export interface FiguresTableProps {
  caption: string;
  columns: readonly string[];
  /** Each row's first cell heads it. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/**
 * Figures as a plain table: what a screen reader reads, and what anyone can copy. It scrolls within its frame,
 * which takes focus so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to be scrolled by keys
      tabIndex={0}
      className="max-h-72 overflow-auto rounded-control border border-border focus-visible:outline-2 focus-visible:outline-focus-ring focus-visible:outline-offset-2"
    >
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
    </section>
  );
}
