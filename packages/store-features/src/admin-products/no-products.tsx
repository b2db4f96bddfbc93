import { Button, EmptyState, LinkButton } from '@aurora-store/ui';

export interface NoProductsProps {
  /** A search or filter narrows the list: nothing matches rather than nothing exists. */
  isFiltered: boolean;
  /** Products exist but the page asked for is past the last one (a link kept after deletes). */
  isPastLastPage: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/** The list without rows: a store with no products yet, a search or filter that matches none, or a page too far. */
export function NoProducts({ isFiltered, isPastLastPage, onClearFilters, onFirstPage }: NoProductsProps) {
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
          title="No products match your filters"
          description="Try another search, category or status."
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
        title="No products yet"
        description="Add the store's first product, or import a catalogue from CSV."
        action={<LinkButton href="/admin/products/create">Add Product</LinkButton>}
      />
    );
  };
  return <div className="rounded-card border border-border bg-surface">{content()}</div>;
}
