import { CLEARED_FILTERS, type ProductsQuery } from '@aurora-store/api';
import { Button, Dialog, Modal } from '@aurora-store/ui';
import { CategoryChips, LayoutSwitch, PriceSelect } from './filter-controls';

export interface FiltersDialogProps {
  query: ProductsQuery;
  categories: readonly string[] | undefined;
  onChange: (change: Partial<ProductsQuery>) => void;
  activeCount: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A phone's filters (see ProductsFilters). Each choice applies at once, as on a wide screen, so the products
 * behind are already the chosen ones when the dialog closes.
 */
export function FiltersDialog({
  query,
  categories,
  onChange,
  activeCount,
  isOpen,
  onOpenChange,
}: FiltersDialogProps) {
  const controls = { query, onChange };
  return (
    <Modal isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Filters"
        footer={(close) => (
          <>
            {activeCount > 0 && (
              <Button variant="ghost" onPress={() => onChange(CLEARED_FILTERS)}>
                Clear filters
              </Button>
            )}
            <Button onPress={close}>Done</Button>
          </>
        )}
      >
        <div className="flex flex-col gap-5">
          <CategoryChips {...controls} categories={categories} />
          <PriceSelect {...controls} />
          <LayoutSwitch {...controls} />
        </div>
      </Dialog>
    </Modal>
  );
}
