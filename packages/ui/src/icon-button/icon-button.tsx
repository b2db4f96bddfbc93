import { cva, type VariantProps } from 'class-variance-authority';
import { Button, type ButtonProps } from '../button';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

/** The square sizes; the glyph grows with the large one so it keeps its weight in the bigger box. */
export const iconButtonVariants = cva('p-0', {
  variants: {
    size: {
      sm: 'size-8',
      md: 'size-10',
      lg: "size-12 [&_svg:not([class*='size-'])]:size-5",
    },
  },
  defaultVariants: { size: 'md' },
});

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'aria-label'> {
  /** The button's name: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** @default 'md' */
  size?: NonNullable<VariantProps<typeof iconButtonVariants>['size']>;
}

/**
 * A square Button holding one icon (an inline SVG marked `aria-hidden`). It is a Button in every other
 * way: the same variants, focus ring, disabled and pending behaviour.
 */
export function IconButton({ size = 'md', className, ...props }: IconButtonProps) {
  return (
    <Button
      {...props}
      size="icon"
      className={composeTailwindRenderProps(className, iconButtonVariants({ size }))}
    />
  );
}
