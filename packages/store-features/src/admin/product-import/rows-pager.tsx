import { Button, pageSummary } from '@aurora-store/ui';
import { formatCount } from './import-summary';

export interface RowsPagerProps {
  page: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous, where we are, Next: the dry run's pages inside a dialog, where a row of page numbers would not
 * fit a phone's width. The errors filter, not the pager, is the way to what needs fixing.
 */
export function RowsPager({ page, pageSize, totalRows, onPageChange }: RowsPagerProps) {
  const { from, to, total, pageCount } = pageSummary(page, pageSize, totalRows);
  return (
    <nav aria-label="Pages of rows" className="flex items-center justify-between gap-2">
      <Button variant="ghost" size="sm" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite" className="text-center text-muted text-sm tabular-nums">
        Rows {formatCount(from)}–{formatCount(to)} of {formatCount(total)}
        <span className="block text-xs">
          Page {formatCount(page)} of {formatCount(pageCount)}
        </span>
      </p>
      <Button variant="ghost" size="sm" isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
