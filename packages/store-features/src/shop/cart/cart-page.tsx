import type { Currency, PublicUser } from '@aurora-store/api';
import {
  AlertDialog,
  Button,
  Container,
  DialogTrigger,
  EmptyState,
  LinkButton,
  Spinner,
} from '@aurora-store/ui';
import { failureMessage } from '../../common/failure-message';
import { CartLineItem } from './cart-line-item';
import { CartLoading } from './cart-loading';
import { CartOrderSummary } from './cart-order-summary';
import { useCart } from './use-cart';

export interface CartPageProps {
  /** The signed-in shopper; the cart needs login, so null shows the way to log in. */
  user: PublicUser | null;
  currency: Currency;
  /** The discount code applied here or at checkout (issue 17), priced again when the cart opens. */
  discountCode: string | null;
  /** The code applied here, or null when it is removed or refused: the app keeps it for checkout. */
  onDiscountCodeChange: (code: string | null) => void;
}

type CartContentProps = Omit<CartPageProps, 'user'> & { user: PublicUser };

/** The Cart screen (spec section 2, Cart): line items, the Order Summary and Proceed to Checkout. */
export function CartPage({ user, ...rest }: CartPageProps) {
  return (
    <Container as="main" size="lg" className="py-8 sm:py-12">
      <h1 className="mb-6 font-bold text-3xl text-foreground">Shopping Cart</h1>
      {user ? (
        <CartContent user={user} {...rest} />
      ) : (
        <EmptyState
          headingLevel={2}
          title="Your cart is empty"
          description="Please login to add items to cart"
          action={<LinkButton href="/login">Login</LinkButton>}
        />
      )}
    </Container>
  );
}

function CartContent({ user, currency, discountCode, onDiscountCodeChange }: CartContentProps) {
  const cart = useCart(user);

  if (cart.lines === undefined) {
    if (cart.error !== undefined)
      return (
        <EmptyState
          headingLevel={2}
          title="Failed to load cart"
          description={failureMessage(cart.error, 'Please try again.')}
          action={<Button onPress={() => cart.retry()}>Try Again</Button>}
        />
      );
    return <CartLoading />;
  }

  if (cart.lines.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title="Your cart is empty"
        description="Add some products to get started."
        action={<LinkButton href="/products">Continue Shopping</LinkButton>}
      />
    );

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-items-title" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-border border-b pb-3">
          <h2 id="cart-items-title" className="font-semibold text-foreground text-lg">
            {cart.lines.length === 1 ? '1 item' : `${cart.lines.length} items`}
          </h2>
          <div className="flex items-center gap-2">
            {cart.isClearing && <Spinner size="sm" aria-label="Clearing cart" />}
            <DialogTrigger>
              <Button variant="outline" size="sm" isDisabled={cart.isBusy}>
                Clear cart
              </Button>
              {/* It closes at once and the cart shows the call's progress: a failure's toast says what went wrong. */}
              <AlertDialog
                title="Clear cart?"
                confirmLabel="Clear cart"
                variant="danger"
                onConfirm={() => {
                  cart.clear();
                }}
              >
                Every item will be removed from your cart.
              </AlertDialog>
            </DialogTrigger>
          </div>
        </div>
        <ul className="divide-y divide-border">
          {cart.lines.map((line) => (
            <li key={line._id}>
              <CartLineItem
                line={line}
                currency={currency}
                busyQuantity={cart.busyLine?.productId === line._id ? cart.busyLine.quantity : undefined}
                isLocked={cart.isClearing || (cart.busyLine !== null && cart.busyLine.productId !== line._id)}
                onQuantityChange={(quantity) => cart.updateQuantity(line, quantity)}
                onRemove={() => cart.remove(line)}
              />
            </li>
          ))}
        </ul>
      </section>
      <CartOrderSummary
        lines={cart.lines}
        currency={currency}
        discountCode={discountCode}
        onDiscountCodeChange={onDiscountCodeChange}
      />
    </div>
  );
}
