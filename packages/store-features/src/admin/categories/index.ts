export { AdminCategoriesPage } from './admin-categories-page';
