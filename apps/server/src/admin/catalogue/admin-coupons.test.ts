import {
  type AdminCouponBody,
  couponListResponseSchema,
  couponResponseSchema,
  errorEnvelopeSchema,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, auditOf, type caller, fieldErrors } from './admin-catalogue-test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function couponForm(overrides: Partial<AdminCouponBody> = {}): AdminCouponBody {
  return {
    code: `SAVE${Math.random().toString(36).slice(2, 8)}`,
    value: 10,
    validFrom: daysFromNow(-1),
    validUntil: daysFromNow(30),
    ...overrides,
  };
}

describe.each(databaseTargets())('admin coupons in a store in New York on $name', (target) => {
  let testApp: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target, { storeTimeZone: 'America/New_York' });
    call = (await adminAndShopper(testApp)).asAdmin;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  // New York leaves summer time (UTC-4) for standard time (UTC-5) at 2:00 on 1 November 2026.
  it.each([
    [
      'without seconds',
      '2026-11-01T00:00',
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T03:00',
      '2026-11-01T08:00:00.000Z',
    ],
    [
      'with seconds',
      '2026-11-01T00:00:00',
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T03:00:30',
      '2026-11-01T08:00:30.000Z',
    ],
  ])(
    'reads dates without a zone %s as New York time, across the change of the clocks',
    async (_case, from, fromUtc, until, untilUtc) => {
      const response = await call(
        'POST',
        '/api/admin/coupons',
        couponForm({ validFrom: from, validUntil: until }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const { coupon } = couponResponseSchema.parse(response.json()).data;
      expect(coupon).toMatchObject({ validFrom: fromUtc, validUntil: untilUtc });

      const listed = couponListResponseSchema
        .parse((await call('GET', '/api/admin/coupons')).json())
        .data.coupons.find((item) => item._id === coupon._id);
      expect(listed).toMatchObject({ validFrom: fromUtc, validUntil: untilUtc });
    },
  );

  it('keeps a date with a zone as the instant it names', async () => {
    const body = couponForm({ validFrom: '2026-11-01T00:00:00Z', validUntil: '2026-11-02T00:00:00+01:00' });
    const response = await call('POST', '/api/admin/coupons', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(couponResponseSchema.parse(response.json()).data.coupon).toMatchObject({
      validFrom: '2026-11-01T00:00:00.000Z',
      validUntil: '2026-11-01T23:00:00.000Z',
    });
  });

  it('compares the two dates as the instants they are in New York', async () => {
    // 1:59 is still summer time (5:59 UTC) and 2:00 already standard time (7:00 UTC).
    const ordered = await call(
      'POST',
      '/api/admin/coupons',
      couponForm({ validFrom: '2026-11-01T01:59', validUntil: '2026-11-01T02:00' }),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    // 7:00 in New York is 12:00 UTC: an until given as 11:00 UTC is before it.
    const backwards = couponForm({ validFrom: '2026-11-01T07:00', validUntil: '2026-11-01T11:00:00Z' });
    const response = await call('POST', '/api/admin/coupons', backwards);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrors(errorEnvelopeSchema.parse(response.json()))).toEqual({
      validUntil: 'Valid until must be after valid from',
    });
  });
});

describe.each(databaseTargets())('admin coupons on $name', (target) => {
  let testApp: TestApp;
  let call: ReturnType<typeof caller>;
  let adminId: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const { admin, asAdmin } = await adminAndShopper(testApp);
    call = asAdmin;
    adminId = admin.user.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function create(body: object) {
    const response = await call('POST', '/api/admin/coupons', body);
    expect(response.statusCode, response.body).toBe(201);
    return couponResponseSchema.parse(response.json());
  }

  async function refused(method: 'POST' | 'PUT', url: string, body: object, status: number) {
    const response = await call(method, url, body);
    expect(response.statusCode, response.body).toBe(status);
    return errorEnvelopeSchema.parse(response.json());
  }

  async function usedCountOf(id: string) {
    const [row] = await testApp.db
      .select({ usedCount: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.id, id));
    return row?.usedCount;
  }

  it('creates a percentage coupon with the form defaults and its code upper-case', async () => {
    const validFrom = daysFromNow(-1);
    const validUntil = daysFromNow(10);
    const answer = await create({ code: '  spring10 ', value: 10, validFrom, validUntil, usedCount: 50 });
    expect(answer.message).toBe('Coupon created successfully');
    expect(answer.data.coupon).toEqual({
      _id: expect.any(String),
      code: 'SPRING10',
      description: '',
      type: 'percentage',
      value: 10,
      minimumAmount: 0,
      maximumDiscount: null,
      usageLimit: null,
      usedCount: 0,
      userLimit: 1,
      validFrom,
      validUntil,
      isActive: true,
      status: 'Active',
    });
    expect(await auditOf(testApp.db, 'coupon', answer.data.coupon._id)).toEqual([
      { actorId: adminId, action: 'coupon.create', details: { code: 'SPRING10' } },
    ]);
  });

  it('keeps a fixed amount in cents and answers it in dollars', async () => {
    const { coupon } = (
      await create(
        couponForm({
          type: 'fixed',
          value: 25.5,
          minimumAmount: 100,
          maximumDiscount: null,
          usageLimit: 200,
          userLimit: 2,
          description: ' Flash sale ',
        }),
      )
    ).data;
    expect(coupon).toMatchObject({
      type: 'fixed',
      value: 25.5,
      minimumAmount: 100,
      maximumDiscount: null,
      usageLimit: 200,
      userLimit: 2,
      description: 'Flash sale',
    });
    const [row] = await testApp.db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row).toMatchObject({ value: 25_50, minimumAmountCents: 100_00, maximumDiscountCents: null });
  });

  it.each([
    ['code', { code: undefined }, 'Coupon code is required'],
    ['code', { code: '   ' }, 'Coupon code is required'],
    ['type', { type: 'bogo' as 'fixed' }, 'Type must be percentage or fixed'],
    ['value', { value: undefined }, 'Value is required'],
    ['value', { value: -1 }, 'Value must be at least 0'],
    ['value', { value: 12.5 }, 'A percentage must be a whole number from 0 to 100'],
    ['value', { value: 101 }, 'A percentage must be a whole number from 0 to 100'],
    ['value', { type: 'fixed' as const, value: 5.555 }, 'An amount must have at most 2 decimals'],
    ['minimumAmount', { minimumAmount: -1 }, 'Minimum amount must be at least 0'],
    ['maximumDiscount', { maximumDiscount: 1.234 }, 'Must have at most 2 decimals'],
    ['usageLimit', { usageLimit: 0 }, 'Usage limit must be at least 1'],
    ['usageLimit', { usageLimit: 1.5 }, 'Usage limit must be a whole number'],
    ['userLimit', { userLimit: 0 }, 'Per-user limit must be at least 1'],
    ['validFrom', { validFrom: undefined }, 'Valid from must be a date and time'],
    ['validFrom', { validFrom: 'tomorrow' }, 'Valid from must be a date and time'],
    ['validUntil', { validUntil: '2020-01-01T00:00:00Z' }, 'Valid until must be after valid from'],
    ['isActive', { isActive: 'yes' as unknown as boolean }, 'isActive must be true or false'],
  ])('refuses a bad %s with its field named', async (field, change, message) => {
    const body = await refused('POST', '/api/admin/coupons', { ...couponForm(), ...change }, 400);
    expect(fieldErrors(body)).toEqual({ [field]: message });
  });

  it('takes empty limits as none: minimum 0, no maximum, unlimited uses', async () => {
    const { coupon } = (
      await create(couponForm({ minimumAmount: null, maximumDiscount: undefined, usageLimit: null }))
    ).data;
    expect(coupon).toMatchObject({ minimumAmount: 0, maximumDiscount: null, usageLimit: null });
  });

  it('refuses a code already taken, whatever its case (409), naming the code field', async () => {
    await create(couponForm({ code: 'ONCE' }));
    const body = await refused('POST', '/api/admin/coupons', couponForm({ code: 'once' }), 409);
    expect(body.message).toBe('A coupon with this code already exists');
    expect(body.errors).toEqual([{ field: 'code', message: 'A coupon with this code already exists' }]);
  });

  it('reads dates without a zone (an HTML date-time value) in the store time zone, UTC by default', async () => {
    const { coupon } = (
      await create(couponForm({ validFrom: '2026-11-01T00:00', validUntil: '2026-11-30T23:59:30' }))
    ).data;
    expect(coupon).toMatchObject({
      validFrom: '2026-11-01T00:00:00.000Z',
      validUntil: '2026-11-30T23:59:30.000Z',
    });
    const backwards = couponForm({ validFrom: '2026-11-01T10:00', validUntil: '2026-11-01T09:59:59' });
    expect(fieldErrors(await refused('POST', '/api/admin/coupons', backwards, 400))).toEqual({
      validUntil: 'Valid until must be after valid from',
    });
  });

  it("lists every coupon newest first, each with the spec's display status", async () => {
    const make = async (code: string, overrides: Partial<AdminCouponBody>) =>
      (await create(couponForm({ code, ...overrides }))).data.coupon._id;
    await make('ST-ACTIVE', {});
    await make('ST-INACTIVE', { isActive: false });
    await make('ST-SCHEDULED', { validFrom: daysFromNow(5), validUntil: daysFromNow(10) });
    await make('ST-EXPIRED', { validFrom: daysFromNow(-10), validUntil: daysFromNow(-5) });
    const usedUp = await make('ST-USEDUP', { usageLimit: 2 });
    await testApp.db.update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, usedUp));

    const response = await call('GET', '/api/admin/coupons');
    expect(response.statusCode).toBe(200);
    const statuses = couponListResponseSchema
      .parse(response.json())
      .data.coupons.filter((coupon) => coupon.code.startsWith('ST-'))
      .map((coupon) => [coupon.code, coupon.status]);
    expect(statuses).toEqual([
      ['ST-USEDUP', 'Used Up'],
      ['ST-EXPIRED', 'Expired'],
      ['ST-SCHEDULED', 'Scheduled'],
      ['ST-INACTIVE', 'Inactive'],
      ['ST-ACTIVE', 'Active'],
    ]);
  });

  it('updates every field of the form but never the count of uses, and records what changed', async () => {
    const { coupon } = (await create(couponForm({ code: 'EDITME', usageLimit: 10 }))).data;
    await testApp.db.update(coupons).set({ usedCount: 4 }).where(eq(coupons.id, coupon._id));
    const response = await call(
      'PUT',
      `/api/admin/coupons/${coupon._id}`,
      couponForm({
        code: 'edited',
        type: 'fixed',
        value: 7.25,
        usageLimit: 10,
        validFrom: coupon.validFrom,
        validUntil: coupon.validUntil,
        usedCount: 0,
      } as Partial<AdminCouponBody>),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = couponResponseSchema.parse(response.json());
    expect(answer.message).toBe('Coupon updated successfully');
    expect(answer.data.coupon).toMatchObject({ code: 'EDITED', type: 'fixed', value: 7.25, usedCount: 4 });
    expect(await usedCountOf(coupon._id)).toBe(4);
    const [, update] = await auditOf(testApp.db, 'coupon', coupon._id);
    expect(update).toEqual({
      actorId: adminId,
      action: 'coupon.update',
      details: { changed: ['code', 'type', 'value'] },
    });
  });

  it('refuses an update to a taken code (409), bad fields (400) and a missing coupon (404)', async () => {
    await create(couponForm({ code: 'TAKEN' }));
    const { coupon } = (await create(couponForm({ code: 'MINE' }))).data;
    const url = `/api/admin/coupons/${coupon._id}`;
    expect((await refused('PUT', url, couponForm({ code: 'taken' }), 409)).message).toBe(
      'A coupon with this code already exists',
    );
    const backwards = couponForm({ code: 'MINE', validFrom: daysFromNow(3), validUntil: daysFromNow(2) });
    expect(fieldErrors(await refused('PUT', url, backwards, 400))).toEqual({
      validUntil: 'Valid until must be after valid from',
    });
    // Dates PostgreSQL cannot keep (there is no year 0; -14:00 moves the last second into the year 10000).
    expect(
      fieldErrors(
        await refused('PUT', url, couponForm({ code: 'MINE', validFrom: '0000-06-01T00:00:00Z' }), 400),
      ),
    ).toEqual({
      validFrom: 'Valid from must be between 1970 and 9999',
    });
    expect(
      fieldErrors(
        await refused(
          'POST',
          '/api/admin/coupons',
          couponForm({ code: 'FAR', validUntil: '9999-12-31T23:59:59-14:00' }),
          400,
        ),
      ),
    ).toEqual({ validUntil: 'Valid until must be between 1970 and 9999' });
    const missing = '/api/admin/coupons/00000000-0000-4000-8000-000000000000';
    expect((await refused('PUT', missing, couponForm(), 404)).message).toBe('Coupon not found');
    expect((await refused('PUT', '/api/admin/coupons/1', couponForm(), 404)).message).toBe(
      'Coupon not found',
    );
    expect((await refused('PUT', url, couponForm({ code: 'taken' }), 409)).errors).toEqual([
      { field: 'code', message: 'A coupon with this code already exists' },
    ]);
  });

  it('deletes a coupon and answers it as it was', async () => {
    const { coupon } = (await create(couponForm({ code: 'BYEBYE' }))).data;
    const response = await call('DELETE', `/api/admin/coupons/${coupon._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(couponResponseSchema.parse(response.json())).toMatchObject({
      message: 'Coupon deleted successfully',
      data: { coupon: { _id: coupon._id, code: 'BYEBYE' } },
    });
    const codes = couponListResponseSchema
      .parse((await call('GET', '/api/admin/coupons')).json())
      .data.coupons.map((item) => item.code);
    expect(codes).not.toContain('BYEBYE');
    const again = await call('DELETE', `/api/admin/coupons/${coupon._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'Coupon not found' });
    expect((await auditOf(testApp.db, 'coupon', coupon._id)).map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.delete',
    ]);
  });
});
