import { Button, EmptyState } from '@aurora-store/ui';

export interface NoOrdersProps {
  /** A search or the status filter narrows the list: nothing matches rather than nothing exists. */
  isFiltered: boolean;
  /** Orders match but the page asked for is past the last one (a link kept from a longer list). */
  isPastLastPage: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/** The list without rows: a store with no orders yet, a search or status that matches none, or a page too far. */
export function NoOrders({ isFiltered, isPastLastPage, onClearFilters, onFirstPage }: NoOrdersProps) {
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
          title="No orders match your filters"
          description="Try another order number, customer or status."
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
        title="No orders yet"
        description="Orders appear here as soon as shoppers place them."
      />
    );
  };
  return <div className="rounded-card border border-border bg-surface">{content()}</div>;
}
