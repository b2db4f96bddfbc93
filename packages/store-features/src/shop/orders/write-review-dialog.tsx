import type { OrderItem, Review } from '@aurora-store/api';
import { Dialog, Modal } from '@aurora-store/ui';
import { useId } from 'react';
import { ReviewForm } from '../reviews';

type ReviewedItem = OrderItem & { product: string };

export interface WriteReviewDialogProps {
  /** The line being reviewed; null keeps the dialog closed. */
  item: ReviewedItem | null;
  /** The server saved the line's review; the dialog then closes. */
  onSubmitted: (item: ReviewedItem, review: Review) => void;
  onClose: () => void;
}

/**
 * 'Write Review' on a delivered order: the product's name and the review form in a modal. Closing it, by
 * Cancel, Escape or the close button, unmounts the form, so it opens again at 5 stars and no text.
 */
export function WriteReviewDialog({ item, onSubmitted, onClose }: WriteReviewDialogProps) {
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
              onSubmitted={(review) => {
                onSubmitted(item, review);
                onClose();
              }}
              onCancel={onClose}
            />
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
