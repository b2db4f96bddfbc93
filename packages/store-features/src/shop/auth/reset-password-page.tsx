import { INVALID_RESET_TOKEN_MESSAGE, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGE } from '@aurora-store/api';
import { Button, LinkButton, PasswordField } from '@aurora-store/ui';
import { useState } from 'react';
import { useApiClient } from '../../common/api-client';
import type { Navigate } from '../../common/navigation';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { AuthOutcome } from './auth-outcome';
import { BackToSignIn } from './back-to-sign-in';
import { validateNewPassword } from './password-rules';
import { isInvalidResetToken, RESET_PASSWORD_FAILED_MESSAGE } from './reset-password-rules';
import { useAuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';

export interface ResetPasswordPageProps {
  /** The `token` of the emailed link (/reset-password?token=...), or null when the link had none. */
  token: string | null;
  onNavigate: Navigate;
}

type Outcome = 'reset' | 'invalid-token';

/** Chooses a new password from an emailed link (/reset-password); the rules are Registration's. */
export function ResetPasswordPage({ token, onNavigate }: ResetPasswordPageProps) {
  const client = useApiClient();
  const form = useAuthForm({ password: '', confirmPassword: '' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { isBusy, failure, submit } = useAuthSubmit(form.reject, {
    failedMessage: RESET_PASSWORD_FAILED_MESSAGE,
    serverCheckedFields: ['password'],
    // A spent or made-up link is no failure of the form: the form gives way to the way to a new link.
    takesFailure: (error) => {
      const isSpentLink = isInvalidResetToken(error);
      if (isSpentLink) setOutcome('invalid-token');
      return isSpentLink;
    },
  });

  function resetPassword(resetToken: string) {
    return submit(validateNewPassword(form.values), async () => {
      await client.resetPassword({ token: resetToken, password: form.values.password });
      setOutcome('reset');
    });
  }

  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your account."
      footer={<BackToSignIn />}
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
        <AuthForm
          label="Choose a new password"
          formRef={form.formRef}
          failure={failure}
          submitLabel="Reset Password"
          isBusy={isBusy}
          onSubmit={() => void resetPassword(token)}
        >
          <PasswordField
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            isRequired
            {...form.textFieldProps('password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            isRequired
            {...form.textFieldProps('confirmPassword')}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
