import { atom } from 'jotai';

/**
 * The orders list's query as the admin last left it (`?status=shipped&page=2`), so an order opened from it leads
 * back to the same filter and page. Kept for the tab's life in memory only: a reload of an order's page, or a
 * visit that starts there, goes back to the list's first page.
 */
export const adminOrdersListSearchAtom = atom('');
