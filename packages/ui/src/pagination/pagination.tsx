import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { buttonVariants } from '../button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { pageSummary, responsivePaginationWindow } from './pagination-window';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** How many results there are in all. */
  totalItems: number;
  /** Pages as buttons that report the chosen page. */
  onPageChange?: (page: number) => void;
  /** Pages as links (for a URL such as `?page=3`); handed to the router through React Aria's RouterProvider. */
  getPageHref?: (page: number) => string;
  /** Names the navigation landmark. @default 'Pagination' */
  'aria-label'?: string;
  className?: string;
}

/** The state both a page Button and a page Link report. */
interface PageControlState {
  isHovered: boolean;
  isPressed: boolean;
  isFocusVisible: boolean;
  isDisabled: boolean;
}

const pageStyles = (isCurrent: boolean) => (state: PageControlState) =>
  cn(
    buttonVariants({ ...state, variant: isCurrent ? 'secondary' : 'ghost', size: 'sm' }),
    'min-w-8 px-2 tabular-nums',
    isCurrent && 'border-border-strong',
  );

/** A figure of the summary line, set off from its words. */
const figure = (value: number) => <span className="font-medium text-foreground">{value}</span>;

/**
 * Previous, the page numbers with gaps (`paginationWindow`), Next, and "Showing X to Y of Z results", in a
 * labelled `nav` landmark. The current page carries `aria-current="page"`; Previous and Next are disabled
 * at the ends. Give it `onPageChange` for buttons or `getPageHref` for links.
 *
 * Below Tailwind's `sm` breakpoint it keeps to one row of a phone: the first, the current and the last page
 * (`compactPaginationWindow`), and Previous and Next as arrows that keep their names. The items of the other
 * width are `display: none`, so neither a screen reader nor the Tab key meets them.
 *
 * A page past the last one (a link kept from a longer list, `?page=99` of 5) is not dressed up as the last
 * page: it says "50 results on 5 pages", marks no page as current, and Previous goes back to the last page.
 */
export function Pagination({
  page,
  pageSize,
  totalItems,
  onPageChange,
  getPageHref,
  'aria-label': label = 'Pagination',
  className,
}: PaginationProps) {
  const { from, to, total, pageCount } = pageSummary(page, pageSize, totalItems);
  // Past the last page this is one past it: no page is current, and Previous is the last page.
  const current = Math.min(Math.max(page, 1), pageCount + 1);

  const control = (
    target: number,
    content: ReactNode,
    props: { 'aria-label'?: string; isCurrent?: boolean },
  ) => {
    const isDisabled = target < 1 || target > pageCount;
    const common = {
      'aria-label': props['aria-label'],
      'aria-current': props.isCurrent ? ('page' as const) : undefined,
      isDisabled,
      className: pageStyles(props.isCurrent ?? false),
    };
    return getPageHref ? (
      <Link {...common} href={isDisabled ? undefined : getPageHref(target)}>
        {content}
      </Link>
    ) : (
      <Button {...common} onPress={() => onPageChange?.(target)}>
        {content}
      </Button>
    );
  };

  return (
    <nav
      aria-label={label}
      data-slot="pagination"
      className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-3', className)}
    >
      <p className="text-muted text-sm">
        {total === 0 ? (
          'No results'
        ) : current > pageCount ? (
          <>
            {figure(total)} {total === 1 ? 'result' : 'results'} on {figure(pageCount)}{' '}
            {pageCount === 1 ? 'page' : 'pages'}
          </>
        ) : (
          <>
            Showing {figure(from)} to {figure(to)} of {figure(total)} results
          </>
        )}
      </p>
      <ul className="flex items-center gap-1">
        <li>
          {control(
            current - 1,
            <>
              <ChevronLeftIcon />
              <span className="max-sm:sr-only">Previous</span>
            </>,
            {},
          )}
        </li>
        {responsivePaginationWindow(current, pageCount).map(({ item, compact, full }) => (
          <li key={item} className={cn(!compact && 'max-sm:hidden', !full && 'sm:hidden')}>
            {typeof item === 'number' ? (
              control(item, item, { 'aria-label': `Page ${item}`, isCurrent: item === current })
            ) : (
              <span aria-hidden="true" className="inline-flex min-w-8 justify-center text-muted">
                …
              </span>
            )}
          </li>
        ))}
        <li>
          {control(
            current + 1,
            <>
              <span className="max-sm:sr-only">Next</span>
              <ChevronRightIcon />
            </>,
            {},
          )}
        </li>
      </ul>
    </nav>
  );
}
