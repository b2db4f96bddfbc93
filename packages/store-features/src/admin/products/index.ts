export { AdminProductsPage, type AdminProductsPageProps } from './admin-products-page';
