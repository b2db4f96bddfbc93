import { isApiError } from '@aurora-store/api';

/** A field's server-side verdict (e.g. 'Current password is incorrect'), when the failure named that field. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors()[field] : undefined;
}
