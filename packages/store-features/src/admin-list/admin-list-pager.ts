import type { Pagination } from '@aurora-store/api';
import { type PaginationItem, pageSummary, paginationWindow } from '@aurora-store/ui';

/** What an admin list's pager shows for the pagination of one answer. */
export interface AdminListPager {
  /** The page the rows come from; null past the last page, which has no rows. */
  current: number | null;
  /** "Showing X to Y of Z results"; null past the last page, where no result is shown. */
  range: { from: number; to: number } | null;
  total: number;
  pages: number;
  /** Where Previous and Next go; null where they go nowhere. */
  previous: number | null;
  next: number | null;
  /** The pages to offer: ui's window of seven items, which leaves a phone too little room. */
  items: PaginationItem[];
  /** The pages to offer on a phone: the first, the current and the last, with gaps between. */
  compactItems: PaginationItem[];
}

/**
 * The pager of an admin list, or null for a list of one page (spec section 2: only when more than one page
 * exists). A page past the last one (a link kept from a longer list) is not dressed up as the last page: it
 * shows no range and marks no page, and Previous goes back to the last page, the nearest one with rows.
 */
export function adminListPager({ page, pages, total }: Pagination, pageSize: number): AdminListPager | null {
  if (pages <= 1) return null;
  if (page > pages) {
    return {
      current: null,
      range: null,
      total,
      pages,
      previous: pages,
      next: null,
      items: paginationWindow(pages, pages),
      compactItems: compactPaginationWindow(pages, pages),
    };
  }
  const { from, to } = pageSummary(page, pageSize, total);
  return {
    current: page,
    range: { from, to },
    total,
    pages,
    previous: page > 1 ? page - 1 : null,
    next: page < pages ? page + 1 : null,
    items: paginationWindow(page, pages),
    compactItems: compactPaginationWindow(page, pages),
  };
}

/**
 * The first page, the current one and the last, in as few items as a phone has room for: a gap stands for two
 * or more pages left out, and a single page left out is shown instead (a gap would take as much room).
 */
export function compactPaginationWindow(current: number, total: number): PaginationItem[] {
  const items: PaginationItem[] = [];
  let shown = 0;
  for (const page of new Set([1, current, total])) {
    if (page - shown === 2) items.push(shown + 1);
    if (page - shown > 2) items.push(page <= current ? 'start-ellipsis' : 'end-ellipsis');
    items.push(page);
    shown = page;
  }
  return items;
}
