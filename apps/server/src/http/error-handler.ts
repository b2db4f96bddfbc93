import { BAD_URL_MESSAGE, type FieldError, URL_TOO_LONG_MESSAGE } from '@aurora-store/api/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './error-envelope';
import { HttpError } from './http-error';

/** Clear words for the failures Fastify raises itself, by its error code. */
const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_BAD_URL: BAD_URL_MESSAGE,
  FST_ERR_MAX_PARAM_LENGTH: URL_TOO_LONG_MESSAGE,
};

/**
 * Every failure leaves as the error envelope. Client errors (4xx) say what was wrong; anything else is a
 * 500 with a generic message, because a stack or a driver message tells an attacker more than a user.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    request.log.info({ validation: error.validation }, 'Request failed validation');
    const errors = fieldErrors(error);
    // One problem is said at the top level too ('Cannot compare more than 4 products'), as a toast shows it.
    const message = errors.length === 1 && errors[0] ? errors[0].message : 'Validation failed';
    return reply.code(400).send(errorEnvelope(message, errors));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // The client's mistake, not ours: worth a line, not a stack trace.
    request.log.info({ code: error.code, reason: error.message }, 'Request refused');
    const errors = error instanceof HttpError ? error.errors : undefined;
    return reply.code(status).send(errorEnvelope(messagesByCode[error.code] ?? error.message, errors));
  }
  request.log.error({ err: error }, 'Request failed');
  return reply.code(500).send(errorEnvelope('Internal server error'));
}

/** `/shippingAddress/city` becomes `shippingAddress.city`; a problem with the whole body names the body. */
function fieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? 'body'),
    message: issue.message ?? 'Invalid value',
  }));
}

/**
 * The router's own refusals (a broken escape in the path, a path segment over its length) come here, not to
 * the error handler: they leave as the envelope too, in the same words, never naming the framework.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code, reason: error.message }, 'Request refused');
  return reply.code(error.statusCode ?? 400).send(errorEnvelope(messagesByCode[error.code] ?? 'Bad request'));
}
