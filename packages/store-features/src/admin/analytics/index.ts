export { AdminAnalyticsPage, type AdminAnalyticsPageProps } from './admin-analytics-page';
export { readAnalyticsQuery, writeAnalyticsQuery } from './analytics-query';
