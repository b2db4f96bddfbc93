import { describe, expect, it } from 'vitest';
import { preferenceOfUnsubscribeToken } from './mail-preferences';
import { unsubscribedMessage } from './messages';

const USER = '4b1f6c9e-2f0a-4c2e-9a55-0d4f1f0e7a11';

describe('preferenceOfUnsubscribeToken', () => {
  it('reads the preference a token names, so the page can ask about the right mails', () => {
    expect(preferenceOfUnsubscribeToken(`${USER}.orderUpdates.c2ln`)).toBe('orderUpdates');
    expect(preferenceOfUnsubscribeToken(`${USER}.promotions.c2ln`)).toBe('promotions');
    expect(preferenceOfUnsubscribeToken(`${USER}.newProducts.c2ln`)).toBe('newProducts');
  });

  it('knows nothing of a token that is not shaped like one', () => {
    for (const token of ['', 'abc', `${USER}.orderUpdates`, `${USER}.orderUpdates.`, `.orderUpdates.c2ln`]) {
      expect(preferenceOfUnsubscribeToken(token), token).toBeUndefined();
    }
    expect(preferenceOfUnsubscribeToken(`${USER}.isAdmin.c2ln`)).toBeUndefined();
    expect(preferenceOfUnsubscribeToken(`${USER}.toString.c2ln`)).toBeUndefined();
    expect(preferenceOfUnsubscribeToken(`${USER}.orderUpdates.c2ln.more`)).toBeUndefined();
  });
});

describe('unsubscribedMessage', () => {
  it('names the mails that stop', () => {
    expect(unsubscribedMessage('orderUpdates')).toBe('You will no longer receive order update emails');
    expect(unsubscribedMessage('newProducts')).toBe('You will no longer receive new product announcements');
  });
});
