import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/*
 * tailwind-merge only knows Tailwind's default theme: unless told about theme.css's own keys it reads
 * `text-body` (a font size) as a colour and drops it beside `text-muted`. Keep in step with theme.css.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['caption', 'body', 'title', 'display'],
      radius: ['control', 'card', 'pill'],
      shadow: ['raised', 'overlay', 'glow'],
      ease: ['standard', 'emphasized'],
      animate: ['aurora-1', 'aurora-2', 'aurora-3', 'skeleton-shimmer', 'progress-slide'],
    },
    classGroups: {
      duration: [{ duration: ['fast', 'base', 'slow'] }],
    },
  },
});

/** Joins class names, letting a later Tailwind class win over an earlier one of the same property. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
