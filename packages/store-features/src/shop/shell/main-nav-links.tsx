import type { PublicUser } from '@aurora-store/api';
import { cn, LinkButton } from '@aurora-store/ui';
import { ADMIN_PANEL_LINK, mainNavLinks } from './shell-links';

export interface MainNavLinksProps {
  user: PublicUser | null;
  /** Stacked full-width rows, as in the mobile menu. */
  isStacked?: boolean;
  /** A link was followed (the mobile menu closes). */
  onFollow?: () => void;
}

/** Home, Products, and the Admin Panel for administrators only (spec section 6). */
export function MainNavLinks({ user, isStacked = false, onFollow }: MainNavLinksProps) {
  const links = user?.role === 'admin' ? [...mainNavLinks, ADMIN_PANEL_LINK] : mainNavLinks;
  return (
    <ul className={cn('flex gap-1', isStacked ? 'flex-col' : 'items-center')}>
      {links.map((link) => (
        <li key={link.href}>
          <LinkButton
            href={link.href}
            variant="ghost"
            size={isStacked ? 'md' : 'sm'}
            onPress={onFollow}
            className={cn(isStacked && 'w-full justify-start')}
          >
            {link.label}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
