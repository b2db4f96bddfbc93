import { type AdminProductExportQuery, PRODUCTS_EXPORT_FILE_NAME } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { DownloadIcon } from '@aurora-store/ui/icons';
import { useState } from 'react';
import { failureWithReason } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { saveFile } from '../list';
import { useAdminApi } from '../shared';
import { EXPORT_PRODUCTS_FAILED } from './admin-products-messages';

/** Beyond the spec (issue 13): the products the list shows (its search and filters, every page) as a CSV file. */
export function ExportProductsButton({ query }: { query: AdminProductExportQuery }) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const [isExporting, setIsExporting] = useState(false);

  const exportProducts = async () => {
    setIsExporting(true);
    try {
      const file = await admin.exportProducts(query);
      saveFile(file.blob, file.fileName ?? PRODUCTS_EXPORT_FILE_NAME);
    } catch (failure) {
      toasts.error(failureWithReason(failure, EXPORT_PRODUCTS_FAILED));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Button variant="secondary" isPending={isExporting} onPress={exportProducts}>
      <DownloadIcon size="sm" />
      Export CSV
    </Button>
  );
}
