import { RESET_LINK_SENT_MESSAGE } from '@aurora-store/api';
import { useState } from 'react';
import { useApiClient } from '../../common/api-client';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { AuthOutcome } from './auth-outcome';
import { BackToSignIn } from './back-to-sign-in';
import { EmailField } from './email-field';
import { emailProblem, formErrors } from './field-rules';
import { FORGOT_PASSWORD_FAILED_MESSAGE } from './reset-password-rules';
import { useAuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';

/** Asks for a password reset link (/forgot-password), the destination of Login's 'Forgot password?'. */
export function ForgotPasswordPage() {
  const client = useApiClient();
  const form = useAuthForm({ email: '' });
  const [isSent, setSent] = useState(false);
  // No field is checked by the server: it answers the same for known and unknown emails, so a failure here is
  // never about the account.
  const { isBusy, failure, submit } = useAuthSubmit(form.reject, {
    failedMessage: FORGOT_PASSWORD_FAILED_MESSAGE,
  });

  function requestLink() {
    return submit(formErrors({ email: emailProblem(form.values.email) }), async () => {
      await client.forgotPassword({ email: form.values.email });
      setSent(true);
    });
  }

  return (
    <AuthCard
      title="Forgot Password?"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={<BackToSignIn />}
    >
      {isSent ? (
        <AuthOutcome tone="success" message={RESET_LINK_SENT_MESSAGE} focusOnMount>
          <p className="text-muted text-sm">
            The link works once and expires soon. Check your spam folder if it does not arrive.
          </p>
        </AuthOutcome>
      ) : (
        <AuthForm
          label="Request a reset link"
          formRef={form.formRef}
          failure={failure}
          submitLabel="Send Reset Link"
          isBusy={isBusy}
          onSubmit={() => void requestLink()}
        >
          <EmailField
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            errorMessage={form.errors.email}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
