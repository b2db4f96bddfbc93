import { VerifyEmailPage } from '@aurora-store/store-features';
import { useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { userAtom } from '../state/session-atoms';
import { returnTo, useShopper } from '../use-shopper';

/** The link in the verification email carries the token: /verify-email?token=... */
export function Component() {
  const [params] = useSearchParams();
  const { user, onNavigate } = useShopper();
  const setUser = useSetAtom(userAtom);
  return (
    <VerifyEmailPage
      token={params.get('token')}
      user={user}
      onUserChange={setUser}
      // Signed in, the account page offers a new link: that is where the login sends them on.
      onSignIn={() => onNavigate('/login', { state: returnTo({ pathname: '/profile', search: '' }) })}
    />
  );
}
