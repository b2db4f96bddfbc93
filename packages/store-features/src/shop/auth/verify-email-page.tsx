import {
  EMAIL_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_TOKEN_MESSAGE,
  type PublicUser,
} from '@aurora-store/api';
import { Button, LinkButton, Spinner } from '@aurora-store/ui';
import { useApiClient } from '../../common/api-client';
import { ResendVerificationButton } from '../email-verification';
import { AuthCard } from './auth-card';
import { AuthOutcome } from './auth-outcome';
import { useVerifyEmail } from './use-verify-email';

export interface VerifyEmailPageProps {
  /** The `token` of the emailed link (/verify-email?token=...), or null when the link had none. */
  token: string | null;
  /** The signed-in shopper, or null: a new link is offered to them, or they are asked to sign in for one. */
  user: PublicUser | null;
  /** The address was verified while signed in: the server's fresh copy of the user, to store. */
  onUserChange: (user: PublicUser) => void;
  /** Sign in to ask for a new link from the account page. */
  onSignIn: () => void;
}

const LINK_RULE = 'Verification links work once and expire after 48 hours.';

/** Verifies the shopper's email from the emailed link (/verify-email), sending its token once on arrival. */
export function VerifyEmailPage({ token, user, onUserChange, onSignIn }: VerifyEmailPageProps) {
  const client = useApiClient();
  const { state, failure, retry } = useVerifyEmail(token, () => {
    // The stored user still says unverified: read it again, so the account page's notice goes.
    if (user)
      client.me().then(
        (answer) => onUserChange(answer.data.user),
        () => undefined,
      );
  });
  // Shown in place of the waiting line: take focus so a screen reader reads the outcome.
  const focusOutcome = token !== null;

  return (
    <AuthCard title="Verify Email" description="Confirming the email address of your Aurora Store account.">
      {state === 'verifying' && (
        <div role="status" className="flex items-center gap-3 text-foreground">
          <Spinner size="sm" isDecorative />
          <p>Verifying your email...</p>
        </div>
      )}
      {state === 'verified' && (
        <AuthOutcome tone="success" message={EMAIL_VERIFIED_MESSAGE} focusOnMount={focusOutcome}>
          <p className="text-muted text-sm">
            Thank you for confirming your address. Your account is all set.
          </p>
          <div className="flex flex-wrap gap-3">
            <LinkButton href="/products">Continue Shopping</LinkButton>
            {user ? (
              <LinkButton href="/profile" variant="secondary">
                Go to My Account
              </LinkButton>
            ) : (
              <LinkButton href="/login" variant="secondary">
                Sign In
              </LinkButton>
            )}
          </div>
        </AuthOutcome>
      )}
      {state === 'invalid' && (
        <AuthOutcome tone="danger" message={INVALID_VERIFICATION_TOKEN_MESSAGE} focusOnMount={focusOutcome}>
          <NewLinkOffer user={user} onSignIn={onSignIn} />
        </AuthOutcome>
      )}
      {state === 'failed' && (
        <AuthOutcome tone="danger" message={failure} focusOnMount={focusOutcome}>
          <Button variant="secondary" className="self-start" onPress={retry}>
            Try Again
          </Button>
        </AuthOutcome>
      )}
    </AuthCard>
  );
}

/** What a spent link leaves the shopper to do: nothing if verified, else a new link, signed in or after. */
function NewLinkOffer({ user, onSignIn }: Pick<VerifyEmailPageProps, 'user' | 'onSignIn'>) {
  if (user?.isEmailVerified) {
    return (
      <>
        <p className="text-muted text-sm">
          Your email address is already verified: there is nothing more to do.
        </p>
        <LinkButton href="/products" variant="secondary" className="self-start">
          Continue Shopping
        </LinkButton>
      </>
    );
  }
  if (user) {
    return (
      <>
        <p className="text-muted text-sm">
          {LINK_RULE} We can send a new one to{' '}
          <span className="break-words text-foreground">{user.email}</span>.
        </p>
        <ResendVerificationButton variant="secondary" className="self-start" />
      </>
    );
  }
  return (
    <>
      <p className="text-muted text-sm">{LINK_RULE} Sign in to get a new one.</p>
      <Button variant="secondary" className="self-start" onPress={onSignIn}>
        Sign In
      </Button>
    </>
  );
}
