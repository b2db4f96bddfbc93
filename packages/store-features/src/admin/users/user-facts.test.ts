import { describe, expect, it } from 'vitest';
import { showingUsers, userIdTail, userInitials, userName, verificationBadge } from './user-facts';

describe('userIdTail', () => {
  it('keeps the last six characters of the id', () => {
    expect(userIdTail('9f35dece-b606-40a6-99f3-505ec828485a')).toBe('28485a');
  });

  it('keeps a short id whole', () => {
    expect(userIdTail('abc')).toBe('abc');
    expect(userIdTail('')).toBe('');
  });
});

describe('showingUsers', () => {
  it("says the spec's 'Showing: N of M users'", () => {
    expect(showingUsers(10, 23)).toBe('Showing: 10 of 23 users');
    expect(showingUsers(3, 23)).toBe('Showing: 3 of 23 users');
    expect(showingUsers(0, 0)).toBe('Showing: 0 of 0 users');
  });
});

describe('userName and userInitials', () => {
  it('joins the names and takes their first letters', () => {
    const emma = { firstName: 'Emma', lastName: 'Wilson' };
    expect(userName(emma)).toBe('Emma Wilson');
    expect(userInitials(emma)).toBe('EW');
    expect(userInitials({ firstName: 'élodie', lastName: '' })).toBe('É');
  });

  it('marks a user without a name', () => {
    expect(userInitials({ firstName: ' ', lastName: '' })).toBe('?');
    expect(userName({ firstName: '', lastName: '' })).toBe('');
  });
});

describe('verificationBadge', () => {
  it("is 'Verified' or 'Pending' by email verification, in words as well as colour", () => {
    expect(verificationBadge(true)).toEqual({ label: 'Verified', tone: 'success' });
    expect(verificationBadge(false)).toEqual({ label: 'Pending', tone: 'warning' });
  });
});
