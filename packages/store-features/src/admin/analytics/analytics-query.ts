import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_PERIODS,
  type AnalyticsDays,
  type AnalyticsPeriodChoice,
  analyticsQuerySchema,
} from '@aurora-store/api';

/** The spec's period selector, in its order and words (section 2, Admin analytics). */
export const PERIOD_PRESETS: readonly { days: AnalyticsDays; label: string }[] = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 3 months' },
  { days: 365, label: 'Last year' },
];

/**
 * The period a URL query asks for ('?days=7', '?from=2026-01-01&to=2026-01-31'), read by the API's own rule;
 * anything it would refuse is the default 30 days, so an edited link still shows a page.
 */
export function readAnalyticsQuery(search: string): AnalyticsPeriodChoice {
  const params = new URLSearchParams(search);
  const parsed = analyticsQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : { days: ANALYTICS_DEFAULT_DAYS };
}

/** The URL query of a period: nothing for the default, so /admin/analytics stays the plain link. */
export function writeAnalyticsQuery(choice: AnalyticsPeriodChoice): string {
  if ('from' in choice) return `?${new URLSearchParams({ from: choice.from, to: choice.to })}`;
  return choice.days === ANALYTICS_DEFAULT_DAYS ? '' : `?days=${choice.days}`;
}

export const isPreset = (days: number): days is AnalyticsDays =>
  (ANALYTICS_PERIODS as readonly number[]).includes(days);
