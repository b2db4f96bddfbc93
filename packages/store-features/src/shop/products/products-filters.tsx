import { activeFilterCount, type ProductsQuery } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { SlidersIcon } from '@aurora-store/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { CategoryChips, LayoutSwitch, PriceSelect, SortSelect } from './filter-controls';

// A phone's dialog loads when first opened: the catalogue's first paint has no use for it.
const FiltersDialog = lazy(() =>
  import('./filters-dialog').then((module) => ({ default: module.FiltersDialog })),
);

interface ProductsFiltersProps {
  query: ProductsQuery;
  /** The server's category slugs, from the last list answer; undefined until the first answer is in. */
  categories: readonly string[] | undefined;
  onChange: (change: Partial<ProductsQuery>) => void;
}

/**
 * Category chips, price band, sort and the grid/list switch (spec section 2, Products page). A phone folds the
 * chips, the price and the switch behind a Filters button that says how many are chosen, keeping the sort and
 * the products in view instead of a screen of filters above them (issue 16).
 */
export function ProductsFilters({ query, categories, onChange }: ProductsFiltersProps) {
  const [isDialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so it can animate out when it closes.
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  const activeCount = activeFilterCount(query);
  const controls = { query, onChange };
  return (
    <section aria-label="Filters" className="flex flex-col gap-5">
      <CategoryChips {...controls} categories={categories} className="max-sm:hidden" />
      <div className="flex items-end gap-3 sm:flex-wrap sm:gap-4">
        <Button
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={isDialogOpen}
          className="sm:hidden"
          onPress={() => {
            setHasOpenedDialog(true);
            setDialogOpen(true);
          }}
        >
          <SlidersIcon />
          Filters
          {activeCount > 0 && (
            <span className="rounded-pill bg-primary px-1.5 text-on-primary text-xs tabular-nums">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
        <PriceSelect {...controls} className="w-44 max-sm:hidden" />
        <SortSelect {...controls} className="min-w-0 flex-1 sm:w-52 sm:flex-none" />
        <LayoutSwitch {...controls} className="max-sm:hidden sm:ms-auto" />
      </div>
      {hasOpenedDialog && (
        <Suspense fallback={null}>
          <FiltersDialog
            {...controls}
            categories={categories}
            activeCount={activeCount}
            isOpen={isDialogOpen}
            onOpenChange={setDialogOpen}
          />
        </Suspense>
      )}
    </section>
  );
}
