import type { Coupon } from '@aurora-store/api';
import { Card, Cell, Column, Row, Table, TableBody, TableHeader } from '@aurora-store/ui';
import {
  CouponActions,
  type CouponActionsProps,
  CouponStatus,
  CouponUsage,
  CouponValidPeriod,
} from './coupon-cells';
import { COUPON_TYPE_LABELS, couponValueText } from './coupon-display';

export interface CouponListProps extends Omit<CouponActionsProps, 'coupon'> {
  coupons: Coupon[];
  /** The time the statuses are read at. */
  now: Date;
  /** The admin's time zone, which the dates are shown in. */
  timeZone: string;
}

const numberCell = 'text-end tabular-nums';

/**
 * Every coupon: a table where its seven columns fit (from 1280 px), a card per coupon below that, so on a phone
 * nothing is cut off and no row has to be scrolled sideways. Only one of the two is shown, and so read.
 */
export function CouponList({ coupons, now, timeZone, onEdit, onEmail, onDelete }: CouponListProps) {
  return (
    <>
      <div className="hidden xl:block">
        <Table aria-label="Coupons">
          <TableHeader>
            <Column isRowHeader>Code</Column>
            <Column>Type</Column>
            <Column className="text-end">Value</Column>
            <Column className="text-end">Usage</Column>
            <Column>Valid Period</Column>
            <Column>Status</Column>
            <Column className="text-end">Actions</Column>
          </TableHeader>
          <TableBody items={coupons}>
            {(coupon) => (
              <Row id={coupon._id}>
                <Cell className="font-medium font-mono">{coupon.code}</Cell>
                <Cell className="whitespace-nowrap">{COUPON_TYPE_LABELS[coupon.type]}</Cell>
                <Cell className={numberCell}>{couponValueText(coupon)}</Cell>
                <Cell className={numberCell}>
                  <CouponUsage coupon={coupon} />
                </Cell>
                <Cell className="text-muted">
                  <CouponValidPeriod coupon={coupon} timeZone={timeZone} />
                </Cell>
                <Cell>
                  <CouponStatus coupon={coupon} now={now} />
                </Cell>
                <Cell>
                  <CouponActions coupon={coupon} onEdit={onEdit} onEmail={onEmail} onDelete={onDelete} />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Coupons" className="grid gap-4 md:grid-cols-2 xl:hidden">
        {coupons.map((coupon) => (
          <li key={coupon._id}>
            <CouponCard
              coupon={coupon}
              now={now}
              timeZone={timeZone}
              onEdit={onEdit}
              onEmail={onEmail}
              onDelete={onDelete}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function CouponCard({
  coupon,
  now,
  timeZone,
  onEdit,
  onEmail,
  onDelete,
}: CouponActionsProps & { now: Date; timeZone: string }) {
  return (
    <Card className="h-full gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="break-all font-medium font-mono text-foreground">{coupon.code}</h2>
        <CouponStatus coupon={coupon} now={now} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">Type</dt>
        <dd className="text-foreground">{COUPON_TYPE_LABELS[coupon.type]}</dd>
        <dt className="text-muted">Value</dt>
        <dd className="text-foreground tabular-nums">{couponValueText(coupon)}</dd>
        <dt className="text-muted">Usage</dt>
        <dd className="text-foreground">
          <CouponUsage coupon={coupon} />
        </dd>
        {/* Under its term, the card's full width: two dates do not fit beside it on a narrow card. */}
        <dt className="col-span-2 mt-1 text-muted">Valid Period</dt>
        <dd className="col-span-2 text-foreground">
          <CouponValidPeriod coupon={coupon} timeZone={timeZone} />
        </dd>
      </dl>
      <div className="mt-auto">
        <CouponActions coupon={coupon} onEdit={onEdit} onEmail={onEmail} onDelete={onDelete} />
      </div>
    </Card>
  );
}
