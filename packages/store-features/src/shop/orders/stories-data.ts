import {
  centsToDollars,
  dollarsToCents,
  MY_ORDERS_PAGE_SIZE,
  type MyOrdersResponse,
  type MyReview,
  type MyReviewsResponse,
  type Order,
  type OrderItem,
  type OrderResponse,
  orderSummary,
  paginate,
} from '@aurora-store/api';
import { answers, products } from '../../common/story-support/fixtures';

/** Order variants for the order screens' stories, derived from the recorded answers. */

export const deliveredOrder = answers.deliveredOrder.data.order;
export const pendingOrder = answers.pendingOrder.data.order;
export const recordedOrders = answers.myOrders.data.orders;

/** An order priced from its lines the way the server prices it, so every figure on screen adds up. */
function pricedOrder(order: Order, orderItems: OrderItem[]): Order {
  const summary = orderSummary(
    orderItems.map((item) => ({ priceCents: dollarsToCents(item.price), quantity: item.quantity })),
  );
  return {
    ...order,
    orderItems,
    itemsPrice: centsToDollars(summary.subtotalCents),
    shippingPrice: centsToDollars(summary.shippingCents),
    taxPrice: centsToDollars(summary.taxCents),
    totalPrice: centsToDollars(summary.totalCents),
  };
}

const catalogueLines: OrderItem[] = products.slice(0, 5).map((product, index) => ({
  product: product._id,
  name: product.name,
  image: product.images[0]?.url ?? '',
  price: product.price,
  quantity: index + 1,
}));

/** Delivered, with five lines: My Orders shows three, then '+2 more'. */
export const manyItemsOrder = pricedOrder(
  { ...deliveredOrder, _id: 'a1e5c0de-0000-4000-8000-000000000005', orderNumber: 'AUR-20261101-MANY05' },
  [...deliveredOrder.orderItems, ...catalogueLines.slice(0, 2)],
);

/** An order whose only picture is gone from the server: the item shows ui's image fallback. */
export const brokenImageOrder: Order = {
  ...pendingOrder,
  orderItems: pendingOrder.orderItems.map((item) => ({ ...item, image: '/api/images/products/missing.png' })),
};

/** Shipped and processing orders, so every badge colour shows up in one list. */
const inTransitOrders: Order[] = [
  {
    ...deliveredOrder,
    _id: 'a1e5c0de-0000-4000-8000-000000000001',
    orderNumber: 'AUR-20261118-SHIP01',
    status: 'shipped',
    deliveredAt: null,
  },
  {
    ...deliveredOrder,
    _id: 'a1e5c0de-0000-4000-8000-000000000002',
    orderNumber: 'AUR-20261119-PROC02',
    status: 'processing',
    deliveredAt: null,
  },
];

export const orderAnswer = (order: Order): OrderResponse => ({ success: true, data: { order } });

export function myOrdersAnswer(orders: Order[], page = 1, total = orders.length): MyOrdersResponse {
  return { success: true, data: { orders, pagination: paginate(page, MY_ORDERS_PAGE_SIZE, total) } };
}

/** One page of the recorded orders plus the variants above: every status, and a long order. */
export const populatedOrders = [
  recordedOrders[0],
  ...inTransitOrders,
  manyItemsOrder,
  ...recordedOrders.slice(1),
].filter((order): order is Order => order !== undefined);

/** Fourteen orders: a full first page of ten and a second page of four. */
const fourteenOrders: Order[] = Array.from({ length: 14 }, (_, index) => {
  const base = populatedOrders[index % populatedOrders.length] ?? deliveredOrder;
  const number = String(index + 1).padStart(2, '0');
  return {
    ...base,
    _id: `b2f6d1ef-0000-4000-8000-0000000000${number}`,
    orderNumber: `AUR-20261001-PAGE${number}`,
  };
});

/** The answer to GET /api/orders/my-orders for a page of the fourteen orders. */
export function pagedOrdersAnswer(page: number): MyOrdersResponse {
  const start = (page - 1) * MY_ORDERS_PAGE_SIZE;
  return myOrdersAnswer(
    fourteenOrders.slice(start, start + MY_ORDERS_PAGE_SIZE),
    page,
    fourteenOrders.length,
  );
}

export const emptyOrdersAnswer = myOrdersAnswer([]);

/** The customer details checkout hands the confirmation as navigation state. */
export const placedCustomer = { name: 'Emma Wilson', email: 'emma.wilson@example.com', phone: '5035550142' };

/** The answer to GET /api/user/reviews: the shopper's own reviews of the products asked for. */
export const myReviewsAnswer = (reviews: MyReview[] = []): MyReviewsResponse => ({
  success: true,
  data: { reviews },
});
