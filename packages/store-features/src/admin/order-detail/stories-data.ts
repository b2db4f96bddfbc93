import {
  ADMIN_ORDERS_PATH,
  type AdminOrderDetail,
  type AdminTimelineEntry,
  adminOrderResponseSchema,
  CANCELLED_ORDER_PAYMENT_MESSAGE,
  CANCELLED_ORDER_REOPEN_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOTE_ADDED_MESSAGE,
  ORDER_STATUS_UPDATED_MESSAGE,
  type Order,
  type OrderStatus,
  orderNoteBodySchema,
  orderStatusBodySchema,
  PAYMENT_CONFIRMED_MESSAGE,
} from '@aurora-store/api';
import { answers } from '../../common/story-support/fixtures';
import {
  failure,
  type MockAnswer,
  type MockRequest,
  type MockRoutes,
  ok,
} from '../../common/story-support/mock-routes';

export const ORDER_ROUTE = `GET ${ADMIN_ORDERS_PATH}/:id`;
export const STATUS_ROUTE = `PUT ${ADMIN_ORDERS_PATH}/:id/status`;
export const PAYMENT_ROUTE = `PUT ${ADMIN_ORDERS_PATH}/:id/payment`;
export const NOTES_ROUTE = `POST ${ADMIN_ORDERS_PATH}/:id/notes`;

/** Who did what, as the server names them. */
export const storyAdmin = { _id: '0b5c7e52-8f0e-4c39-9a0e-3d1a2b4c5d6e', name: 'Ada Admin' };
export const secondAdmin = { _id: '6d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6', name: 'Marcus Lee' };

const recordedDelivered = answers.deliveredOrder.data.order;
const recordedPending = answers.pendingOrder.data.order;
const customer = {
  _id: recordedDelivered.user._id,
  name: `${recordedDelivered.user.firstName} ${recordedDelivered.user.lastName}`,
};

/** The admin detail of a recorded order, its timeline as the server writes it, parsed through the contract. */
function adminDetail(
  order: Order,
  timeline: AdminTimelineEntry[],
  overrides: Partial<AdminOrderDetail> = {},
) {
  const detail = {
    ...order,
    itemsCount: order.orderItems.reduce((units, line) => units + line.quantity, 0),
    timeline,
    ...overrides,
  };
  return adminOrderResponseSchema.parse({ success: true, data: { order: detail } }).data.order;
}

const statusChange = (
  from: OrderStatus,
  to: OrderStatus,
  at: string,
  actor = storyAdmin,
): AdminTimelineEntry[] => [
  { type: 'status_changed', status: to, at, actor },
  { type: 'audit', action: 'order.status_change', details: { from, to }, at, actor },
];

const placedStep = (at: string): AdminTimelineEntry => ({
  type: 'placed',
  status: 'pending',
  at,
  actor: customer,
});

const delivered = recordedDelivered.timeline;
const [placedAt, paidAt, processingAt, shippedAt, deliveredAt] = delivered.map((step) => step.at);
if (!placedAt || !paidAt || !processingAt || !shippedAt || !deliveredAt)
  throw new Error('The recorded delivered order has lost its timeline');

/** The recorded order's start: placed, paid, and so moved on to processing, as Confirm Payment writes it. */
const placedPaidProcessing: AdminTimelineEntry[] = [
  placedStep(placedAt),
  { type: 'payment_confirmed', at: paidAt, actor: storyAdmin },
  { type: 'status_changed', status: 'processing', at: processingAt, actor: storyAdmin },
  {
    type: 'audit',
    action: 'order.payment_confirm',
    details: { status: { from: 'pending', to: 'processing' } },
    at: processingAt,
    actor: storyAdmin,
  },
];

/** Delivered and paid: every milestone, two admins at work, and two internal notes. */
export const deliveredOrder = adminDetail(recordedDelivered, [
  ...placedPaidProcessing,
  {
    type: 'note',
    _id: 'a0b1c2d3-0000-4000-8000-00000000a001',
    text: 'Customer called: the camera is a gift, please leave the invoice out of the box.',
    at: '2026-10-21T09:12:00.000Z',
    actor: storyAdmin,
  },
  ...statusChange('processing', 'shipped', shippedAt, secondAdmin),
  ...statusChange('shipped', 'delivered', deliveredAt, secondAdmin),
  {
    type: 'note',
    _id: 'a0b1c2d3-0000-4000-8000-00000000a002',
    text: 'Carrier confirmed delivery to the front desk.\nSigned for by: R. Wilson',
    at: '2026-10-25T19:02:00.000Z',
    actor: secondAdmin,
  },
]);

/** Just placed and not paid: Confirm Payment shows. */
export const pendingOrder = adminDetail(recordedPending, [placedStep(recordedPending.createdAt)]);

/** Paid, so moved on to processing; not shipped yet. */
export const processingOrder = adminDetail(recordedDelivered, placedPaidProcessing, {
  _id: 'd4e5f6a7-0000-4000-8000-000000000002',
  orderNumber: 'AUR-20261119-PROC02',
  status: 'processing',
  deliveredAt: null,
});

