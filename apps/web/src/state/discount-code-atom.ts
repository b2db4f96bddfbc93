import { couponCodeSchema } from '@aurora-store/api';
import { atomWithStorage } from 'jotai/utils';
import { storedValue } from './browser-storage';

const discountCodeStorage = storedValue<string | null>({
  // A hand-edited value that is no code at all is dropped rather than sent to be priced.
  parse: (stored) => {
    const parsed = couponCodeSchema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  },
  write: (code) => code,
  writeTo: () => 'session',
});

/**
 * The discount code the shopper applied on the cart or at checkout (issue 17), carried between the two and
 * across a reload; kept under `discountCode` for this browser session only. Each screen prices it again on
 * arrival, so a code kept here never takes money off by itself.
 */
export const discountCodeAtom = atomWithStorage<string | null>('discountCode', null, discountCodeStorage, {
  getOnInit: true,
});
