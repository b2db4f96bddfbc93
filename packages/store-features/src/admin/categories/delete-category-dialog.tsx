import { type AdminCategory, CATEGORY_DELETED_MESSAGE } from '@aurora-store/api';
import { AlertDialog } from '@aurora-store/ui';
import { type RefObject, useState } from 'react';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { productCountLabel } from './category-facts';
import { DELETE_CATEGORY_FAILED_MESSAGE } from './category-messages';
import { FocusFallback } from './focus-fallback';

export interface DeleteCategoryDialogProps {
  /** The category as the list shows it now, so a count refreshed after a refusal shows here too. */
  category: AdminCategory;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDeleted: (category: AdminCategory) => void;
  /** The server refused: what the list knows (the product count) may be out of date. */
  onRefused: () => void;
  /** The deleted card's button is gone when this closes: focus goes here instead. */
  focusFallback: RefObject<HTMLElement | null>;
}

/**
 * Asks before deleting, naming the category. One still holding products is refused by the server; the
 * dialog says so before the call when the list knows it, and shows the server's reason in place after it.
 * Mount one per opening.
 */
export function DeleteCategoryDialog({
  category,
  isOpen,
  onOpenChange,
  onDeleted,
  onRefused,
  focusFallback,
}: DeleteCategoryDialogProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const [refusal, setRefusal] = useState<string | null>(null);

  // A rejection keeps the dialog open (AlertDialog's contract) with the reason shown inside it.
  const confirm = async () => {
    setRefusal(null);
    try {
      const answer = await admin.deleteCategory(category._id);
      toasts.success(answer.message ?? CATEGORY_DELETED_MESSAGE);
      onDeleted(category);
    } catch (error) {
      setRefusal(failureMessage(error, DELETE_CATEGORY_FAILED_MESSAGE));
      toasts.error(DELETE_CATEGORY_FAILED_MESSAGE);
      onRefused();
      throw error;
    }
  };

  return (
    <AlertDialog
      title={`Delete ${category.name}?`}
      confirmLabel="Delete Category"
      variant="danger"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
    >
      <FocusFallback to={focusFallback} />
      <div className="flex flex-col gap-3">
        <p>
          Are you sure you want to delete the category{' '}
          <strong className="text-foreground">{category.name}</strong>? This cannot be undone.
        </p>
        {category.productCount > 0 && !refusal && (
          <p className="text-warning">
            It still holds {productCountLabel(category.productCount)}, so it cannot be deleted yet: move them
            to another category or delete them first.
          </p>
        )}
        {refusal && (
          <p role="alert" className="font-medium text-danger">
            {refusal}
          </p>
        )}
      </div>
    </AlertDialog>
  );
}
