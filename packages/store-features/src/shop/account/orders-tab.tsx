import { LinkButton } from '@aurora-store/ui';
import { AccountSection } from './account-section';
import { ClearOrderHistory } from './clear-order-history';

/** The Orders tab: the way to the full order list, and clearing the history (spec section 2). */
export function OrdersTab() {
  return (
    <div className="flex flex-col gap-6">
      <AccountSection
        title="Order History"
        description="Track your orders, see their details and review delivered products."
        action={
          <LinkButton href="/orders" variant="outline" size="sm">
            View All Orders
          </LinkButton>
        }
      >
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted text-sm">
            Your orders, newest first, with their status, payment and totals.
          </p>
          <LinkButton href="/orders">Go to Orders</LinkButton>
        </div>
      </AccountSection>
      <ClearOrderHistory />
    </div>
  );
}
