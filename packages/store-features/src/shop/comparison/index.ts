export { ComparisonPage, type ComparisonPageProps } from './comparison-page';
export { type CompareListActions, useCompareList } from './use-compare-list';
