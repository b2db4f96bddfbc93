import {
  INVALID_UNSUBSCRIBE_TOKEN_MESSAGE,
  isApiError,
  MAIL_PREFERENCE_EMAILS,
  type MailPreference,
  preferenceOfUnsubscribeToken,
  unsubscribedMessage,
} from '@aurora-store/api';
import { Button, LinkButton } from '@aurora-store/ui';
import { useState } from 'react';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { AuthCard } from '../auth/auth-card';
import { AuthOutcome } from '../auth/auth-outcome';
import { TextLink } from '../auth/text-link';

export interface UnsubscribePageProps {
  /** The `token` of the mail's link (/unsubscribe?token=...), or null when the link had none. */
  token: string | null;
  /** The preference is off on the server: the app refreshes the signed-in user, so the account page shows it. */
  onUnsubscribed?: (preference: MailPreference) => void;
}

/** Where a person chooses which mails they get, signed in. */
const ACCOUNT_HREF = '/profile';

export const UNSUBSCRIBE_FAILED_MESSAGE = 'We could not unsubscribe you. Please try again.';

type Step =
  | { name: 'asking' }
  | { name: 'sending' }
  | { name: 'done'; message: string }
  | { name: 'invalid' }
  | { name: 'failed'; message: string };

/**
 * The page a mail's unsubscribe link opens (/unsubscribe). It sends nothing until its one button is pressed:
 * mail scanners open links to check them, and must unsubscribe nobody. The question names the mails the link
 * stops, read from the token itself; only the server can tell whether the token is real.
 */
export function UnsubscribePage({ token, onUnsubscribed }: UnsubscribePageProps) {
  const client = useApiClient();
  const preference = token === null ? undefined : preferenceOfUnsubscribeToken(token);
  const [step, setStep] = useState<Step>({ name: 'asking' });

  if (token === null || preference === undefined || step.name === 'invalid') {
    return <InvalidLink focusOnMount={step.name === 'invalid'} />;
  }

  async function unsubscribe(signedToken: string) {
    setStep({ name: 'sending' });
    try {
      const answer = await client.unsubscribe({ token: signedToken });
      setStep({ name: 'done', message: answer.message ?? unsubscribedMessage(answer.data.preference) });
      onUnsubscribed?.(answer.data.preference);
    } catch (error) {
      if (isApiError(error) && error.status === 400) setStep({ name: 'invalid' });
      else setStep({ name: 'failed', message: failureMessage(error, UNSUBSCRIBE_FAILED_MESSAGE) });
    }
  }

  const emails = MAIL_PREFERENCE_EMAILS[preference];
  if (step.name === 'done') {
    return (
      <AuthCard title="You are unsubscribed" description={`We have stopped sending you ${emails}.`}>
        <AuthOutcome tone="success" message={`${step.message}.`} focusOnMount>
          <p className="text-muted text-sm">
            You can turn them back on in <TextLink href={ACCOUNT_HREF}>your account</TextLink>.
          </p>
        </AuthOutcome>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={`Stop ${emails}?`}
      description={`Press Unsubscribe and we will stop sending you ${emails}. Nothing changes until you do.`}
    >
      {step.name === 'failed' && <AuthOutcome tone="danger" message={step.message} focusOnMount />}
      <Button
        className="self-start"
        isPending={step.name === 'sending'}
        onPress={() => void unsubscribe(token)}
      >
        {step.name === 'failed' ? 'Try Again' : 'Unsubscribe'}
      </Button>
    </AuthCard>
  );
}

/** A link without a token, cut short or made up: nothing to press, only the way to the account's choices. */
function InvalidLink({ focusOnMount }: { focusOnMount: boolean }) {
  return (
    <AuthCard title="Unsubscribe" description="Stop the emails you no longer want.">
      <AuthOutcome tone="danger" message={INVALID_UNSUBSCRIBE_TOKEN_MESSAGE} focusOnMount={focusOnMount}>
        <p className="text-muted text-sm">
          Open the whole link from the email again, or choose which emails you get in your account.
        </p>
        <LinkButton href={ACCOUNT_HREF} variant="secondary" className="self-start">
          Go to My Account
        </LinkButton>
      </AuthOutcome>
    </AuthCard>
  );
}
