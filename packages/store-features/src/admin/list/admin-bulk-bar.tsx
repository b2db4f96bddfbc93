import { Button } from '@aurora-store/ui';
import type { ReactNode } from 'react';

export interface AdminBulkBarProps {
  /** How many rows are selected: the bar shows only from one. */
  count: number;
  /** What the rows are, for the count ('3 products selected'). */
  noun: (count: number) => string;
  onClearSelection: () => void;
  /** The bulk actions: one button each. */
  children: ReactNode;
}

/** The bar above a list while rows are selected: how many, the bulk actions, and a way to clear the selection. */
export function AdminBulkBar({ count, noun, onClearSelection, children }: AdminBulkBarProps) {
  return (
    <div
      data-slot="admin-bulk-bar"
      // Always in the page, so the count is announced as it changes; empty while nothing is selected.
      className={
        count > 0
          ? 'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-primary/40 bg-primary/10 px-4 py-2.5'
          : 'contents'
      }
    >
      <p role="status" className={count > 0 ? 'font-medium text-foreground text-sm' : 'sr-only'}>
        {count > 0 ? `${count} ${noun(count)} selected` : ''}
      </p>
      {count > 0 && (
        <fieldset aria-label="Bulk actions" className="flex flex-wrap items-center gap-2">
          {children}
          <Button variant="ghost" size="sm" onPress={onClearSelection}>
            Clear selection
          </Button>
        </fieldset>
      )}
    </div>
  );
}
