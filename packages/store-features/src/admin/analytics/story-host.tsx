import type { AnalyticsPeriodChoice } from '@aurora-store/api';
import { useState } from 'react';
import { AdminAnalyticsPage } from './admin-analytics-page';

/** The page as the app holds it: the period in state standing in for the URL, and each change reported. */
export function AnalyticsAtUrl({
  period: initial,
  onPeriodChange,
}: {
  period: AnalyticsPeriodChoice;
  onPeriodChange: (period: AnalyticsPeriodChoice) => void;
}) {
  const [period, setPeriod] = useState(initial);
  return (
    <AdminAnalyticsPage
      period={period}
      onPeriodChange={(next) => {
        onPeriodChange(next);
        setPeriod(next);
      }}
    />
  );
}
