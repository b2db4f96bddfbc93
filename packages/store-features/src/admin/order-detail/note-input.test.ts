import { ApiError, ORDER_NOTE_MAX_LENGTH } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { noteInputError, noteSaveError } from './note-input';

describe('noteInputError', () => {
  it('refuses an empty or blank note with the contract message', () => {
    expect(noteInputError('')).toBe('Note cannot be empty');
    expect(noteInputError('  \n ')).toBe('Note cannot be empty');
  });

  it('counts the trimmed text against the limit', () => {
    expect(noteInputError(` ${'a'.repeat(ORDER_NOTE_MAX_LENGTH)} `)).toBeNull();
    expect(noteInputError('a'.repeat(ORDER_NOTE_MAX_LENGTH + 1))).toBe(
      `Note must be at most ${ORDER_NOTE_MAX_LENGTH} characters`,
    );
  });
});

describe('noteSaveError', () => {
  it("prefers the server's word on the text, then its message, then ours", () => {
    expect(noteSaveError(new ApiError(400, 'Invalid input', [{ field: 'text', message: 'Too long' }]))).toBe(
      'Too long',
    );
    expect(noteSaveError(new ApiError(404, 'Order not found'))).toBe('Order not found');
    expect(noteSaveError(new ApiError(0, 'Network error'))).toBe('Failed to add note');
  });
});
