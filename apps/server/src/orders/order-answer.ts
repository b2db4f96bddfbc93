import { centsToDollars, type Order } from '@aurora-store/api/contract';
import type { orderEvents, orderItems, orders, users } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderCustomer = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>;

/**
 * An order as every answer shows it (api.md "Order"), from its row, its customer, its lines and its events.
 * Money leaves as dollars; the lines keep the name, image and price they were bought at.
 */
export function toOrderAnswer(
  order: OrderRow,
  customer: OrderCustomer,
  lines: readonly OrderItemRow[],
  events: readonly OrderEventRow[],
): Order {
  const { shippingAddress: shipping, billingAddress: billing } = order;
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    isPaid: order.isPaid,
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    itemsPrice: centsToDollars(order.itemsPriceCents),
    discountPrice: centsToDollars(order.discountCents),
    couponCode: order.couponCode,
    taxPrice: centsToDollars(order.taxPriceCents),
    shippingPrice: centsToDollars(order.shippingPriceCents),
    totalPrice: centsToDollars(order.totalPriceCents),
    user: {
      _id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
    },
    // Field by field, so whatever else the JSON column may hold never reaches an answer.
    shippingAddress: {
      firstName: shipping.firstName,
      lastName: shipping.lastName,
      street: shipping.street,
      city: shipping.city,
      state: shipping.state,
      zipCode: shipping.zipCode,
      country: shipping.country,
      phone: shipping.phone,
    },
    billingAddress: {
      firstName: billing.firstName,
      lastName: billing.lastName,
      street: billing.street,
      city: billing.city,
      state: billing.state,
      zipCode: billing.zipCode,
      country: billing.country,
    },
    paymentMethod: order.paymentMethod,
    orderItems: lines.map((line) => ({
      product: line.productId,
      name: line.name,
      image: line.image,
      price: centsToDollars(line.priceCents),
      quantity: line.quantity,
    })),
    timeline: events.map((event) =>
      event.status
        ? { type: event.type, status: event.status, at: event.at.toISOString() }
        : { type: event.type, at: event.at.toISOString() },
    ),
  };
}
