import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { LoginPage } from './login-page';
import { SOCIAL_SIGN_IN_UNAVAILABLE_MESSAGE } from './social-sign-in';
import {
  expectToast,
  loginRoute,
  resetStoryState,
  sentBodies,
  storyPassword,
  storyToken,
} from './stories-data';
import { expectRefusal, expectSocialSignInUnavailable, expectWaitingForAnswer } from './story-steps';

const meta = {
  title: 'Shop/Login',
  component: LoginPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: loginRoute(),
    docs: {
      description: {
        component:
          'The sign-in page. Stories: idle, empty and invalid fields, busy, a server failure, rate ' +
          'limited, signed in, the password shown and the form sent by keyboard, and phone to desktop ' +
          'widths.',
      },
    },
  },
  args: { onLoggedIn: fn() },
  beforeEach: resetStoryState,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expectSocialSignInUnavailable(canvas, 'Sign in');
    await expect(canvas.getByText(SOCIAL_SIGN_IN_UNAVAILABLE_MESSAGE)).toBeVisible();
  },
};

export const InvalidEmpty: Story = {
  tags: ['visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    // Focus lands on the first field to fix, and nothing was sent.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'emma.wilson');
    await userEvent.type(canvas.getByLabelText(/^Password/), storyPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(sentBodies).not.toHaveBeenCalled();
    // Editing the field clears its message.
    await userEvent.type(email, '@example.com');
    await expect(canvas.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  },
};

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), shopper.email);
  await userEvent.type(canvas.getByLabelText(/^Password/), storyPassword);
}

export const Busy: Story = {
  parameters: { api: loginRoute('never') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectWaitingForAnswer(canvas, 'Sign In');
  },
};

export const ServerFailure: Story = {
  tags: ['visual'],
  parameters: { api: loginRoute(failure(401, INVALID_CREDENTIALS_MESSAGE)) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectRefusal(canvas, INVALID_CREDENTIALS_MESSAGE);
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
  },
};

export const RateLimited: Story = {
  parameters: { api: loginRoute(failure(429, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE)) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectRefusal(canvas, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
  },
};

export const Success: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectToast('Welcome back!');
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
    await expect(args.onLoggedIn).toHaveBeenCalledWith({ user: shopper, token: storyToken, remember: true });
    await expect(sentBodies).toHaveBeenCalledWith('login', { email: shopper.email, password: storyPassword });
  },
};

export const ShowHidePasswordByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.tab();
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard(storyPassword);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue(storyPassword);
  },
};

export const KeyboardOnlySubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(shopper.email);
    await userEvent.tab();
    await userEvent.keyboard(storyPassword);
    await userEvent.tab(); // Show password
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab(); // Forgot password?
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onLoggedIn).toHaveBeenCalledWith({ user: shopper, token: storyToken, remember: true }),
    );
  },
};

export const IdleMobile: Story = { ...Idle, ...mobile };
export const IdleTablet: Story = { ...Idle, ...tablet };
export const IdleDesktop: Story = { ...Idle, ...desktop };
export const InvalidEmptyMobile: Story = { ...InvalidEmpty, ...mobile };
export const ServerFailureMobile: Story = { ...ServerFailure, ...mobile };
