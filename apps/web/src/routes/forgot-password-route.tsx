import { ForgotPasswordPage } from '@aurora-store/store-features';

export function Component() {
  return <ForgotPasswordPage />;
}
