import { type AdminOrderExportQuery, ordersExportFileName } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { DownloadIcon } from '@aurora-store/ui/icons';
import { type Ref, useState } from 'react';
import { failureWithReason } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { saveFile } from '../list';
import { useAdminApi } from '../shared';
import { EXPORT_ORDERS_FAILED } from './admin-orders-messages';

/**
 * Beyond the spec (issue 14): the orders the list shows (its search and status, every page) as a CSV file.
 * `ref` reaches its button: where the list sends the focus once a bulk action's bar is gone.
 */
export function ExportOrdersButton({
  query,
  ref,
}: {
  query: AdminOrderExportQuery;
  ref?: Ref<HTMLButtonElement>;
}) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const [isExporting, setIsExporting] = useState(false);

  const exportOrders = async () => {
    setIsExporting(true);
    try {
      const file = await admin.exportOrders(query);
      // The server names the file; were it not to, the same name for today (UTC, as the server's day).
      saveFile(file.blob, file.fileName ?? ordersExportFileName(new Date().toISOString().slice(0, 10)));
    } catch (failure) {
      toasts.error(failureWithReason(failure, EXPORT_ORDERS_FAILED));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Button ref={ref} variant="secondary" isPending={isExporting} onPress={exportOrders} className="gap-1.5">
      <DownloadIcon size="sm" />
      Export CSV
    </Button>
  );
}
