import { Button, cn, focusRing } from '@aurora-store/ui';
import {
  AnalyticsIcon,
  CategoriesIcon,
  ChevronIcon,
  CouponsIcon,
  DashboardIcon,
  LogoMark,
  OrdersIcon,
  ProductsIcon,
  StorefrontIcon,
  UsersIcon,
} from '@aurora-store/ui/icons';
import { type ComponentType, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { type AdminSection, adminSections, currentAdminSection } from './admin-sections';

export interface AdminLayoutProps {
  /** The page's path (e.g. '/admin/products/p-1/edit'): decides which section the sidebar marks as current. */
  currentPath: string;
  /** The admin page itself, shown beside the sidebar. */
  children: ReactNode;
  /** Shown at the top of the sidebar, above the sections: the app's command palette and its button. */
  search?: ReactNode;
}

const sectionIcons: Record<AdminSection['icon'], ComponentType> = {
  dashboard: DashboardIcon,
  products: ProductsIcon,
  orders: OrdersIcon,
  users: UsersIcon,
  categories: CategoriesIcon,
  coupons: CouponsIcon,
  analytics: AnalyticsIcon,
};

const linkClasses =
  (isCurrent: boolean) =>
  ({ isFocusVisible, isHovered }: { isFocusVisible: boolean; isHovered: boolean }) =>
    cn(
      'flex items-center gap-3 rounded-control px-3 py-2 font-medium text-sm transition-colors duration-base',
      isCurrent
        ? 'bg-primary/15 text-foreground forced-colors:border forced-colors:border-[Highlight]'
        : 'text-muted',
      !isCurrent && isHovered && 'bg-elevated text-foreground',
      focusRing({ isFocusVisible }),
    );

/**
 * The admin area's frame (spec section 2): a sidebar with the admin sections and the way back to the store,
 * and the page beside it. Below md the sidebar becomes a bar whose Menu button folds the sections out and in;
 * Escape or following a link folds them again.
 */
export function AdminLayout({ currentPath, children, search }: AdminLayoutProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const current = currentAdminSection(currentPath);
  const closeMenu = () => setIsMenuOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isMenuOpen) return;
    closeMenu();
    toggleRef.current?.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground md:flex-row">
      <header className="border-border border-b bg-surface md:w-52 md:shrink-0 lg:w-60 md:border-e md:border-b-0">
        <div className="flex flex-col gap-2 p-3 md:sticky md:top-0 md:max-h-dvh md:gap-6 md:overflow-y-auto md:p-4">
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2 px-1 font-semibold text-foreground">
              <LogoMark />
              <span>
                Aurora <span className="text-muted">Admin</span>
              </span>
            </p>
            <Button
              ref={toggleRef}
              variant="ghost"
              size="sm"
              className="md:hidden"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onPress={() => setIsMenuOpen((open) => !open)}
            >
              Menu
              <ChevronIcon
                className={cn('size-4 transition-transform duration-base', isMenuOpen && 'rotate-180')}
              />
            </Button>
          </div>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the links inside. */}
          <div
            id={menuId}
            onKeyDown={closeOnEscape}
            className={cn('flex-1 flex-col gap-4 md:flex', isMenuOpen ? 'flex' : 'hidden')}
          >
            {search}
            <nav aria-label="Admin">
              <ul className="flex flex-col gap-1">
                {adminSections.map((section) => {
                  const SectionIcon = sectionIcons[section.icon];
                  const isCurrent = section === current;
                  return (
                    <li key={section.href}>
                      <Link
                        href={section.href}
                        aria-current={isCurrent ? 'page' : undefined}
                        onPress={closeMenu}
                        className={linkClasses(isCurrent)}
                      >
                        <SectionIcon />
                        {section.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="border-border border-t pt-4 md:mt-auto">
              <Link href="/" onPress={closeMenu} className={linkClasses(false)}>
                <StorefrontIcon />
                Back to Store
              </Link>
            </div>
          </div>
        </div>
      </header>
      <main className="min-w-0 flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">{children}</div>
      </main>
    </div>
  );
}
