import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import { Description, FieldError, FieldGroup, fieldLayout, Input, Label } from './field';

/**
 * The pieces every Aurora field is built from, composed here into a price field with a currency on each
 * side of the input, the way a screen builds a field the library does not ship.
 */
const meta = {
  title: 'UI/Field',
  component: FieldGroup,
  tags: ['autodocs'],
  args: { isDisabled: false, isInvalid: false },
  render: ({ isDisabled, isInvalid }) => (
    <TextField
      className={`${fieldLayout} w-64`}
      defaultValue="24.90"
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      isRequired
    >
      <Label isRequired>Price</Label>
      <FieldGroup>
        <span aria-hidden="true" className="ps-3 text-muted">
          $
        </span>
        <Input inputMode="decimal" />
        <span className="pe-3 text-muted text-xs">USD</span>
      </FieldGroup>
      <Description>What the shopper pays, tax included.</Description>
      <FieldError>Enter a price above zero.</FieldError>
    </TextField>
  ),
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The asterisk is for the eye only: the name stays "Price" and `required` tells assistive technology.
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('What the shopper pays, tax included.');
    await expect(canvas.queryByText('Enter a price above zero.')).toBeNull();
  },
};

export const Hovered: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole('textbox', { name: 'Price' }));
    // The frame's edge brightens under a mouse (React Aria reports hover for mice only).
    await expect(canvasElement.querySelector('[data-slot="field-group"]')).toHaveAttribute('data-hovered');
  },
};

export const Focused: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveFocus();
    // The frame, not the bare input, draws the ring.
    await expect(canvasElement.querySelector('[data-slot="field-group"]')).toHaveAttribute(
      'data-focus-within',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a price above zero.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a price above zero.'));
    await expect(canvasElement.querySelector('[data-slot="field-group"]')).toHaveAttribute('data-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="field-group"]')).toHaveAttribute('data-disabled');
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
