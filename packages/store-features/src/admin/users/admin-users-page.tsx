import { ALL_FILTER, adminCatalogueKeys, type PublicUser } from '@aurora-store/api';
import { useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  type AdminListQueryChange,
  AdminListScreen,
  filterControl,
  focusWhenLost,
  useAdminList,
} from '../list';
import { useAdminApi } from '../shared';
import { LOAD_USERS_FAILED } from './admin-users-messages';
import {
  ADMIN_USER_FILTERS,
  adminUsersRequest,
  EVERY_USER_COUNT_REQUEST,
  ROLE_FILTER_OPTIONS,
} from './admin-users-query';
import { TotalUsersCard } from './total-users-card';
import { showingUsers } from './user-facts';
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
  const { mutate: mutateAll } = useSWRConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useAdminList({
    filters: ADMIN_USER_FILTERS,
    query,
    onQueryChange,
    toRequest: adminUsersRequest,
    keyOf: adminCatalogueKeys.users,
    load: admin.listUsers,
    loadFailedTitle: LOAD_USERS_FAILED,
  });
  const { answer, isFiltered } = list;

  // Unfiltered, the list's own total is everyone; narrowed, a one-row request counts them.
  const everyone = useSWR(
    isFiltered ? adminCatalogueKeys.users(EVERY_USER_COUNT_REQUEST) : null,
    () => admin.listUsers(EVERY_USER_COUNT_REQUEST),
    { shouldRetryOnError: false },
  );
  const totalUsers = isFiltered ? everyone.data?.data.pagination.total : answer?.pagination.total;

  const showSavedUser = (saved: PublicUser) => {
    void list.mutate(
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
    const { role } = list.current.filters;
    if (role !== ALL_FILTER && role !== saved.role) focusWhenLost(headingRef);
    void mutateAll(isAdminUsersKey);
  };

  return (
    <AdminListScreen
      title="User Management"
      description="Everyone with an account, and who may run the store."
      headingRef={headingRef}
      overview={
        <TotalUsersCard
          total={totalUsers}
          isUnavailable={isFiltered ? everyone.error !== undefined : list.hasFailed}
        />
      }
      list={list}
      search={{ label: 'Search users', placeholder: 'Search users...' }}
      filters={[filterControl(list, 'role', 'Role', ROLE_FILTER_OPTIONS)]}
      summary={(shown) => showingUsers(shown.users.length, shown.pagination.total)}
      rowCount={(shown) => shown.users.length}
      empty={{
        noMatch: { title: 'No users match your filters', description: 'Try another name, email or role.' },
        nothingYet: {
          title: 'No users yet',
          description: 'People appear here once they create an account in the store.',
        },
      }}
      table={
        <UsersTable
          users={answer?.users}
          currentUserId={currentUserId}
          isRefreshing={list.isRefreshing}
          onRoleChanged={showSavedUser}
        />
      }
    />
  );
}
