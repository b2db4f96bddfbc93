import { ADMIN_PAGE_SIZE, type Pagination } from '@aurora-store/api';
import type { ReactNode, Ref } from 'react';
import { LoadFailure } from '../../common/load-failure';
import { AdminListEmpty, type AdminListEmptyProps } from './admin-list-empty';
import { AdminListPagination } from './admin-list-pagination';
import { type AdminListFilterControl, AdminListToolbar } from './admin-list-toolbar';
import type { AdminListState } from './use-admin-list';

export interface AdminListScreenProps<Name extends string, Answer extends { pagination: Pagination }> {
  /** The screen's heading (spec section 2's page title) and the line under it. */
  title: string;
  description: string;
  /**
   * Makes the heading focusable from script: where the focus goes when the row it was on leaves the list. Lists
   * whose rows cannot leave that way give the focus to one of their `actions` instead.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The screen's own actions beside the heading (Add Product, Export CSV). */
  actions?: ReactNode;
  /** What stands between the heading and the toolbar (the users' Total Users card). */
  overview?: ReactNode;
  /** From `useAdminList`. */
  list: AdminListState<Name, Answer>;
  search: { label: string; placeholder: string };
  filters: readonly AdminListFilterControl[];
  /** The status line over the rows ('12 products'). */
  summary: (answer: Answer) => string;
  /** How many rows the answer holds: none shows the empty state. */
  rowCount: (answer: Answer) => number;
  /** What the list says when nothing matches, and when there is nothing yet. */
  empty: Pick<AdminListEmptyProps, 'noMatch' | 'nothingYet'>;
  /** The bulk bar and the rows a bulk action could not change, over the table. */
  bulk?: ReactNode;
  /** The table, given the rows (or its loading rows). */
  table: ReactNode;
  /** What the screen keeps off the list (a print area). */
  children?: ReactNode;
}

/**
 * An admin list screen, composed once for every list (products, orders, users): the heading and actions, the
 * toolbar of search and filters, a status line with the count, the bulk bar, the table or its empty or failed
 * state, and the pager. Each list gives its words, filters, columns and bulk actions.
 */
export function AdminListScreen<Name extends string, Answer extends { pagination: Pagination }>({
  title,
  description,
  headingRef,
  actions,
  overview,
  list,
  search,
  filters,
  summary,
  rowCount,
  empty,
  bulk,
  table,
  children,
}: AdminListScreenProps<Name, Answer>) {
  const { answer, hasFailed } = list;
  const shown = answer !== undefined && !hasFailed ? answer : undefined;

  const rows = () => {
    // Also over an earlier answer kept on screen: rows of another search must not pass for this one's.
    if (hasFailed) {
      return <LoadFailure headingLevel={2} title={list.loadFailedTitle} onRetry={() => list.mutate()} />;
    }
    if (answer && rowCount(answer) === 0) {
      return (
        <AdminListEmpty
          isFiltered={list.isFiltered}
          isPastLastPage={answer.pagination.total > 0}
          onClearFilters={list.clearFilters}
          onFirstPage={() => list.change({ page: 1 })}
          {...empty}
        />
      );
    }
    return table;
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="w-fit rounded-control font-bold text-3xl text-foreground outline-offset-4 focus-visible:outline-2 focus-visible:outline-focus-ring forced-colors:outline-[Highlight]"
          >
            {title}
          </h1>
          <p className="text-muted">{description}</p>
        </div>
        {actions}
      </header>
      {overview}
      <AdminListToolbar
        searchLabel={search.label}
        searchPlaceholder={search.placeholder}
        search={list.current.search}
        onSearch={(text) => list.change({ search: text })}
        filters={filters}
      />
      <div className="flex flex-col gap-3">
        <p role="status" className="min-h-5 text-muted text-sm">
          {shown ? summary(shown) : ''}
        </p>
        {bulk}
        {rows()}
        {shown && (
          <AdminListPagination
            pagination={shown.pagination}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={(page) => list.change({ page })}
          />
        )}
      </div>
      {children}
    </div>
  );
}
