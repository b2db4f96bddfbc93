import { adminOperationsKeys } from '@aurora-store/api';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { LoadFailure } from '../../common/load-failure';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { DashboardLoading } from './dashboard-loading';
import { LOAD_DASHBOARD_FAILED_MESSAGE } from './dashboard-messages';
import { LowStockProducts } from './low-stock-products';
import { RecentOrders } from './recent-orders';
import { StatCards } from './stat-cards';
import { TopSellingProducts } from './top-selling-products';

/**
 * The admin dashboard (/admin, spec section 2): the store's four figures, the newest orders, the products
 * running low and the best sellers, all from one call. It takes no props: the admin layout around it and
 * the app's guard decide who sees it.
 */
export function AdminDashboardPage() {
  const admin = useAdminApi();
  const toasts = useToasts();
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    adminOperationsKeys.dashboard(),
    () => admin.getAdminDashboard(),
    {
      // One toast per failure; Retry is the admin's to press.
      shouldRetryOnError: false,
      onError: () => toasts.error(LOAD_DASHBOARD_FAILED_MESSAGE),
    },
  );
  const dashboard = data?.data;

  const content = (): ReactNode => {
    if (dashboard) {
      return (
        <>
          <StatCards stats={dashboard.stats} />
          <div className="grid items-start gap-6 xl:grid-cols-2">
            <RecentOrders orders={dashboard.recentOrders} />
            <LowStockProducts products={dashboard.lowStockProducts} />
          </div>
          <TopSellingProducts products={dashboard.topSellingProducts} />
        </>
      );
    }
    if (error && !isValidating) {
      return <LoadFailure headingLevel={2} title={LOAD_DASHBOARD_FAILED_MESSAGE} onRetry={() => mutate()} />;
    }
    return <DashboardLoading />;
  };

  return (
    <div aria-busy={isLoading || (isValidating && !dashboard)} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-3xl text-foreground">Dashboard</h1>
        <p className="text-muted">How the store is doing, at a glance.</p>
      </div>
      {content()}
    </div>
  );
}
