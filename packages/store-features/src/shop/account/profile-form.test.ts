import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { shopper } from '../../common/story-support/fixtures';
import { maskPhone, maskZipCode, profileBodyOf, profileValuesOf, validateProfile } from './profile-form';

const valid = { firstName: 'Emma', lastName: 'Wilson', phone: '5035550142' };

describe('validateProfile', () => {
  it('accepts a complete profile, and one without a phone', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ ...valid, phone: '' })).toEqual({});
  });

  it('requires both names, blank counting as missing', () => {
    expect(validateProfile({ ...valid, firstName: '', lastName: '   ' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it("holds names to the contract's length limit", () => {
    expect(validateProfile({ ...valid, firstName: 'a'.repeat(NAME_MAX_LENGTH) })).toEqual({});
    expect(validateProfile({ ...valid, lastName: 'a'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      lastName: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
    });
  });

  it('refuses a phone with letters or over the limit', () => {
    expect(validateProfile({ ...valid, phone: '503-CALL-NOW' })).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(validateProfile({ ...valid, phone: '1'.repeat(PHONE_MAX_LENGTH + 1) })).toEqual({
      phone: `Phone number must be at most ${PHONE_MAX_LENGTH} characters`,
    });
  });
});

describe('profileValuesOf and profileBodyOf', () => {
  it("starts from the user's profile, a missing phone as empty", () => {
    expect(profileValuesOf({ ...shopper, phone: null })).toEqual({
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      phone: '',
    });
  });

  it('sends the three fields trimmed, and never the email', () => {
    expect(profileBodyOf({ firstName: ' Emma ', lastName: 'Wilson ', phone: ' 5035550142' })).toEqual(valid);
  });
});

describe('masks', () => {
  it('keeps a phone to 10 digits', () => {
    expect(maskPhone('(503) 555-0142 99')).toBe('5035550142');
  });

  it('keeps a zip code to 5 digits', () => {
    expect(maskZipCode('97201-1234')).toBe('97201');
  });
});
