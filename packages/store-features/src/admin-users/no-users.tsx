import { Button, EmptyState } from '@aurora-store/ui';

export interface NoUsersProps {
  /** A search or the role filter narrows the list: nothing matches rather than nothing exists. */
  isFiltered: boolean;
  /** Users exist but the page asked for is past the last one (a link kept from a longer list). */
  isPastLastPage: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/** The list without rows: no accounts yet, a search or role that matches none, or a page too far. */
export function NoUsers({ isFiltered, isPastLastPage, onClearFilters, onFirstPage }: NoUsersProps) {
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
          title="No users match your filters"
          description="Try another name, email or role."
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
        title="No users yet"
        description="People appear here once they create an account in the store."
      />
    );
  };
  return <div className="rounded-card border border-border bg-surface">{content()}</div>;
}
