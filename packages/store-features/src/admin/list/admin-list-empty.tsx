import { Button, EmptyState } from '@aurora-store/ui';
import type { ReactNode } from 'react';

export interface AdminListEmptyProps {
  /** A search or filter narrows the list: nothing matches rather than nothing exists. */
  isFiltered: boolean;
  /** Rows match but the page asked for is past the last one (a link kept from a longer list). */
  isPastLastPage: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
  /** What the list says when its search or filters match nothing. */
  noMatch: { title: string; description: string };
  /** What it says when there is nothing yet, and what the admin can do about it. */
  nothingYet: { title: string; description: string; action?: ReactNode };
}

/** An admin list without rows: nothing there yet, a search or filter that matches none, or a page too far. */
export function AdminListEmpty({
  isFiltered,
  isPastLastPage,
  onClearFilters,
  onFirstPage,
  noMatch,
  nothingYet,
}: AdminListEmptyProps) {
  const content = () => {
    if (isPastLastPage) {
      return (
        <EmptyState
          headingLevel={2}
          title="This page is empty"
          description="The list is shorter than it was."
          action={
            <Button variant="secondary" onPress={onFirstPage}>
              Go to the first page
            </Button>
          }
        />
      );
    }
    if (isFiltered) {
      return (
        <EmptyState
          headingLevel={2}
          title={noMatch.title}
          description={noMatch.description}
          action={
            <Button variant="secondary" onPress={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        headingLevel={2}
        title={nothingYet.title}
        description={nothingYet.description}
        action={nothingYet.action}
      />
    );
  };
  return <div className="rounded-card border border-border bg-surface">{content()}</div>;
}
