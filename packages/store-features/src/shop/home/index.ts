export { preloadHomePage } from './featured-read';
export { HomePage, type HomePageProps } from './home-page';
