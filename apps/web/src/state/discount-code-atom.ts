import { COUPON_CODE_MAX_LENGTH } from '@aurora-store/api';
import { atomWithStorage } from 'jotai/utils';
import { storedValue } from './browser-storage';

const discountCodeStorage = storedValue<string | null>({
  // A hand-edited value that is no code at all is dropped rather than sent to be priced. Read by hand, not with
  // the contract's zod schema: this atom is in the first visit's script, and zod is not (pnpm size:web).
  parse: (stored) => {
    const code = stored.trim().toUpperCase();
    return code.length > 0 && code.length <= COUPON_CODE_MAX_LENGTH ? code : undefined;
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
