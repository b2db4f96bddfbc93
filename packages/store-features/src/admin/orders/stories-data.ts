import {
  ADMIN_ORDERS_BULK_STATUS_PATH,
  ADMIN_ORDERS_EXPORT_PATH,
  ADMIN_ORDERS_PATH,
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type BulkOrderStatusResponse,
  bulkOrderStatusMessage,
  CANCELLED_ORDER_PAYMENT_MESSAGE,
  CANCELLED_ORDER_REOPEN_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUS_UPDATED_MESSAGE,
  type OrderStatus,
  PAYMENT_CONFIRMED_MESSAGE,
  paginate,
} from '@aurora-store/api';
import { screen } from 'storybook/test';
import { adminAnswers } from '../../common/story-support/fixtures';
import { failure, type MockRequest, type MockRoutes, ok } from '../../common/story-support/mock-routes';

export const ORDERS_ROUTE = `GET ${ADMIN_ORDERS_PATH}`;
export const EXPORT_ROUTE = `GET ${ADMIN_ORDERS_EXPORT_PATH}`;
export const ORDER_ROUTE = `GET ${ADMIN_ORDERS_PATH}/:id`;
export const STATUS_ROUTE = `PUT ${ADMIN_ORDERS_PATH}/:id/status`;
export const PAYMENT_ROUTE = `PUT ${ADMIN_ORDERS_PATH}/:id/payment`;
export const BULK_STATUS_ROUTE = `POST ${ADMIN_ORDERS_BULK_STATUS_PATH}`;

const recorded = adminAnswers.dashboard.data.recentOrders;

const customers = [
  ...recorded.map((order) => order.user),
  {
    _id: '7d1e0f3a-5b2c-4e8d-9a61-0c4b7f2e9d15',
    firstName: 'Liam',
    lastName: 'Garcia',
    email: 'liam.garcia@example.com',
  },
  {
    _id: 'a3c9e4b1-2f6d-4a7e-8b05-6e1d9c3f7a28',
    firstName: 'Olivia',
    lastName: 'Martin',
    email: 'olivia.martin@example.com',
  },
];

/** The first page shows every status, paid and unpaid, and a cancelled unpaid order (the refusals' row). */
const statuses: readonly { status: OrderStatus; isPaid: boolean }[] = [
  { status: 'pending', isPaid: false },
  { status: 'processing', isPaid: true },
  { status: 'shipped', isPaid: true },
  { status: 'delivered', isPaid: true },
  { status: 'cancelled', isPaid: false },
  { status: 'pending', isPaid: false },
  { status: 'processing', isPaid: true },
  { status: 'processing', isPaid: false },
  { status: 'shipped', isPaid: true },
  { status: 'delivered', isPaid: true },
  { status: 'cancelled', isPaid: true },
];

const HOUR_MS = 3_600_000;
const newest = Date.parse('2026-11-21T15:08:37.081Z');

function storyOrder(index: number): AdminOrder {
  const template = recorded[index % recorded.length] as AdminOrder;
  const { status, isPaid } = statuses[index % statuses.length] ?? { status: 'pending', isPaid: false };
  const placedAt = new Date(newest - index * 13 * HOUR_MS).toISOString();
  const paidAt = isPaid ? new Date(Date.parse(placedAt) + HOUR_MS).toISOString() : null;
  // Six letters and digits that look drawn at random, as the server's are, but are the same every run.
  const code = (((index + 7) * 2_654_435_761) % 36 ** 6).toString(36).toUpperCase().padStart(6, '0');
  return {
    ...template,
    _id: `${index.toString(16).padStart(8, '0')}-22d1-493d-8694-a57ee62da0cf`,
    orderNumber: `AUR-${placedAt.slice(0, 10).replaceAll('-', '')}-${code}`,
    status,
    createdAt: placedAt,
    isPaid,
    paidAt,
    deliveredAt: status === 'delivered' ? new Date(Date.parse(placedAt) + 72 * HOUR_MS).toISOString() : null,
    user: customers[index % customers.length] ?? template.user,
    timeline: [
      { type: 'placed', status: 'pending', at: placedAt },
      ...(paidAt ? [{ type: 'payment_confirmed' as const, at: paidAt }] : []),
      ...(status === 'pending' ? [] : [{ type: 'status_changed' as const, status, at: placedAt }]),
    ],
  };
}

