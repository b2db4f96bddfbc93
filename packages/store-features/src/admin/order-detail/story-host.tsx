import { AdminLayout } from '../layout';
import { AdminOrderDetailPage, type AdminOrderDetailPageProps } from './admin-order-detail-page';

/** The page as the app shows it: inside the admin frame, at /admin/orders/{id}. */
export function OrderDetailInLayout(props: AdminOrderDetailPageProps) {
  return (
    <AdminLayout currentPath={`/admin/orders/${props.orderId}`}>
      <AdminOrderDetailPage {...props} />
    </AdminLayout>
  );
}
