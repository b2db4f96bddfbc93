export { HomePage, type HomePageProps } from './home-page';
