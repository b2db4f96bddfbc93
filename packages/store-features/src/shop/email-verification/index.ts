export { EmailVerificationNotice, type EmailVerificationNoticeProps } from './email-verification-notice';
export { RESEND_VERIFICATION_LABEL, ResendVerificationButton } from './resend-verification-button';
