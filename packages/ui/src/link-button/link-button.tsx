import type { VariantProps } from 'class-variance-authority';
import type { RefAttributes } from 'react';
import { composeRenderProps, Link, type LinkProps } from 'react-aria-components';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';

type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export interface LinkButtonProps extends LinkProps, RefAttributes<HTMLAnchorElement> {
  /** @default 'primary' */
  variant?: NonNullable<ButtonVariantProps['variant']>;
  /** @default 'md' */
  size?: NonNullable<ButtonVariantProps['size']>;
}

/**
 * A link that looks like a Button: it goes somewhere (`href`) rather than doing something. It knows no
 * router: inside React Aria's `RouterProvider` a click or Enter hands the href to the app's `navigate`,
 * and without one it is an ordinary link. Modifier-clicks and `target="_blank"` stay with the browser.
 */
export function LinkButton({ variant = 'primary', size = 'md', className, ...props }: LinkButtonProps) {
  return (
    <Link
      {...props}
      data-slot="link-button"
      data-variant={variant}
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(buttonVariants({ ...renderProps, variant, size }), consumerClassName),
      )}
    />
  );
}
