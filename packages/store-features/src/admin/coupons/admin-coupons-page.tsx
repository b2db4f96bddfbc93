import { adminCatalogueKeys, type Coupon } from '@aurora-store/api';
import { Button, EmptyState } from '@aurora-store/ui';
import { getLocalTimeZone } from '@internationalized/date';
import { type ReactNode, useRef, useState } from 'react';
import useSWR from 'swr';
import { LoadFailure } from '../../common/load-failure';
import { useToasts } from '../../common/toasts';
import { focusWhenLost } from '../list';
import { useAdminApi } from '../shared';
import { CouponFormModal } from './coupon-form-modal';
import { CouponList } from './coupon-list';
import { CouponMailingDialog } from './coupon-mailing-dialog';
import { LOAD_COUPONS_FAILED_MESSAGE } from './coupon-messages';
import { CouponsLoading } from './coupons-loading';
import { DeleteCouponDialog } from './delete-coupon-dialog';
import { useCurrentTime } from './use-current-time';

export interface AdminCouponsPageProps {
  /** The time the display statuses are read at; by default now, read again each minute. Stories fix it. */
  now?: Date;
  /** The time zone the admin reads and edits dates in; by default the browser's. */
  timeZone?: string;
}

/**
 * Coupon management (/admin/coupons, spec section 2): every coupon with its display status, and a modal to add
 * or edit one (the fields of spec section 5). Dates are shown and typed on the admin's own clock and sent with
 * its offset.
 */
export function AdminCouponsPage({ now, timeZone = getLocalTimeZone() }: AdminCouponsPageProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const currentTime = useCurrentTime(now);
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    adminCatalogueKeys.coupons(),
    () => admin.listCoupons(),
    {
      // One toast per failure; Retry is the admin's to press.
      shouldRetryOnError: false,
      onError: () => toasts.error(LOAD_COUPONS_FAILED_MESSAGE),
    },
  );
  const coupons = data?.data.coupons;

  // The coupon of each dialog stays while it closes, so its title does not change as it fades out.
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [isEditorOpen, setEditorOpen] = useState(false);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [emailing, setEmailing] = useState<Coupon | null>(null);
  const [isMailingOpen, setMailingOpen] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const openEditor = (coupon: Coupon | null) => {
    setEditing(coupon);
    setEditorOpen(true);
  };
  const askToEmail = (coupon: Coupon) => {
    setEmailing(coupon);
    setMailingOpen(true);
  };
  const askToDelete = (coupon: Coupon) => {
    setDeleting(coupon);
    setDeleteOpen(true);
  };

  const content = (): ReactNode => {
    if (coupons && coupons.length === 0) {
      return (
        <div className="rounded-card border border-border bg-surface">
          <EmptyState
            headingLevel={2}
            title="No coupons yet"
            description="Add a coupon to give shoppers a discount code for checkout."
          />
        </div>
      );
    }
    if (coupons) {
      return (
        <CouponList
          coupons={coupons}
          now={currentTime}
          timeZone={timeZone}
          onEdit={openEditor}
          onEmail={askToEmail}
          onDelete={askToDelete}
        />
      );
    }
    if (error && !isValidating) {
      return <LoadFailure headingLevel={2} title={LOAD_COUPONS_FAILED_MESSAGE} onRetry={() => mutate()} />;
    }
    return <CouponsLoading />;
  };

  return (
    <div aria-busy={isLoading || (isValidating && !coupons)} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-3xl text-foreground">Coupons</h1>
          <p className="text-muted">Discount codes, their limits and when they are valid.</p>
        </div>
        <Button ref={addButtonRef} onPress={() => openEditor(null)}>
          Add Coupon
        </Button>
      </div>
      {content()}
      <CouponFormModal
        isOpen={isEditorOpen}
        onOpenChange={setEditorOpen}
        coupon={editing}
        timeZone={timeZone}
        onSaved={(message) => {
          setEditorOpen(false);
          toasts.success(message);
          void mutate();
        }}
      />
      <CouponMailingDialog
        isOpen={isMailingOpen}
        onOpenChange={setMailingOpen}
        coupon={emailing}
        now={currentTime}
        timeZone={timeZone}
      />
      <DeleteCouponDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        coupon={deleting}
        onDeleted={() => {
          void mutate();
          focusWhenLost(addButtonRef);
        }}
      />
    </div>
  );
}
