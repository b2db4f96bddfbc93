import { ApiError } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it("prefers the server's message", () => {
    expect(failureMessage(new ApiError(409, 'Only 3 left in stock'), 'Failed to add item to cart')).toBe(
      'Only 3 left in stock',
    );
  });

  it("falls back to the screen's words when no answer came or it said nothing", () => {
    const offline = new ApiError(0, 'Could not reach the server. Check your connection and try again.');
    expect(failureMessage(offline, 'Failed to update cart')).toBe('Failed to update cart');
    expect(failureMessage(new ApiError(500, '  '), 'Failed to update cart')).toBe('Failed to update cart');
    expect(failureMessage(new Error('boom'), 'Failed to remove item')).toBe('Failed to remove item');
  });
});
