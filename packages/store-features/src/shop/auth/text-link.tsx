import { cn, focusRing } from '@aurora-store/ui';
import { Link, type LinkProps } from 'react-aria-components';

export interface TextLinkProps extends Omit<LinkProps, 'className'> {
  className?: string;
}

/** An inline link in running text ("Forgot password?", "Sign up"); ui's LinkButton is for button-shaped ones. */
export function TextLink({ className, ...props }: TextLinkProps) {
  return (
    <Link
      {...props}
      className={({ isFocusVisible }) =>
        cn(
          'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
          focusRing({ isFocusVisible }),
          className,
        )
      }
    />
  );
}
