import { VERIFICATION_LINK_SENT_MESSAGE } from '@aurora-store/api';
import { useState } from 'react';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';

export const RESEND_VERIFICATION_FAILED_MESSAGE =
  'Failed to send a new verification email. Please try again.';

/**
 * Asks for a new verification link for the signed-in shopper and says how it went in a toast, in the server's
 * own words: the same whether or not a mail went, or why it refused (too many asked for this hour).
 */
export function useResendVerification() {
  const client = useApiClient();
  const toasts = useToasts();
  const [isPending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      const answer = await client.resendVerification();
      toasts.success(answer.message ?? VERIFICATION_LINK_SENT_MESSAGE);
    } catch (error) {
      toasts.error(failureMessage(error, RESEND_VERIFICATION_FAILED_MESSAGE));
    } finally {
      setPending(false);
    }
  }

  return { isPending, resend };
}
