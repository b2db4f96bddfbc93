import { COUPON_DELETED_MESSAGE, type Coupon } from '@aurora-store/api';
import { AlertDialog } from '@aurora-store/ui';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { DELETE_COUPON_FAILED_MESSAGE } from './coupon-messages';

export interface DeleteCouponDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The coupon asked about; kept while the dialog closes, so its words do not change as it fades. */
  coupon: Coupon | null;
  onDeleted: (coupon: Coupon) => void;
}

/** Delete asks first, naming the code. A failure keeps the question open, to try again or cancel. */
export function DeleteCouponDialog({ isOpen, onOpenChange, coupon, onDeleted }: DeleteCouponDialogProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const code = coupon?.code ?? '';

  const remove = async () => {
    if (!coupon) return;
    try {
      await admin.deleteCoupon(coupon._id);
    } catch (error) {
      toasts.error(DELETE_COUPON_FAILED_MESSAGE);
      throw error;
    }
    toasts.success(COUPON_DELETED_MESSAGE);
    onDeleted(coupon);
  };

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      variant="danger"
      title={`Delete coupon ${code}?`}
      confirmLabel="Delete coupon"
      onConfirm={remove}
    >
      Are you sure you want to delete the coupon <strong className="font-mono text-foreground">{code}</strong>
      ? Shoppers will no longer be able to use it. This cannot be undone.
    </AlertDialog>
  );
}
