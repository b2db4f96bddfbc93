import { type Currency, centsToDollars } from '@aurora-store/api';
import { formatPrice } from '../../common/money';

/** A code the server priced: what it takes off, and the subtotal it was priced on. */
export interface AppliedDiscount {
  code: string;
  description: string;
  discountCents: number;
  subtotalCents: number;
}

/**
 * A discount code on the cart's or the checkout's summary (issue 17): what is typed in the field, the code
 * applied to the summary, the code the app carried here from another screen until it is priced on this one,
 * the code being checked, the refusal shown on the field, and the sentence a screen reader is told last.
 */
export interface DiscountCodeState {
  draft: string;
  applied: AppliedDiscount | null;
  carried: string | null;
  checking: string | null;
  error: string | null;
  announcement: string;
}

export type DiscountCodeAction =
  | { type: 'typed'; text: string }
  | { type: 'checking'; code: string }
  /** `currency` is the one the announcement says the discount in. */
  | { type: 'applied'; discount: AppliedDiscount; currency: Currency }
  /** `code` is null when the text was refused before any request (a blank field). */
  | { type: 'refused'; code: string | null; message: string }
  | { type: 'removed' };

/** Nothing typed or applied; `carried` is the code the shopper applied on another screen, if any. */
export function initialDiscountCode(carried: string | null): DiscountCodeState {
  return { draft: '', applied: null, carried, checking: null, error: null, announcement: '' };
}

/** '-$18.00' (or '-₹1,498' in rupees), as the tag and the summary's Discount line read. */
export const discountAmount = (cents: number, currency: Currency) =>
  formatPrice(-centsToDollars(cents), currency);

export function discountCodeReducer(state: DiscountCodeState, action: DiscountCodeAction): DiscountCodeState {
  switch (action.type) {
    case 'typed':
      // Typing again is a new try: the last refusal no longer describes what is in the field.
      return { ...state, draft: action.text, error: null };
    case 'checking':
      return {
        ...state,
        // Another code asked for first: the carried one's check is given up, and it is no longer in use.
        carried: state.carried === action.code ? state.carried : null,
        checking: action.code,
        error: null,
        announcement: `Checking code ${action.code}…`,
      };
    case 'applied': {
      const { discount } = action;
      return {
        ...state,
        applied: discount,
        carried: null,
        checking: null,
        error: null,
        // The tag shows the code now; something else typed meanwhile stays.
        draft: state.draft.trim().toUpperCase() === discount.code ? '' : state.draft,
        announcement: `${discount.code} applied: ${discountAmount(discount.discountCents, action.currency)}`,
      };
    }
    case 'refused': {
      // The code in use stopped applying (the applied one re-priced or refused at submit, or the one carried
      // from another screen): it leaves the summary, and an empty field takes it back so the shopper sees
      // which code the reason is about.
      const dropsApplied = action.code !== null && state.applied?.code === action.code;
      const dropsCode = dropsApplied || (action.code !== null && state.carried === action.code);
      return {
        ...state,
        applied: dropsApplied ? null : state.applied,
        // A blank field sent nothing, so a carried code's check is still under way.
        carried: action.code === null ? state.carried : null,
        checking: null,
        error: action.message,
        draft: dropsCode && state.draft.trim() === '' ? (action.code ?? '') : state.draft,
        announcement: dropsCode ? `${action.message}. ${action.code} was removed.` : action.message,
      };
    }
    case 'removed':
      return {
        ...state,
        applied: null,
        carried: null,
        checking: null,
        error: null,
        announcement: state.applied ? `${state.applied.code} removed` : '',
      };
  }
}

/** The discount the summary and the order may use: only one priced on the subtotal being shown. */
export function usableDiscount(
  state: DiscountCodeState,
  subtotalCents: number | null,
): AppliedDiscount | null {
  return state.applied !== null && state.applied.subtotalCents === subtotalCents ? state.applied : null;
}

/**
 * The code this screen has settled on, for the app to keep: the applied one, or null; undefined while a code
 * is still being checked or the carried one has not been priced here yet.
 */
export function settledCode(state: DiscountCodeState): string | null | undefined {
  if (state.checking !== null || state.carried !== null) return undefined;
  return state.applied?.code ?? null;
}
