import { PASSWORD_CHANGED_MESSAGE, PASSWORD_MIN_LENGTH } from '@aurora-store/api';
import { Button, Dialog, DialogTrigger, Modal, PasswordField } from '@aurora-store/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { PASSWORD_CHANGE_FAILED } from './account-messages';
import {
  type ChangePasswordField,
  type ChangePasswordValues,
  changePasswordBodyOf,
  emptyChangePassword,
  validateChangePassword,
} from './change-password-form';
import { type FieldErrors, hasErrors, withoutError } from './field-errors';
import { serverFieldError } from './server-field-error';

export interface ChangePasswordDialogProps {
  /** The server ends every other session and answers a fresh token for this one. */
  onTokenChange: (token: string) => void;
}

/** 'Change Password': a dialog asking for the current password and the new one twice. */
export function ChangePasswordDialog({ onTokenChange }: ChangePasswordDialogProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState<ChangePasswordValues>(emptyChangePassword);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [isSaving, setSaving] = useState(false);

  const openChange = (open: boolean) => {
    setOpen(open);
    if (open) {
      setValues(emptyChangePassword);
      setErrors({});
    }
  };

  const edit = (field: ChangePasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      const answer = await client.changePassword(changePasswordBodyOf(values));
      onTokenChange(answer.data.token);
      toasts.success(answer.message ?? PASSWORD_CHANGED_MESSAGE);
      setOpen(false);
    } catch (error) {
      // 'Current password is incorrect' belongs beside the field it is about; anything else is a toast.
      const currentPassword = serverFieldError(error, 'currentPassword');
      const newPassword = serverFieldError(error, 'newPassword');
      if (currentPassword || newPassword) setErrors({ currentPassword, newPassword });
      else toasts.error(failureMessage(error, PASSWORD_CHANGE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = (field: ChangePasswordField) => ({
    value: values[field],
    isInvalid: Boolean(errors[field]),
    errorMessage: errors[field],
    isRequired: true,
    onChange: (value: string) => edit(field, value),
  });

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
      <Button variant="secondary">Change Password</Button>
      <Modal isKeyboardDismissDisabled={isSaving}>
        <Dialog title="Change Password">
          {/* The actions sit inside the form, so Enter in any field submits it. */}
          <Form validationBehavior="aria" onSubmit={submit} className="flex flex-col gap-4 pt-1">
            <p>Other devices signed in to your account will be signed out.</p>
            <PasswordField {...fieldProps('currentPassword')} label="Current Password" />
            <PasswordField
              {...fieldProps('newPassword')}
              label="New Password"
              autoComplete="new-password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            />
            <PasswordField
              {...fieldProps('confirmPassword')}
              label="Confirm New Password"
              autoComplete="new-password"
            />
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <Button variant="ghost" isDisabled={isSaving} onPress={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" isPending={isSaving}>
                Update Password
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
