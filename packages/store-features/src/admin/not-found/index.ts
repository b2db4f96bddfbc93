export { AdminNotFoundPage } from './admin-not-found-page';
