import type { FieldError } from '../contract/envelope';

/**
 * The one error every client call throws: what the server said (status, message, field errors), or status 0
 * when no answer came (network failure or timeout).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
  }

  /** The field errors as `{ field: message }`, the shape a form shows beside its inputs. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(this.errors.map((error) => [error.field, error.message]));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
