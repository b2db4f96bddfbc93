import { describe, expect, it } from 'vitest';
import { emailProblem, formErrors, hasErrors, requiredProblem } from './field-rules';

describe('formErrors', () => {
  it('keeps only the fields that have a problem', () => {
    expect(formErrors({ email: 'Email is required', password: undefined })).toEqual({
      email: 'Email is required',
    });
  });
});

describe('hasErrors', () => {
  it('is false for a form with nothing wrong', () => {
    expect(hasErrors({})).toBe(false);
  });

  it('is true when any field has a problem', () => {
    expect(hasErrors({ email: 'Email is required' })).toBe(true);
  });
});

describe('emailProblem', () => {
  it('asks for an email when there is none', () => {
    expect(emailProblem('')).toBe('Email is required');
    expect(emailProblem('   ')).toBe('Email is required');
  });

  it('refuses text that is not an email address', () => {
    expect(emailProblem('emma')).toBe('Please enter a valid email address');
    expect(emailProblem('emma@')).toBe('Please enter a valid email address');
  });

  it('accepts an address, whatever its case and surrounding spaces', () => {
    expect(emailProblem(' Emma.Wilson@Example.com ')).toBeUndefined();
  });
});

describe('requiredProblem', () => {
  it('gives the message for blank text', () => {
    expect(requiredProblem('  ', 'First name is required')).toBe('First name is required');
  });

  it('accepts any other text', () => {
    expect(requiredProblem('Emma', 'First name is required')).toBeUndefined();
  });
});
