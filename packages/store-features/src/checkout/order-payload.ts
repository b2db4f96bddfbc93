import {
  type BillingAddressInput,
  type CartLine,
  COUNTRY,
  centsToDollars,
  dollarsToCents,
  type OrderCreationPayload,
  orderSummary,
  PAYMENT_METHOD,
} from '@aurora-store/api';
import type { CheckoutValues } from './checkout-values';

/** The cart's summary in dollars, as the checkout shows it and the order carries it. */
export interface CartTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** Subtotal, flat shipping, 8% tax and total of the cart, by the same rule the server prices the order. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const summary = orderSummary(
    lines.map((line) => ({ priceCents: dollarsToCents(line.product.price), quantity: line.quantity })),
  );
  return {
    subtotal: centsToDollars(summary.subtotalCents),
    shipping: centsToDollars(summary.shippingCents),
    tax: centsToDollars(summary.taxCents),
    total: centsToDollars(summary.totalCents),
  };
}

/**
 * The order creation payload of spec section 3 from the cart and a valid form. The card details are
 * checked on the form but never sent: the payload has no place for them.
 */
export function orderPayload(lines: readonly CartLine[], values: CheckoutValues): OrderCreationPayload {
  const address: BillingAddressInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    country: COUNTRY,
  };
  const totals = cartTotals(lines);
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
