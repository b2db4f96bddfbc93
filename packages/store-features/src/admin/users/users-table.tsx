import { ADMIN_PAGE_SIZE, type PublicUser } from '@aurora-store/api';
import { Badge, Skeleton, StatusBadge } from '@aurora-store/ui';
import { ShieldIcon } from '@aurora-store/ui/icons';
import { type AdminColumn, AdminDataTable } from '../list';
import { formatAdminDate } from '../shared/admin-format';
import { RoleCell } from './role-cell';
import { userIdTail, userInitials, userName, verificationBadge } from './user-facts';

export interface UsersTableProps {
  /** The page's users; undefined while loading. */
  users: readonly PublicUser[] | undefined;
  /** The signed-in admin, whose own row says so. */
  currentUserId: string;
  isRefreshing: boolean;
  onRoleChanged: (saved: PublicUser) => void;
}

/** The users list's table (spec section 2): User, Email, Role, Joined, Status and Actions. */
export function UsersTable({ users, currentUserId, isRefreshing, onRoleChanged }: UsersTableProps) {
  const columns: AdminColumn<PublicUser>[] = [
    {
      id: 'user',
      title: 'User',
      isRowHeader: true,
      className: 'min-w-56',
      cell: (user) => <UserIdentity user={user} isSelf={user._id === currentUserId} />,
      placeholder: (
        <div className="flex items-center gap-3">
          <Skeleton shape="block" className="size-9 shrink-0 rounded-pill" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="w-32" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ),
    },
    {
      id: 'email',
      title: 'Email',
      className: 'whitespace-nowrap',
      cell: (user) => user.email,
      placeholder: <Skeleton className="w-44" />,
    },
    {
      id: 'role',
      title: 'Role',
      cell: (user) => <RoleCell user={user} isSelf={user._id === currentUserId} onChanged={onRoleChanged} />,
      placeholder: <Skeleton shape="block" className="h-8 w-26" />,
    },
    {
      id: 'joined',
      title: 'Joined',
      className: 'whitespace-nowrap tabular-nums',
      cell: (user) => formatAdminDate(user.createdAt),
      placeholder: <Skeleton className="w-24" />,
    },
    {
      id: 'status',
      title: 'Status',
      cell: (user) => {
        const badge = verificationBadge(user.isEmailVerified);
        return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
      },
      placeholder: <Skeleton className="h-6 w-20 rounded-pill" />,
    },
    {
      id: 'actions',
      title: 'Actions',
      align: 'end',
      cell: (user) =>
        user.role === 'admin' && (
          <span
            role="img"
            aria-label="Administrator"
            title="Administrator"
            data-slot="admin-shield"
            className="inline-flex size-8 items-center justify-center rounded-pill bg-primary/15 text-primary"
          >
            <ShieldIcon size="sm" />
          </span>
        ),
      placeholder: <Skeleton shape="block" className="ms-auto size-8 rounded-pill" />,
    },
  ];

  return (
    <AdminDataTable
      aria-label="Users"
      columns={columns}
      items={users}
      itemKey={(user) => user._id}
      itemLabel={userName}
      isRefreshing={isRefreshing}
      placeholderRows={ADMIN_PAGE_SIZE}
    />
  );
}

function UserIdentity({ user, isSelf }: { user: PublicUser; isSelf: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-pill bg-accent/15 font-semibold text-accent text-xs"
      >
        {userInitials(user)}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="flex items-center gap-2 font-medium text-foreground">
          {userName(user)}
          {isSelf && <Badge tone="info">You</Badge>}
        </span>
        <span className="text-muted text-xs">
          ID <span className="font-mono">{userIdTail(user._id)}</span>
        </span>
      </div>
    </div>
  );
}
