import type { PublicUser } from '@aurora-store/api';
import { Button, Checkbox, PasswordField } from '@aurora-store/ui';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { hasErrors } from './field-rules';
import { FormAlert } from './form-alert';
import { LOGIN_FAILED_MESSAGE, type LoginFields, validateLogin, WELCOME_BACK_MESSAGE } from './login-rules';
import { serverFieldErrors } from './server-field-errors';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { useAuthForm } from './use-auth-form';

export interface LoginSession {
  user: PublicUser;
  token: string;
  /** Remember me: the app keeps the session past this browser session. */
  remember: boolean;
}

export interface LoginPageProps {
  /** Signed in: the app stores the session and returns to the page the shopper came from, or /. */
  onLoggedIn: (session: LoginSession) => void;
}

/** The Login screen of spec section 2. */
export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const form = useAuthForm<LoginFields & { remember: boolean }>({ email: '', password: '', remember: false });
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function logIn() {
    const { email, password, remember } = form.values;
    const problems = validateLogin({ email, password });
    if (hasErrors(problems)) return form.reject(problems);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await client.login({ email, password });
      toasts.success(WELCOME_BACK_MESSAGE);
      onLoggedIn({ ...answer.data, remember });
    } catch (error) {
      const message = failureMessage(error, LOGIN_FAILED_MESSAGE);
      setFailure(message);
      toasts.error(message);
      const fieldProblems = serverFieldErrors(error, ['email', 'password'] as const);
      if (hasErrors(fieldProblems)) form.reject(fieldProblems);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your account to continue shopping."
      footer={
        <p>
          Don't have an account? <TextLink href="/register">Sign up</TextLink>
        </p>
      }
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <Form
        ref={form.formRef}
        validationBehavior="aria"
        aria-label="Sign in"
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void logIn();
        }}
      >
        <EmailField
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          errorMessage={form.errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          isInvalid={Boolean(form.errors.password)}
          errorMessage={form.errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            name="remember"
            isSelected={form.values.remember}
            onChange={(isSelected) => form.setValue('remember', isSelected)}
          >
            Remember me
          </Checkbox>
          <TextLink href="/forgot-password" className="text-sm">
            Forgot password?
          </TextLink>
        </div>
        <Button type="submit" size="lg" isPending={isBusy} className="w-full">
          Sign In
        </Button>
      </Form>
      <SocialSignIn action="Sign in" />
    </AuthCard>
  );
}
