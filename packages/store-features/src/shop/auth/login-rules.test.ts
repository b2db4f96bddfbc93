import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-rules';

describe('validateLogin', () => {
  it('asks for both fields of an empty form', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('refuses an email that is not an address', () => {
    expect(validateLogin({ email: 'emma.wilson', password: 'secret' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('accepts a short password, which only the server can judge', () => {
    expect(validateLogin({ email: 'emma.wilson@example.com', password: 'abc' })).toEqual({});
  });
});
