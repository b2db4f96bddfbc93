export { ImportProductsButton, type ImportProductsButtonProps } from './import-products-button';
