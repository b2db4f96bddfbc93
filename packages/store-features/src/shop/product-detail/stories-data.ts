import type {
  MyReviewsResponse,
  ProductDetail,
  ProductDetailResponse,
  Review,
  WishlistResponse,
} from '@aurora-store/api';
import { fn } from 'storybook/test';
import { answers, shopper } from '../../common/story-support/fixtures';
import { type MockRoutes, ok } from '../../common/story-support/mock-routes';
import type { ProductDetailPageProps } from './product-detail-page';

/** The Pour-Over Kettle as our server answers it: 28 in stock, $69 down from $79, two reviews, four related. */
export const detailAnswer = answers.productDetail;
export const kettle = detailAnswer.data.product;

/** The product page's answer with the product and the verdicts changed. */
export function detailWith(
  product: Partial<ProductDetail> = {},
  rest: Partial<Omit<ProductDetailResponse['data'], 'product'>> = {},
): ProductDetailResponse {
  return {
    ...detailAnswer,
    data: { ...detailAnswer.data, ...rest, product: { ...kettle, ...product } },
  };
}

export const canReviewAnswer = detailWith({}, { canReview: true });
export const lowStockAnswer = detailWith({ stock: 4 });
export const outOfStockAnswer = detailWith({ stock: 0 });
export const discountedAnswer = detailWith({ price: 75, comparePrice: 100, discountPercentage: 25 });
export const fullPriceAnswer = detailWith({ comparePrice: null, discountPercentage: 0 });
export const unreviewedAnswer = detailWith(
  { reviews: [], rating: 0, reviewCount: 0 },
  { relatedProducts: [] },
);

/** The demo shopper's wishlist holds the kettle; these are it with and without. */
export const wishlistWithKettle = answers.wishlist;
export const wishlistWithoutKettle: WishlistResponse = {
  ...answers.wishlist,
  data: { wishlist: answers.wishlist.data.wishlist.filter((product) => product._id !== kettle._id) },
};

export const newReview: Review = {
  _id: '7d6c5b4a-3f2e-4d1c-8b0a-9e8f7d6c5b4a',
  rating: 4,
  comment: 'Heats fast and the spout gives a really even pour.',
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { firstName: 'Emma', lastName: 'Wilson' },
};

/** After the shopper's review is saved: it heads the list and the form is no longer offered. */
export const reviewedAnswer = detailWith(
  { reviews: [newReview, ...kettle.reviews], reviewCount: kettle.reviewCount + 1 },
  { canReview: false },
);

/** GET /api/user/reviews: the shopper's own reviews of the products asked for. */
export const myReviewsAnswer = (reviews: Review[] = []): MyReviewsResponse => ({
  success: true,
  data: {
    reviews: reviews.map(({ user: _author, ...review }) => ({ ...review, product: kettle._id })),
  },
});

/** The product page's props in every story file: the kettle, for the signed-in demo shopper, spies for the rest. */
export const productPageArgs = {
  productId: kettle._id,
  user: shopper,
  currency: 'USD',
  compareIds: [],
  onAddToCompare: fn(),
  onRemoveFromCompare: fn(),
  onRequireLogin: fn(),
  onNavigate: fn(),
  onBack: fn(),
} satisfies ProductDetailPageProps;

/** What the product page calls, answered as our server would for the signed-in demo shopper. */
export const productPageRoutes: MockRoutes = {
  'GET /api/products/:id': ok(detailAnswer),
  'GET /api/user/wishlist': ok(wishlistWithoutKettle),
  'POST /api/user/wishlist/add': ok(wishlistWithKettle),
  'DELETE /api/user/wishlist/remove/:productId': ok(wishlistWithoutKettle),
  'POST /api/cart/add': ok(answers.cart),
  'POST /api/products/:id/reviews': ok({ success: true, data: { review: newReview } }, 201),
  // The demo shopper has not reviewed the kettle.
  'GET /api/user/reviews': ok(myReviewsAnswer()),
};
