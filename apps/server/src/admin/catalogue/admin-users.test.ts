import {
  adminUserListResponseSchema,
  errorEnvelopeSchema,
  userResponseSchema,
} from '@aurora-store/api/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, auditOf, caller, fieldErrors } from './admin-catalogue-test-support';

const day = (n: number) => new Date(Date.UTC(2026, 1, n));

async function adminCount(testApp: TestApp): Promise<number> {
  const [counted] = await testApp.db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return counted?.total ?? 0;
}

describe.each(databaseTargets())('admin users on $name', (target) => {
  let testApp: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const people = await adminAndShopper(testApp);
    call = people.asAdmin;
    admin = people.admin;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function list(query: string) {
    const response = await call('GET', `/api/admin/users${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminUserListResponseSchema.parse(response.json()).data;
  }

  const changeRole = (id: string, role: unknown, as = call) =>
    as('PUT', `/api/admin/users/${id}/role`, { role });

  describe('the list', () => {
    beforeAll(async () => {
      const people = [
        { firstName: 'Linus', lastName: 'Pauling', email: 'linus@listed.test', createdAt: day(1) },
        {
          firstName: 'Marie',
          lastName: 'Curie',
          email: 'marie@listed.test',
          createdAt: day(2),
          isEmailVerified: true,
        },
        {
          firstName: 'Rosalind',
          lastName: 'Franklin',
          email: 'rosalind@listed.test',
          createdAt: day(3),
          role: 'admin',
        },
        {
          firstName: 'Deleted',
          lastName: 'User',
          email: 'gone@listed.test',
          createdAt: day(4),
          deletedAt: day(5),
        },
      ] as const;
      for (const person of people) await createUser(testApp, person);
    });

    it('lists accounts newest first with their public fields, never a deleted one', async () => {
      const data = await list('?search=listed.test');
      expect(data.users.map((user) => [user.email, user.role, user.isEmailVerified])).toEqual([
        ['rosalind@listed.test', 'admin', false],
        ['marie@listed.test', 'user', true],
        ['linus@listed.test', 'user', false],
      ]);
      expect(data.pagination).toEqual({ page: 1, pages: 1, total: 3, hasNext: false, hasPrev: false });
      expect(Object.keys(data.users[0] ?? {}).sort()).toEqual([
        '_id',
        'createdAt',
        'email',
        'firstName',
        'isEmailVerified',
        'lastName',
        'phone',
        'preferences',
        'role',
      ]);
    });

    it('searches first, last and full name and email, in any case', async () => {
      const emails = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}`)).users.map((user) => user.email);
      expect(await emails('marie')).toEqual(['marie@listed.test']);
      expect(await emails('FRANKLIN')).toEqual(['rosalind@listed.test']);
      expect(await emails('Linus Pauling')).toEqual(['linus@listed.test']);
      expect(await emails('gone@')).toEqual([]);
      expect(await emails('%')).toEqual([]);
    });

    it('filters by role; empty and all are no filter; pages 10 at a time', async () => {
      expect((await list('?search=listed.test&role=admin')).users.map((user) => user.firstName)).toEqual([
        'Rosalind',
      ]);
      expect((await list('?search=listed.test&role=user')).pagination.total).toBe(2);
      expect((await list('?search=listed.test&role=all')).pagination.total).toBe(3);
      expect((await list('?search=&role=')).pagination.total).toBeGreaterThanOrEqual(5);
      expect((await list('?search=listed.test&limit=2&page=2')).pagination).toEqual({
        page: 2,
        pages: 2,
        total: 3,
        hasNext: false,
        hasPrev: true,
      });
      const firstPage = await list('');
      expect(firstPage.users.length).toBeLessThanOrEqual(10);
    });

    it('refuses an unknown role filter', async () => {
      const response = await call('GET', '/api/admin/users?role=owner');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(fieldErrors(response.json()))).toEqual(['role']);
    });
  });

  describe('role changes', () => {
    it('promotes a shopper, whose same token then opens the admin calls, and records it', async () => {
      const shopper = await createUser(testApp, { firstName: 'Promoted' });
      const asShopper = caller(testApp, shopper.authorization);
      expect((await asShopper('GET', '/api/admin/users')).statusCode).toBe(403);

      const response = await changeRole(shopper.user.id, 'admin');
      expect(response.statusCode, response.body).toBe(200);
      expect(userResponseSchema.parse(response.json())).toMatchObject({
        message: 'User role updated successfully',
        data: { user: { _id: shopper.user.id, role: 'admin', firstName: 'Promoted' } },
      });
      expect((await asShopper('GET', '/api/admin/users')).statusCode).toBe(200);

      const back = await changeRole(shopper.user.id, 'user');
      expect(userResponseSchema.parse(back.json()).data.user.role).toBe('user');
      expect((await asShopper('GET', '/api/admin/users')).statusCode).toBe(403);
      expect(await auditOf(testApp.db, 'user', shopper.user.id)).toEqual([
        { actorId: admin.user.id, action: 'user.role_change', details: { from: 'user', to: 'admin' } },
        { actorId: admin.user.id, action: 'user.role_change', details: { from: 'admin', to: 'user' } },
      ]);
    });

    it('answers a role the user already has without changing anything', async () => {
      const shopper = await createUser(testApp);
      const response = await changeRole(shopper.user.id, 'user');
      expect(response.statusCode).toBe(200);
      expect(await auditOf(testApp.db, 'user', shopper.user.id)).toEqual([]);
    });

    it('never demotes the last administrator, themselves included', async () => {
      await testApp.db.update(users).set({ role: 'user' }).where(eq(users.email, 'rosalind@listed.test'));
      expect(await adminCount(testApp)).toBe(1);
      const response = await changeRole(admin.user.id, 'user');
      expect(response.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
        'The last administrator cannot be demoted',
      );
      expect(await adminCount(testApp)).toBe(1);

      const second = await createUser(testApp, { role: 'admin' });
      expect(
        (await changeRole(admin.user.id, 'user', caller(testApp, second.authorization))).statusCode,
      ).toBe(200);
      expect(
        (await changeRole(second.user.id, 'user', caller(testApp, second.authorization))).statusCode,
      ).toBe(409);
      await testApp.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    });

    it('refuses a role it does not know (400) and a missing, deleted or malformed user (404)', async () => {
      const shopper = await createUser(testApp);
      const bad = await changeRole(shopper.user.id, 'owner');
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad.json())).toEqual({ role: 'Role must be user or admin' });
      expect((await call('PUT', `/api/admin/users/${shopper.user.id}/role`, {})).statusCode).toBe(400);

      const deleted = await createUser(testApp, { deletedAt: new Date() });
      for (const id of [deleted.user.id, '00000000-0000-4000-8000-000000000000', 'someone']) {
        const response = await changeRole(id, 'admin');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'User not found' });
      }
    });
  });
});

/* PGlite runs one transaction at a time: the race needs a real PostgreSQL. */
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.runIf(postgres)('two admins demoting each other at once on PostgreSQL', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    if (!postgres) throw new Error('runs only with DATABASE_URL');
    testApp = await createTestApp(postgres);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('always leaves exactly one administrator', async () => {
    let survivor = await createUser(testApp, { role: 'admin' });
    for (let round = 0; round < 10; round += 1) {
      const newcomer = await createUser(testApp, { role: 'admin' });
      const pair = [survivor, newcomer] as const;

      const responses = await Promise.all(
        pair.map((self, index) => {
          const other = pair[1 - index];
          return caller(testApp, self.authorization)('PUT', `/api/admin/users/${other?.user.id}/role`, {
            role: 'user',
          });
        }),
      );

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The loser is refused by the rule (409), or by the guard when the winner's change landed first (403).
      expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
      expect(await adminCount(testApp)).toBe(1);
      survivor = statuses[0] === 200 ? pair[0] : pair[1];
    }
  });
});
