import { BULK_PRODUCT_ACTIONS, type BulkProductAction } from '@aurora-store/api';
import { AlertDialog, Button } from '@aurora-store/ui';
import { useState } from 'react';
import { useAdminApi } from '../admin';
import { AdminBulkBar } from '../admin-list';
import { failureMessage } from '../failure-message';
import { useToasts } from '../toasts';
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
  const toasts = useToasts();
  const [action, setAction] = useState<BulkProductAction | null>(null);
  const count = selectedIds.length;
  const confirmation = action ? bulkConfirmation(action, count) : undefined;

  const run = async (chosen: BulkProductAction) => {
    let answer: Awaited<ReturnType<typeof admin.bulkUpdateProducts>>;
    try {
      answer = await admin.bulkUpdateProducts({ action: chosen, ids: [...selectedIds] });
    } catch (failure) {
      toasts.error(failureMessage(failure, BULK_ACTION_FAILED));
      // Rejecting keeps the question open, to try again or cancel.
      throw failure;
    }
    const outcome = bulkOutcome(answer.data);
    if (outcome.toast.tone === 'success') toasts.success(outcome.toast.title);
    else toasts.error(outcome.toast.title);
    onDone(outcome.failures);
  };

  return (
    <>
      <AdminBulkBar count={count} noun={productsNoun} onClearSelection={onClearSelection}>
        {BULK_PRODUCT_ACTIONS.map((bulkAction) => (
          <Button
            key={bulkAction}
            variant={bulkAction === 'delete' ? 'danger' : 'secondary'}
            size="sm"
            onPress={() => setAction(bulkAction)}
          >
            {bulkActionLabel(bulkAction)}
          </Button>
        ))}
      </AdminBulkBar>
      {action && confirmation && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setAction(null);
          }}
          variant={action === 'delete' ? 'danger' : 'default'}
          title={confirmation.title}
          confirmLabel={confirmation.confirmLabel}
          onConfirm={() => run(action)}
        >
          {confirmation.message}
        </AlertDialog>
      )}
    </>
  );
}
