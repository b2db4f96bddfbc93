import type { PublicUser } from '@aurora-store/api';
import { Checkbox, PasswordField } from '@aurora-store/ui';
import { useApiClient } from '../../common/api-client';
import { useToasts } from '../../common/toasts';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { LOGIN_FAILED_MESSAGE, type LoginFields, validateLogin, WELCOME_BACK_MESSAGE } from './login-rules';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { useAuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';

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
  const { isBusy, failure, submit } = useAuthSubmit(form.reject, {
    failedMessage: LOGIN_FAILED_MESSAGE,
    serverCheckedFields: ['email', 'password'],
  });

  function logIn() {
    const { email, password, remember } = form.values;
    return submit(validateLogin({ email, password }), async () => {
      const answer = await client.login({ email, password });
      toasts.success(WELCOME_BACK_MESSAGE);
      onLoggedIn({ ...answer.data, remember });
    });
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
      <AuthForm
        label="Sign in"
        formRef={form.formRef}
        failure={failure}
        submitLabel="Sign In"
        isBusy={isBusy}
        onSubmit={() => void logIn()}
      >
        <EmailField
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          errorMessage={form.errors.email}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          isRequired
          {...form.textFieldProps('password')}
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
      </AuthForm>
      <SocialSignIn action="Sign in" />
    </AuthCard>
  );
}
