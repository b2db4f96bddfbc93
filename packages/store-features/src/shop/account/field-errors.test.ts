import { describe, expect, it } from 'vitest';
import { firstMessageByField, hasErrors, withoutError } from './field-errors';

describe('firstMessageByField', () => {
  it('keeps the first message of each field', () => {
    expect(
      firstMessageByField([
        { path: ['firstName'], message: 'First name is required' },
        { path: ['firstName'], message: 'later' },
        { path: ['phone'], message: 'Please enter a valid phone number' },
      ]),
    ).toEqual({ firstName: 'First name is required', phone: 'Please enter a valid phone number' });
  });

  it('ignores issues about the whole form', () => {
    expect(firstMessageByField([{ path: [], message: 'whole form' }])).toEqual({});
  });
});

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ firstName: 'First name is required' })).toBe(true);
  });
});

describe('withoutError', () => {
  it('clears one field and keeps the rest', () => {
    expect(withoutError<'firstName' | 'lastName'>({ firstName: 'a', lastName: 'b' }, 'firstName')).toEqual({
      lastName: 'b',
    });
  });

  it('returns the same object when the field had no error', () => {
    const errors = { lastName: 'b' };
    expect(withoutError<'firstName' | 'lastName'>(errors, 'firstName')).toBe(errors);
  });
});
