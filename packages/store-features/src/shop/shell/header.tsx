import { type Currency, cartKeys, type PublicUser, wishlistKeys } from '@aurora-store/api';
import { Container, cn, focusRing, LinkButton } from '@aurora-store/ui';
import { CartIcon, CompareIcon, HeartIcon, LogoMark } from '@aurora-store/ui/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-aria-components';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import type { Navigate } from '../../common/navigation';
import { CountLink } from './count-link';
import { CurrencyToggle } from './currency-toggle';
import { HeaderSearch } from './header-search';
import { MainNavLinks } from './main-nav-links';
import { MobileMenu } from './mobile-menu';
import { signedOutLinks } from './shell-links';
import { cartItemCount } from './shell-rules';
import { UserMenuButton } from './user-menu-button';

const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

export interface HeaderProps {
  /** The signed-in user, or null: decides the wishlist and cart counts, the user menu and the Admin Panel link. */
  user: PublicUser | null;
  currency: Currency;
  onCurrencyChange: (currency: Currency) => void;
  /** How many products the comparison list holds (kept by the app). */
  compareCount: number;
  onLogout: () => void;
  /** Search submitted, or a suggestion chosen. */
  onNavigate: Navigate;
}

/** The shopper header of spec section 2; below md its links, currency and account fold into a menu. */
export function Header({
  user,
  currency,
  onCurrencyChange,
  compareCount,
  onLogout,
  onNavigate,
}: HeaderProps) {
  const client = useApiClient();
  // Both need a signed-in shopper: no user, no request, and the counts read 0.
  const { data: cart } = useSWR(user ? cartKeys.cart() : null, () => client.getCart());
  const { data: wishlist } = useSWR(user ? wishlistKeys.wishlist() : null, () => client.getWishlist());
  const cartCount = cartItemCount(cart?.data.cart ?? []);
  const wishlistCount = wishlist?.data.wishlist.length ?? 0;

  return (
    <header className="relative z-30 border-border border-b bg-surface/95 backdrop-blur">
      <Container className="flex flex-wrap items-center gap-x-2 px-3 sm:px-6 gap-y-3 py-3 sm:gap-x-3 md:flex-nowrap md:gap-x-6">
        <Link
          href="/"
          className={({ isFocusVisible }) =>
            cn(
              focusRing({ isFocusVisible }),
              'flex shrink-0 items-center gap-1.5 rounded-control font-semibold text-base sm:gap-2 sm:text-lg',
            )
          }
        >
          <LogoMark />
          Aurora Store
        </Link>
        <HeaderSearch
          onNavigate={onNavigate}
          className="order-last w-full md:order-none md:max-w-xl md:flex-1"
        />
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <CountLink href="/comparison" name="Compare" count={compareCount} icon={<CompareIcon />} />
          {user && <CountLink href="/wishlist" name="Wishlist" count={wishlistCount} icon={<HeartIcon />} />}
          <CountLink href="/cart" name="Cart" count={cartCount} icon={<CartIcon />} />
          <div className="ms-2 hidden items-center gap-2 md:flex">
            {user ? (
              <Suspense fallback={<UserMenuButton user={user} />}>
                <UserMenu user={user} onLogout={onLogout} />
              </Suspense>
            ) : (
              signedOutLinks.map((link, index) => (
                <LinkButton
                  key={link.href}
                  href={link.href}
                  size="sm"
                  variant={index === 0 ? 'ghost' : 'primary'}
                >
                  {link.label}
                </LinkButton>
              ))
            )}
          </div>
          <MobileMenu
            user={user}
            currency={currency}
            onCurrencyChange={onCurrencyChange}
            onLogout={onLogout}
          />
        </div>
      </Container>
      <div className="hidden border-border border-t md:block">
        <Container className="flex items-center justify-between gap-4 py-2">
          <nav aria-label="Main">
            <MainNavLinks user={user} />
          </nav>
          <CurrencyToggle currency={currency} onCurrencyChange={onCurrencyChange} />
        </Container>
      </div>
    </header>
  );
}
