import { ResetPasswordPage } from '@aurora-store/store-features';
import { useSearchParams } from 'react-router-dom';
import { useShopper } from '../use-shopper';

/** The link in the reset email carries the token: /reset-password?token=... */
export function Component() {
  const [params] = useSearchParams();
  const { onNavigate } = useShopper();
  return <ResetPasswordPage token={params.get('token')} onNavigate={onNavigate} />;
}
