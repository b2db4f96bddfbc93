import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnTo, useShopper } from '../use-shopper';

/** A screen that cannot work signed out sends the shopper to log in, and back here after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user } = useShopper();
  const location = useLocation();
  if (user) return children;
  return <Navigate to="/login" replace state={returnTo(location)} />;
}
