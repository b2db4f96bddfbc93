import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { apiClient } from './api-client';
import { tokenAtom, userAtom } from './state/session-atoms';

/**
 * On load a restored session refetches the profile (spec section 4): the fresh user replaces the stored one,
 * and a refused token (401, the only answer the server gives a token it will not take) logs out, as a 401 to
 * any call does, through the API client's onUnauthorized. Any other failure keeps the session: no answer, an
 * answer cut off (a page left while the profile was still arriving), a server error or an unreadable answer is
 * the server or the network failing, not the shopper's session ending.
 */
export function SessionRefresh() {
  const token = useAtomValue(tokenAtom);
  const setUser = useSetAtom(userAtom);

  // Once per page load, with the token the page started with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a later sign-in brings its own fresh user.
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    apiClient
      .me(controller.signal)
      .then((answer) => setUser(answer.data.user))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return null;
}
