import { adminOrderListResponseSchema, ORDER_CSV_COLUMNS } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { caller } from '../catalogue/admin-catalogue-test-support';
import { parseCsv } from '../operations/csv-test-support';
import { noonDaysAgo, numberPlacedAt, storeOrder } from '../operations/operations-test-support';
import { orderExportFileName } from './export-file-name';
import { orderExportStream } from './order-export';

describe.each(databaseTargets())('GET /api/admin/orders/export.csv on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: ReturnType<typeof caller>;
  let asShopper: ReturnType<typeof caller>;
  const now = new Date();
  const sameInstant = noonDaysAgo(now, 2);
  const mischiefOrder = numberPlacedAt(noonDaysAgo(now, 5), 'XSS234');

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const [admin, mischief, ada, alan] = await Promise.all([
      createUser(testApp, { role: 'admin' }),
      createUser(testApp, {
        firstName: '=HYPERLINK("http://evil.test","click")',
        lastName: 'O"Neil, Jr',
        email: '-mischief@example.test',
      }),
      createUser(testApp, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }),
      createUser(testApp, { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.test' }),
    ]);
    asAdmin = caller(testApp, admin.authorization);
    asShopper = caller(testApp, ada.authorization);
    await storeOrder(testApp.db, {
      userId: mischief.user.id,
      createdAt: noonDaysAgo(now, 5),
      totalCents: 123_45,
      isPaid: true,
      status: 'shipped',
      units: 4,
      orderNumber: mischiefOrder,
    });
    // Orders of one instant, so pages must neither skip nor repeat any of a tie.
    for (let index = 0; index < 7; index += 1) {
      await storeOrder(testApp.db, {
        userId: index % 2 === 0 ? ada.user.id : alan.user.id,
        createdAt: sameInstant,
        totalCents: 20_00 + index,
        status: index % 3 === 0 ? 'shipped' : 'pending',
        orderNumber: numberPlacedAt(sameInstant, `TYE22${index + 2}`),
      });
    }
    await storeOrder(testApp.db, {
      userId: alan.user.id,
      createdAt: noonDaysAgo(now, 1),
      totalCents: 50_00,
      status: 'delivered',
      orderNumber: numberPlacedAt(noonDaysAgo(now, 1), 'NEWEST'),
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function exported(query = '') {
    const response = await asAdmin('GET', `/api/admin/orders/export.csv${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return parseCsv(response.body);
  }

  /** The order numbers the admin list shows for this query, every page of it, in its order. */
  async function listed(query: string) {
    const numbers: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await asAdmin('GET', `/api/admin/orders?limit=3&page=${page}&${query}`);
      const { orders, pagination } = adminOrderListResponseSchema.parse(response.json()).data;
      numbers.push(...orders.map((order) => order.orderNumber));
      if (!pagination.hasNext) return numbers;
    }
  }

  it("answers a no-store CSV attachment named for today, its header the export's columns", async () => {
    const response = await asAdmin('GET', '/api/admin/orders/export.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(parseCsv(response.body)[0]).toEqual([...ORDER_CSV_COLUMNS]);
  });

  it.each([
    '',
    'status=shipped',
    'search=lovelace',
    `search=${numberPlacedAt(sameInstant, '').slice(0, -1)}`,
    'search=ada&status=pending',
    'search=&status=all',
    'search=nobody-at-all',
  ])('holds exactly what the list shows for "%s", newest first', async (query) => {
    const rows = (await exported(`?${query}`)).slice(1);
    expect(rows.map((row) => row[0])).toEqual(await listed(query));
  });

  it('reads page by page without skipping or repeating an order of a tie', async () => {
    const chunks: string[] = [];
    for await (const chunk of orderExportStream(testApp.db, {}, 2)) chunks.push(String(chunk));
    // The header, then one chunk per page of two.
    expect(chunks.length).toBeGreaterThan(4);
    const response = await asAdmin('GET', '/api/admin/orders/export.csv');
    expect(chunks.join('')).toBe(response.body);
    expect(parseCsv(response.body)).toHaveLength(1 + 9);
  });

  it('writes each cell as a spreadsheet reads it, with formulas kept from running', async () => {
    const [, ...rows] = await exported(`?search=${mischiefOrder}`);
    expect(rows).toEqual([
      [
        mischiefOrder,
        noonDaysAgo(now, 5).toISOString(),
        `'=HYPERLINK("http://evil.test","click") O"Neil, Jr`,
        "'-mischief@example.test",
        'shipped',
        'Yes',
        noonDaysAgo(now, 5).toISOString(),
        '',
        '4',
        '112.65',
        '0.00',
        '',
        '0.80',
        '10.00',
        '123.45',
      ],
    ]);
  });

  it('refuses an unknown status with a 400, and a shopper with a 403', async () => {
    const refused = await asAdmin('GET', '/api/admin/orders/export.csv?status=archived');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errors: [{ field: 'status' }] });
    expect((await asShopper('GET', '/api/admin/orders/export.csv')).statusCode).toBe(403);
    expect((await caller(testApp, undefined)('GET', '/api/admin/orders/export.csv')).statusCode).toBe(401);
  });
});

describe('orderExportFileName', () => {
  it("names the file for the day in the store's time zone", () => {
    const lateEvening = new Date('2026-03-10T23:30:00Z');
    expect(orderExportFileName(lateEvening, 'UTC')).toBe('orders-2026-03-10.csv');
    expect(orderExportFileName(lateEvening, 'Asia/Kolkata')).toBe('orders-2026-03-11.csv');
    expect(orderExportFileName(lateEvening, 'America/New_York')).toBe('orders-2026-03-10.csv');
  });
});
