import { AdminOrderDetailPage } from '@aurora-store/store-features';
import { useNavigate, useParams } from 'react-router-dom';

/** One order (/admin/orders/:id): an unknown one goes back to the list, replacing the broken address. */
export function AdminOrderDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AdminOrderDetailPage
      key={id}
      orderId={id}
      onNavigate={(href, options) =>
        void navigate(href, { replace: options?.replace, state: options?.state })
      }
    />
  );
}
