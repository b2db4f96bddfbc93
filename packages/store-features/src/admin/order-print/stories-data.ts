import { centsToDollars, dollarsToCents, type OrderItem, orderSummary } from '@aurora-store/api';
import { answers, products } from '../../common/story-support/fixtures';
import type { PrintableOrder } from './print-lines';

/** Orders to print in the stories, from the answers recorded from our server. */

/** Delivered and paid, three lines. */
export const paidOrder: PrintableOrder = answers.deliveredOrder.data.order;
/** Pending and not paid. */
export const unpaidOrder: PrintableOrder = answers.pendingOrder.data.order;

const manyLines: OrderItem[] = products.slice(0, 9).map((product, index) => ({
  product: product._id,
  name: index === 0 ? `${product.name} with a long engraved gift message on the lid` : product.name,
  image: '',
  price: product.price,
  quantity: (index % 3) + 1,
}));
const summary = orderSummary(
  manyLines.map((line) => ({ priceCents: dollarsToCents(line.price), quantity: line.quantity })),
);

/** Nine lines, a long product name and a long street: what wraps, and what runs onto a second page. */
export const largeOrder: PrintableOrder = {
  ...paidOrder,
  _id: 'c3a7e2f0-0000-4000-8000-000000000009',
  orderNumber: 'AUR-20261121-BIG009',
  isPaid: false,
  paidAt: null,
  orderItems: manyLines,
  shippingPrice: centsToDollars(summary.shippingCents),
  taxPrice: centsToDollars(summary.taxCents),
  totalPrice: centsToDollars(summary.totalCents),
  shippingAddress: {
    ...paidOrder.shippingAddress,
    firstName: 'Maximiliana',
    lastName: 'Featherstonehaugh-Montgomery',
    street: '4821 Northwest Saint Helens Road, Apartment 1207, Building C (ring the bell twice)',
  },
};
