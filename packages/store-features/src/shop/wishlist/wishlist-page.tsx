import type { Currency, PublicUser } from '@aurora-store/api';
import { Button, Container, EmptyState, Grid, LinkButton } from '@aurora-store/ui';
import { useEffect } from 'react';
import type { Navigate } from '../../common/navigation';
import { useAddToCart } from '../cart';
import { ProductCard, ProductCardSkeleton } from '../product-card';
import { useWishlist } from './use-wishlist';
import { WishlistCardActions } from './wishlist-card-actions';

/** The wishlist's cards fill columns at least 16rem wide: one a row on a phone, up to twice that beside others. */
const WISHLIST_CARD_SIZES = '(min-width: 640px) 400px, calc(100vw - 32px)';

export interface WishlistPageProps {
  /** The signed-in shopper; the wishlist needs login, so null sends the browser to /login. */
  user: PublicUser | null;
  currency: Currency;
  onNavigate: Navigate;
}

const skeletonCards = ['first', 'second', 'third', 'fourth'];

/** The Wishlist screen (spec section 2, Wishlist): cards with Add to Cart and Remove. */
export function WishlistPage({ user, currency, onNavigate }: WishlistPageProps) {
  useEffect(() => {
    if (!user) onNavigate('/login', { replace: true });
  }, [user, onNavigate]);

  return (
    <Container as="main" size="xl" className="py-8 sm:py-12">
      <h1 className="mb-6 font-bold text-3xl text-foreground">My Wishlist</h1>
      {user && <WishlistContent user={user} currency={currency} />}
    </Container>
  );
}

function WishlistContent({ user, currency }: { user: PublicUser; currency: Currency }) {
  const wishlist = useWishlist(user);
  const cart = useAddToCart();

  if (wishlist.products === undefined) {
    if (wishlist.error !== undefined)
      return (
        <EmptyState
          headingLevel={2}
          title="Failed to load wishlist"
          description="Please try again."
          action={<Button onPress={() => wishlist.retry()}>Try Again</Button>}
        />
      );
    return (
      <Grid
        as="ul"
        aria-busy="true"
        aria-label="Loading wishlist"
        columns="auto"
        gap="lg"
        minColumnWidth="16rem"
      >
        {skeletonCards.map((card) => (
          <li key={card}>
            <ProductCardSkeleton />
          </li>
        ))}
      </Grid>
    );
  }

  if (wishlist.products.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title="Your wishlist is empty"
        description="Save the products you love and find them here later."
        action={<LinkButton href="/products">Browse Products</LinkButton>}
      />
    );

  return (
    <>
      <p className="mb-4 text-muted">
        {wishlist.products.length === 1 ? '1 item' : `${wishlist.products.length} items`}
      </p>
      <Grid as="ul" columns="auto" gap="lg" minColumnWidth="16rem">
        {wishlist.products.map((product) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              currency={currency}
              headingLevel={2}
              imageSizes={WISHLIST_CARD_SIZES}
              actions={
                <WishlistCardActions
                  product={product}
                  isAdding={cart.pendingProductId === product._id}
                  isRemoving={wishlist.removingProductId === product._id}
                  onAddToCart={() => cart.addToCart(product._id)}
                  onRemove={() => wishlist.remove(product._id)}
                />
              }
            />
          </li>
        ))}
      </Grid>
    </>
  );
}
