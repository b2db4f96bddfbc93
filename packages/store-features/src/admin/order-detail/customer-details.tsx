import type { AdminOrderDetail } from '@aurora-store/api';
import { cn, focusRing } from '@aurora-store/ui';
import { Link } from 'react-aria-components';
import { OrderFact, OrderSection } from '../../common/order/order-section';

/** Who placed the order (spec section 2): name, email and the customer's id. */
export function CustomerDetails({ customer }: { customer: AdminOrderDetail['user'] }) {
  return (
    <OrderSection title="Customer">
      <dl className="flex flex-col gap-3">
        <OrderFact label="Name">
          {customer.firstName} {customer.lastName}
        </OrderFact>
        <OrderFact label="Email">
          <Link
            href={`mailto:${customer.email}`}
            className={({ isFocusVisible }) =>
              cn(
                focusRing({ isFocusVisible }),
                'break-all rounded-sm text-foreground underline-offset-2 hover:underline',
              )
            }
          >
            {customer.email}
          </Link>
        </OrderFact>
        <OrderFact label="Customer ID">
          <span className="break-all font-mono text-sm">{customer._id}</span>
        </OrderFact>
      </dl>
    </OrderSection>
  );
}
