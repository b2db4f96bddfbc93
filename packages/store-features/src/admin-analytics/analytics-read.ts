import {
  type AdminApi,
  type AnalyticsPeriodChoice,
  type ApiClient,
  adminOperationsKeys,
  createAdminApi,
} from '@aurora-store/api';
import { preloadScreenRead, type ScreenRead } from '../startup-gate/early-read';
import { readAnalyticsQuery } from './analytics-query';

type AnalyticsAnswer = Awaited<ReturnType<AdminApi['getAdminAnalytics']>>;

/** The analytics page's figures for a period: their SWR key and call. */
export function analyticsRead(admin: AdminApi, period: AnalyticsPeriodChoice): ScreenRead<AnalyticsAnswer> {
  return { key: adminOperationsKeys.analytics(period), read: () => admin.getAdminAnalytics(period) };
}

/**
 * The figures for a URL's search string, read as the admin area's code runs rather than after the page's
 * first render.
 */
export function preloadAdminAnalyticsPage(client: ApiClient, search: string): void {
  preloadScreenRead(client, analyticsRead(createAdminApi(client), readAnalyticsQuery(search)));
}
