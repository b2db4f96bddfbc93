import type { Coupon } from '@aurora-store/api';
import { Button, StatusBadge } from '@aurora-store/ui';
import { couponStatusBadge, formatCouponDateTime } from './coupon-display';

/** 'used / limit', or 'used / ∞' read as 'unlimited'. */
export function CouponUsage({ coupon }: { coupon: Coupon }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      {coupon.usedCount} /{' '}
      {coupon.usageLimit ?? (
        <span role="img" aria-label="unlimited">
          ∞
        </span>
      )}
    </span>
  );
}

/** From – until, each on the admin's clock; the line breaks between them, never inside one. */
export function CouponValidPeriod({ coupon, timeZone }: { coupon: Coupon; timeZone: string }) {
  return (
    <span>
      <span className="whitespace-nowrap">
        <time dateTime={coupon.validFrom}>{formatCouponDateTime(coupon.validFrom, timeZone)}</time> –
      </span>{' '}
      <time dateTime={coupon.validUntil} className="whitespace-nowrap">
        {formatCouponDateTime(coupon.validUntil, timeZone)}
      </time>
    </span>
  );
}

export function CouponStatus({ coupon, now }: { coupon: Coupon; now: Date }) {
  const { status, tone } = couponStatusBadge(coupon, now);
  return (
    <StatusBadge tone={tone} data-status={status}>
      {status}
    </StatusBadge>
  );
}

export interface CouponActionsProps {
  coupon: Coupon;
  onEdit: (coupon: Coupon) => void;
  onEmail: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

/** Edit, email and delete, each named with the code so a screen reader's list of buttons tells the rows apart. */
export function CouponActions({ coupon, onEdit, onEmail, onDelete }: CouponActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" aria-label={`Edit ${coupon.code}`} onPress={() => onEdit(coupon)}>
        Edit
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Email ${coupon.code} to subscribers`}
        onPress={() => onEmail(coupon)}
      >
        Email
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Delete ${coupon.code}`}
        onPress={() => onDelete(coupon)}
      >
        Delete
      </Button>
    </div>
  );
}
