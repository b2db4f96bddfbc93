import { cn } from '@aurora-store/ui';

/**
 * The class of a card's one link, its name: stretched over the whole card (the card must be `relative`), so
 * the image is a click target too without a second tab stop, with the focus ring drawn around the card.
 */
export function cardLinkClassName({
  isFocusVisible,
  isHovered,
}: {
  isFocusVisible: boolean;
  isHovered: boolean;
}) {
  return cn(
    'line-clamp-2 break-words outline-none',
    "after:absolute after:inset-0 after:rounded-card after:content-['']",
    isHovered && 'text-primary underline underline-offset-2',
    isFocusVisible && 'after:outline-2 after:outline-focus-ring after:-outline-offset-2',
  );
}
