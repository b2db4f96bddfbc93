export { ProductDetailPage, type ProductDetailPageProps } from './product-detail-page';
export { ProductDetailPageFrame } from './product-detail-page-frame';
export { preloadProductDetailPage } from './product-detail-read';
export {
  clampQuantity,
  includesProduct,
  MIN_QUANTITY,
  maxQuantity,
  productDetailRows,
} from './product-page-rules';
