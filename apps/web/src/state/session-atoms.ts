import type { PublicUser } from '@aurora-store/api';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { areaHolding, parseJson, type StorageArea, storedValue } from './browser-storage';
import { discountCodeAtom } from './discount-code-atom';
import { storedUser } from './stored-user';

/**
 * Where the session is kept: localStorage with Remember me, else sessionStorage (gone with the browser). A page
 * load goes on where the sign-in put it, so the profile refetched on load is not written to localStorage for a
 * session that was to end with the browser.
 */
let sessionArea: StorageArea = areaHolding('token') ?? 'local';

const tokenStorage = storedValue<string | null>({
  parse: (stored) => (stored.length > 0 ? stored : undefined),
  write: (token) => token,
  writeTo: () => sessionArea,
});

const userStorage = storedValue<PublicUser | null>({
  parse: (stored) => storedUser(parseJson(stored)),
  write: (user) => (user ? JSON.stringify(user) : null),
  writeTo: () => sessionArea,
});

/** The bearer token of the signed-in shopper, kept under `token` (spec section 3, local storage). */
export const tokenAtom = atomWithStorage<string | null>('token', null, tokenStorage, { getOnInit: true });

/** The signed-in user as last known, kept under `user`; the profile is refetched on load. */
export const userAtom = atomWithStorage<PublicUser | null>('user', null, userStorage, { getOnInit: true });

/** Signed in only with both a token and a user (spec section 4: both are restored, or neither). */
export const sessionAtom = atom((get) => {
  const token = get(tokenAtom);
  const user = get(userAtom);
  return token && user ? { token, user } : null;
});

export interface SignIn {
  token: string;
  user: PublicUser;
  /** Remember me; registration signs in remembered. */
  remember?: boolean;
}

export const signInAtom = atom(null, (_get, set, { token, user, remember = true }: SignIn) => {
  sessionArea = remember ? 'local' : 'session';
  set(tokenAtom, token);
  set(userAtom, user);
});

/**
 * Logout, a failed profile refetch and any 401 all end the session the same way. The discount code goes too:
 * it was priced for this shopper, and the next one to sign in on this tab starts without it.
 */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(userAtom, null);
  set(discountCodeAtom, null);
});
