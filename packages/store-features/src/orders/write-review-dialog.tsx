import type { OrderItem } from '@aurora-store/api';
import { Dialog, Modal } from '@aurora-store/ui';
import { useId } from 'react';
import { ReviewForm } from '../reviews';

export interface WriteReviewDialogProps {
  /** The line being reviewed; null keeps the dialog closed. */
  item: (OrderItem & { product: string }) | null;
  onClose: () => void;
}

/**
 * 'Write Review' on a delivered order: the product's name and the review form in a modal. Closing it, by
 * Cancel, Escape or the close button, unmounts the form, so it opens again at 5 stars and no text.
 */
export function WriteReviewDialog({ item, onClose }: WriteReviewDialogProps) {
  const titleId = useId();
  return (
    <Modal isOpen={item !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog title="Write Review">
        {item && (
          <div className="flex flex-col gap-4 pt-1">
            <p id={titleId} className="font-medium text-foreground">
              {item.name}
            </p>
            <ReviewForm
              productId={item.product}
              aria-labelledby={titleId}
              onSubmitted={onClose}
              onCancel={onClose}
            />
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
