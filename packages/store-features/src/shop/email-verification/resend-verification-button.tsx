import { Button, type ButtonProps } from '@aurora-store/ui';
import { useResendVerification } from './use-resend-verification';

export const RESEND_VERIFICATION_LABEL = 'Resend verification email';

export type ResendVerificationButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/** Mails the signed-in shopper a new verification link; busy while the server has not answered. */
export function ResendVerificationButton(props: ResendVerificationButtonProps) {
  const { isPending, resend } = useResendVerification();
  return (
    <Button {...props} isPending={isPending} onPress={() => void resend()}>
      {RESEND_VERIFICATION_LABEL}
    </Button>
  );
}
