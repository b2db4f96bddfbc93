import { ANALYTICS_DAYS_MESSAGE, SALES_REPORT_COLUMNS } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { analyticsPeriod } from './analytics-period';
import { parseCsv } from './csv-test-support';
import { getAs, noonDaysAgo, storeOrder, type TestUser } from './operations-test-support';
import { salesReportStream } from './sales-report';

describe.each(databaseTargets())('GET /api/admin/reports/sales.csv on $name', (target) => {
  let testApp: TestApp;
  let admin: TestUser;
  const now = new Date();
  const tied = noonDaysAgo(now, 3);
  const orderNumbers = {
    injection: 'AUR-20260101-INJECT',
    old: 'AUR-20260101-OLDONE',
    tied: ['AUR-20260101-TIED01', 'AUR-20260101-TIED02', 'AUR-20260101-TIED03'],
  };

  beforeAll(async () => {
    testApp = await createTestApp(target);
    admin = await createUser(testApp, { role: 'admin' });
    const [mischief, plain] = await Promise.all([
      createUser(testApp, {
        firstName: '=HYPERLINK("http://evil.test","click")',
        lastName: 'O"Neil, Jr\nthe second',
        email: '-mischief@example.test',
      }),
      createUser(testApp, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }),
    ]);
    await storeOrder(testApp.db, {
      userId: mischief.user.id,
      createdAt: noonDaysAgo(now, 5),
      totalCents: 123_45,
      isPaid: true,
      status: 'shipped',
      units: 4,
      orderNumber: orderNumbers.injection,
    });
    // Three orders placed at the very same instant: the pages must neither skip nor repeat one.
    for (const orderNumber of orderNumbers.tied) {
      await storeOrder(testApp.db, {
        userId: plain.user.id,
        createdAt: tied,
        totalCents: 20_00,
        orderNumber,
      });
    }
    await storeOrder(testApp.db, {
      userId: plain.user.id,
      createdAt: noonDaysAgo(now, 40),
      totalCents: 99_00,
      orderNumber: orderNumbers.old,
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a CSV attachment named by its period', async () => {
    const response = await getAs(testApp, admin, '/api/admin/reports/sales.csv?days=7');
    const period = analyticsPeriod({ days: 7 }, 'UTC', now);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sales-${period.from}-${period.to}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('lists the period’s orders oldest first under the header row, every field safe and escaped', async () => {
    const response = await getAs(testApp, admin, '/api/admin/reports/sales.csv?days=7');

    const [header, ...records] = parseCsv(response.body);

    expect(header).toEqual([...SALES_REPORT_COLUMNS]);
    // Orders placed at the same instant come in id order, not in their numbers' order.
    expect(records[0]?.[0]).toBe(orderNumbers.injection);
    expect(
      records
        .slice(1)
        .map((record) => record[0])
        .toSorted(),
    ).toEqual(orderNumbers.tied);
    expect(records[0]).toEqual([
      orderNumbers.injection,
      noonDaysAgo(now, 5).toISOString(),
      `'=HYPERLINK("http://evil.test","click") O"Neil, Jr\nthe second`,
      "'-mischief@example.test",
      'shipped',
      'Yes',
      '4',
      '112.65',
      '0.00',
      '',
      '0.80',
      '10.00',
      '123.45',
    ]);
    expect(records[1]?.slice(2, 13)).toEqual([
      'Ada Lovelace',
      'ada@example.test',
      'pending',
      'No',
      '1',
      '9.20',
      '0.00',
      '',
      '0.80',
      '10.00',
      '20.00',
    ]);
  });

  it('covers a longer period with the older orders', async () => {
    const response = await getAs(testApp, admin, '/api/admin/reports/sales.csv?days=90');

    const records = parseCsv(response.body).slice(1);

    expect(records.slice(0, 2).map((record) => record[0])).toEqual([
      orderNumbers.old,
      orderNumbers.injection,
    ]);
    expect(
      records
        .slice(2)
        .map((record) => record[0])
        .toSorted(),
    ).toEqual(orderNumbers.tied);
  });

  it('reads the orders page by page without skipping or repeating one', async () => {
    const chunks: string[] = [];
    for await (const chunk of salesReportStream(testApp.db, analyticsPeriod({ days: 90 }, 'UTC', now), 2)) {
      chunks.push(String(chunk));
    }

    const records = parseCsv(chunks.join('')).slice(1);

    expect(chunks.length).toBeGreaterThan(2);
    expect(records.map((record) => record[0])).toHaveLength(5);
    expect(new Set(records.map((record) => record[0])).size).toBe(5);
  });

  it('holds only the days of a custom range, named by it', async () => {
    const day = (daysAgo: number) => noonDaysAgo(now, daysAgo).toISOString().slice(0, 10);
    const response = await getAs(testApp, admin, `/api/admin/reports/sales.csv?from=${day(41)}&to=${day(4)}`);

    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sales-${day(41)}-${day(4)}.csv"`,
    );
    // The order of 40 days ago and the one of 5 days ago; the three of 3 days ago are after the range.
    expect(
      parseCsv(response.body)
        .slice(1)
        .map((record) => record[0]),
    ).toEqual([orderNumbers.old, orderNumbers.injection]);
  });

  it.each(['14', 'all'])('refuses days=%s with 400 JSON', async (days) => {
    const response = await getAs(testApp, admin, `/api/admin/reports/sales.csv?days=${days}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: ANALYTICS_DAYS_MESSAGE });
  });
});
