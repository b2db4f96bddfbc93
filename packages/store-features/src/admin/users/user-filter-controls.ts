import { ALL_FILTER } from '@aurora-store/api';
import type { AdminListFilterControl } from '../list';
import type { AdminUsersQuery } from './admin-users-query';

/** The role filter of spec section 2: All Roles, Users, Admins. */
export function userFilterControls(
  current: AdminUsersQuery,
  onChange: (role: string) => void,
): AdminListFilterControl[] {
  return [
    {
      name: 'role',
      label: 'Role',
      options: [
        { id: ALL_FILTER, label: 'All Roles' },
        { id: 'user', label: 'Users' },
        { id: 'admin', label: 'Admins' },
      ],
      value: current.filters.role,
      onChange,
    },
  ];
}
