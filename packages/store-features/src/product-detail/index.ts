export { ProductDetailPage, type ProductDetailPageProps } from './product-detail-page';
export { preloadProductDetailPage } from './product-detail-read';
export {
  clampQuantity,
  includesProduct,
  MIN_QUANTITY,
  maxQuantity,
  productDetailRows,
} from './product-page-rules';
