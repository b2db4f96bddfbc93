export { AccountPage, type AccountPageProps } from './account-page';
