import { RESET_LINK_SENT_MESSAGE } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { AuthCard } from './auth-card';
import { AuthOutcome } from './auth-outcome';
import { EmailField } from './email-field';
import { emailProblem, formErrors, hasErrors } from './field-rules';
import { FormAlert } from './form-alert';
import { FORGOT_PASSWORD_FAILED_MESSAGE } from './reset-password-rules';
import { TextLink } from './text-link';
import { useAuthForm } from './use-auth-form';

/** Asks for a password reset link (/forgot-password), the destination of Login's 'Forgot password?'. */
export function ForgotPasswordPage() {
  const client = useApiClient();
  const toasts = useToasts();
  const form = useAuthForm({ email: '' });
  const [isBusy, setBusy] = useState(false);
  const [isSent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function requestLink() {
    const problems = formErrors({ email: emailProblem(form.values.email) });
    if (hasErrors(problems)) return form.reject(problems);
    setBusy(true);
    setFailure(null);
    try {
      await client.forgotPassword({ email: form.values.email });
      setSent(true);
    } catch (error) {
      // The server answers the same for known and unknown emails, so a failure here is never about the account.
      const message = failureMessage(error, FORGOT_PASSWORD_FAILED_MESSAGE);
      setFailure(message);
      toasts.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot Password?"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <TextLink href="/login">Back to sign in</TextLink>
        </p>
      }
    >
      {isSent ? (
        <AuthOutcome tone="success" message={RESET_LINK_SENT_MESSAGE} focusOnMount>
          <p className="text-muted text-sm">
            The link works once and expires soon. Check your spam folder if it does not arrive.
          </p>
        </AuthOutcome>
      ) : (
        <>
          {failure && <FormAlert>{failure}</FormAlert>}
          <Form
            ref={form.formRef}
            validationBehavior="aria"
            aria-label="Request a reset link"
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              void requestLink();
            }}
          >
            <EmailField
              value={form.values.email}
              onChange={(value) => form.setValue('email', value)}
              errorMessage={form.errors.email}
            />
            <Button type="submit" size="lg" isPending={isBusy} className="w-full">
              Send Reset Link
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
