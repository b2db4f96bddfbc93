import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { isInvalidVerificationToken, VERIFY_EMAIL_FAILED_MESSAGE } from './verify-email-rules';

export type VerificationState = 'verifying' | 'verified' | 'invalid' | 'failed';

/**
 * Sends the link's token once, as the page opens, and follows the answer. A missing token is an invalid link
 * from the start; a failure that is not the link's (no answer, a server error) can be retried.
 */
export function useVerifyEmail(token: string | null, onVerified: () => void) {
  const client = useApiClient();
  const [state, setState] = useState<VerificationState>('verifying');
  const [failure, setFailure] = useState('');
  const sentToken = useRef<string | null>(null);
  const latestOnVerified = useRef(onVerified);
  latestOnVerified.current = onVerified;

  const send = useCallback(
    async (linkToken: string) => {
      setState('verifying');
      try {
        await client.verifyEmail({ token: linkToken });
        setState('verified');
        latestOnVerified.current();
      } catch (error) {
        if (isInvalidVerificationToken(error)) return setState('invalid');
        setFailure(failureMessage(error, VERIFY_EMAIL_FAILED_MESSAGE));
        setState('failed');
      }
    },
    [client],
  );

  useEffect(() => {
    // A link is spent by its first use: a second run of this effect (StrictMode) must not send it again.
    if (token === null || sentToken.current === token) return;
    sentToken.current = token;
    void send(token);
  }, [token, send]);

  return {
    state: token === null ? ('invalid' as const) : state,
    failure,
    retry: () => {
      if (token !== null) void send(token);
    },
  };
}
