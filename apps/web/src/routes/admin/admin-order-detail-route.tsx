import { AdminOrderDetailPage } from '@aurora-store/store-features/admin';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { adminOrdersListSearchAtom } from '../../state/admin-list-atoms';

/**
 * One order (/admin/orders/:id): Back to Orders leads to the list as the admin left it; an unknown order goes
 * back there too, replacing the broken address.
 */
export function AdminOrderDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const listSearch = useAtomValue(adminOrdersListSearchAtom);
  return (
    <AdminOrderDetailPage
      key={id}
      orderId={id}
      listHref={`/admin/orders${listSearch}`}
      onNavigate={(href, options) =>
        void navigate(href, { replace: options?.replace, state: options?.state })
      }
    />
  );
}
