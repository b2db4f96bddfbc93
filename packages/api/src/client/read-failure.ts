import type { FieldError } from '../contract/envelope';

/**
 * The failure envelope of api.md (`{ success: false, message, errors? }`) read from an answer, or undefined when
 * the answer is something else. Written by hand, not with the contract's zod schema, so that the client carries
 * no zod (see `AnswerOf`).
 */
export function readFailure(payload: unknown): { message: string; errors: FieldError[] } | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { message, errors } = payload as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return undefined;
  return { message, errors: Array.isArray(errors) ? errors.filter(isFieldError) : [] };
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message } = value as { field?: unknown; message?: unknown };
  return typeof field === 'string' && typeof message === 'string';
}
