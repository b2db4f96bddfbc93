import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'UI/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: { label: 'Delivery notes', placeholder: 'Gate code, where to leave it…', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Delivery notes' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await expect(textArea).toHaveAttribute('rows', '4');
    await expect(textArea).toHaveAttribute('data-slot', 'text-area');
    await expect(canvasElement.querySelector('[data-slot="text-area-field"]')).toContainElement(textArea);

    await userEvent.type(textArea, 'Leave it with the neighbour.');
    await expect(textArea).toHaveValue('Leave it with the neighbour.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Leave it with the neighbour.');
  },
};

export const WithDescription: Story = {
  args: { description: 'The courier reads this at the door.', rows: 6 },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Delivery notes' });
    await expect(textArea).toHaveAccessibleDescription('The courier reads this at the door.');
    await expect(textArea).toHaveAttribute('rows', '6');
  },
};

/** A server's verdict: `isInvalid` with the message to show. */
export const Invalid: Story = {
  args: {
    defaultValue: 'Ring twice',
    isInvalid: true,
    errorMessage: 'Notes must be at least 20 characters.',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Delivery notes' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Notes must be at least 20 characters.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Leave it with the neighbour.' },
  play: async ({ canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Delivery notes' });
    await expect(textArea).toBeDisabled();
    await userEvent.tab();
    await expect(textArea).not.toHaveFocus();
  },
};

/** Native validation: the error appears when the form is submitted, and focus goes to the field. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Tell the courier where to leave it.' },
  render: (args) => (
    <Form className="flex flex-col items-start gap-4" onSubmit={(event) => event.preventDefault()}>
      <TextAreaField {...args} className="w-full" />
      <Button type="submit">Continue</Button>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Delivery notes' });
    await expect(textArea).toBeRequired();
    await expect(canvas.queryByText('Tell the courier where to leave it.')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Tell the courier where to leave it.')).toBeVisible();
    await expect(textArea).toHaveFocus();
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');

    // A fixed value clears the error when the person leaves the field (the text area's change event).
    await userEvent.type(textArea, 'Porch');
    await userEvent.tab();
    await expect(textArea).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Tell the courier where to leave it.')).toBeNull();
  },
};

const onSave = fn();

/** Tab reaches it with a ring; Enter starts a new line and does not submit the form around it. */
export const Keyboard: Story = {
  render: (args) => (
    <Form
      className="flex flex-col items-start gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <TextAreaField {...args} className="w-full" />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Delivery notes' });
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await expect(textArea).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('Gate code 1234{Enter}Leave it on the porch');
    await expect(textArea).toHaveValue('Gate code 1234\nLeave it on the porch');
    await expect(onSave).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledOnce();
  },
};
