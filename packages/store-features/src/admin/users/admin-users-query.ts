import {
  ADMIN_PAGE_SIZE,
  type AdminUserListQuery,
  ALL_FILTER,
  USER_ROLES,
  type UserRole,
} from '@aurora-store/api';
import type { NativeSelectOption } from '@aurora-store/ui';
import { type AdminListQuery, adminListRequest, oneOf } from '../list';

/** The users list's one filter (spec section 2, Admin users): the role. */
export const ADMIN_USER_FILTERS = { role: oneOf(USER_ROLES) };

export type AdminUsersQuery = AdminListQuery<keyof typeof ADMIN_USER_FILTERS>;

const asRole = (value: string | undefined): UserRole | undefined => USER_ROLES.find((role) => role === value);

/** The page's call: ten a page (spec section 9), without an empty search or 'all' (spec section 5, Lists). */
export function adminUsersRequest(query: AdminUsersQuery): AdminUserListQuery {
  const { role, ...request } = adminListRequest(query);
  return { ...request, limit: ADMIN_PAGE_SIZE, ...(asRole(role) && { role: asRole(role) }) };
}

/** The Total Users card's call while the list is narrowed: everyone, of whom only the count is read. */
export const EVERY_USER_COUNT_REQUEST: AdminUserListQuery = { page: 1, limit: 1 };

/** The role filter of spec section 2: All Roles, Users, Admins. */
export const ROLE_FILTER_OPTIONS: readonly NativeSelectOption<string>[] = [
  { id: ALL_FILTER, label: 'All Roles' },
  { id: 'user', label: 'Users' },
  { id: 'admin', label: 'Admins' },
];
