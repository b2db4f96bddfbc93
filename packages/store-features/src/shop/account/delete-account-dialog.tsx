import { ACCOUNT_DELETED_MESSAGE } from '@aurora-store/api';
import { AlertDialog, Button, Checkbox, DialogTrigger, PasswordField } from '@aurora-store/ui';
import { useId, useState } from 'react';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { ACCOUNT_DELETE_FAILED } from './account-messages';
import {
  type DeleteAccountField,
  type DeleteAccountValues,
  emptyDeleteAccount,
  validateDeleteAccount,
} from './delete-account-form';
import { type FieldErrors, hasErrors, withoutError } from './field-errors';
import { serverFieldError } from './server-field-error';

export interface DeleteAccountDialogProps {
  /** The account is gone: the app signs out and leaves the page. */
  onAccountDeleted: () => void;
}

/** 'Delete Account': asks for the password and an explicit confirmation before erasing the account. */
export function DeleteAccountDialog({ onAccountDeleted }: DeleteAccountDialogProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const confirmErrorId = useId();
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState<DeleteAccountValues>(emptyDeleteAccount);
  const [errors, setErrors] = useState<FieldErrors<DeleteAccountField>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const openChange = (open: boolean) => {
    setOpen(open);
    if (open) {
      setValues(emptyDeleteAccount);
      setErrors({});
      setFailure(null);
    }
  };

  const edit = <Field extends DeleteAccountField>(field: Field, value: DeleteAccountValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  // A rejection keeps the dialog open (AlertDialog's contract) with the reason shown inside it.
  const confirm = async () => {
    const found = validateDeleteAccount(values);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) throw new Error('The deletion is not confirmed');
    try {
      const answer = await client.deleteAccount({ password: values.password });
      toasts.success(answer.message ?? ACCOUNT_DELETED_MESSAGE);
      onAccountDeleted();
    } catch (error) {
      const password = serverFieldError(error, 'password');
      if (password) setErrors({ password });
      else setFailure(failureMessage(error, ACCOUNT_DELETE_FAILED));
      throw error;
    }
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
      <Button variant="danger">Delete Account</Button>
      <AlertDialog
        title="Delete your account?"
        confirmLabel="Delete Account"
        variant="danger"
        onConfirm={confirm}
      >
        <div className="flex flex-col gap-4">
          <p>
            Your name, email, phone, cart and wishlist are erased and you are signed out everywhere. Orders
            you placed stay in the store's records without your details. This cannot be undone.
          </p>
          <PasswordField
            label="Password"
            value={values.password}
            isRequired
            validationBehavior="aria"
            isInvalid={Boolean(errors.password)}
            errorMessage={errors.password}
            onChange={(value) => edit('password', value)}
          />
          <div className="flex flex-col gap-1.5">
            <Checkbox
              isSelected={values.isConfirmed}
              isInvalid={Boolean(errors.isConfirmed)}
              validationBehavior="aria"
              aria-describedby={errors.isConfirmed ? confirmErrorId : undefined}
              onChange={(isSelected) => edit('isConfirmed', isSelected)}
            >
              I understand that my account will be deleted permanently
            </Checkbox>
            {errors.isConfirmed && (
              <p id={confirmErrorId} className="text-danger text-sm">
                {errors.isConfirmed}
              </p>
            )}
          </div>
          {failure && (
            <p role="alert" className="text-danger text-sm">
              {failure}
            </p>
          )}
        </div>
      </AlertDialog>
    </DialogTrigger>
  );
}
