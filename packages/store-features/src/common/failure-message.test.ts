import { ApiError } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { failureMessage, failureWithReason } from './failure-message';

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

describe('failureWithReason', () => {
  it("adds the server's or the connection's words after ours", () => {
    expect(failureWithReason(new ApiError(500, 'Database unavailable'), 'Failed to export orders')).toBe(
      'Failed to export orders: Database unavailable',
    );
    expect(failureWithReason(new ApiError(0, 'Could not reach the server'), 'Failed to export orders')).toBe(
      'Failed to export orders: Could not reach the server',
    );
  });

  it('says ours alone when there are no words', () => {
    expect(failureWithReason(new ApiError(500, ' '), 'Failed to export orders')).toBe(
      'Failed to export orders',
    );
    expect(failureWithReason(new Error('boom'), 'Failed to export orders')).toBe('Failed to export orders');
  });
});
