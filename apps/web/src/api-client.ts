import { createApiClient } from '@aurora-store/api';
import { appStore } from './app-store';
import { signOutAtom, tokenAtom, userAtom } from './state/session-atoms';

/** Opens /login. The router sets it: the router's loaders call through this client, so it cannot be imported here. */
let openLogin: () => void = () => undefined;

export function setOpenLogin(open: () => void): void {
  openLogin = open;
}

/**
 * The server serves this app, so the API is on the page's own origin. Every call carries the shopper's
 * token; a 401 to a signed-in shopper ends the session and opens /login (spec section 4). Without a token a
 * 401 is the login form's own 'Invalid credentials', which that form shows where it is.
 */
export const apiClient = createApiClient({
  baseUrl: '',
  getToken: () => appStore.get(tokenAtom),
  onUnauthorized: () => {
    if (!appStore.get(tokenAtom)) return;
    appStore.set(signOutAtom);
    openLogin();
  },
  // A 403 to an administrator: another admin may have made this account a shopper's since the page loaded. The
  // profile is read again; no longer an admin's, it is turned away by the admin guard to /login, as any
  // shopper is (spec section 6), instead of staying on screens whose every call is refused.
  onForbidden: () => {
    if (appStore.get(userAtom)?.role !== 'admin') return;
    apiClient.me().then(
      (answer) => appStore.set(userAtom, answer.data.user),
      () => undefined,
    );
  },
});
