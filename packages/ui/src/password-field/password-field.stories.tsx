import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The input is found by its label: a password input has no textbox role. */
function passwordInput(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="input"]');
  if (!input) throw new Error('The password input is missing');
  return input;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = passwordInput(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBe(input);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.type(input, 'correct horse');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct horse');
    await expect(toggle).toHaveAccessibleName('Hide password');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();

    // The toggle is the next tab stop, and Enter or Space presses it.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Signing up: the browser's password manager should offer a new password, not fill the current one. */
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'At least 8 characters.',
    minLength: 8,
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    // The asterisk is hidden from the name.
    await expect(input).toHaveAccessibleName('New password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'hunter2', isInvalid: true, errorMessage: 'Email or password is incorrect.' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email or password is incorrect.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'hunter2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