/** The store's 23 orders, newest first: three pages of ten. */
export const storyOrders: AdminOrder[] = Array.from({ length: 23 }, (_, index) => storyOrder(index));

const orderAt = (index: number) => storyOrders[index] as AdminOrder;
/** A pending, unpaid order: the first row, with Confirm Payment beside it. */
export const pendingOrder = orderAt(0);
export const processingOrder = orderAt(1);
export const shippedOrder = orderAt(2);
/** A cancelled, unpaid order: the server refuses to reopen it or take its payment. */
export const cancelledOrder = orderAt(4);

const listAnswer = (orders: AdminOrder[], page: number): AdminOrderListResponse => {
  const pagination = paginate(page, ADMIN_PAGE_SIZE, orders.length);
  const start = (pagination.page - 1) * ADMIN_PAGE_SIZE;
  return { success: true, data: { orders: orders.slice(start, start + ADMIN_PAGE_SIZE), pagination } };
};

export const emptyListAnswer = listAnswer([], 1);

/** The server's search: part of an order number (its last six too), or of the customer's name or email. */
function matches(order: AdminOrder, params: URLSearchParams): boolean {
  const search = params.get('search')?.toLowerCase();
  const customer = `${order.user.firstName} ${order.user.lastName} ${order.user.email}`.toLowerCase();
  const status = params.get('status');
  return (
    (!search || order.orderNumber.toLowerCase().includes(search) || customer.includes(search)) &&
    (!status || order.status === status)
  );
}

const detailOf = (order: AdminOrder): AdminOrderDetail => ({
  ...order,
  timeline: order.timeline.map((step) => ({ ...step, actor: null })),
});

const toCsv = (orders: AdminOrder[]) =>
  [
    'Order Number,Customer,Status,Total',
    ...orders.map(
      (order) =>
        `${order.orderNumber},"${order.user.firstName} ${order.user.lastName}",${order.status},${order.totalPrice}`,
    ),
  ].join('\n');

/**
 * A small admin orders server: it lists, searches, filters and pages the story orders as the API does, keeps
 * status changes, payments and bulk changes, and refuses what the API refuses (a cancelled order is never
 * reopened or paid). Every request is kept, newest last; `reset()` (a story's beforeEach) starts it afresh.
 */
