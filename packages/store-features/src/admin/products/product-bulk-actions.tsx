import { BULK_PRODUCT_ACTIONS, type BulkProductAction } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { failureMessage } from '../../common/failure-message';
import { AdminBulkBar, useBulkAction } from '../list';
import { useAdminApi } from '../shared';
import { BULK_ACTION_FAILED, productsNoun } from './admin-products-messages';
import { type BulkFailure, bulkActionLabel, bulkConfirmation, bulkOutcome } from './bulk-outcome';

export interface ProductBulkActionsProps {
  /** The selected products on the page. */
  selectedIds: readonly string[];
  onClearSelection: () => void;
  /** The action is done: the rows it could not change (none when all went well). */
  onDone: (failures: BulkFailure[]) => void;
}

/**
 * Beyond the spec (issue 13): activate, deactivate or delete the selected products. Each asks once, then makes
 * one call for all of them and says in one toast how many changed and how many failed.
 */
export function ProductBulkActions({ selectedIds, onClearSelection, onDone }: ProductBulkActionsProps) {
  const admin = useAdminApi();
  const bulk = useBulkAction({
    confirmation: (action: BulkProductAction, count) => ({
      ...bulkConfirmation(action, count),
      variant: action === 'delete' ? 'danger' : 'default',
    }),
    call: (action, ids) => admin.bulkUpdateProducts({ action, ids: [...ids] }),
    outcome: bulkOutcome,
    callFailed: (failure) => failureMessage(failure, BULK_ACTION_FAILED),
    onDone,
  });

  return (
    <>
      <AdminBulkBar count={selectedIds.length} noun={productsNoun} onClearSelection={onClearSelection}>
        {BULK_PRODUCT_ACTIONS.map((bulkAction) => (
          <Button
            key={bulkAction}
            variant={bulkAction === 'delete' ? 'danger' : 'secondary'}
            size="sm"
            onPress={() => bulk.ask(bulkAction, selectedIds)}
          >
            {bulkActionLabel(bulkAction)}
          </Button>
        ))}
      </AdminBulkBar>
      {bulk.dialog}
    </>
  );
}
