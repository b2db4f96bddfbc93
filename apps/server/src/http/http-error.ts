import type { FieldError } from '@aurora-store/api/contract';

/**
 * A refusal a handler means to send: the error handler turns it into the envelope with this status,
 * message and field errors. Throw it from anywhere inside a request (a transaction rolls back on the way).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Not authorized') => new HttpError(401, message);
export const forbidden = (message = 'Access denied') => new HttpError(403, message);
