import { INVALID_RESET_TOKEN_MESSAGE, PASSWORD_RESET_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { ResetPasswordPage } from './reset-password-page';
import { resetPasswordRoute, resetStoryState, sentBodies, storyPassword } from './stories-data';
import { expectRefusal, expectWaitingForAnswer } from './story-steps';

const resetToken = 'b3f1c2d4e5a6978812345678';

const meta = {
  title: 'Shop/Reset Password',
  component: ResetPasswordPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: resetPasswordRoute(),
    docs: {
      description: {
        component:
          'The page a reset link opens, to choose a new password. Stories: idle, a missing or invalid ' +
          'link, empty, short or mismatched passwords, busy, success, a server failure, keyboard, and ' +
          'phone to desktop widths.',
      },
    },
  },
  args: { token: resetToken, onNavigate: fn() },
  beforeEach: resetStoryState,
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/^New password/);
const confirmInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Confirm new password/);

async function fillIn(canvasElement: HTMLElement, confirmation = storyPassword) {
  await userEvent.type(passwordInput(canvasElement), storyPassword);
  await userEvent.type(confirmInput(canvasElement), confirmation);
}

export const Idle: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(passwordInput(canvasElement)).toHaveAccessibleDescription('At least 6 characters.');
    await expect(confirmInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

/** A link without a token: nothing to reset with, so no form, only the way to a new link. */
export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_RESET_TOKEN_MESSAGE);
    await expect(canvas.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

export const InvalidEmpty: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Please confirm your password')).toBeVisible();
    await expect(passwordInput(canvasElement)).toHaveFocus();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const InvalidShortPassword: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(passwordInput(canvasElement), 'abc12');
    await userEvent.type(confirmInput(canvasElement), 'abc12');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const InvalidPasswordsDoNotMatch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement, `${storyPassword}!`);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(confirmInput(canvasElement)).toHaveFocus();
    // Editing the confirmation clears its message.
    await userEvent.type(confirmInput(canvasElement), '{Backspace}');
    await expect(canvas.queryByText('Passwords do not match')).not.toBeInTheDocument();
  },
};

export const Busy: Story = {
  parameters: { api: resetPasswordRoute('never') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expectWaitingForAnswer(canvas, 'Reset Password');
  },
};

export const Success: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const outcome = await canvas.findByRole('status');
    await expect(outcome).toHaveTextContent(PASSWORD_RESET_MESSAGE);
    await expect(outcome).toHaveFocus();
    await expect(sentBodies).toHaveBeenCalledWith('reset-password', {
      token: resetToken,
      password: storyPassword,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Sign In' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login', { replace: true });
  },
};

/** A used, expired or made-up link: the form gives way to the way to a new one. */
export const InvalidToken: Story = {
  parameters: { api: resetPasswordRoute(failure(400, INVALID_RESET_TOKEN_MESSAGE)) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const outcome = await canvas.findByRole('alert');
    await expect(outcome).toHaveTextContent(INVALID_RESET_TOKEN_MESSAGE);
    await expect(outcome).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

export const ServerFailure: Story = {
  tags: ['visual'],
  parameters: { api: resetPasswordRoute(failure(500, 'Something went wrong on our side')) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expectRefusal(canvas, 'Something went wrong on our side');
    // The form stays, to try again.
    await expect(passwordInput(canvasElement)).toHaveValue(storyPassword);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const ShowHidePasswordsByKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(passwordInput(canvasElement)).toHaveFocus();
    await userEvent.keyboard(storyPassword);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await userEvent.tab();
    await userEvent.keyboard(storyPassword);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(confirmInput(canvasElement)).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(confirmInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(1);
  },
};

export const KeyboardOnlySubmit: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(storyPassword);
    await userEvent.tab(); // Show password
    await userEvent.tab();
    await expect(confirmInput(canvasElement)).toHaveFocus();
    await userEvent.keyboard(storyPassword);
    await userEvent.tab(); // Show password
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGE);
    // Focus moved to the outcome; the next Tab reaches its action.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to Sign In' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/login', { replace: true });
  },
};

export const IdleMobile: Story = { ...Idle, ...mobile };
export const IdleTablet: Story = { ...Idle, ...tablet };
export const IdleDesktop: Story = { ...Idle, ...desktop };
export const MissingTokenMobile: Story = { ...MissingToken, ...mobile };
export const SuccessMobile: Story = { ...Success, ...mobile };
export const InvalidTokenTablet: Story = { ...InvalidToken, ...tablet };
