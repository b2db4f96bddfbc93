import { LoginPage } from '@aurora-store/store-features';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { signInAtom } from '../state/session-atoms';
import type { ReturnState } from '../use-shopper';

/** After login the shopper returns to the page they came from, or /, replacing history (spec section 2). */
export function Component() {
  const signIn = useSetAtom(signInAtom);
  const navigate = useNavigate();
  const from = (useLocation().state as ReturnState | null)?.from ?? '/';
  return (
    <LoginPage
      onLoggedIn={(session) => {
        signIn(session);
        void navigate(from, { replace: true });
      }}
    />
  );
}
