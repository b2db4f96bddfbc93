import { AccountPage } from '@aurora-store/store-features';
import { useSetAtom } from 'jotai';
import { signOutAtom, tokenAtom, userAtom } from '../state/session-atoms';
import { useShopper } from '../use-shopper';

export function Component() {
  const { user, onNavigate } = useShopper();
  const setUser = useSetAtom(userAtom);
  const setToken = useSetAtom(tokenAtom);
  const signOut = useSetAtom(signOutAtom);
  return (
    <AccountPage
      user={user}
      onUserChange={setUser}
      onTokenChange={setToken}
      onAccountDeleted={() => {
        signOut();
        onNavigate('/', { replace: true });
      }}
    />
  );
}
