import {
  type AdminApi,
  createAdminApi,
  createApiClient,
  ORDER_CSV_COLUMNS,
  ORDER_NOTE_EMPTY_MESSAGE,
} from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../apps/server/src/admin/operations/csv-test-support';
import { placeOrder, type TestUser } from '../../apps/server/src/admin/operations/operations-test-support';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

describe.each(databaseTargets())('the order tools through the typed client on $name', (target) => {
  let testApp: TestApp;
  let admin: AdminApi;
  let shopper: AdminApi;
  let shopperUser: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const adminUser = await createUser(testApp, { role: 'admin', firstName: 'Grace', lastName: 'Hopper' });
    shopperUser = await createUser(testApp);
    admin = createAdminApi(createApiClient({ baseUrl, getToken: () => adminUser.token }));
    shopper = createAdminApi(createApiClient({ baseUrl, getToken: () => shopperUser.token }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function newOrder() {
    const product = await createProduct(testApp.db, { stock: 10 });
    return placeOrder(testApp, shopperUser, [{ product, quantity: 1 }]);
  }

  it('bulkUpdateOrderStatus answers the orders changed and those refused; a shopper gets 403', async () => {
    const orderId = await newOrder();

    const answer = await admin.bulkUpdateOrderStatus({ ids: [orderId, 'missing'], status: 'processing' });

    expect(answer).toMatchObject({
      success: true,
      message: '1 order updated',
      data: {
        status: 'processing',
        succeeded: [{ _id: orderId }],
        failed: [{ _id: 'missing', orderNumber: null, message: 'Order not found' }],
      },
    });
    const refused = await apiFailure(admin.bulkUpdateOrderStatus({ ids: [], status: 'processing' }));
    expect(refused).toMatchObject({
      status: 400,
      errors: [{ field: 'ids', message: 'Select at least one order' }],
    });
    expect(
      (await apiFailure(shopper.bulkUpdateOrderStatus({ ids: [orderId], status: 'shipped' }))).status,
    ).toBe(403);
  });

  it('addOrderNote answers the order with the note in its timeline; an empty note is a 400', async () => {
    const orderId = await newOrder();

    const answer = await admin.addOrderNote(orderId, 'Leave at the back door');

    expect(answer.message).toBe('Note added');
    expect(answer.data.order.timeline).toContainEqual(
      expect.objectContaining({
        type: 'note',
        text: 'Leave at the back door',
        actor: expect.objectContaining({ name: 'Grace Hopper' }),
      }),
    );
    const refused = await apiFailure(admin.addOrderNote(orderId, ' '));
    expect(refused).toMatchObject({ status: 400, message: ORDER_NOTE_EMPTY_MESSAGE });
  });

  it('exportOrders downloads the filtered orders as orders-YYYY-MM-DD.csv', async () => {
    const orderId = await newOrder();
    await admin.bulkUpdateOrderStatus({ ids: [orderId], status: 'delivered' });

    const file = await admin.exportOrders({ status: 'delivered' });

    expect(file.fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(await file.blob.text());
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[4] === 'delivered')).toBe(true);
  });
});
