export { CompareActions, type CompareActionsProps } from './compare-actions';
export { PRIORITY_CARD_COUNT, priorityCardImages } from './priority-cards';
export {
  ProductCard,
  type ProductCardLayout,
  type ProductCardProps,
} from './product-card';
export { ProductCardSkeleton } from './product-card-skeleton';
export { ProductPrice, type ProductPriceProps } from './product-price';
export { StockBadge } from './stock-badge';
export { type StockLabel, stockLabel } from './stock-label';
