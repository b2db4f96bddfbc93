import { INVALID_RESET_TOKEN_MESSAGE, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGE } from '@aurora-store/api';
import { Button, LinkButton, PasswordField } from '@aurora-store/ui';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import type { Navigate } from '../../common/navigation';
import { useToasts } from '../../common/toasts';
import { AuthCard } from './auth-card';
import { AuthOutcome } from './auth-outcome';
import { hasErrors } from './field-rules';
import { FormAlert } from './form-alert';
import { validateNewPassword } from './password-rules';
import { isInvalidResetToken, RESET_PASSWORD_FAILED_MESSAGE } from './reset-password-rules';
import { serverFieldErrors } from './server-field-errors';
import { TextLink } from './text-link';
import { useAuthForm } from './use-auth-form';

export interface ResetPasswordPageProps {
  /** The `token` of the emailed link (/reset-password?token=...), or null when the link had none. */
  token: string | null;
  onNavigate: Navigate;
}

type Outcome = 'reset' | 'invalid-token';

/** Chooses a new password from an emailed link (/reset-password); the rules are Registration's. */
export function ResetPasswordPage({ token, onNavigate }: ResetPasswordPageProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const form = useAuthForm({ password: '', confirmPassword: '' });
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function resetPassword(resetToken: string) {
    const problems = validateNewPassword(form.values);
    if (hasErrors(problems)) return form.reject(problems);
    setBusy(true);
    setFailure(null);
    try {
      await client.resetPassword({ token: resetToken, password: form.values.password });
      setOutcome('reset');
    } catch (error) {
      if (isInvalidResetToken(error)) {
        setOutcome('invalid-token');
        return;
      }
      const message = failureMessage(error, RESET_PASSWORD_FAILED_MESSAGE);
      setFailure(message);
      toasts.error(message);
      const fieldProblems = serverFieldErrors(error, ['password'] as const);
      if (hasErrors(fieldProblems)) form.reject(fieldProblems);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your account."
      footer={
        <p>
          Remembered it? <TextLink href="/login">Back to sign in</TextLink>
        </p>
      }
    >
      {outcome === 'reset' && (
        <AuthOutcome tone="success" message={PASSWORD_RESET_MESSAGE} focusOnMount>
          {/* Replacing history: Back must not return to a link that has been spent. */}
          <Button className="self-start" onPress={() => onNavigate('/login', { replace: true })}>
            Go to Sign In
          </Button>
        </AuthOutcome>
      )}
      {(token === null || outcome === 'invalid-token') && (
        <AuthOutcome tone="danger" message={INVALID_RESET_TOKEN_MESSAGE} focusOnMount={token !== null}>
          <p className="text-muted text-sm">Reset links work once and expire. Ask for a new one below.</p>
          <LinkButton href="/forgot-password" variant="secondary" className="self-start">
            Request a New Link
          </LinkButton>
        </AuthOutcome>
      )}
      {token !== null && outcome === null && (
        <>
          {failure && <FormAlert>{failure}</FormAlert>}
          <Form
            ref={form.formRef}
            validationBehavior="aria"
            aria-label="Choose a new password"
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              void resetPassword(token);
            }}
          >
            <PasswordField
              label="New password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              name="password"
              autoComplete="new-password"
              isRequired
              value={form.values.password}
              onChange={(value) => form.setValue('password', value)}
              isInvalid={Boolean(form.errors.password)}
              errorMessage={form.errors.password}
            />
            <PasswordField
              label="Confirm new password"
              name="confirmPassword"
              autoComplete="new-password"
              isRequired
              value={form.values.confirmPassword}
              onChange={(value) => form.setValue('confirmPassword', value)}
              isInvalid={Boolean(form.errors.confirmPassword)}
              errorMessage={form.errors.confirmPassword}
            />
            <Button type="submit" size="lg" isPending={isBusy} className="w-full">
              Reset Password
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
