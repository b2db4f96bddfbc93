import { ADMIN_COUPONS_PATH, type Coupon, type CouponListResponse } from '@aurora-store/api';
import {
  failure,
  type MockAnswer,
  type MockRequest,
  type MockRoutes,
  ok,
} from '../../common/story-support/mock-routes';

/** The stories' clock: every coupon's dates are set from it, so each display status stays what it is. */
export const STORY_NOW = new Date('2026-11-24T12:00:00Z');
/** The stories' time zone, so dates read and sent the same on every machine. */
export const STORY_TIME_ZONE = 'UTC';

export const LIST_ROUTE = `GET ${ADMIN_COUPONS_PATH}`;
export const CREATE_ROUTE = `POST ${ADMIN_COUPONS_PATH}`;
export const UPDATE_ROUTE = `PUT ${ADMIN_COUPONS_PATH}/:id`;
export const DELETE_ROUTE = `DELETE ${ADMIN_COUPONS_PATH}/:id`;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(STORY_NOW.getTime() + days * DAY_MS).toISOString();

function coupon(fields: Partial<Coupon> & Pick<Coupon, '_id' | 'code'>): Coupon {
  return {
    description: '',
    type: 'percentage',
    value: 10,
    minimumAmount: 0,
    maximumDiscount: null,
    usageLimit: null,
    usedCount: 0,
    userLimit: 1,
    validFrom: daysFromNow(-10),
    validUntil: daysFromNow(30),
    isActive: true,
    status: 'Active',
    ...fields,
  };
}

/** One coupon in each display status of spec section 4, and both types with and without limits. */
export const everyStatusCoupons: Coupon[] = [
  coupon({ _id: 'c-active', code: 'WELCOME10', usedCount: 42, description: 'Ten percent off a first order' }),
  coupon({
    _id: 'c-scheduled',
    code: 'FLASH25',
    type: 'fixed',
    value: 25,
    minimumAmount: 100,
    usageLimit: 500,
    validFrom: daysFromNow(3),
    validUntil: daysFromNow(5),
    status: 'Scheduled',
  }),
  // Answered while it was still running: the page works the status out at its own time, and finds it over.
  coupon({
    _id: 'c-expired',
    code: 'SUMMER15',
    value: 15,
    usedCount: 318,
    validFrom: daysFromNow(-90),
    validUntil: daysFromNow(-1),
    status: 'Active',
  }),
  coupon({
    _id: 'c-used-up',
    code: 'VIP50',
    type: 'fixed',
    value: 50,
    maximumDiscount: 50,
    usageLimit: 100,
    usedCount: 100,
    userLimit: 2,
    status: 'Used Up',
  }),
  coupon({ _id: 'c-inactive', code: 'HOLIDAY20', value: 20, isActive: false, status: 'Inactive' }),
];

export const couponList = (coupons: Coupon[]): CouponListResponse => ({ success: true, data: { coupons } });

/** A coupon as the server answers a save: the body's fields, the store's own count and status. */
function saved(id: string, body: Record<string, unknown>, usedCount: number): Coupon {
  return coupon({ ...(body as Partial<Coupon>), _id: id, code: String(body.code), usedCount });
}

/**
 * A small coupon server for the stories that change the list: it keeps what is created, updated and deleted,
 * and records each body it was sent. `reset` runs before each story.
 */
export function couponServer(initial: Coupon[]) {
  let coupons = [...initial];
  const bodies: unknown[] = [];
  const byId = (id: string) => coupons.find((item) => item._id === id);
  const routes: MockRoutes = {
    [LIST_ROUTE]: () => ok(couponList(coupons)),
    [CREATE_ROUTE]: ({ body }: MockRequest): MockAnswer => {
      bodies.push(body);
      const created = saved(`c-new-${coupons.length}`, body as Record<string, unknown>, 0);
      coupons = [created, ...coupons];
      return ok({ success: true, message: 'Coupon created successfully', data: { coupon: created } }, 201);
    },
    [UPDATE_ROUTE]: ({ body, params }: MockRequest): MockAnswer => {
      bodies.push(body);
      const current = byId(params.id ?? '');
      if (!current) return failure(404, 'Coupon not found');
      const updated = saved(current._id, body as Record<string, unknown>, current.usedCount);
      coupons = coupons.map((item) => (item._id === current._id ? updated : item));
      return ok({ success: true, message: 'Coupon updated successfully', data: { coupon: updated } });
    },
    [DELETE_ROUTE]: ({ params }: MockRequest): MockAnswer => {
      const current = byId(params.id ?? '');
      if (!current) return failure(404, 'Coupon not found');
      coupons = coupons.filter((item) => item !== current);
      return ok({ success: true, message: 'Coupon deleted successfully', data: { coupon: current } });
    },
  };
  return {
    routes,
    /** The bodies sent to create and update, oldest first. */
    bodies,
    reset: () => {
      coupons = [...initial];
      bodies.length = 0;
    },
  };
}

/** The server's refusal of a code already taken (409), on the code field. */
export const codeTaken = failure(409, 'A coupon with this code already exists', [
  { field: 'code', message: 'A coupon with this code already exists' },
]);
