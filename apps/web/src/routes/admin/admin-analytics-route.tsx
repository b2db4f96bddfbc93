import {
  AdminAnalyticsPage,
  readAnalyticsQuery,
  writeAnalyticsQuery,
} from '@aurora-store/store-features/admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** Analytics: the period lives in the URL query ('?days=7', '?from=…&to=…'), so a link shows the same figures. */
export function AdminAnalyticsRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AdminAnalyticsPage
      period={readAnalyticsQuery(location.search)}
      onPeriodChange={(period) =>
        void navigate({ pathname: location.pathname, search: writeAnalyticsQuery(period) })
      }
    />
  );
}
