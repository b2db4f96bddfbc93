import { expect, userEvent, within } from 'storybook/test';
import { sampleShippingAddress } from './sample-checkout';

type Canvas = ReturnType<typeof within>;

/** The toast region sits outside the story's canvas. */
export const toasts = () => within(document.body);

/** A field of the form once the cart has loaded, by its label. */
export const findField = (canvas: Canvas, label: string) => canvas.findByRole('textbox', { name: label });

export const placeOrderButton = (canvas: Canvas) => canvas.findByRole('button', { name: 'Place Order' });

/**
 * Clears a field and pastes into it: one change, so the masks see the whole text at once, and a form of
 * twelve fields fills in well within a story's time. The mask stories type key by key instead.
 */
export async function fillField(canvas: Canvas, label: string, text: string) {
  const input = await findField(canvas, label);
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
}

/** The address fields the signed-in shopper's profile does not fill in: the sample address's. */
export async function fillShipping(canvas: Canvas) {
  await fillField(canvas, 'Address', sampleShippingAddress.street);
  await fillField(canvas, 'City', sampleShippingAddress.city);
  await fillField(canvas, 'State', sampleShippingAddress.state);
  await fillField(canvas, 'ZIP code', sampleShippingAddress.zipCode);
}

export interface CardDetails {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  nameOnCard: string;
}

export const validCard: CardDetails = {
  cardNumber: '4242424242424242',
  expiryDate: '1229',
  cvv: '123',
  nameOnCard: 'Emma Wilson',
};

export async function fillPayment(canvas: Canvas, card: Partial<CardDetails> = {}) {
  const details = { ...validCard, ...card };
  await fillField(canvas, 'Card number', details.cardNumber);
  await fillField(canvas, 'Expiry date', details.expiryDate);
  await fillField(canvas, 'CVV', details.cvv);
  await fillField(canvas, 'Name on card', details.nameOnCard);
}

/** Fills in what the signed-in shopper's profile leaves empty (the address, the card) and places the order. */
export async function fillAndPlaceOrder(canvas: Canvas) {
  await fillShipping(canvas);
  await fillPayment(canvas);
  await userEvent.click(await placeOrderButton(canvas));
}

/** Shows a field's message under it, tied to the input as its description. */
export async function expectFieldError(canvas: Canvas, label: string, message: string) {
  const input = await findField(canvas, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** 'MMYY' of a month counted from this one (0 is this month, -1 the last, 1 the next). */
export function expiryDigits(monthsFromNow: number): string {
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() + monthsFromNow, 1);
  return `${String(month.getMonth() + 1).padStart(2, '0')}${String(month.getFullYear() % 100).padStart(2, '0')}`;
}
