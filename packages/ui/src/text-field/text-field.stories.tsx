import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('placeholder', 'you@example.com');

    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the receipt here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the receipt here.',
    );
  },
};

export const Focused: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvasElement.querySelector('[data-slot="field-group"]')).toHaveAttribute(
      'data-focus-within',
    );
  },
};

/** A server's verdict: `isInvalid` with the message to show. */
export const Invalid: Story = {
  args: {
    defaultValue: 'ada@example',
    isInvalid: true,
    errorMessage: 'Enter an email address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  },
};

/** Native validation: the error appears when the form is submitted, and focus goes to the field. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Enter your email address.' },
  render: (args) => (
    <Form className="flex flex-col items-start gap-4" onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} className="w-full" />
      <Button type="submit">Continue</Button>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.queryByText('Enter your email address.')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Enter your email address.')).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    // A fixed value clears the error when the person leaves the field (the input's change event).
    await userEvent.type(input, 'ada@example.com');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter your email address.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ada@example.com', description: 'Your sign-in email.' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
