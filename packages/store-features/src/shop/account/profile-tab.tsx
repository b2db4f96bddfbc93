import { authKeys, type PublicUser } from '@aurora-store/api';
import { Button, TextField } from '@aurora-store/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import {
  EMAIL_CANNOT_BE_CHANGED,
  FIX_FORM_ERRORS,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED_TOAST,
} from './account-messages';
import { AccountSection } from './account-section';
import { AddressFields } from './address-fields';
import { type FieldErrors, hasErrors, withoutError } from './field-errors';
import {
  maskPhone,
  type ProfileField,
  type ProfileValues,
  profileBodyOf,
  profileValuesOf,
  validateProfile,
} from './profile-form';

export interface ProfileTabProps {
  user: PublicUser;
  onUserChange: (user: PublicUser) => void;
}

/** First name, last name and phone are saved; the email is shown but never changes (spec section 2). */
export function ProfileTab({ user, onUserChange }: ProfileTabProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [isSaving, setSaving] = useState(false);

  const edit = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (hasErrors(found)) {
      toasts.error(FIX_FORM_ERRORS);
      return;
    }
    setSaving(true);
    try {
      const answer = await client.updateProfile(profileBodyOf(values));
      await mutate(authKeys.me, answer, { revalidate: false });
      onUserChange(answer.data.user);
      toasts.success(PROFILE_UPDATED_TOAST);
    } catch (error) {
      toasts.error(failureMessage(error, PROFILE_UPDATE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = (field: ProfileField) => ({
    value: values[field],
    isInvalid: Boolean(errors[field]),
    errorMessage: errors[field],
  });

  return (
    <Form validationBehavior="aria" onSubmit={save} className="flex flex-col gap-6">
      <AccountSection title="Personal Information" description="Your name and phone appear on your orders.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...fieldProps('firstName')}
            label="First Name"
            autoComplete="given-name"
            isRequired
            onChange={(value) => edit('firstName', value)}
          />
          <TextField
            {...fieldProps('lastName')}
            label="Last Name"
            autoComplete="family-name"
            isRequired
            onChange={(value) => edit('lastName', value)}
          />
          <TextField
            label="Email"
            type="email"
            value={user.email}
            isReadOnly
            description={EMAIL_CANNOT_BE_CHANGED}
          />
          <TextField
            {...fieldProps('phone')}
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            onChange={(value) => edit('phone', maskPhone(value))}
          />
        </div>
      </AccountSection>
      <AddressFields />
      <div className="flex justify-end">
        <Button type="submit" isPending={isSaving} className="w-full sm:w-auto">
          Save Changes
        </Button>
      </div>
    </Form>
  );
}
