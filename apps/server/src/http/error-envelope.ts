import type { ErrorEnvelope, FieldError } from '@aurora-store/api/contract';

export function errorEnvelope(message: string, errors?: FieldError[]): ErrorEnvelope {
  return errors ? { success: false, message, errors } : { success: false, message };
}
