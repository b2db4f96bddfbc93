import { CURRENCIES, type Currency } from '@aurora-store/api';
import { atomWithStorage } from 'jotai/utils';
import { parseJson, storedValue } from './browser-storage';

const currencyStorage = storedValue<Currency>({
  parse: (stored) => CURRENCIES.find((currency) => currency === stored),
  write: (currency) => currency,
});

/** USD or INR, kept under `preferredCurrency` (spec section 4: toggled and persisted). */
export const currencyAtom = atomWithStorage<Currency>('preferredCurrency', 'USD', currencyStorage, {
  getOnInit: true,
});

const compareListStorage = storedValue<readonly string[]>({
  parse: (stored) => {
    const value = parseJson(stored);
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : undefined;
  },
  write: (ids) => JSON.stringify(ids),
});

/** The product ids being compared, kept under `compareList`; works without login. */
export const compareListAtom = atomWithStorage<readonly string[]>('compareList', [], compareListStorage, {
  getOnInit: true,
});
