import { type PublicUser, publicUserSchema } from '@aurora-store/api';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { parseJson, storedValue } from './browser-storage';

const tokenStorage = storedValue<string | null>(
  (stored) => (stored.length > 0 ? stored : undefined),
  (token) => token,
);

const userStorage = storedValue<PublicUser | null>(
  (stored) => publicUserSchema.safeParse(parseJson(stored)).data,
  (user) => (user ? JSON.stringify(user) : null),
);

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

export const signInAtom = atom(null, (_get, set, session: { token: string; user: PublicUser }) => {
  set(tokenAtom, session.token);
  set(userAtom, session.user);
});

/** Logout, a failed profile refetch and any 401 all end the session the same way. */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(userAtom, null);
});
