import { type AnalyticsPeriodChoice, salesReportFileName } from '@aurora-store/api';
import { Button, DialogTrigger, Modal } from '@aurora-store/ui';
import { DownloadIcon, ProductsIcon, UsersIcon } from '@aurora-store/ui/icons';
import { type ReactNode, useState } from 'react';
import { failureWithReason } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { DashboardPanel } from '../dashboard/dashboard-panel';
import { saveFile } from '../list';
import { useAdminApi } from '../shared';
import { EXPORT_SALES_FAILED } from './analytics-messages';
import { CustomerInsightsDialog, ProductPerformanceDialog } from './analytics-rankings';

/** A Quick Action that opens one of the period's rankings in a dialog, with a line on what it shows. */
function RankingAction({
  icon,
  label,
  hint,
  children,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <>
      <DialogTrigger>
        <Button variant="secondary" className="mt-2 justify-start gap-1.5">
          {icon}
          {label}
        </Button>
        <Modal size="lg">{children}</Modal>
      </DialogTrigger>
      <p className="text-muted text-sm">{hint}</p>
    </>
  );
}

/**
 * Quick Actions: the sales report of the chosen period as a CSV file, named for its days; the period's products
 * ranked by units and revenue; its customers, new and returning, ranked by spend.
 */
export function QuickActions({
  period,
  from,
  to,
}: {
  period: AnalyticsPeriodChoice;
  from: string;
  to: string;
}) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const [isExporting, setIsExporting] = useState(false);

  const exportReport = async () => {
    setIsExporting(true);
    try {
      const file = await admin.exportSalesReport(period);
      saveFile(file.blob, file.fileName ?? salesReportFileName(from, to));
    } catch (failure) {
      toasts.error(failureWithReason(failure, EXPORT_SALES_FAILED));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <DashboardPanel title="Quick Actions">
      <div className="flex flex-col gap-2 p-5">
        <Button
          variant="secondary"
          isPending={isExporting}
          onPress={exportReport}
          className="justify-start gap-1.5"
        >
          <DownloadIcon size="sm" />
          Export sales report
        </Button>
        <p className="text-muted text-sm">Every order of the period as a CSV file a spreadsheet opens.</p>
        <RankingAction
          icon={<ProductsIcon />}
          label="Product performance"
          hint="The products that sold the most, by units and by revenue."
        >
          <ProductPerformanceDialog period={period} dates={{ from, to }} />
        </RankingAction>
        <RankingAction
          icon={<UsersIcon />}
          label="Customer insights"
          hint="New and returning customers, and who spent the most."
        >
          <CustomerInsightsDialog period={period} dates={{ from, to }} />
        </RankingAction>
      </div>
    </DashboardPanel>
  );
}
