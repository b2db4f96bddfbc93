import { RESET_LINK_SENT_MESSAGE, TOO_MANY_RESET_REQUESTS_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { ForgotPasswordPage } from './forgot-password-page';
import { forgotPasswordRoute, resetStoryState, sentBodies } from './stories-data';
import { expectRefusal, expectWaitingForAnswer } from './story-steps';

const meta = {
  title: 'Shop/Forgot Password',
  component: ForgotPasswordPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: forgotPasswordRoute(),
    docs: {
      description: {
        component:
          'The page to ask for a password reset link by email. Stories: idle, empty and invalid email, ' +
          'busy, sent, rate limited, submitted by keyboard, and phone to desktop widths.',
      },
    },
  },
  beforeEach: resetStoryState,
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidEmpty: Story = {
  tags: ['visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'emma.wilson@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  parameters: { api: forgotPasswordRoute('never') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), `${shopper.email}{Enter}`);
    await expectWaitingForAnswer(canvas, 'Send Reset Link');
  },
};

/** The same confirmation for any address: whether an account has it is not for this screen to reveal. */
export const Sent: Story = {
  tags: ['visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    const confirmation = await canvas.findByRole('status');
    await expect(confirmation).toHaveTextContent(RESET_LINK_SENT_MESSAGE);
    await expect(confirmation).toHaveFocus();
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await expect(sentBodies).toHaveBeenCalledWith('forgot-password', { email: 'nobody@example.com' });
  },
};

export const RateLimited: Story = {
  parameters: { api: forgotPasswordRoute(failure(429, TOO_MANY_RESET_REQUESTS_MESSAGE)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), shopper.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expectRefusal(canvas, TOO_MANY_RESET_REQUESTS_MESSAGE);
    // The form stays, to try again later.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
  },
};

export const KeyboardOnlySubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(shopper.email);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(RESET_LINK_SENT_MESSAGE);
  },
};

export const IdleMobile: Story = { ...Idle, ...mobile };
export const IdleTablet: Story = { ...Idle, ...tablet };
export const IdleDesktop: Story = { ...Idle, ...desktop };
export const SentMobile: Story = { ...Sent, ...mobile };
export const RateLimitedMobile: Story = { ...RateLimited, ...mobile };
