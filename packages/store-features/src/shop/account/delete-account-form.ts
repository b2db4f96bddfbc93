import { deleteAccountBodySchema } from '@aurora-store/api';
import { DELETE_CONFIRMATION_REQUIRED } from './account-messages';
import { type FieldErrors, firstMessageByField } from './field-errors';

export interface DeleteAccountValues {
  password: string;
  /** The explicit "I understand" box: deleting cannot be undone. */
  isConfirmed: boolean;
}
export type DeleteAccountField = keyof DeleteAccountValues;

export const emptyDeleteAccount: DeleteAccountValues = { password: '', isConfirmed: false };

/** Deleting needs the password (checked by the server) and the box ticked. */
export function validateDeleteAccount(values: DeleteAccountValues): FieldErrors<DeleteAccountField> {
  const result = deleteAccountBodySchema.safeParse({ password: values.password });
  const errors = result.success ? {} : firstMessageByField<DeleteAccountField>(result.error.issues);
  if (!values.isConfirmed) errors.isConfirmed = DELETE_CONFIRMATION_REQUIRED;
  return errors;
}
