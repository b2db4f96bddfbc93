import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_PATH,
  authSessionResponseSchema,
  errorEnvelopeSchema,
  INVALID_CREDENTIALS_MESSAGE,
  LAST_ADMIN_MESSAGE,
  LOGIN_PATH,
  ME_PATH,
  messageOnlyResponseSchema,
  PASSWORD_INCORRECT_MESSAGE,
  PREFERENCES_PATH,
  PREFERENCES_UPDATED_MESSAGE,
  PROFILE_PATH,
  PROFILE_UPDATED_MESSAGE,
  REGISTER_PATH,
  userResponseSchema,
} from '@aurora-store/api/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, passwordResetTokens, users, wishlistItems } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser, TEST_PASSWORD } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { erasedEmail } from './accounts';
import { call, registration } from './auth-test-support';
import { createResetToken } from './reset-tokens';

describe.each(databaseTargets())('account calls on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function storedUser(id: string) {
    const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  describe('PUT /api/auth/profile', () => {
    it('changes names and phone, and answers the account as it now is', async () => {
      const { user, token } = await createUser(testApp);

      const response = await call(testApp.app, 'PUT', PROFILE_PATH, {
        token,
        body: { firstName: ' Grace ', lastName: 'Hopper', phone: '+1 (555) 010-0200' },
      });

      expect(response.statusCode).toBe(200);
      const answer = userResponseSchema.parse(response.json());
      expect(answer.message).toBe(PROFILE_UPDATED_MESSAGE);
      expect(answer.data.user).toMatchObject({
        _id: user.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '+1 (555) 010-0200',
      });
      expect(await storedUser(user.id)).toMatchObject({ firstName: 'Grace', phone: '+1 (555) 010-0200' });
    });

    it('never changes the email or the role, whatever the body says', async () => {
      const { user, token } = await createUser(testApp);

      const response = await call(testApp.app, 'PUT', PROFILE_PATH, {
        token,
        body: { firstName: 'Ada', lastName: 'Byron', email: 'taken-over@aurora.test', role: 'admin' },
      });

      expect(response.statusCode).toBe(200);
      expect(await storedUser(user.id)).toMatchObject({ email: user.email, role: 'user', lastName: 'Byron' });
    });

    it('keeps the phone when none is sent, and removes it when sent empty', async () => {
      const { user, token } = await createUser(testApp, { phone: '555-0100' });

      await call(testApp.app, 'PUT', PROFILE_PATH, { token, body: { firstName: 'Ada', lastName: 'L' } });
      expect((await storedUser(user.id))?.phone).toBe('555-0100');

      await call(testApp.app, 'PUT', PROFILE_PATH, {
        token,
        body: { firstName: 'Ada', lastName: 'L', phone: '' },
      });
      expect((await storedUser(user.id))?.phone).toBeNull();
    });

    it('answers 400 with field errors for an invalid profile', async () => {
      const { token } = await createUser(testApp);

      const response = await call(testApp.app, 'PUT', PROFILE_PATH, {
        token,
        body: { firstName: '', lastName: 'x'.repeat(51), phone: 'call me' },
      });

      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors).toEqual([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name must be at most 50 characters' },
        { field: 'phone', message: 'Please enter a valid phone number' },
      ]);
    });

    it('answers 401 without a token', async () => {
      const response = await call(testApp.app, 'PUT', PROFILE_PATH, {
        body: { firstName: 'A', lastName: 'B' },
      });

      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/auth/preferences', () => {
    it('saves the notification choices that are sent and keeps the others', async () => {
      const { user, token } = await createUser(testApp);

      const response = await call(testApp.app, 'PUT', PREFERENCES_PATH, {
        token,
        body: { promotions: false, newProducts: true },
      });

      expect(response.statusCode).toBe(200);
      const answer = userResponseSchema.parse(response.json());
      expect(answer.message).toBe(PREFERENCES_UPDATED_MESSAGE);
      expect(answer.data.user.preferences).toEqual({
        orderUpdates: true,
        promotions: false,
        newProducts: true,
      });
      expect(await storedUser(user.id)).toMatchObject({
        notifyOrderUpdates: true,
        notifyPromotions: false,
        notifyNewProducts: true,
      });
    });

    it('answers 400 for a body without a choice or with a non-boolean one', async () => {
      const { token } = await createUser(testApp);

      const empty = await call(testApp.app, 'PUT', PREFERENCES_PATH, { token, body: {} });
      const wrongType = await call(testApp.app, 'PUT', PREFERENCES_PATH, {
        token,
        body: { promotions: 'no' },
      });

      expect(empty.statusCode).toBe(400);
      expect(wrongType.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(wrongType.json()).errors?.[0]?.field).toBe('promotions');
    });

    it('answers 401 without a token', async () => {
      const response = await call(testApp.app, 'PUT', PREFERENCES_PATH, { body: { promotions: false } });

      expect(response.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/auth/account', () => {
    it('erases the person, ends every session and keeps their orders', async () => {
      const registered = authSessionResponseSchema.parse(
        (
          await call(testApp.app, 'POST', REGISTER_PATH, {
            body: registration({ password: 'delete-me-please' }),
          })
        ).json(),
      ).data;
      const userId = registered.user._id;
      const product = await createProduct(testApp.db);
      await testApp.db.insert(cartItems).values({ userId, productId: product.id, quantity: 2 });
      await testApp.db.insert(wishlistItems).values({ userId, productId: product.id });
      await createResetToken(testApp.db, userId);
      const [order] = await testApp.db.insert(orders).values(orderRow(userId)).returning();

      const response = await call(testApp.app, 'DELETE', ACCOUNT_PATH, {
        token: registered.token,
        body: { password: 'delete-me-please' },
      });

      expect(response.statusCode).toBe(200);
      expect(messageOnlyResponseSchema.parse(response.json()).message).toBe(ACCOUNT_DELETED_MESSAGE);
      const row = await storedUser(userId);
      expect(row).toMatchObject({
        firstName: 'Deleted',
        lastName: 'User',
        email: erasedEmail(userId),
        phone: null,
        tokenVersion: 1,
      });
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(await testApp.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual([]);
      expect(await testApp.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).toEqual(
        [],
      );
      expect(
        await testApp.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
      ).toEqual([]);
      expect(await testApp.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([order]);

      const me = await call(testApp.app, 'GET', ME_PATH, { token: registered.token });
      expect(me.statusCode).toBe(401);
      const login = await call(testApp.app, 'POST', LOGIN_PATH, {
        body: { email: registered.user.email, password: 'delete-me-please' },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ success: false, message: INVALID_CREDENTIALS_MESSAGE });
    });

    it('frees the email for a new account', async () => {
      const { user, token } = await createUser(testApp);
      await call(testApp.app, 'DELETE', ACCOUNT_PATH, { token, body: { password: TEST_PASSWORD } });

      const again = await call(testApp.app, 'POST', REGISTER_PATH, {
        body: registration({ email: user.email }),
      });

      expect(again.statusCode).toBe(201);
    });

    it('answers 400 for a wrong password and changes nothing', async () => {
      const { user, token } = await createUser(testApp);

      const response = await call(testApp.app, 'DELETE', ACCOUNT_PATH, {
        token,
        body: { password: 'guess' },
      });

      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json())).toEqual({
        success: false,
        message: PASSWORD_INCORRECT_MESSAGE,
        errors: [{ field: 'password', message: PASSWORD_INCORRECT_MESSAGE }],
      });
      expect(await storedUser(user.id)).toEqual(user);
    });

    it('answers 400 without a password and 401 without a token', async () => {
      const { token } = await createUser(testApp);

      const noPassword = await call(testApp.app, 'DELETE', ACCOUNT_PATH, { token, body: {} });
      const noToken = await call(testApp.app, 'DELETE', ACCOUNT_PATH, { body: { password: TEST_PASSWORD } });

      expect(noPassword.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(noPassword.json()).errors).toEqual([
        { field: 'password', message: 'Password is required' },
      ]);
      expect(noToken.statusCode).toBe(401);
    });

    it('refuses to delete the last administrator (409), and lets one of two go', async () => {
      const first = await createUser(testApp, { role: 'admin' });
      // Any administrator the app made for itself is not this test's: only `first` is left one.
      await testApp.db
        .update(users)
        .set({ role: 'user' })
        .where(and(eq(users.role, 'admin'), ne(users.id, first.user.id)));

      const refused = await call(testApp.app, 'DELETE', ACCOUNT_PATH, {
        token: first.token,
        body: { password: TEST_PASSWORD },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: LAST_ADMIN_MESSAGE });

      await createUser(testApp, { role: 'admin' });
      const allowed = await call(testApp.app, 'DELETE', ACCOUNT_PATH, {
        token: first.token,
        body: { password: TEST_PASSWORD },
      });
      expect(allowed.statusCode).toBe(200);
      expect((await storedUser(first.user.id))?.role).toBe('user');
    });
  });
});

function orderRow(userId: string): typeof orders.$inferInsert {
  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '12 Engine Way',
    city: 'Springfield',
    state: 'Oregon',
    zipCode: '97477',
    country: 'US',
  };
  return {
    orderNumber: `AUR-TEST-${userId.slice(0, 8)}`,
    userId,
    itemsPriceCents: 10_000,
    taxPriceCents: 800,
    shippingPriceCents: 1000,
    totalPriceCents: 11_800,
    shippingAddress: { ...address, phone: '5415550100' },
    billingAddress: address,
    paymentMethod: 'stripe',
  };
}
