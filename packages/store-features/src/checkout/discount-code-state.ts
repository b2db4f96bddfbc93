import { centsToDollars } from '@aurora-store/api';
import { formatMoney } from '@aurora-store/ui';

/** A code the server priced: what it takes off, and the subtotal it was priced on. */
export interface AppliedDiscount {
  code: string;
  description: string;
  discountCents: number;
  subtotalCents: number;
}

/**
 * The checkout's discount code (issue 17): what is typed in the field, the code applied to the summary, the
 * code being checked, the refusal shown on the field, and the sentence a screen reader is told last.
 */
export interface DiscountCodeState {
  draft: string;
  applied: AppliedDiscount | null;
  checking: string | null;
  error: string | null;
  announcement: string;
}

export type DiscountCodeAction =
  | { type: 'typed'; text: string }
  | { type: 'checking'; code: string }
  | { type: 'applied'; discount: AppliedDiscount }
  /** `code` is null when the text was refused before any request (a blank field). */
  | { type: 'refused'; code: string | null; message: string }
  | { type: 'removed' };

export const initialDiscountCode: DiscountCodeState = {
  draft: '',
  applied: null,
  checking: null,
  error: null,
  announcement: '',
};

/** '-$18.00', as the summary's Discount line reads. */
export const discountAmount = (cents: number) => formatMoney(-centsToDollars(cents), 'USD');

export function discountCodeReducer(state: DiscountCodeState, action: DiscountCodeAction): DiscountCodeState {
  switch (action.type) {
    case 'typed':
      // Typing again is a new try: the last refusal no longer describes what is in the field.
      return { ...state, draft: action.text, error: null };
    case 'checking':
      return { ...state, checking: action.code, error: null, announcement: `Checking code ${action.code}…` };
    case 'applied': {
      const { discount } = action;
      return {
        ...state,
        applied: discount,
        checking: null,
        error: null,
        // The tag shows the code now; something else typed meanwhile stays.
        draft: state.draft.trim().toUpperCase() === discount.code ? '' : state.draft,
        announcement: `${discount.code} applied: ${discountAmount(discount.discountCents)}`,
      };
    }
    case 'refused': {
      // The applied code itself stopped applying (re-priced, or refused at submit): it leaves the summary, and
      // an empty field takes it back so the shopper sees which code the reason is about.
      const dropsApplied = action.code !== null && state.applied?.code === action.code;
      return {
        ...state,
        applied: dropsApplied ? null : state.applied,
        checking: null,
        error: action.message,
        draft: dropsApplied && state.draft.trim() === '' ? (action.code ?? '') : state.draft,
        announcement: dropsApplied ? `${action.message}. ${action.code} was removed.` : action.message,
      };
    }
    case 'removed':
      return {
        ...state,
        applied: null,
        checking: null,
        error: null,
        announcement: state.applied ? `${state.applied.code} removed` : '',
      };
  }
}

/** The discount the summary and the order may use: only one priced on the subtotal being shown. */
export function usableDiscount(state: DiscountCodeState, subtotalCents: number): AppliedDiscount | null {
  return state.applied?.subtotalCents === subtotalCents ? state.applied : null;
}
