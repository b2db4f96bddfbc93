import { describe, expect, it } from 'vitest';
import { storedUser } from './stored-user';

const user = {
  _id: 'u1',
  firstName: 'Emma',
  lastName: 'Wilson',
  email: 'emma.wilson@example.com',
  phone: null,
  role: 'user',
  isEmailVerified: true,
  preferences: { orderUpdates: true, promotions: false, newProducts: false },
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('storedUser', () => {
  it('keeps a user as the server sent it', () => {
    expect(storedUser(user)).toEqual(user);
    expect(storedUser({ ...user, phone: '(555) 010-0001', role: 'admin' })).toMatchObject({ role: 'admin' });
  });

  it.each([
    ['nothing', null],
    ['text', 'emma'],
    ['a user without an id', { ...user, _id: undefined }],
    ['a role the store does not have', { ...user, role: 'superuser' }],
    ['a name that is not text', { ...user, firstName: 42 }],
    ['no preferences', { ...user, preferences: null }],
  ])('drops %s', (_, value) => {
    expect(storedUser(value)).toBeUndefined();
  });
});
