import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NumberField } from './number-field';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Quantity', defaultValue: 1, minValue: 1, maxValue: 10, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Quantity' });
    await expect(input).toHaveValue('2');

    await userEvent.click(increase);
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    // One tab stop: the steppers would only repeat the arrow keys.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(canvasElement.querySelector('[data-slot="field-group"]')).toHaveAttribute(
      'data-focus-within',
    );

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);

    // A typed value is clamped to the bounds when the field is left.
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
  },
};

export const AtMinimum: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Quantity' });
    await expect(decrease).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeEnabled();

    await userEvent.click(decrease);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('1');
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 10, description: 'At most 10 per order.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAccessibleDescription('At most 10 per order.');
    const increase = canvas.getByRole('button', { name: 'Increase Quantity' });
    await expect(increase).toBeDisabled();

    await userEvent.click(increase);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 4, isInvalid: true, errorMessage: 'Only 3 left in stock.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Only 3 left in stock.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();

    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
