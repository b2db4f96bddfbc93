export { AppErrorPage, type AppErrorPageProps } from './app-error-page';
