import { PASSWORD_MIN_LENGTH, type PublicUser } from '@aurora-store/api';
import { Checkbox, PasswordField, TextField } from '@aurora-store/ui';
import { useId } from 'react';
import { useApiClient } from '../../common/api-client';
import { useToasts } from '../../common/toasts';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import {
  REGISTERED_TOAST_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  type RegisterFields,
  validateRegistration,
} from './register-rules';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { useAuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';

export interface RegisteredSession {
  user: PublicUser;
  token: string;
}

export interface RegisterPageProps {
  /** The account exists and is signed in: the app stores the session and goes to /. */
  onRegistered: (session: RegisteredSession) => void;
}

const emptyForm: RegisterFields = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

const serverCheckedFields = ['firstName', 'lastName', 'email', 'password'] as const;

/** The Register screen of spec section 2; the rules are spec section 5, Registration. */
export function RegisterPage({ onRegistered }: RegisterPageProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const form = useAuthForm(emptyForm);
  const { isBusy, failure, submit } = useAuthSubmit(form.reject, {
    failedMessage: REGISTRATION_FAILED_MESSAGE,
    serverCheckedFields,
  });
  const termsErrorId = useId();
  const { values, errors } = form;

  function register() {
    return submit(validateRegistration(values), async () => {
      // The confirmation and the terms box stay in the form: the payload is spec section 3's.
      const { firstName, lastName, email, password } = values;
      const answer = await client.register({ firstName, lastName, email, password });
      toasts.success(REGISTERED_TOAST_MESSAGE);
      onRegistered(answer.data);
    });
  }

  const textField = (field: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string) => (
    <TextField
      label={label}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      isRequired
      {...form.textFieldProps(field)}
    />
  );

  const passwordField = (field: 'password' | 'confirmPassword', label: string, description?: string) => (
    <PasswordField
      label={label}
      description={description}
      autoComplete="new-password"
      isRequired
      {...form.textFieldProps(field)}
    />
  );

  return (
    <AuthCard
      width="wide"
      title="Create Account"
      description="Join Aurora Store to shop, save a wishlist and track your orders."
      footer={
        <p>
          Already have an account? <TextLink href="/login">Sign in</TextLink>
        </p>
      }
    >
      <AuthForm
        label="Create account"
        formRef={form.formRef}
        failure={failure}
        submitLabel="Create Account"
        isBusy={isBusy}
        onSubmit={() => void register()}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {textField('firstName', 'First name', 'given-name')}
          {textField('lastName', 'Last name', 'family-name')}
        </div>
        {textField('email', 'Email', 'email')}
        {passwordField('password', 'Password', `At least ${PASSWORD_MIN_LENGTH} characters.`)}
        {passwordField('confirmPassword', 'Confirm password')}
        <div className="flex flex-col gap-1.5">
          <Checkbox
            name="acceptedTerms"
            isRequired
            isSelected={values.acceptedTerms}
            onChange={(isSelected) => form.setValue('acceptedTerms', isSelected)}
            isInvalid={Boolean(errors.acceptedTerms)}
            aria-describedby={errors.acceptedTerms ? termsErrorId : undefined}
          >
            I agree to the Terms of Service and Privacy Policy
          </Checkbox>
          {errors.acceptedTerms && (
            <p id={termsErrorId} className="ps-7.5 text-danger text-sm forced-colors:text-[Mark]">
              {errors.acceptedTerms}
            </p>
          )}
        </div>
      </AuthForm>
      <SocialSignIn action="Sign up" />
    </AuthCard>
  );
}
