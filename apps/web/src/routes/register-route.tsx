import { RegisterPage } from '@aurora-store/store-features';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signInAtom } from '../state/session-atoms';

export function Component() {
  const signIn = useSetAtom(signInAtom);
  const navigate = useNavigate();
  return (
    <RegisterPage
      onRegistered={(session) => {
        signIn(session);
        void navigate('/', { replace: true });
      }}
    />
  );
}
