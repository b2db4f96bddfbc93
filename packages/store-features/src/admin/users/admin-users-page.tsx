import { ADMIN_PAGE_SIZE, ALL_FILTER, adminCatalogueKeys, type PublicUser } from '@aurora-store/api';
import { useMemo, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { LoadFailure } from '../../common/load-failure';
import { useToasts } from '../../common/toasts';
import {
  AdminListEmpty,
  AdminListPagination,
  type AdminListQueryChange,
  AdminListToolbar,
  focusWhenLost,
  hasAdminListFilters,
  useAdminListQuery,
} from '../list';
import { useAdminApi } from '../shared';
import { LOAD_USERS_FAILED } from './admin-users-messages';
import { ADMIN_USER_FILTERS, adminUsersRequest, EVERY_USER_COUNT_REQUEST } from './admin-users-query';
import { TotalUsersCard } from './total-users-card';
import { showingUsers } from './user-facts';
import { userFilterControls } from './user-filter-controls';
import { UsersTable } from './users-table';

export interface AdminUsersPageProps {
  /** The URL's search string ('?search=emma&role=admin&page=2'): the list's search, role filter and page. */
  query: string;
  /** The search, the role filter or the page changed: the next search string, '' and 'all' and page 1 left out. */
  onQueryChange: AdminListQueryChange;
  /** The signed-in admin's id: their own row says so, and demoting themselves is warned of first. */
  currentUserId: string;
  /** The signed-in admin made themselves a user: the admin area is no longer theirs, the app takes them out. */
  onSelfDemoted: () => void;
}

const isAdminUsersKey = (key: unknown) => Array.isArray(key) && key[0] === 'admin' && key[1] === 'users';

/**
 * User management (/admin/users, spec section 2): the Total Users card, search and role filter, ten a page, and
 * each user's role changed in place after the spec's question. Its search, filter and page live in the URL.
 */
export function AdminUsersPage({ query, onQueryChange, currentUserId, onSelfDemoted }: AdminUsersPageProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const { mutate: mutateAll } = useSWRConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useAdminListQuery(ADMIN_USER_FILTERS, query, onQueryChange);
  const { current } = list;
  const request = useMemo(() => adminUsersRequest(current), [current]);
  const { data, error, isValidating, mutate } = useSWR(
    adminCatalogueKeys.users(request),
    () => admin.listUsers(request),
    {
      keepPreviousData: true,
      // One toast per failure; Retry is the admin's to press.
      shouldRetryOnError: false,
      onError: () => toasts.error(LOAD_USERS_FAILED),
    },
  );
  const answer = data?.data;
  const hasFailed = error !== undefined && !isValidating;
  const isFiltered = hasAdminListFilters(current);

  // Unfiltered, the list's own total is everyone; narrowed, a one-row request counts them.
  const everyone = useSWR(
    isFiltered ? adminCatalogueKeys.users(EVERY_USER_COUNT_REQUEST) : null,
    () => admin.listUsers(EVERY_USER_COUNT_REQUEST),
    { shouldRetryOnError: false },
  );
  const totalUsers = isFiltered ? everyone.data?.data.pagination.total : answer?.pagination.total;

  const showSavedUser = (saved: PublicUser) => {
    void mutate(
      (last) =>
        last && {
          ...last,
          data: {
            ...last.data,
            users: last.data.users.map((user) => (user._id === saved._id ? saved : user)),
          },
        },
      { revalidate: false },
    );
    // Asking again would be refused: the admin area is no longer theirs.
    if (saved._id === currentUserId && saved.role !== 'admin') {
      onSelfDemoted();
      return;
    }
    // Under a role filter the row leaves the list, and its dropdown the focus: the heading takes it.
    const { role } = current.filters;
    if (role !== ALL_FILTER && role !== saved.role) focusWhenLost(headingRef);
    void mutateAll(isAdminUsersKey);
  };

  const content = () => {
    // Also over an earlier answer kept on screen: rows of another search must not pass for this one's.
    if (hasFailed) {
      return <LoadFailure headingLevel={2} title={LOAD_USERS_FAILED} onRetry={() => mutate()} />;
    }
    if (answer && answer.users.length === 0) {
      return (
        <AdminListEmpty
          isFiltered={isFiltered}
          isPastLastPage={answer.pagination.total > 0}
          onClearFilters={list.clearFilters}
          onFirstPage={() => list.change({ page: 1 })}
          noMatch={{ title: 'No users match your filters', description: 'Try another name, email or role.' }}
          nothingYet={{
            title: 'No users yet',
            description: 'People appear here once they create an account in the store.',
          }}
        />
      );
    }
    return (
      <UsersTable
        users={answer?.users}
        currentUserId={currentUserId}
        isRefreshing={isValidating && answer !== undefined}
        onRoleChanged={showSavedUser}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1
          ref={headingRef}
          // Focusable from script only: where the focus goes when the row it was on leaves the list.
          tabIndex={-1}
          className="w-fit rounded-control font-bold text-3xl text-foreground outline-offset-4 focus-visible:outline-2 focus-visible:outline-focus-ring forced-colors:outline-[Highlight]"
        >
          User Management
        </h1>
        <p className="text-muted">Everyone with an account, and who may run the store.</p>
      </header>
      <TotalUsersCard
        total={totalUsers}
        isUnavailable={isFiltered ? everyone.error !== undefined : hasFailed}
      />
      <AdminListToolbar
        searchLabel="Search users"
        searchPlaceholder="Search users..."
        search={current.search}
        onSearch={(search) => list.change({ search })}
        filters={userFilterControls(current, (role) => list.change({ filters: { role } }))}
      />
      <div className="flex flex-col gap-3">
        <p role="status" className="min-h-5 text-muted text-sm">
          {answer && !hasFailed ? showingUsers(answer.users.length, answer.pagination.total) : ''}
        </p>
        {content()}
        {answer && !hasFailed && (
          <AdminListPagination
            pagination={answer.pagination}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={(page) => list.change({ page })}
          />
        )}
      </div>
    </div>
  );
}