export function fakeAdminOrders() {
  let orders = [...storyOrders];
  const listRequests: URL[] = [];
  const statusBodies: { id: string; status: OrderStatus }[] = [];
  const paymentRequests: string[] = [];
  const bulkBodies: unknown[] = [];
  const exportRequests: URL[] = [];
  const detailRequests: string[] = [];

  const find = (id: string | undefined) => orders.find((order) => order._id === id);
  const replace = (changed: AdminOrder) => {
    orders = orders.map((order) => (order._id === changed._id ? changed : order));
    return changed;
  };
  const now = () => new Date().toISOString();
  const withStatus = (order: AdminOrder, status: OrderStatus): AdminOrder =>
    order.status === status
      ? order
      : {
          ...order,
          status,
          deliveredAt: status === 'delivered' ? now() : order.deliveredAt,
          timeline: [...order.timeline, { type: 'status_changed', status, at: now() }],
        };

  const list = ({ url }: MockRequest) => {
    listRequests.push(url);
    const page = Number(url.searchParams.get('page') ?? '1');
    return ok(
      listAnswer(
        orders.filter((order) => matches(order, url.searchParams)),
        page,
      ),
    );
  };

  const detail = ({ params }: MockRequest) => {
    detailRequests.push(params.id ?? '');
    const found = find(params.id);
    return found
      ? ok({ success: true, data: { order: detailOf(found) } })
      : failure(404, ORDER_NOT_FOUND_MESSAGE);
  };

  const status = ({ params, body }: MockRequest) => {
    const next = (body as { status: OrderStatus }).status;
    statusBodies.push({ id: params.id ?? '', status: next });
    const found = find(params.id);
    if (!found) return failure(404, ORDER_NOT_FOUND_MESSAGE);
    if (found.status === 'cancelled' && next !== 'cancelled')
      return failure(409, CANCELLED_ORDER_REOPEN_MESSAGE);
    const changed = replace(withStatus(found, next));
    return ok({ success: true, message: ORDER_STATUS_UPDATED_MESSAGE, data: { order: detailOf(changed) } });
  };

  const payment = ({ params }: MockRequest) => {
    paymentRequests.push(params.id ?? '');
    const found = find(params.id);
    if (!found) return failure(404, ORDER_NOT_FOUND_MESSAGE);
    if (found.status === 'cancelled') return failure(409, CANCELLED_ORDER_PAYMENT_MESSAGE);
    const paid: AdminOrder = found.isPaid
      ? found
      : {
          ...withStatus(found, found.status === 'pending' ? 'processing' : found.status),
          isPaid: true,
          paidAt: now(),
        };
    const changed = replace(paid);
    return ok({ success: true, message: PAYMENT_CONFIRMED_MESSAGE, data: { order: detailOf(changed) } });
  };

  const bulk = ({ body }: MockRequest) => {
    bulkBodies.push(body);
    const { ids, status: next } = body as { ids: string[]; status: OrderStatus };
    const answer: BulkOrderStatusResponse['data'] = { status: next, succeeded: [], failed: [] };
    for (const id of ids) {
      const found = find(id);
      if (!found) answer.failed.push({ _id: id, orderNumber: null, message: ORDER_NOT_FOUND_MESSAGE });
      else if (found.status === 'cancelled' && next !== 'cancelled') {
        answer.failed.push({
          _id: id,
          orderNumber: found.orderNumber,
          message: CANCELLED_ORDER_REOPEN_MESSAGE,
        });
      } else {
        replace(withStatus(found, next));
        answer.succeeded.push({ _id: id, orderNumber: found.orderNumber });
      }
    }
    const response: BulkOrderStatusResponse = {
      success: true,
      message: bulkOrderStatusMessage(answer.succeeded.length),
      data: answer,
    };
    return ok(response);
  };

  const exportCsv = ({ url }: MockRequest) => {
    exportRequests.push(url);
    return {
      status: 200,
      text: toCsv(orders.filter((order) => matches(order, url.searchParams))),
      contentType: 'text/csv; charset=utf-8',
      fileName: 'orders-2026-11-21.csv',
    };
  };

  // The export before the detail: '/api/admin/orders/export.csv' would pass for an order's id.
  const routes: MockRoutes = {
    [ORDERS_ROUTE]: list,
    [EXPORT_ROUTE]: exportCsv,
    [ORDER_ROUTE]: detail,
    [STATUS_ROUTE]: status,
    [PAYMENT_ROUTE]: payment,
    [BULK_STATUS_ROUTE]: bulk,
  };

  return {
    routes,
    /** The list route alone, for a story that fails it first. */
    list,
    listRequests,
    statusBodies,
    paymentRequests,
    bulkBodies,
    exportRequests,
    detailRequests,
    /** The list's last request's query parameters. */
    lastListParams: () => listRequests.at(-1)?.searchParams ?? new URLSearchParams(),
    reset: () => {
      orders = [...storyOrders];
      for (const requests of [listRequests, statusBodies, paymentRequests, bulkBodies, exportRequests]) {
        requests.length = 0;
      }
      detailRequests.length = 0;
    },
  };
}

/**
 * An order's row in the table, found by its Order # cell: asking for the row by its accessible name would
 * compute the name of every row (each holds a dropdown and its options), which a loaded machine makes slow.
 */
export function orderRow(orderNumber: string): HTMLElement {
  const row = screen
    .getByText(orderNumber, { selector: '[role=rowheader]' })
    .closest<HTMLElement>('[role=row]');
  if (!row) throw new Error(`No row for order ${orderNumber}`);
  return row;
}
