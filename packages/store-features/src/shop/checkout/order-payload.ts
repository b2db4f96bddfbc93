import {
  type BillingAddressInput,
  type CartLine,
  COUNTRY,
  centsToDollars,
  dollarsToCents,
  type OrderCreationPayload,
  orderSummary,
  PAYMENT_METHOD,
  type PricedLine,
  subtotalCents,
} from '@aurora-store/api';
import type { CheckoutValues } from './checkout-values';

/** The cart's summary in dollars, as the checkout shows it and the order carries it. */
export interface CartTotals {
  subtotal: number;
  /** What a discount code takes off; 0 without one. */
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

function pricedLines(lines: readonly CartLine[]): PricedLine[] {
  return lines.map((line) => ({ priceCents: dollarsToCents(line.product.price), quantity: line.quantity }));
}

/** The subtotal a discount code is priced on. */
export function cartSubtotalCents(lines: readonly CartLine[]): number {
  return subtotalCents(pricedLines(lines));
}

/** A code the server priced on this cart, as the order sends it. */
export interface OrderDiscount {
  code: string;
  discountCents: number;
}

/**
 * Subtotal, a code's discount, flat shipping, 8% tax (of what remains after the discount) and total of the
 * cart, by the same rule the server prices the order.
 */
export function cartTotals(lines: readonly CartLine[], discountCents = 0): CartTotals {
  const summary = orderSummary(pricedLines(lines), discountCents);
  return {
    subtotal: centsToDollars(summary.subtotalCents),
    discount: centsToDollars(summary.discountCents),
    shipping: centsToDollars(summary.shippingCents),
    tax: centsToDollars(summary.taxCents),
    total: centsToDollars(summary.totalCents),
  };
}

/**
 * The order creation payload of spec section 3 from the cart and a valid form. The card details are
 * checked on the form but never sent: the payload has no place for them. With a discount code it also carries
 * the code, and the totals are the discounted ones the shopper was shown; without one it is the spec's payload
 * exactly, with no `couponCode` key at all.
 */
export function orderPayload(
  lines: readonly CartLine[],
  values: CheckoutValues,
  discount: OrderDiscount | null = null,
): OrderCreationPayload {
  const address: BillingAddressInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    country: COUNTRY,
  };
  const totals = cartTotals(lines, discount?.discountCents);
  return {
    orderItems: lines.map((line) => ({
      product: line.product._id,
      name: line.product.name,
      image: line.product.images[0]?.url ?? '',
      price: line.product.price,
      quantity: line.quantity,
    })),
    shippingAddress: { ...address, phone: values.phone.trim() },
    billingAddress: address,
    paymentMethod: PAYMENT_METHOD,
    taxPrice: totals.tax,
    shippingPrice: totals.shipping,
    totalPrice: totals.total,
    ...(discount && { couponCode: discount.code }),
  };
}

/** Who placed the order, as the confirmation shows them (spec section 2: name, email and phone). */
export interface CheckoutCustomer {
  name: string;
  email: string;
  phone: string;
}

export function checkoutCustomer(values: CheckoutValues): CheckoutCustomer {
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
}
