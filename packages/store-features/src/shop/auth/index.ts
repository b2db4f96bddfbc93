export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage, type LoginPageProps, type LoginSession } from './login-page';
export { type RegisteredSession, RegisterPage, type RegisterPageProps } from './register-page';
export { ResetPasswordPage, type ResetPasswordPageProps } from './reset-password-page';
export { VerifyEmailPage, type VerifyEmailPageProps } from './verify-email-page';
