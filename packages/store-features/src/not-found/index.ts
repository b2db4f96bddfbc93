export { NotFoundMessage, type NotFoundMessageProps } from './not-found-message';
export { NotFoundPage } from './not-found-page';
