/*
 * How wide the slots of the pages' first frames draw a product's picture, as `sizes`: the browser takes the
 * smallest variant of a stored photo (pictureSources) that fills the slot sharply. Here rather than beside the
 * screens because the server writes the same pictures into a page's first frame and its preload, and must ask
 * for the very variant the screen will, so the browser fetches it once. The figures follow the screens' classes
 * (a max-w-7xl page padded px-4 sm:px-6 lg:px-8); the slot-sizes journey measures the drawn slots against them.
 */

/** A catalogue card: two a row, three from lg, four from xl. */
export const CATALOGUE_CARD_SIZES =
  '(min-width: 1280px) 292px, (min-width: 1024px) calc(33.3vw - 32px), calc(50vw - 24px)';

/** A card of a four-up row (the home page's featured products, a product's related ones): one a row on a phone. */
export const FOUR_UP_CARD_SIZES =
  '(min-width: 1280px) 292px, (min-width: 1024px) calc(25vw - 28px), (min-width: 480px) calc(50vw - 32px), calc(100vw - 32px)';

/** The product page's main photo: half the page beside the details from md, the page's width below. */
export const PRODUCT_PHOTO_SIZES =
  '(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';
