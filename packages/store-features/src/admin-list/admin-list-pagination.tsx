import type { Pagination as PaginationData } from '@aurora-store/api';
import { Button, cn, type PaginationItem } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import { ChevronIcon } from '../store-icons';
import { type AdminListPager, adminListPager } from './admin-list-pager';

export interface AdminListPaginationProps {
  pagination: PaginationData;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** A figure of the summary line, set off from its words as in ui's Pagination. */
const Figure = ({ children }: { children: ReactNode }) => (
  <span className="font-medium text-foreground">{children}</span>
);

function Summary({ pager }: { pager: AdminListPager }) {
  return (
    <p className="text-muted text-sm">
      {pager.range ? (
        <>
          Showing <Figure>{pager.range.from}</Figure> to <Figure>{pager.range.to}</Figure> of{' '}
          <Figure>{pager.total}</Figure> results
        </>
      ) : (
        <>
          <Figure>{pager.total}</Figure> results on <Figure>{pager.pages}</Figure> pages
        </>
      )}
    </p>
  );
}

interface PageListProps {
  pager: AdminListPager;
  items: PaginationItem[];
  onPageChange: (page: number) => void;
  className: string;
}

/** Previous, the pages and Next; below `sm` Previous and Next are arrows that keep their names. */
function PageList({ pager, items, onPageChange, className }: PageListProps) {
  const step = (target: number | null, label: string, icon: ReactNode) => (
    <Button
      variant="ghost"
      size="sm"
      isDisabled={target === null}
      onPress={target === null ? undefined : () => onPageChange(target)}
      className="max-sm:px-2"
    >
      {icon}
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
  return (
    <ul className={cn('items-center gap-1', className)}>
      <li>{step(pager.previous, 'Previous', <ChevronIcon className="size-4 shrink-0 rotate-90" />)}</li>
      {items.map((item) => (
        <li key={item}>
          {typeof item === 'number' ? (
            <Button
              variant={item === pager.current ? 'secondary' : 'ghost'}
              size="sm"
              aria-label={`Page ${item}`}
              aria-current={item === pager.current ? 'page' : undefined}
              onPress={() => onPageChange(item)}
              className={cn('min-w-8 px-2 tabular-nums', item === pager.current && 'border-border-strong')}
            >
              {item}
            </Button>
          ) : (
            <span aria-hidden="true" className="inline-flex min-w-8 justify-center text-muted">
              …
            </span>
          )}
        </li>
      ))}
      <li>{step(pager.next, 'Next', <ChevronIcon className="size-4 shrink-0 -rotate-90" />)}</li>
    </ul>
  );
}

/**
 * 'Showing X to Y of Z results' with Previous, the page numbers and Next; only when there is more than one
 * page. ui's Pagination can neither say "past the last page" nor shrink for a phone, hence this one from its
 * parts: a page past the end marks no page and shows no range (`adminListPager`), and a phone gets the short
 * window of pages, which keeps to one row at 375 px even with four-digit page numbers. The list not shown is
 * `display: none`, so neither a screen reader nor the Tab key meets it.
 */
export function AdminListPagination({ pagination, pageSize, onPageChange }: AdminListPaginationProps) {
  const pager = adminListPager(pagination, pageSize);
  if (!pager) return null;
  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3"
    >
      <Summary pager={pager} />
      <PageList
        pager={pager}
        items={pager.compactItems}
        onPageChange={onPageChange}
        className="flex sm:hidden"
      />
      <PageList pager={pager} items={pager.items} onPageChange={onPageChange} className="hidden sm:flex" />
    </nav>
  );
}
