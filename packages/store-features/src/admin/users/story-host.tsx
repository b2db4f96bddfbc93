import { ListAtUrl } from '../list/list-at-url';
import { AdminUsersPage, type AdminUsersPageProps } from './admin-users-page';

/** The users list as the app runs it, its URL following every change (see `ListAtUrl`). */
export function UsersAtUrl(props: AdminUsersPageProps) {
  return (
    <ListAtUrl path="/admin/users" {...props}>
      {(query, onQueryChange) => <AdminUsersPage {...props} query={query} onQueryChange={onQueryChange} />}
    </ListAtUrl>
  );
}
