import {
  IDEMPOTENCY_KEY_HEADER,
  MY_ORDERS_PAGE_SIZE,
  type MyOrdersResponse,
  type Order,
  type OrderResponse,
  paginate,
  type ShippingAddress,
} from '@aurora-store/api';
import { fn } from 'storybook/test';
import { answers, shopper } from '../../common/story-support/fixtures';
import {
  type MockAnswer,
  type MockHandler,
  type MockRoutes,
  ok,
} from '../../common/story-support/mock-routes';
import { cartLines } from '../cart/stories-data';
import type { CheckoutPageProps } from './checkout-page';
import { sampleBillingAddress, sampleShippingAddress } from './sample-checkout';

/**
 * The order the server answers for the demo cart (a $1,199 camera and an $89 throw, $1,401.04 with shipping and
 * tax) sent to the sample address: pending, unpaid, priced as the summary shows it.
 */
export const placedOrder: Order = {
  ...answers.pendingOrder.data.order,
  itemsPrice: 1288,
  taxPrice: 103.04,
  shippingPrice: 10,
  totalPrice: 1401.04,
  shippingAddress: sampleShippingAddress,
  billingAddress: sampleBillingAddress,
  orderItems: cartLines.map((line) => ({
    product: line.product._id,
    name: line.product.name,
    image: line.product.image,
    price: line.product.price,
    quantity: line.quantity,
  })),
};

export const placedOrderAnswer: OrderResponse = { success: true, data: { order: placedOrder } };

/** What each POST /api/orders was sent: its body, and its Idempotency-Key header where a story reads it. */
export const orderRequests = {
  body: fn(),
  idempotencyKey: fn(),
};

export function resetOrderRequests() {
  orderRequests.body.mockClear();
  orderRequests.idempotencyKey.mockClear();
}

/** How the fake server meets the nth POST /api/orders (from 1): an answer, or the order placed. */
export type OrderOutcome = MockAnswer | 'placed';

/** POST /api/orders recording each request's body and Idempotency-Key, answering as `outcome` says. */
export function ordersRoute(outcome: (call: number) => OrderOutcome): MockHandler {
  return ({ body, headers }) => {
    orderRequests.body(body);
    orderRequests.idempotencyKey(headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined);
    const result = outcome(orderRequests.body.mock.calls.length);
    return result === 'placed' ? ok(placedOrderAnswer, 201) : result;
  };
}

/** GET /api/orders/my-orders with these orders on its first page. */
export const myOrdersAnswer = (orders: Order[]): MyOrdersResponse => ({
  success: true,
  data: { orders, pagination: paginate(1, MY_ORDERS_PAGE_SIZE, orders.length) },
});

/** Where the shopper's most recent order went: not their profile's name and phone, so the fill shows. */
export const lastOrderAddress: ShippingAddress = {
  firstName: 'Olivia',
  lastName: 'Wilson',
  street: '88 NW Flanders St',
  city: 'Portland',
  state: 'OR',
  zipCode: '97209',
  country: 'US',
  phone: '5035550199',
};

/** Two earlier orders, the older one listed first: the newer one's address is the last. */
export const earlierOrdersAnswer = myOrdersAnswer([
  { ...placedOrder, _id: 'c3a7e2f0-0000-4000-8000-000000000001', createdAt: '2026-09-02T10:00:00.000Z' },
  {
    ...placedOrder,
    _id: 'c3a7e2f0-0000-4000-8000-000000000002',
    createdAt: '2026-11-12T10:00:00.000Z',
    shippingAddress: lastOrderAddress,
  },
]);

/** Every checkout story file's props: the demo shopper signed in, no discount code yet, spies for the rest. */
export const checkoutArgs = {
  user: shopper,
  onNavigate: fn(),
  onOrderPlaced: fn(),
  discountCode: null,
  onDiscountCodeChange: fn(),
} satisfies CheckoutPageProps;

/** The cart loads and the order is placed; the shopper's first order, so no address is filled in. */
export const checkoutRoutes: MockRoutes = {
  'GET /api/cart': ok(answers.cart),
  'POST /api/orders': ordersRoute(() => 'placed'),
  'GET /api/orders/my-orders': ok(myOrdersAnswer([])),
};

/** Each field's label and the message an empty submit shows under it (spec section 5). */
export const requiredMessages: Record<string, string> = {
  Email: 'Email is required',
  'First name': 'First name is required',
  'Last name': 'Last name is required',
  Address: 'Address is required',
  City: 'City is required',
  State: 'State is required',
  'ZIP code': 'ZIP code is required',
  'Phone number': 'Phone number is required',
  'Card number': 'Card number is required',
  'Expiry date': 'Expiry date is required',
  CVV: 'CVV is required',
  'Name on card': 'Name on card is required',
};

/** The second rule of every field but the address, as the InvalidFormats story breaks each one. */
export const formatMessages = [
  'Please enter a valid email address',
  'First name should only contain letters',
  'Last name should only contain letters',
  'City should only contain letters',
  'State should only contain letters',
  'ZIP code must be 5 digits',
  'Phone number must be 10 digits',
  'Card number must be 16 digits',
  'Expiry date must be in MM/YY format',
  'CVV must be 3 digits',
  'Name should only contain letters',
];
