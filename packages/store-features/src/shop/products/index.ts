export { ProductsPage, type ProductsPageProps } from './products-page';
export { ProductsPageFrame } from './products-page-frame';
export { preloadProductsPage } from './products-read';
