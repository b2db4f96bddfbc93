export { UnsubscribePage, type UnsubscribePageProps } from './unsubscribe-page';
