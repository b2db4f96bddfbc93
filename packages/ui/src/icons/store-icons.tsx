import { cn } from '../lib/cn';
import { Icon, type IconProps } from './icon';

/*
 * The store's own glyphs (cart, wishlist, compare, account...), the ones a shopper sees: one drawing per idea,
 * so the compare icon in the header is the one on the product page. 24-unit grid, `md` (size-5) unless the
 * caller picks a size; decorative, as the link or button around each one carries the name.
 *
 * Check and Close live here rather than in action-icons.tsx because the shop draws them: a glyph the shop
 * uses from action-icons.tsx would make Rollup put that whole module in a shopper's first-visit chunk.
 */
export function CartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="20" r="1.25" />
      <circle cx="18" cy="20" r="1.25" />
      <path d="M2.5 3.5h2.6l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1l1.6-6.8H6.2" />
    </Icon>
  );
}

/** Filled when the product is on the wishlist. */
export function HeartIcon({ isFilled = false, ...props }: IconProps & { isFilled?: boolean }) {
  return (
    <Icon fill={isFilled ? 'currentColor' : 'none'} {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20Z" />
    </Icon>
  );
}

export function CompareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h15m-4-4 4 4-4 4M20 16H5m4-4-4 4 4 4" />
    </Icon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="3.75" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

/** Close, remove, cancelled: the one cross (the order timeline's cancelled step draws it too). */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Icon>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m7 10 5 5 5-5" />
    </Icon>
  );
}

/** The store's mark: a small aurora arc. */
export function LogoMark({ className, ...props }: IconProps) {
  return (
    <Icon strokeWidth="2" className={cn('text-primary sm:size-6', className)} {...props}>
      <path d="M3 17a9 9 0 0 1 18 0" />
      <path d="M7 17a5 5 0 0 1 10 0" className="text-accent" stroke="currentColor" />
    </Icon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 12H5m6-6-6 6 6 6" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** Filters (the catalogue's on a phone). */
export function SlidersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h9m4 0h3M4 17h3m4 0h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </Icon>
  );
}

/** Payment kept safe: the home page's promise, and the admin's lock on an order's closed history. */
export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </Icon>
  );
}

/** A delivery on its way: the home page's shipping promise. */
export function TruckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="17.5" r="1.5" />
      <circle cx="17" cy="17.5" r="1.5" />
    </Icon>
  );
}

/** Sent back: the home page's returns promise. */
export function ReturnIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 12a8 8 0 1 0 2.3-5.6L4 8.7" />
      <path d="M4 4v4.7h4.7" />
    </Icon>
  );
}

/** The catalogue shown as a grid of cards (drawn on the controls' 16 grid, as the toggle it sits in sizes it). */
export function GridIcon(props: IconProps) {
  return (
    <Icon grid={16} strokeWidth={1.5} {...props}>
      <rect x="2.5" y="2.5" width="4.5" height="4.5" rx="1" />
      <rect x="9" y="2.5" width="4.5" height="4.5" rx="1" />
      <rect x="2.5" y="9" width="4.5" height="4.5" rx="1" />
      <rect x="9" y="9" width="4.5" height="4.5" rx="1" />
    </Icon>
  );
}

/** The catalogue shown as a list of rows. */
export function ListIcon(props: IconProps) {
  return (
    <Icon grid={16} strokeWidth={1.5} {...props}>
      <path d="M5.5 4h8M5.5 8h8M5.5 12h8" />
      <circle cx="2.75" cy="4" r="0.75" fill="currentColor" stroke="none" />
      <circle cx="2.75" cy="8" r="0.75" fill="currentColor" stroke="none" />
      <circle cx="2.75" cy="12" r="0.75" fill="currentColor" stroke="none" />
    </Icon>
  );
}
