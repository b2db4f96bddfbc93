export { ProductDetailPage, type ProductDetailPageProps } from './product-detail-page';
export {
  clampQuantity,
  includesProduct,
  MIN_QUANTITY,
  maxQuantity,
  productDetailRows,
} from './product-page-rules';
