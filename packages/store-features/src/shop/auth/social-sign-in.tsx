import { Button } from '@aurora-store/ui';
import { GitHubIcon, GoogleIcon } from '@aurora-store/ui/icons';
import { useId } from 'react';

export const SOCIAL_SIGN_IN_UNAVAILABLE_MESSAGE = 'Social sign-in is not configured for this store';

export interface SocialSignInProps {
  /** How each button names its purpose: "Sign in with Google" on Login, "Sign up with Google" on Register. */
  action: 'Sign in' | 'Sign up';
}

/**
 * The spec's two social sign-in buttons. No provider is configured, so they are disabled and say why, in
 * text everyone can see and as each button's description, rather than pretending to work.
 */
export function SocialSignIn({ action }: SocialSignInProps) {
  const noteId = useId();
  return (
    // A floated legend lays out like any block, so it can carry the divider lines either side of its text.
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="float-left mb-3 flex w-full items-center gap-3 p-0 text-muted text-sm">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        Or continue with
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </legend>
      <div className="clear-left grid grid-cols-2 gap-3">
        <Button variant="outline" isDisabled aria-label={`${action} with Google`} aria-describedby={noteId}>
          <GoogleIcon />
          Google
        </Button>
        <Button variant="outline" isDisabled aria-label={`${action} with GitHub`} aria-describedby={noteId}>
          <GitHubIcon />
          GitHub
        </Button>
      </div>
      <p id={noteId} className="mt-3 text-center text-muted text-xs">
        {SOCIAL_SIGN_IN_UNAVAILABLE_MESSAGE}
      </p>
    </fieldset>
  );
}
