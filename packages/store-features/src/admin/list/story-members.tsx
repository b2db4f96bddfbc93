import { ALL_FILTER, type Pagination } from '@aurora-store/api';
import { StatusBadge } from '@aurora-store/ui';
import type { AdminColumn } from './admin-data-table';
import { type AdminListQuery, oneOf } from './admin-list-query';

/*
 * A list held in memory for the stories of the shared list parts: 23 members, a role filter, ten a page. Each
 * real list (products, orders, users) keeps stories of what is its own over its fake server.
 */

export interface Member {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  orders: number;
}

export const members: Member[] = Array.from({ length: 23 }, (_, index) => ({
  id: `member-${index + 1}`,
  name: `Member ${index + 1}`,
  email: `member${index + 1}@example.com`,
  role: index % 5 === 0 ? 'admin' : 'user',
  orders: (index * 7) % 13,
}));

export const memberColumns: AdminColumn<Member>[] = [
  { id: 'name', title: 'Name', isRowHeader: true, className: 'min-w-48', cell: (member) => member.name },
  { id: 'email', title: 'Email', className: 'min-w-56', cell: (member) => member.email },
  {
    id: 'role',
    title: 'Role',
    cell: (member) => (
      <StatusBadge tone={member.role === 'admin' ? 'info' : 'neutral'}>{member.role}</StatusBadge>
    ),
  },
  { id: 'orders', title: 'Orders', align: 'end', className: 'tabular-nums', cell: (member) => member.orders },
];

export const MEMBER_FILTERS = { role: oneOf(['admin', 'user']) };
export type MembersQuery = AdminListQuery<keyof typeof MEMBER_FILTERS>;

export const ROLE_OPTIONS = [
  { id: ALL_FILTER, label: 'All Roles' },
  { id: 'admin', label: 'Admin' },
  { id: 'user', label: 'User' },
];

export const MEMBERS_PAGE_SIZE = 10;

export const membersNoun = (count: number) => (count === 1 ? 'member' : 'members');

/** The page of `from` that a query asks for, as a server would answer it. */
export function membersPage(
  from: readonly Member[],
  { search, filters, page }: MembersQuery,
): { members: Member[]; pagination: Pagination } {
  const matching = from.filter(
    (member) =>
      member.name.toLowerCase().includes(search.toLowerCase()) &&
      (filters.role === ALL_FILTER || member.role === filters.role),
  );
  const pages = Math.ceil(matching.length / MEMBERS_PAGE_SIZE);
  return {
    members: matching.slice((page - 1) * MEMBERS_PAGE_SIZE, page * MEMBERS_PAGE_SIZE),
    pagination: {
      page,
      pages,
      total: matching.length,
      hasNext: page < pages,
      hasPrev: page > 1,
    },
  };
}
