import { z } from 'zod';
import {
  clientDollarsSchema,
  dollarsSchema,
  idSchema,
  isoDateSchema,
  pageQuerySchema,
  paginationSchema,
} from './common';
import {
  COUNTRY,
  COUPON_CODE_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MY_ORDERS_MAX_PAGE_SIZE,
  MY_ORDERS_PAGE_SIZE,
  ORDER_EVENT_TYPES,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_STATUSES,
  PAYMENT_METHOD,
} from './constants';
import { successEnvelopeSchema } from './envelope';

/** Required text, trimmed, with the checkout form's own message when it is missing or blank. */
const requiredText = (requiredMessage: string, max = 100) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Must be at most ${max} characters`);

const addressFields = {
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  street: requiredText('Address is required', 200),
  city: requiredText('City is required'),
  state: requiredText('State is required'),
  zipCode: requiredText('ZIP code is required', 10).regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
  country: z.literal(COUNTRY, { error: `Country must be ${COUNTRY}` }),
};

/** Where the order goes, as the checkout sends it. */
export const shippingAddressInputSchema = z.object({
  ...addressFields,
  phone: requiredText('Phone number is required', 20).refine(
    (phone) => phone.replace(/\D/g, '').length === 10,
    'Phone number must be 10 digits',
  ),
});
export const billingAddressInputSchema = z.object(addressFields);
export type ShippingAddressInput = z.input<typeof shippingAddressInputSchema>;
export type BillingAddressInput = z.input<typeof billingAddressInputSchema>;

/**
 * One line of the order creation payload. Only `product` and `quantity` count: the server reads name,
 * image and price from its own catalogue, so the others may be sent (the spec's payload has them) but change
 * nothing.
 */
export const orderLineInputSchema = z.object({
  product: idSchema,
  name: z.string().max(500).optional(),
  image: z.string().max(2000).optional(),
  price: clientDollarsSchema.optional(),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(ORDER_LINE_MAX_QUANTITY, `Quantity must be at most ${ORDER_LINE_MAX_QUANTITY}`),
});

/**
 * `POST /api/orders`: the spec's order creation payload. The totals are what the shopper was shown, as the
 * client worked them out (rounded to cents here); the server computes its own and refuses the order when they
 * differ by more than a cent.
 */
export const orderCreationSchema = z.object({
  orderItems: z
    .array(orderLineInputSchema)
    .min(1, 'An order needs at least one item')
    .max(ORDER_MAX_LINES, `An order has at most ${ORDER_MAX_LINES} lines`),
  shippingAddress: shippingAddressInputSchema,
  billingAddress: billingAddressInputSchema,
  paymentMethod: z.literal(PAYMENT_METHOD, { error: `Payment method must be ${PAYMENT_METHOD}` }),
  taxPrice: clientDollarsSchema,
  shippingPrice: clientDollarsSchema,
  totalPrice: clientDollarsSchema,
  /**
   * A discount code (beyond the spec, issue 17); the shown totals are then the discounted ones. Blank is none:
   * an order without a code keeps the spec's payload and totals exactly.
   */
  couponCode: z
    .string()
    .trim()
    .max(COUPON_CODE_MAX_LENGTH, `A discount code has at most ${COUPON_CODE_MAX_LENGTH} characters`)
    .transform((code) => (code === '' ? undefined : code.toUpperCase()))
    .optional(),
});
export type OrderCreationPayload = z.input<typeof orderCreationSchema>;
export type OrderCreation = z.output<typeof orderCreationSchema>;

/** Header names arrive lower-case; every other header passes through untouched. */
export const orderCreationHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`)
    .optional(),
});

export const myOrdersQuerySchema = z.object({
  page: pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(MY_ORDERS_MAX_PAGE_SIZE).default(MY_ORDERS_PAGE_SIZE),
});
/** What a client sends: both optional (page 1, MY_ORDERS_PAGE_SIZE lines). */
export interface MyOrdersQuery {
  page?: number;
  limit?: number;
}

/* Answers: plain text fields, since an order keeps whatever was valid when it was placed. */

export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export const shippingAddressSchema = orderAddressSchema.extend({ phone: z.string() });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type BillingAddress = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  /** The product's id, or null once the product is gone; the line keeps its own name, image and price. */
  product: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  price: dollarsSchema,
  quantity: z.number().int().min(1),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One step of the order's timeline; `status` is the status the order entered, when the step changed it. */
export const orderEventSchema = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  status: z.enum(ORDER_STATUSES).optional(),
  at: isoDateSchema,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderCustomerSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** An order as every answer shows it (api.md "Order"). `itemsPrice` is the subtotal. */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDateSchema,
  isPaid: z.boolean(),
  paidAt: isoDateSchema.nullable(),
  deliveredAt: isoDateSchema.nullable(),
  itemsPrice: dollarsSchema,
  /** The discount code's amount off the subtotal, 0 without one; tax was charged on what remained. */
  discountPrice: dollarsSchema,
  /** The discount code used, upper-case, or null. */
  couponCode: z.string().nullable(),
  taxPrice: dollarsSchema,
  shippingPrice: dollarsSchema,
  totalPrice: dollarsSchema,
  user: orderCustomerSchema,
  shippingAddress: shippingAddressSchema,
  billingAddress: orderAddressSchema,
  paymentMethod: z.string(),
  orderItems: z.array(orderItemSchema),
  timeline: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = successEnvelopeSchema(z.object({ order: orderSchema }));
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const myOrdersResponseSchema = successEnvelopeSchema(
  z.object({ orders: z.array(orderSchema), pagination: paginationSchema }),
);
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

export const clearOrderHistoryResponseSchema = successEnvelopeSchema(
  z.object({ clearedCount: z.number().int().min(0) }),
);
export type ClearOrderHistoryResponse = z.infer<typeof clearOrderHistoryResponseSchema>;
