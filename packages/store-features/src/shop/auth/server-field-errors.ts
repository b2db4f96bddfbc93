import { isApiError } from '@aurora-store/api';
import type { FormErrors } from './field-rules';

/** The server's verdicts on this form's fields, so each shows beside its input; others are left out. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FormErrors<Field> {
  if (!isApiError(error)) return {};
  const byField = error.fieldErrors();
  const errors: FormErrors<Field> = {};
  for (const field of fields) {
    const message = byField[field];
    if (message) errors[field] = message;
  }
  return errors;
}
