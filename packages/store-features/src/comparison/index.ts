export {
  addToCompareList,
  COMPARE_MESSAGES,
  type CompareListChange,
  clearCompareList,
  removeFromCompareList,
} from './compare-list';
export { ComparisonPage, type ComparisonPageProps } from './comparison-page';
