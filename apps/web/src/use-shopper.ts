import { type Navigate, useCompareList, useToasts } from '@aurora-store/store-features';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { compareListAtom, currencyAtom } from './state/preference-atoms';
import { userAtom } from './state/session-atoms';

/** Where the login page sends the shopper back to (spec section 2, Login). */
export interface ReturnState {
  from?: string;
}

/** The state that sends the login page back to `location` once the shopper has signed in. */
export function returnTo(location: { pathname: string; search: string }): ReturnState {
  return { from: `${location.pathname}${location.search}` };
}

/**
 * What most shopper screens take as props, read from the atoms, with the callbacks mapped to the router and
 * the comparison rules, so each route module stays a few lines.
 */
export function useShopper() {
  const user = useAtomValue(userAtom);
  const [currency, setCurrency] = useAtom(currencyAtom);
  const [compareIds, setCompareIds] = useAtom(compareListAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const toasts = useToasts();

  const onNavigate: Navigate = useCallback(
    (href, options) => void navigate(href, { replace: options?.replace, state: options?.state }),
    [navigate],
  );

  const onRequireLogin = useCallback(
    (message: string) => {
      toasts.info(message);
      void navigate('/login', { state: returnTo(location) });
    },
    [navigate, location, toasts],
  );

  const compare = useCompareList(compareIds, setCompareIds);

  return useMemo(
    () => ({
      user,
      currency,
      setCurrency,
      compareIds,
      onNavigate,
      onRequireLogin,
      ...compare,
    }),
    [user, currency, setCurrency, compareIds, onNavigate, onRequireLogin, compare],
  );
}
