export { ProductsPage, type ProductsPageProps } from './products-page';
export {
  changeProductsQuery,
  DEFAULT_PRODUCTS_QUERY,
  type ProductsQuery,
  parseProductsQuery,
  productListRequest,
  serializeProductsQuery,
} from './products-query';
export { preloadProductsPage } from './products-read';
