import {
  EMAIL_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_TOKEN_MESSAGE,
  TOO_MANY_VERIFICATION_REQUESTS_MESSAGE,
  VERIFICATION_LINK_SENT_MESSAGE,
  VERIFY_EMAIL_PATH,
} from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure, type MockRequest, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import {
  resendRequests,
  resendVerificationRoute,
  resetResendRequests,
  tooManyResends,
  unverifiedShopper,
} from '../email-verification/stories-data';
import { expectToast, meRoute, resetStoryState, sentBodies, verifyEmailRoute } from './stories-data';
import { VerifyEmailPage } from './verify-email-page';

const verificationToken = 'q1Vw6yT0mZ4c9bXhR2sKfJ8aLpN3eD5uG7iO0vBnM1Y';
const invalidLink = failure(400, INVALID_VERIFICATION_TOKEN_MESSAGE);

const meta = {
  title: 'Shop/Verify Email',
  component: VerifyEmailPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: verifyEmailRoute(),
    docs: {
      description: {
        component:
          'The page an email verification link opens. Stories: verifying, verified signed out or in, a ' +
          'bad link signed out or in, a new link pending or refused, already verified, no token, a server ' +
          'failure, and widths.',
      },
    },
  },
  args: { token: verificationToken, user: null, onUserChange: fn(), onSignIn: fn() },
  beforeEach: () => {
    resetStoryState();
    resetResendRequests();
  },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The success panel, once it has replaced the 'Verifying' line (both are status messages). */
async function findVerified(canvas: ReturnType<typeof within>) {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(EMAIL_VERIFIED_MESSAGE));
  return canvas.getByRole('status');
}

/** The link's token is on its way: the page says so, and sends it only once. */
export const Verifying: Story = {
  tags: ['visual'],
  parameters: { api: verifyEmailRoute('never') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your email...');
    // The page sends it from an effect, which React's production build may run after the play has begun.
    await waitFor(() => expect(sentBodies).toHaveBeenCalledTimes(1));
    await expect(sentBodies).toHaveBeenCalledWith('verify-email', { token: verificationToken });
  },
};

/** Opened signed out (often in another browser than the one that registered): shop on or sign in. */
export const VerifiedSignedOut: Story = {
  play: async ({ args, canvas }) => {
    const outcome = await findVerified(canvas);
    // Shown in place of the waiting line, it takes focus, so a screen reader reads it.
    await waitFor(() => expect(outcome).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(sentBodies).toHaveBeenCalledTimes(1);
    await expect(args.onUserChange).not.toHaveBeenCalled();
  },
};

/** Signed in: the stored user is read again, so the account page's notice goes. */
export const VerifiedSignedIn: Story = {
  args: { user: unverifiedShopper },
  parameters: { api: { ...verifyEmailRoute(), ...meRoute({ ...unverifiedShopper, isEmailVerified: true }) } },
  play: async ({ args, canvas }) => {
    await findVerified(canvas);
    await expect(canvas.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/profile');
    await waitFor(() =>
      expect(args.onUserChange).toHaveBeenCalledWith(expect.objectContaining({ isEmailVerified: true })),
    );
  },
};

/** A used, expired or made-up link, signed out: a new link needs the account, so they sign in first. */
export const InvalidLinkSignedOut: Story = {
  tags: ['visual'],
  parameters: { api: verifyEmailRoute(invalidLink) },
  play: async ({ args, canvas, userEvent }) => {
    const outcome = await canvas.findByRole('alert');
    await expect(outcome).toHaveTextContent(INVALID_VERIFICATION_TOKEN_MESSAGE);
    await expect(outcome).toHaveTextContent('Sign in to get a new one.');
    await expect(canvas.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** Signed in and still unverified: a new link is one press away, and the toast says it is on its way. */
export const InvalidLinkSignedIn: Story = {
  args: { user: unverifiedShopper },
  parameters: { api: { ...verifyEmailRoute(invalidLink), ...resendVerificationRoute() } },
  play: async ({ canvas, userEvent }) => {
    const outcome = await canvas.findByRole('alert');
    await expect(outcome).toHaveTextContent(INVALID_VERIFICATION_TOKEN_MESSAGE);
    await expect(outcome).toHaveTextContent(`We can send a new one to ${unverifiedShopper.email}.`);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expectToast(VERIFICATION_LINK_SENT_MESSAGE);
    await expect(resendRequests).toHaveBeenCalledTimes(1);
  },
};

/** The new link asked for and the server not answering yet: the button is busy and takes no second press. */
export const ResendPending: Story = {
  args: { user: unverifiedShopper },
  parameters: { api: { ...verifyEmailRoute(invalidLink), ...resendVerificationRoute('never') } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('alert');
    const resend = canvas.getByRole('button', { name: /Resend verification email/ });
    await userEvent.click(resend);
    await waitFor(() => expect(resend).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.click(resend);
    await expect(resendRequests).toHaveBeenCalledTimes(1);
  },
};

/** A fourth link within the hour: the server's refusal is said in a toast, and the button is ready again. */
export const ResendRefused: Story = {
  tags: ['visual'],
  args: { user: unverifiedShopper },
  parameters: { api: { ...verifyEmailRoute(invalidLink), ...resendVerificationRoute(tooManyResends) } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expectToast(TOO_MANY_VERIFICATION_REQUESTS_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Resend verification email' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** An old link opened after the address was verified: nothing more to do, so no new link is offered. */
export const InvalidLinkAlreadyVerified: Story = {
  args: { user: shopper },
  parameters: { api: verifyEmailRoute(invalidLink) },
  play: async ({ canvas }) => {
    const outcome = await canvas.findByRole('alert');
    await expect(outcome).toHaveTextContent('Your email address is already verified');
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  },
};

/** A link without a token: invalid at once, and nothing is sent. */
export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_VERIFICATION_TOKEN_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

/** The server failed (not the link): the shopper may try again, and the second try verifies. */
export const ServerFailure: Story = {
  parameters: {
    api: {
      [`POST ${VERIFY_EMAIL_PATH}`]: ({ body }: MockRequest) => {
        sentBodies('verify-email', body);
        return sentBodies.mock.calls.length === 1
          ? failure(500, 'Something went wrong on our side')
          : ok({ success: true, message: EMAIL_VERIFIED_MESSAGE, data: {} });
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await findVerified(canvas);
    await expect(sentBodies).toHaveBeenCalledTimes(2);
  },
};

export const VerifyingMobile: Story = { ...Verifying, ...mobile };
export const VerifiedSignedInMobile: Story = { ...VerifiedSignedIn, ...mobile };
export const VerifiedSignedInTablet: Story = { ...VerifiedSignedIn, ...tablet };
export const VerifiedSignedInDesktop: Story = { ...VerifiedSignedIn, ...desktop };
export const InvalidLinkSignedInMobile: Story = { ...InvalidLinkSignedIn, ...mobile };
export const InvalidLinkSignedOutDesktop: Story = { ...InvalidLinkSignedOut, ...desktop };
