import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { Radio } from './radio';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  tags: ['autodocs'],
  args: {
    label: 'Delivery',
    onChange: fn(),
    children: (
      <>
        <Radio value="standard">Standard, 3–5 days</Radio>
        <Radio value="express">Express, next day</Radio>
        <Radio value="pickup">Pick up in store</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');

    await userEvent.click(canvas.getByText('Express, next day'));
    await expect(canvas.getByRole('radio', { name: 'Express, next day' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
  },
};

export const Hovered: Story = {
  args: { defaultValue: 'standard' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByText('Express, next day'));
    await expect(canvas.getByText('Express, next day')).toHaveAttribute('data-hovered');
  },
};

export const KeyboardArrows: Story = {
  args: { defaultValue: 'standard' },
  play: async ({ args, canvas, userEvent }) => {
    // One tab stop: Tab lands on the selected radio, arrows move and select.
    await userEvent.tab();
    const standard = canvas.getByRole('radio', { name: 'Standard, 3–5 days' });
    await expect(standard).toHaveFocus();
    await expect(standard.closest('[data-slot="radio"]')).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Express, next day' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Pick up in store' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'pickup', description: 'Pick-up is free.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(group).toHaveAccessibleDescription('Pick-up is free.');
  },
};

/** A verdict from outside the form (a server, a rule): `isInvalid` with the message to show. */
export const Invalid: Story = {
  args: {
    defaultValue: 'express',
    isInvalid: true,
    errorMessage: 'Express delivery is not available for this address.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toHaveAccessibleDescription(
      'Express delivery is not available for this address.',
    );
  },
};

/** Native validation: the error shows when the form is submitted without a choice, and goes once one is made. */
export const RequiredOnSubmit: Story = {
  args: { isRequired: true, errorMessage: 'Choose a delivery option.' },
  render: (args) => (
    <Form className="flex flex-col items-start gap-4" onSubmit={(event) => event.preventDefault()}>
      <RadioGroup {...args} />
      <Button type="submit">Continue</Button>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Choose a delivery option.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toHaveAccessibleDescription(
      'Choose a delivery option.',
    );
    await expect(canvas.getByRole('radio', { name: 'Standard, 3–5 days' })).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Choose a delivery option.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'standard' },
  play: async ({ args, canvas, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Express, next day'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="standard">Standard, 3–5 days</Radio>
        <Radio value="express" isDisabled>
          Express, next day (unavailable)
        </Radio>
        <Radio value="pickup">Pick up in store</Radio>
      </>
    ),
    defaultValue: 'standard',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // Arrow keys skip the unavailable option.
    await expect(canvas.getByRole('radio', { name: 'Pick up in store' })).toBeChecked();
  },
};
