import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page load: the atoms read localStorage when their module is first evaluated, as in the browser. */
async function reload() {
  vi.resetModules();
  const [session, preferences, discountCode] = await Promise.all([
    import('./session-atoms'),
    import('./preference-atoms'),
    import('./discount-code-atom'),
  ]);
  return { store: createStore(), ...session, ...preferences, ...discountCode };
}

const user = {
  _id: '9f35dece-b606-40a6-99f3-505ec828485a',
  firstName: 'Emma',
  lastName: 'Wilson',
  email: 'emma.wilson@example.com',
  phone: '5035550142',
  role: 'user' as const,
  isEmailVerified: true,
  preferences: { orderUpdates: true, promotions: true, newProducts: false },
  createdAt: '2026-08-17T14:50:08.832Z',
};

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let storage: MemoryStorage;
let browserSession: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  browserSession = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', browserSession);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session', () => {
  it('is restored from the token and user a reload left behind', async () => {
    storage.setItem('token', 'a.jwt.token');
    storage.setItem('user', JSON.stringify(user));
    const { store, sessionAtom } = await reload();
    expect(store.get(sessionAtom)).toEqual({ token: 'a.jwt.token', user });
  });

  it('needs both: a token without a user is no session', async () => {
    storage.setItem('token', 'a.jwt.token');
    const { store, sessionAtom } = await reload();
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('ignores a stored user that is not a user', async () => {
    storage.setItem('token', 'a.jwt.token');
    storage.setItem('user', '{"firstName": 42');
    const { store, userAtom } = await reload();
    expect(store.get(userAtom)).toBeNull();
  });

  it("is kept under the spec's keys on sign-in and removed on sign-out", async () => {
    const { store, signInAtom, signOutAtom, tokenAtom } = await reload();
    store.set(signInAtom, { token: 'a.jwt.token', user });
    expect(storage.getItem('token')).toBe('a.jwt.token');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(user);

    store.set(signOutAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(storage.items.has('token')).toBe(false);
    expect(storage.items.has('user')).toBe(false);
  });

  it('is kept for this browser session only without Remember me', async () => {
    const { store, signInAtom, sessionAtom } = await reload();
    store.set(signInAtom, { token: 'a.jwt.token', user, remember: false });
    expect(storage.items.has('token')).toBe(false);
    expect(browserSession.getItem('token')).toBe('a.jwt.token');
    const next = await reload();
    expect(next.store.get(next.sessionAtom)).toEqual({ token: 'a.jwt.token', user });
    expect(store.get(sessionAtom)).not.toBeNull();
  });

  it('stays in this browser session when the profile refetched on the next load is written', async () => {
    const first = await reload();
    first.store.set(first.signInAtom, { token: 'a.jwt.token', user, remember: false });
    const { store, userAtom } = await reload();
    store.set(userAtom, { ...user, firstName: 'Emmy' });
    expect(storage.items.has('user')).toBe(false);
    expect(JSON.parse(browserSession.getItem('user') ?? 'null')).toMatchObject({ firstName: 'Emmy' });
  });
});

describe('the preferences', () => {
  it('keep the currency under preferredCurrency, USD by default', async () => {
    const { store, currencyAtom } = await reload();
    expect(store.get(currencyAtom)).toBe('USD');
    store.set(currencyAtom, 'INR');
    expect(storage.getItem('preferredCurrency')).toBe('INR');
    const next = await reload();
    expect(next.store.get(next.currencyAtom)).toBe('INR');
  });

  it('fall back to USD for a currency the store does not sell in', async () => {
    storage.setItem('preferredCurrency', 'EUR');
    const { store, currencyAtom } = await reload();
    expect(store.get(currencyAtom)).toBe('USD');
  });

  it('keep the comparison list as JSON under compareList and drop a broken one', async () => {
    const { store, compareListAtom } = await reload();
    store.set(compareListAtom, ['a', 'b']);
    expect(storage.getItem('compareList')).toBe('["a","b"]');
    const next = await reload();
    expect(next.store.get(next.compareListAtom)).toEqual(['a', 'b']);

    storage.setItem('compareList', '[1, 2]');
    const broken = await reload();
    expect(broken.store.get(broken.compareListAtom)).toEqual([]);
  });
});

describe('the discount code', () => {
  it('is kept under discountCode for this browser session only, and survives a reload', async () => {
    const { store, discountCodeAtom } = await reload();
    expect(store.get(discountCodeAtom)).toBeNull();
    store.set(discountCodeAtom, 'AUTUMN15');
    expect(browserSession.getItem('discountCode')).toBe('AUTUMN15');
    expect(storage.items.has('discountCode')).toBe(false);
    const next = await reload();
    expect(next.store.get(next.discountCodeAtom)).toBe('AUTUMN15');

    next.store.set(next.discountCodeAtom, null);
    expect(browserSession.items.has('discountCode')).toBe(false);
  });

  it('reads a stored code as the server matches it, and drops one that is no code', async () => {
    browserSession.setItem('discountCode', ' autumn15 ');
    const { store, discountCodeAtom } = await reload();
    expect(store.get(discountCodeAtom)).toBe('AUTUMN15');

    browserSession.setItem('discountCode', 'x'.repeat(200));
    const broken = await reload();
    expect(broken.store.get(broken.discountCodeAtom)).toBeNull();
  });

  it('goes with the session on sign-out', async () => {
    const { store, signInAtom, signOutAtom, discountCodeAtom } = await reload();
    store.set(signInAtom, { token: 'a.jwt.token', user });
    store.set(discountCodeAtom, 'AUTUMN15');
    store.set(signOutAtom);
    expect(store.get(discountCodeAtom)).toBeNull();
    expect(browserSession.items.has('discountCode')).toBe(false);
  });
});
