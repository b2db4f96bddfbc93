import { TextLink } from './text-link';

/** The footer of both password reset screens (asking for a link, using it): the way back to sign in. */
export function BackToSignIn() {
  return (
    <p>
      Remembered it? <TextLink href="/login">Back to sign in</TextLink>
    </p>
  );
}
