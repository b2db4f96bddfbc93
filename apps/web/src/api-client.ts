import { createApiClient } from '@aurora-store/api';
import { appStore } from './app-store';
import { signOutAtom, tokenAtom } from './state/session-atoms';

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
});