/** Shipped before it was paid (the admin may set any status): Pending payment with Confirm Payment. */
export const shippedUnpaidOrder = adminDetail(
  recordedDelivered,
  [placedStep(placedAt), ...statusChange('pending', 'shipped', shippedAt)],
  {
    _id: 'd4e5f6a7-0000-4000-8000-000000000003',
    orderNumber: 'AUR-20261118-SHIP03',
    status: 'shipped',
    isPaid: false,
    paidAt: null,
    deliveredAt: null,
  },
);

/** Delivered by a status set before delivery times were kept: 'Recently delivered'. */
export const deliveredWithoutTimeOrder = adminDetail(
  recordedDelivered,
  [placedStep(placedAt), { type: 'status_changed', status: 'delivered', at: deliveredAt, actor: null }],
  { _id: 'd4e5f6a7-0000-4000-8000-000000000004', orderNumber: 'AUR-20261020-DLVR04', deliveredAt: null },
);

/** Cancelled while processing, never paid: it cannot be reopened or paid. */
export const cancelledOrder = adminDetail(
  recordedPending,
  [
    placedStep(recordedPending.createdAt),
    ...statusChange('pending', 'processing', '2026-11-20T08:00:00.000Z'),
    ...statusChange('processing', 'cancelled', '2026-11-20T11:30:00.000Z', secondAdmin),
    {
      type: 'note',
      _id: 'a0b1c2d3-0000-4000-8000-00000000a003',
      text: 'Cancelled at the customer’s request by phone; stock returned.',
      at: '2026-11-20T11:31:00.000Z',
      actor: secondAdmin,
    },
  ],
  { _id: 'd4e5f6a7-0000-4000-8000-000000000005', orderNumber: 'AUR-20261120-CNCL05', status: 'cancelled' },
);

/**
 * A fake server holding one order: it answers the detail, and changes the status, the payment and the notes by
 * the server's rules (api.md), writing each change in the timeline as Ada Admin, now. `reset` puts the order
 * back as it started, for a story's `beforeEach`.
 */
export function fakeOrderServer(initial: AdminOrderDetail) {
  let order = initial;
  let notes = 0;
  const answer = (message?: string, status = 200): MockAnswer =>
    ok({ success: true, ...(message ? { message } : {}), data: { order } }, status);
  const isThisOrder = (request: MockRequest) => request.params.id === order._id;
  const record = (...entries: AdminTimelineEntry[]) => {
    order = { ...order, timeline: [...order.timeline, ...entries] };
  };

  const get = (request: MockRequest) =>
    isThisOrder(request) ? answer() : failure(404, ORDER_NOT_FOUND_MESSAGE);

  const setStatus = (request: MockRequest): MockAnswer => {
    if (!isThisOrder(request)) return failure(404, ORDER_NOT_FOUND_MESSAGE);
    const { status } = orderStatusBodySchema.parse(request.body);
    if (status === order.status) return answer(ORDER_STATUS_UPDATED_MESSAGE);
    if (order.status === 'cancelled') return failure(409, CANCELLED_ORDER_REOPEN_MESSAGE);
    const at = new Date().toISOString();
    const from = order.status;
    order = {
      ...order,
      status,
      deliveredAt: status === 'delivered' ? (order.deliveredAt ?? at) : order.deliveredAt,
    };
    record(...statusChange(from, status, at));
    return answer(ORDER_STATUS_UPDATED_MESSAGE);
  };

  const confirmPayment = (request: MockRequest): MockAnswer => {
    if (!isThisOrder(request)) return failure(404, ORDER_NOT_FOUND_MESSAGE);
    if (order.isPaid) return answer(PAYMENT_CONFIRMED_MESSAGE);
    if (order.status === 'cancelled') return failure(409, CANCELLED_ORDER_PAYMENT_MESSAGE);
    const paidAt = new Date().toISOString();
    const from = order.status;
    const status: OrderStatus = from === 'pending' ? 'processing' : from;
    order = { ...order, isPaid: true, paidAt, status };
    record(
      { type: 'payment_confirmed', at: paidAt, actor: storyAdmin },
      ...(status === from
        ? []
        : [{ type: 'status_changed', status, at: paidAt, actor: storyAdmin } as const]),
      {
        type: 'audit',
        action: 'order.payment_confirm',
        details: { status: { from, to: status } },
        at: paidAt,
        actor: storyAdmin,
      },
    );
    return answer(PAYMENT_CONFIRMED_MESSAGE);
  };

  const addNote = (request: MockRequest): MockAnswer => {
    if (!isThisOrder(request)) return failure(404, ORDER_NOT_FOUND_MESSAGE);
    const body = orderNoteBodySchema.safeParse(request.body);
    if (!body.success) return failure(400, body.error.issues[0]?.message ?? 'Invalid note');
    notes += 1;
    record({
      type: 'note',
      _id: `e1f2a3b4-0000-4000-8000-${String(notes).padStart(12, '0')}`,
      text: body.data.text,
      at: new Date().toISOString(),
      actor: storyAdmin,
    });
    return answer(ORDER_NOTE_ADDED_MESSAGE, 201);
  };

  const routes: MockRoutes = {
    [ORDER_ROUTE]: get,
    [STATUS_ROUTE]: setStatus,
    [PAYMENT_ROUTE]: confirmPayment,
    [NOTES_ROUTE]: addNote,
  };
  return {
    routes,
    get,
    reset: () => {
      order = initial;
      notes = 0;
    },
    /** The order as the fake server has it now. */
    current: () => order,
  };
}
