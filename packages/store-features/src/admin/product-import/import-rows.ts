import type { ProductImportRow } from '@aurora-store/api';

/** Rows shown per page of the dry run's table: a 10,000-row file renders 50 at a time. */
export const IMPORT_ROWS_PAGE_SIZE = 50;

export type RowFilter = 'all' | 'invalid';

export interface RowsPage {
  rows: ProductImportRow[];
  /** How many rows the filter keeps, over every page. */
  total: number;
  /** The page shown, clamped into the pages that exist. */
  page: number;
}

/** One page of the dry run's rows, all or only the wrong ones. */
export function importRowsPage(
  rows: readonly ProductImportRow[],
  filter: RowFilter,
  page: number,
  pageSize = IMPORT_ROWS_PAGE_SIZE,
): RowsPage {
  const kept = filter === 'invalid' ? rows.filter((row) => row.action === 'invalid') : rows;
  const pageCount = Math.max(1, Math.ceil(kept.length / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const start = (current - 1) * pageSize;
  return { rows: kept.slice(start, start + pageSize), total: kept.length, page: current };
}

/**
 * When there are errors, the table opens on them: they are what the owner has to act on. With no valid row
 * beside them the filter would hide nothing, so it is not offered.
 */
export function initialRowFilter(invalid: number, rows: number): RowFilter {
  return invalid > 0 && invalid < rows ? 'invalid' : 'all';
}

/** An update's changed columns in a sentence: 'Changes price, stock'. */
export function changesText(changes: readonly string[]): string {
  return changes.length === 0 ? '' : `Changes ${changes.join(', ')}`;
}
