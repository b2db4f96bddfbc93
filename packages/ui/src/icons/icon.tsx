import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, SVGProps } from 'react';
import { cn } from '../lib/cn';

/*
 * The one frame every glyph is drawn in, ui's controls' and the store's alike: strokes in `currentColor`, so a
 * glyph follows the text colour (and the system colours in Windows high contrast), 1.75 wide with round ends.
 * Decorative only (aria-hidden, out of the Tab order in old Edge): the control, link or text beside it carries
 * the name.
 *
 * Two grids: the controls' glyphs are drawn on 16 units and sized by their control (`[&_svg]:size-4`), so they
 * get no size class unless asked; the store's are drawn on 24 units and are `md` (size-5) unless asked.
 */
const iconVariants = cva('', {
  variants: {
    size: {
      xs: 'size-3.5 shrink-0',
      sm: 'size-4 shrink-0',
      md: 'size-5 shrink-0',
    },
  },
});

export type IconSize = NonNullable<VariantProps<typeof iconVariants>['size']>;

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /**
   * `xs` size-3.5, `sm` size-4, `md` size-5, each with shrink-0.
   * @default 'md' on the 24 grid; on the 16 grid no size class, as the control around the glyph sizes it
   */
  size?: IconSize;
};

export function Icon({
  grid = 24,
  size = grid === 24 ? 'md' : undefined,
  className,
  children,
  ...props
}: IconProps & {
  /** The units the glyph is drawn in (its viewBox): 16 for ui's controls, 24 for the store's glyphs. @default 24 */
  grid?: 16 | 24;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
      className={cn(iconVariants({ size }), className)}
    >
      {children}
    </svg>
  );
}
