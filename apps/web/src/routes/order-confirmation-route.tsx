import { OrderConfirmationPage, type PlacedOrder } from '@aurora-store/store-features';
import { useLocation, useParams } from 'react-router-dom';

/** Uses the order checkout handed over when there is one, else loads it by id. */
export function Component() {
  const { orderId } = useParams();
  const placed = (useLocation().state as PlacedOrder | null) ?? undefined;
  return <OrderConfirmationPage orderId={orderId} placed={placed} />;
}
