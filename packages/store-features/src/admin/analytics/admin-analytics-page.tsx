import { type AnalyticsPeriodChoice, adminOperationsKeys } from '@aurora-store/api';
import { Select, SelectItem, Skeleton } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { LoadFailure } from '../../common/load-failure';
import { statGridClasses } from '../dashboard/stat-cards';
import { useAdminApi } from '../shared';
import { AnalyticsCards } from './analytics-cards';
import { LOAD_ANALYTICS_FAILED } from './analytics-messages';
import { InventoryAlerts, OrderStatusPanel, RevenueBreakdown, UserStatistics } from './analytics-panels';
import { isPreset, PERIOD_PRESETS } from './analytics-query';
import { CustomRange } from './custom-range';
import { dayLabel } from './daily-figures';
import { QuickActions } from './quick-actions';

export interface AdminAnalyticsPageProps {
  /** The period the URL asks for. */
  period: AnalyticsPeriodChoice;
  /** Put a new period in the URL. */
  onPeriodChange: (period: AnalyticsPeriodChoice) => void;
}

const CUSTOM = 'custom';

function AnalyticsLoading() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <div className={statGridClasses}>
        {PERIOD_PRESETS.map((preset) => (
          <Skeleton key={preset.days} className="h-32" />
        ))}
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}

/**
 * Admin analytics (/admin/analytics, spec section 2), with every figure the server's for the chosen period
 * (unlike the spec's placeholders): the four cards with their change against the previous period, revenue per
 * day beside the previous period's, orders by status, users, stock alerts and the sales report. The period
 * lives in the URL.
 */
export function AdminAnalyticsPage({ period, onPeriodChange }: AdminAnalyticsPageProps) {
  const admin = useAdminApi();
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    adminOperationsKeys.analytics(period),
    () => admin.getAdminAnalytics(period),
    // A failed load says so on the page, with Retry; no toast (spec section 8: this failure is only logged).
    { keepPreviousData: true, shouldRetryOnError: false },
  );
  const analytics = data?.data;
  const selected = 'days' in period ? String(period.days) : CUSTOM;

  const content = (): ReactNode => {
    if (error && !isValidating) {
      return <LoadFailure headingLevel={2} title={LOAD_ANALYTICS_FAILED} onRetry={() => mutate()} />;
    }
    if (!analytics) return <AnalyticsLoading />;
    return (
      <>
        <AnalyticsCards analytics={analytics} />
        <RevenueBreakdown analytics={analytics} />
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <OrderStatusPanel analytics={analytics} />
          <UserStatistics analytics={analytics} />
          <InventoryAlerts analytics={analytics} />
          <QuickActions period={period} from={analytics.period.from} to={analytics.period.to} />
        </div>
      </>
    );
  };

  return (
    <div aria-busy={isLoading || isValidating} className="flex flex-col gap-6">
      {/* The controls sit under the heading at every width: beside it, they moved to a row of their own when
          the period's longer description came, and everything under them moved with them. */}
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-3xl text-foreground">Analytics</h1>
          <p className="text-muted">How the store did over a period, beside the one before it.</p>
          {/* The period's dates have a short line of their own, as high while they load as once they are in:
              in the sentence above, they made it wrap at some widths, and everything under it moved. */}
          {analytics ? (
            <p className="text-muted text-sm">
              {`${dayLabel(analytics.period.from, true)} to ${dayLabel(analytics.period.to, true)}: ${analytics.period.days} days (${analytics.period.timeZone})`}
            </p>
          ) : (
            <div className="flex h-5 items-center">
              <Skeleton className="w-56" />
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <Select
            label="Period"
            value={selected}
            onChange={(key) => {
              const days = Number(key);
              if (isPreset(days)) onPeriodChange({ days });
            }}
            className="w-48"
          >
            {[
              ...PERIOD_PRESETS.map((preset) => (
                <SelectItem key={preset.days} id={String(preset.days)}>
                  {preset.label}
                </SelectItem>
              )),
              ...('from' in period
                ? [
                    <SelectItem key={CUSTOM} id={CUSTOM}>
                      Custom range
                    </SelectItem>,
                  ]
                : []),
            ]}
          </Select>
          <CustomRange
            from={analytics?.period.from ?? ('from' in period ? period.from : null)}
            to={analytics?.period.to ?? ('from' in period ? period.to : null)}
            onChange={onPeriodChange}
          />
        </div>
      </div>
      {content()}
    </div>
  );
}
