import { useState } from 'react';
import { AdminLayout } from '../layout';
import { AdminUsersPage, type AdminUsersPageProps } from './admin-users-page';

/** The page as the app runs it, inside the admin frame, its URL query following every change the page reports. */
export function UsersAtUrl(props: AdminUsersPageProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <AdminLayout currentPath="/admin/users">
      <AdminUsersPage
        {...props}
        query={query}
        onQueryChange={(next) => {
          props.onQueryChange(next);
          setQuery(next);
        }}
      />
    </AdminLayout>
  );
}
