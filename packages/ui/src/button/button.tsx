import { cva, type VariantProps } from 'class-variance-authority';
import type { RefAttributes } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Spinner } from '../spinner';

/**
 * Button styles as a function of the variant, the size and React Aria's render props, so every state is
 * styled from what React Aria reports rather than from CSS pseudo-classes or event handlers.
 * Exported for things that must look like a button without being one (a link to checkout, say).
 */
export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer select-none items-center justify-center whitespace-nowrap',
    'rounded-control border font-medium [-webkit-tap-highlight-color:transparent]',
    'transition-[background-color,border-color,color,box-shadow,scale] duration-fast ease-standard',
    "[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    // Windows high contrast drops backgrounds: the border is what still shows the button's edge.
    'forced-colors:border-[ButtonBorder]',
  ],
  {
    variants: {
      variant: {
        primary: 'border-transparent bg-primary text-on-primary shadow-raised',
        secondary: 'border-border bg-elevated text-foreground shadow-raised',
        outline: 'border-border-strong bg-transparent text-foreground',
        ghost: 'border-transparent bg-transparent text-foreground',
        danger: 'border-transparent bg-danger text-on-danger shadow-raised',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 p-0',
      },
      // Styled per variant below; React Aria reports hover for mouse only, so touch never sticks in it.
      isHovered: { true: '', false: '' },
      isPressed: { true: 'scale-[0.97]', false: '' },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
      isDisabled: {
        true: 'cursor-not-allowed opacity-45 shadow-none forced-colors:border-[GrayText] forced-colors:text-[GrayText]',
        false: '',
      },
      isPending: { true: 'cursor-wait', false: '' },
    },
    compoundVariants: [
      { variant: 'primary', isHovered: true, className: 'bg-primary-hover' },
      { variant: 'primary', isPressed: true, className: 'bg-primary-pressed' },
      { variant: 'secondary', isHovered: true, className: 'bg-elevated-hover' },
      { variant: 'secondary', isPressed: true, className: 'bg-border' },
      { variant: ['outline', 'ghost'], isHovered: true, className: 'bg-elevated' },
      { variant: ['outline', 'ghost'], isPressed: true, className: 'bg-elevated-hover' },
      { variant: 'danger', isHovered: true, className: 'bg-danger-hover' },
      { variant: 'danger', isPressed: true, className: 'bg-danger-pressed' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonVariants>;

// NonNullable: cva reads `null` as "no classes for this variant", which a button never wants.
// RefAttributes: React 19 passes `ref` as a prop, and it reaches React Aria's button through the spread.
export interface ButtonProps extends RACButtonProps, RefAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: NonNullable<ButtonVariantProps['variant']>;
  /**
   * `icon` is a square for a lone icon.
   * @default 'md'
   */
  size?: NonNullable<ButtonVariantProps['size']>;
}

/**
 * React Aria's button (press, keyboard, focus-visible and pending behaviour) in Aurora's styles.
 * While `isPending` it stays focusable but ignores presses, hides its label visually (screen readers still
 * read it) and shows a Spinner whose "Loading" joins the button's name, which React Aria announces if the
 * button has focus.
 * An icon-only button (`size="icon"`) needs an `aria-label`.
 */
export function Button({ variant = 'primary', size = 'md', className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-slot="button"
      data-variant={variant}
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(buttonVariants({ ...renderProps, variant, size }), consumerClassName),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {/* Opacity, not visibility: the label keeps its width and stays in the accessible name. */}
          <span className={cn('inline-flex items-center justify-center gap-2', isPending && 'opacity-0')}>
            {content}
          </span>
          {isPending && (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner size="sm" />
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
