/** A page number, or a gap standing for the pages left out before or after the current page's neighbours. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Up to this many pages the control lists them all; past it, it lists seven items with gaps. */
const MAX_ITEMS = 7;

/**
 * The items a pagination control shows: always the first and last page, the current page with one
 * neighbour each side, and an ellipsis for each run of hidden pages. It keeps seven items for any page of a
 * long list, so the Next button never jumps under the pointer; a gap is only drawn where it hides two or
 * more pages (hiding one would take the same room as showing it). `current` is clamped into 1..total.
 */
export function paginationWindow(current: number, total: number): PaginationItem[] {
  if (total < 1) return [];
  if (total <= MAX_ITEMS) return range(1, total);

  const page = Math.min(Math.max(Math.trunc(current), 1), total);
  // Near either end the window slides inwards rather than shrinking.
  const start = page <= 4 ? 2 : page >= total - 3 ? total - 4 : page - 1;
  const end = page <= 4 ? 5 : page >= total - 3 ? total - 1 : page + 1;

  return [
    1,
    ...(start > 2 ? (['start-ellipsis'] as const) : []),
    ...range(start, end),
    ...(end < total - 1 ? (['end-ellipsis'] as const) : []),
    total,
  ];
}

export interface PageSummary {
  /** The 1-based position of the page's first result; 0 when there are none. */
  from: number;
  to: number;
  total: number;
  pageCount: number;
}

/** The figures of "Showing X to Y of Z results" for a page, and how many pages there are. */
export function pageSummary(page: number, pageSize: number, totalItems: number): PageSummary {
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));
  if (totalItems <= 0) return { from: 0, to: 0, total: 0, pageCount };
  const current = Math.min(Math.max(Math.trunc(page), 1), pageCount);
  return {
    from: (current - 1) * pageSize + 1,
    to: Math.min(current * pageSize, totalItems),
    total: totalItems,
    pageCount,
  };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
