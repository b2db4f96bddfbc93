import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { SOCIAL_SIGN_IN_UNAVAILABLE_MESSAGE } from './social-sign-in';
import { expectToast, sentBodies } from './stories-data';

type Canvas = ReturnType<typeof within>;

/*
 * What every auth form does with the server's answer, the same on each screen: the stories of the four forms
 * check it through these steps.
 */

/** The social buttons under the form ('Sign in with Google'): offered, but disabled and saying why. */
export async function expectSocialSignInUnavailable(canvas: Canvas, action: 'Sign in' | 'Sign up') {
  for (const provider of ['Google', 'GitHub']) {
    const social = canvas.getByRole('button', { name: `${action} with ${provider}` });
    await expect(social).toBeDisabled();
    await expect(social).toHaveAccessibleDescription(SOCIAL_SIGN_IN_UNAVAILABLE_MESSAGE);
  }
}

/**
 * A form sent and its answer not back: the submit button marked busy with its spinner, and pressing it again
 * sends nothing more.
 */
export async function expectWaitingForAnswer(canvas: Canvas, submitLabel: string) {
  const submit = canvas.getByRole('button', { name: submitLabel });
  await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
  await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await userEvent.click(submit);
  await expect(sentBodies).toHaveBeenCalledTimes(1);
}

/** The server refused the form: its words in the alert above the form, which stays, and in a toast. */
export async function expectRefusal(canvas: Canvas, message: string) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expectToast(message);
}
