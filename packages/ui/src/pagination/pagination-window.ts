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

  const page = clamp(current, total);
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

/**
 * The items a pagination control shows on a phone: the first page, the current one and the last, with a gap
 * for each run of two or more pages left out (a single page left out is shown instead, as a gap would take the
 * same room). Seven items at most with the arrows, so it keeps to one row at 375 px even with four-digit page
 * numbers. `current` is clamped into 1..total.
 */
export function compactPaginationWindow(current: number, total: number): PaginationItem[] {
  if (total < 1) return [];
  const page = clamp(current, total);
  const items: PaginationItem[] = [];
  let shown = 0;
  for (const next of new Set([1, page, total])) {
    if (next - shown === 2) items.push(shown + 1);
    if (next - shown > 2) items.push(next === page ? 'start-ellipsis' : 'end-ellipsis');
    items.push(next);
    shown = next;
  }
  return items;
}

/** One item of a pagination control, and the widths it shows at. */
export interface ResponsivePaginationItem {
  item: PaginationItem;
  /** Shown below Tailwind's `sm` breakpoint: an item of `compactPaginationWindow`. */
  compact: boolean;
  /** Shown from `sm` up: an item of `paginationWindow`. */
  full: boolean;
}

/**
 * The items of `paginationWindow` and `compactPaginationWindow` in one list, in page order, each marked with
 * the widths it shows at: one list of controls serves both widths, and the one it hides is `display: none`.
 */
export function responsivePaginationWindow(current: number, total: number): ResponsivePaginationItem[] {
  const full = paginationWindow(current, total);
  const compact = compactPaginationWindow(current, total);
  // A gap always follows the first page or comes before the last, whichever window it is from.
  const position = (item: PaginationItem) =>
    item === 'start-ellipsis' ? 1.5 : item === 'end-ellipsis' ? total - 0.5 : item;
  return [...new Set([...full, ...compact])]
    .sort((a, b) => position(a) - position(b))
    .map((item) => ({ item, compact: compact.includes(item), full: full.includes(item) }));
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
  const current = clamp(page, pageCount);
  return {
    from: (current - 1) * pageSize + 1,
    to: Math.min(current * pageSize, totalItems),
    total: totalItems,
    pageCount,
  };
}

function clamp(page: number, total: number): number {
  return Math.min(Math.max(Math.trunc(page), 1), total);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
