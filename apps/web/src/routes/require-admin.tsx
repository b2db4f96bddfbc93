import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnTo, useShopper } from '../use-shopper';

/**
 * The admin guard (spec sections 2 and 6): anyone but an admin is sent to /login, and an admin who signs in
 * there comes back. It sits outside the admin chunk, so a shopper turned away never downloads admin code.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useShopper();
  const location = useLocation();
  if (user?.role === 'admin') return children;
  return <Navigate to="/login" replace state={returnTo(location)} />;
}
