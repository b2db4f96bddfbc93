import {
  composeRenderProps,
  Link,
  Breadcrumb as RACBreadcrumb,
  type BreadcrumbProps as RACBreadcrumbProps,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
} from 'react-aria-components';
import { ChevronRightIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export interface BreadcrumbsProps<T> extends RACBreadcrumbsProps<T> {
  /** Names the navigation landmark. @default 'Breadcrumbs' */
  'aria-label'?: string;
}

/**
 * The trail from the home page to this one, in a labelled `nav`. The last crumb is the current page:
 * React Aria marks it `aria-current="page"` and it is no link.
 */
export function Breadcrumbs<T extends object>({
  'aria-label': label = 'Breadcrumbs',
  className,
  ...props
}: BreadcrumbsProps<T>) {
  return (
    <nav aria-label={label} data-slot="breadcrumbs">
      <RACBreadcrumbs {...props} className={cn('flex flex-wrap items-center gap-1 text-sm', className)} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'children'> {
  /** Where this crumb goes; the app's router takes it through React Aria's RouterProvider. */
  href?: string;
  children: string;
}

export function Breadcrumb({ href, children, className, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb
      {...props}
      data-slot="breadcrumb"
      className={composeRenderProps(className, (consumerClassName) =>
        cn('flex items-center gap-1', consumerClassName),
      )}
    >
      {({ isCurrent }) => (
        <>
          <Link
            href={href}
            className={({ isFocusVisible, isHovered }) =>
              cn(
                'rounded-sm underline-offset-4',
                isCurrent ? 'font-medium text-foreground' : 'text-muted',
                isHovered && !isCurrent && 'text-foreground underline',
                focusRing({ isFocusVisible }),
              )
            }
          >
            {children}
          </Link>
          {!isCurrent && <ChevronRightIcon className="size-3.5 text-muted" />}
        </>
      )}
    </RACBreadcrumb>
  );
}
