import { AdminUsersPage } from '@aurora-store/store-features/admin';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { userAtom } from '../../state/session-atoms';

/**
 * User management. An admin who makes themselves a user has left the admin area: the stored user says so at
 * once (the guard would otherwise still let them in until the next profile refresh) and they go to the store.
 */
export function AdminUsersRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [user, setUser] = useAtom(userAtom);
  return (
    <AdminUsersPage
      query={location.search}
      onQueryChange={(search, options) => void navigate({ pathname: location.pathname, search }, options)}
      currentUserId={user?._id ?? ''}
      onSelfDemoted={() => {
        if (user) setUser({ ...user, role: 'user' });
        void navigate('/', { replace: true });
      }}
    />
  );
}
