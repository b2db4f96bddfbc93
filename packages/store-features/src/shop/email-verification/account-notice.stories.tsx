import { TOO_MANY_VERIFICATION_REQUESTS_MESSAGE, VERIFICATION_LINK_SENT_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { shopper } from '../../common/story-support/fixtures';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AccountPage } from '../account/account-page';
import {
  resendRequests,
  resendVerificationRoute,
  resetResendRequests,
  tooManyResends,
  unverifiedShopper,
} from './stories-data';

const meta = {
  title: 'Shop/Email Verification/Account Notice',
  component: AccountPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: resendVerificationRoute(),
    docs: {
      description: {
        component:
          "The account page's notice asking the shopper to verify their email, with a new link on " +
          'request. Stories: unverified, resent, pending, refused, verified, and phone to desktop widths.',
      },
    },
  },
  args: { user: unverifiedShopper, onUserChange: fn(), onTokenChange: fn(), onAccountDeleted: fn() },
  beforeEach: resetResendRequests,
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Please verify your email address' });

/** Not verified yet: the notice says where the link went, above the tabs. */
export const Unverified: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(region).toHaveTextContent(`We sent a verification link to ${unverifiedShopper.email}`);
    await expect(within(region).getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  },
};

export const ResendSent: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(
      within(notice(canvasElement)).getByRole('button', { name: 'Resend verification email' }),
    );
    await expect(await findToast(VERIFICATION_LINK_SENT_MESSAGE)).toBeVisible();
    await expect(resendRequests).toHaveBeenCalledTimes(1);
  },
};

/** Asked and not answered yet: the button shows it is busy and a second press sends nothing. */
export const ResendPending: Story = {
  parameters: { api: resendVerificationRoute('never') },
  play: async ({ canvasElement, userEvent }) => {
    const region = within(notice(canvasElement));
    const resend = region.getByRole('button', { name: /Resend verification email/ });
    await userEvent.click(resend);
    await waitFor(() => expect(resend).toHaveAttribute('aria-disabled', 'true'));
    await expect(region.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.click(resend);
    await expect(resendRequests).toHaveBeenCalledTimes(1);
  },
};

export const ResendRefused: Story = {
  tags: ['visual'],
  parameters: { api: resendVerificationRoute(tooManyResends) },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(
      within(notice(canvasElement)).getByRole('button', { name: 'Resend verification email' }),
    );
    await expect(await findToast(TOO_MANY_VERIFICATION_REQUESTS_MESSAGE)).toBeVisible();
  },
};

/** Verified (the profile read again after the link): no notice. */
export const Verified: Story = {
  tags: ['visual'],
  args: { user: shopper },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Please verify your email address' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  },
};

export const UnverifiedMobile: Story = { ...Unverified, ...mobile };
export const UnverifiedTablet: Story = { ...Unverified, ...tablet };
export const UnverifiedDesktop: Story = { ...Unverified, ...desktop };
