import type {
  MyOrdersResponse,
  Order,
  OrderCreationPayload,
  OrderResponse,
  OrderStatus,
  Product,
  ProductDetailResponse,
  ProductListResponse,
} from '@aurora-store/api';

/*
 * What the order journeys need besides the browser: the spec's money rules as the test's own oracle, and the
 * few API calls a journey makes behind the shopper's back (a catalogue to pick from, orders placed in bulk,
 * the administrator delivering an order). Only types come from the contract: the figures are the spec's.
 */

/** Spec section 9: flat shipping of 10 dollars on every order, tax 8% of the subtotal. */
const SHIPPING_CENTS = 1000;
const TAX_PERCENT = 8;

export interface MoneySummary {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** The summary spec section 9 asks for, from unit prices in dollars; tax is rounded half-up to the cent. */
export function expectedSummary(lines: readonly { unitPrice: number; quantity: number }[]): MoneySummary {
  const subtotalCents = lines.reduce(
    (sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity,
    0,
  );
  const taxCents = Math.floor((subtotalCents * TAX_PERCENT + 50) / 100);
  return {
    subtotalCents,
    shippingCents: SHIPPING_CENTS,
    taxCents,
    totalCents: subtotalCents + SHIPPING_CENTS + taxCents,
  };
}

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as a shopper reads dollars: '$1,234.50' (spec section 9: two decimals and a dollar sign). */
export function usd(cents: number): string {
  return usdFormat.format(cents / 100);
}

/** '$1,234.50' back to dollars, for a price read off the page. */
export function parseUsd(text: string): number {
  const match = /\$([\d,]+\.\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`No dollar amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

async function call<Answer>(
  baseUrl: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${options.method ?? 'GET'} ${path} answered ${response.status}`);
  return (await response.json()) as Answer;
}

/** Every product a shopper can see, page by page as the catalogue serves them. */
export async function catalogue(baseUrl: string): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call<ProductListResponse>(baseUrl, `/api/products?page=${page}`);
    products.push(...answer.data.products);
    if (!answer.data.pagination.hasNext) return products;
  }
}

/** The product page's data as the signed-in shopper (or a visitor, without a token) gets it. */
export async function productDetail(baseUrl: string, id: string, token?: string) {
  const answer = await call<ProductDetailResponse>(baseUrl, `/api/products/${id}`, { token });
  return answer.data;
}

export async function myOrders(baseUrl: string, token: string, page = 1) {
  const answer = await call<MyOrdersResponse>(baseUrl, `/api/orders/my-orders?page=${page}`, { token });
  return answer.data;
}

/** Every order of the shopper's (visible) history, all pages. */
export async function allMyOrders(baseUrl: string, token: string): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await myOrders(baseUrl, token, page);
    orders.push(...answer.orders);
    if (!answer.pagination.hasNext) return orders;
  }
}

export interface ShippingTo {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

/** Places an order as the checkout would, totals by the spec's rules, for a journey that needs many orders. */
export async function placeOrderThroughApi(
  baseUrl: string,
  token: string,
  to: ShippingTo,
  lines: readonly { product: Product; quantity: number }[],
): Promise<Order> {
  const summary = expectedSummary(
    lines.map(({ product, quantity }) => ({ unitPrice: product.price, quantity })),
  );
  const { phone, ...billing } = to;
  const payload: OrderCreationPayload = {
    orderItems: lines.map(({ product, quantity }) => ({
      product: product._id,
      name: product.name,
      image: product.images[0]?.url ?? '',
      price: product.price,
      quantity,
    })),
    shippingAddress: { ...billing, phone, country: 'US' },
    billingAddress: { ...billing, country: 'US' },
    paymentMethod: 'stripe',
    taxPrice: summary.taxCents / 100,
    shippingPrice: summary.shippingCents / 100,
    totalPrice: summary.totalCents / 100,
  };
  const answer = await call<OrderResponse>(baseUrl, '/api/orders', { method: 'POST', token, body: payload });
  return answer.data.order;
}

/** The administrator's status dropdown, through its API call. */
export async function setOrderStatus(
  baseUrl: string,
  adminToken: string,
  orderId: string,
  status: OrderStatus,
) {
  await call(baseUrl, `/api/admin/orders/${orderId}/status`, {
    method: 'PUT',
    token: adminToken,
    body: { status },
  });
}

/** The order as the administrator sees it; it fails when the store no longer has it. */
export async function adminOrder(baseUrl: string, adminToken: string, orderId: string) {
  const answer = await call<{ data: { order: { _id: string; orderNumber: string } } }>(
    baseUrl,
    `/api/admin/orders/${orderId}`,
    { token: adminToken },
  );
  return answer.data.order;
}
