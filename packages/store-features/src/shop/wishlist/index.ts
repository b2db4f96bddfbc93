export { WishlistPage, type WishlistPageProps } from './wishlist-page';
