import { EMAIL_TAKEN_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { RegisterPage } from './register-page';
import {
  expectToast,
  registerRoute,
  resetStoryState,
  sentBodies,
  storyPassword,
  storyToken,
} from './stories-data';
import { expectRefusal, expectSocialSignInUnavailable, expectWaitingForAnswer } from './story-steps';

const meta = {
  title: 'Shop/Register',
  component: RegisterPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: registerRoute(),
    docs: {
      description: {
        component:
          'The page to create a shopper account. Stories: idle, empty fields, a short or mismatched ' +
          'password, a bad email, busy, the server failing or refusing fields, registered, keyboard, and ' +
          'phone to desktop widths.',
      },
    },
  },
  args: { onRegistered: fn() },
  beforeEach: resetStoryState,
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/^Password/);
const confirmInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Confirm password/);

/** Fills every field correctly; a story then spoils the one it is about. */
async function fillIn(canvasElement: HTMLElement, { acceptTerms = true } = {}) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), shopper.firstName);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), shopper.lastName);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), shopper.email);
  await userEvent.type(passwordInput(canvasElement), storyPassword);
  await userEvent.type(confirmInput(canvasElement), storyPassword);
  if (acceptTerms) await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to the Terms/ }));
}

export const Idle: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    for (const name of ['First name', 'Last name', 'Email']) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    }
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(passwordInput(canvasElement)).toHaveAccessibleDescription('At least 6 characters.');
    await expect(confirmInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: /I agree to the Terms/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expectSocialSignInUnavailable(canvas, 'Sign up');
  },
};

export const InvalidEmpty: Story = {
  tags: ['visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the Terms of Service and Privacy Policy',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('checkbox', { name: /I agree to the Terms/ })).toHaveAccessibleDescription(
      'You must accept the Terms of Service and Privacy Policy',
    );
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const InvalidShortPassword: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.clear(passwordInput(canvasElement));
    await userEvent.type(passwordInput(canvasElement), 'abc12');
    await userEvent.clear(confirmInput(canvasElement));
    await userEvent.type(confirmInput(canvasElement), 'abc12');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(passwordInput(canvasElement)).toHaveFocus();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const InvalidPasswordsDoNotMatch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.type(confirmInput(canvasElement), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(confirmInput(canvasElement)).toHaveFocus();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '@');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  parameters: { api: registerRoute('never') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expectWaitingForAnswer(canvas, 'Create Account');
  },
};

export const ServerFailure: Story = {
  tags: ['visual'],
  parameters: { api: registerRoute(failure(409, EMAIL_TAKEN_MESSAGE)) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expectRefusal(canvas, EMAIL_TAKEN_MESSAGE);
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** The server's own checks (here its length limits), shown beside the fields they are about. */
export const ServerFieldErrors: Story = {
  parameters: {
    api: registerRoute(
      failure(400, 'Validation failed', [
        { field: 'firstName', message: 'First name must be at most 50 characters' },
        { field: 'lastName', message: 'Last name must be at most 50 characters' },
      ]),
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('First name must be at most 50 characters')).toBeVisible();
    await expect(canvas.getByText('Last name must be at most 50 characters')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Validation failed');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

export const Success: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expectToast('Account created successfully! Please check your email to verify your account.');
    await expect(args.onRegistered).toHaveBeenCalledTimes(1);
    await expect(args.onRegistered).toHaveBeenCalledWith({ user: shopper, token: storyToken });
    // The payload of spec section 3: no confirmPassword, no terms box.
    await expect(sentBodies).toHaveBeenCalledWith('register', {
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      password: storyPassword,
    });
  },
};

export const ShowHidePasswordsByKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(passwordInput(canvasElement), storyPassword);
    await userEvent.type(confirmInput(canvasElement), storyPassword);
    const [showPassword, showConfirmation] = canvas.getAllByRole('button', { name: 'Show password' });
    if (!showPassword || !showConfirmation) throw new Error('Each password field has its own toggle');
    showPassword.focus();
    await userEvent.keyboard('{Enter}');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await expect(confirmInput(canvasElement)).toHaveAttribute('type', 'password');
    // Tab leaves the first toggle for the confirmation field, then its own toggle.
    await userEvent.tab();
    await expect(confirmInput(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(showConfirmation).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(confirmInput(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getAllByRole('button', { name: 'Hide password' })).toHaveLength(2);
  },
};

export const KeyboardOnlySubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard(shopper.firstName);
    await userEvent.tab();
    await userEvent.keyboard(shopper.lastName);
    await userEvent.tab();
    await userEvent.keyboard(shopper.email);
    await userEvent.tab();
    await userEvent.keyboard(storyPassword);
    await userEvent.tab(); // Show password
    await userEvent.tab();
    await userEvent.keyboard(storyPassword);
    await userEvent.tab(); // Show password
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /I agree to the Terms/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledWith({ user: shopper, token: storyToken }));
  },
};

export const IdleMobile: Story = { ...Idle, ...mobile };
export const IdleTablet: Story = { ...Idle, ...tablet };
export const IdleDesktop: Story = { ...Idle, ...desktop };
export const InvalidEmptyMobile: Story = { ...InvalidEmpty, ...mobile };
export const InvalidEmptyTablet: Story = { ...InvalidEmpty, ...tablet };
export const ServerFailureMobile: Story = { ...ServerFailure, ...mobile };
