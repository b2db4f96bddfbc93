import {
  type Currency,
  categoryLabel,
  isApiError,
  type ProductDetailResponse,
  type PublicUser,
  productPageTitle,
} from '@aurora-store/api';
import { Button, EmptyState } from '@aurora-store/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { useDeferredAnswer } from '../../common/hooks/use-deferred-answer';
import { useDocumentTitle } from '../../common/hooks/use-document-title';
import { useSecondPass } from '../../common/hooks/use-second-pass';
import type { Navigate } from '../../common/navigation';
import { useToasts } from '../../common/toasts';
import { BackButton, ProductDetailMain } from './product-detail-page-frame';
import { productDetailRead } from './product-detail-read';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductReviews } from './product-reviews';
import { ProductSpecs } from './product-specs';
import { RelatedProducts } from './related-products';
import { useAddToCartOrLogin } from './use-add-to-cart';
import { useWishlistToggle } from './use-wishlist-toggle';

export interface ProductDetailPageProps {
  /** The product's id, from the route /product/{id}. */
  productId: string;
  user: PublicUser | null;
  currency: Currency;
  compareIds: readonly string[];
  onAddToCompare: (productId: string) => void;
  onRemoveFromCompare: (productId: string) => void;
  onRequireLogin: (message: string) => void;
  onNavigate: Navigate;
  /** The Back button: the app goes back in history. */
  onBack: () => void;
  /**
   * Rendered while the product's answer is in but the page still renders it, a step behind the rest of the page
   * (useDeferredAnswer): the app passes what keeps its page's first frame on screen meanwhile, so the skeleton
   * the frame already shows is not drawn, styled and laid out a second time.
   */
  keepFrame?: ReactNode;
}

/** The Product page (spec section 2): one product, bought, saved, compared and reviewed. */
export function ProductDetailPage(props: ProductDetailPageProps) {
  const { productId, user, onNavigate, onBack, keepFrame } = props;
  const client = useApiClient();
  const toasts = useToasts();
  const { key, read } = productDetailRead(client, productId, user?._id ?? null);
  const detail = useSWR(key, read);
  const deferredAnswer = useDeferredAnswer(detail.data?.data);
  // Deferred, the answer lags a step behind the URL: the page never shows one product under another's address.
  const answer = deferredAnswer?.product._id === productId ? deferredAnswer : undefined;
  const isNotFound = isApiError(detail.error) && detail.error.status === 404;
  useDocumentTitle(answer && productPageTitle(answer.product.name));

  // Spec section 8, Catalogue: 'Product not found', then the catalogue; once per failed answer.
  const reportedNotFound = useRef<unknown>(null);
  useEffect(() => {
    if (!isNotFound || reportedNotFound.current === detail.error) return;
    reportedNotFound.current = detail.error;
    toasts.error('Product not found');
    onNavigate('/products', { replace: true });
  }, [isNotFound, detail.error, toasts, onNavigate]);

  return (
    <ProductDetailMain>
      {detail.data !== undefined && answer === undefined && keepFrame}
      <BackButton onBack={onBack} />
      {answer ? (
        // Keyed by product, so a related product opens with its own quantity, image and empty review form.
        <ProductDetailContent
          key={productId}
          {...props}
          answer={answer}
          onReviewSubmitted={() => detail.mutate()}
        />
      ) : (
        <>
          {/* The product's name is the page's heading once it arrives; until then the page still has one. */}
          <h1 className="sr-only">Product</h1>
          {detail.error && !isNotFound ? (
            <EmptyState
              headingLevel={2}
              title="Failed to load product"
              description={isApiError(detail.error) ? detail.error.message : undefined}
              action={<Button onPress={() => detail.mutate()}>Try Again</Button>}
            />
          ) : (
            <ProductDetailSkeleton />
          )}
        </>
      )}
    </ProductDetailMain>
  );
}

interface ProductDetailContentProps extends ProductDetailPageProps {
  answer: ProductDetailResponse['data'];
  onReviewSubmitted: () => void;
}

function ProductDetailContent({
  answer,
  user,
  currency,
  compareIds,
  onAddToCompare,
  onRemoveFromCompare,
  onRequireLogin,
  onReviewSubmitted,
}: ProductDetailContentProps) {
  const { product, relatedProducts, canReview } = answer;
  const cart = useAddToCartOrLogin(user, onRequireLogin);
  const wishlist = useWishlistToggle(product._id, user, onRequireLogin);
  const isInComparison = compareIds.includes(product._id);
  // What lies below the first screen renders a step after the product itself (see useSecondPass).
  const isSecondPass = useSecondPass();

  return (
    <>
      <article aria-labelledby="product-title" className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.images} productName={product.name} />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-muted text-sm">
              {product.brand} · {categoryLabel(product.category)}
            </p>
            <h1
              id="product-title"
              className="text-balance break-words font-bold text-3xl text-foreground sm:text-4xl"
            >
              {product.name}
            </h1>
          </div>
          <ProductPurchase
            product={product}
            currency={currency}
            isAddingToCart={cart.isAdding}
            onAddToCart={(quantity) => cart.addToCart(product._id, quantity)}
            isInWishlist={wishlist.isInWishlist}
            isUpdatingWishlist={wishlist.isUpdating}
            onToggleWishlist={wishlist.toggleWishlist}
            isInComparison={isInComparison}
            onAddToCompare={() => onAddToCompare(product._id)}
            onRemoveFromCompare={() => onRemoveFromCompare(product._id)}
          />
        </div>
      </article>
      <ProductSpecs product={product} />
      {isSecondPass && (
        <>
          <ProductReviews
            product={product}
            user={user}
            canReview={canReview}
            onReviewSubmitted={onReviewSubmitted}
            onRequireLogin={onRequireLogin}
          />
          <RelatedProducts products={relatedProducts} currency={currency} />
        </>
      )}
    </>
  );
}
