import { BULK_PRODUCT_ACTIONS, type BulkProductAction } from '@aurora-store/api';
import { AlertDialog, Button } from '@aurora-store/ui';
import { useState } from 'react';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { AdminBulkBar } from '../list';
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

/** The question on screen: the action and the products it names, kept as asked until the dialog has closed. */
interface BulkQuestion {
  action: BulkProductAction;
  ids: readonly string[];
}

/**
 * Beyond the spec (issue 13): activate, deactivate or delete the selected products. Each asks once, then makes
 * one call for all of them and says in one toast how many changed and how many failed.
 */
export function ProductBulkActions({ selectedIds, onClearSelection, onDone }: ProductBulkActionsProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  // The list clears its selection once the action is done, before the dialog has closed: the question
  // keeps the products it was asked about, for its words and for its call.
  const [question, setQuestion] = useState<BulkQuestion | null>(null);
  const confirmation = question ? bulkConfirmation(question.action, question.ids.length) : undefined;

  const run = async ({ action, ids }: BulkQuestion) => {
    let answer: Awaited<ReturnType<typeof admin.bulkUpdateProducts>>;
    try {
      answer = await admin.bulkUpdateProducts({ action, ids: [...ids] });
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
      <AdminBulkBar count={selectedIds.length} noun={productsNoun} onClearSelection={onClearSelection}>
        {BULK_PRODUCT_ACTIONS.map((bulkAction) => (
          <Button
            key={bulkAction}
            variant={bulkAction === 'delete' ? 'danger' : 'secondary'}
            size="sm"
            onPress={() => setQuestion({ action: bulkAction, ids: selectedIds })}
          >
            {bulkActionLabel(bulkAction)}
          </Button>
        ))}
      </AdminBulkBar>
      {question && confirmation && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setQuestion(null);
          }}
          variant={question.action === 'delete' ? 'danger' : 'default'}
          title={confirmation.title}
          confirmLabel={confirmation.confirmLabel}
          onConfirm={() => run(question)}
        >
          {confirmation.message}
        </AlertDialog>
      )}
    </>
  );
}
