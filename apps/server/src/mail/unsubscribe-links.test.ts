import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeLinks, unsubscribeToken } from './unsubscribe-links';

const SECRET = 'a-test-secret-of-some-length';
const USER = '4b1f6c9e-2f0a-4c2e-9a55-0d4f1f0e7a11';

describe('unsubscribe tokens', () => {
  it('name the person and the preference they stop', () => {
    const token = unsubscribeToken(SECRET, USER, 'promotions');
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, preference: 'promotions' });
  });

  it('refuse a token signed with another secret, for another person or for another preference', () => {
    const token = unsubscribeToken(SECRET, USER, 'promotions');
    const [, , mac] = token.split('.');
    expect(readUnsubscribeToken('another-secret', token)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `${USER.replace('4b1f', '4b2f')}.promotions.${mac}`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `${USER}.orderUpdates.${mac}`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `${USER}.isAdmin.${mac}`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `${token}.extra`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, '')).toBeUndefined();
  });

  it('give a mail its link and the RFC 8058 header fields pointing at that link', () => {
    const { link, headers } = unsubscribeLinks('https://shop.example', SECRET, USER, 'orderUpdates');
    expect(link).toMatch(/^https:\/\/shop\.example\/unsubscribe\?token=/);
    expect(headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
