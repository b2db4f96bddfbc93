import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Email me about offers', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me about offers' });
    await expect(checkbox).not.toBeChecked();

    // The label text is part of the click target.
    await userEvent.click(canvas.getByText('Email me about offers'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Email me about offers' })).toBeChecked();
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByText('Email me about offers'));
    await expect(canvas.getByText('Email me about offers')).toHaveAttribute('data-hovered');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me about offers' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('[data-slot="checkbox"]')).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** A "select all" over a list that is partly selected. */
function SelectAll() {
  const [selected, setSelected] = useState(['lamp']);
  const items = [
    { id: 'lamp', name: 'Desk lamp' },
    { id: 'rug', name: 'Wool rug' },
    { id: 'throw', name: 'Linen throw' },
  ];
  const isAll = selected.length === items.length;
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        isSelected={isAll}
        isIndeterminate={selected.length > 0 && !isAll}
        onChange={(isSelected) => setSelected(isSelected ? items.map((item) => item.id) : [])}
      >
        Select all
      </Checkbox>
      <div className="flex flex-col gap-2 ps-7">
        {items.map((item) => (
          <Checkbox
            key={item.id}
            isSelected={selected.includes(item.id)}
            onChange={(isSelected) =>
              setSelected((ids) => (isSelected ? [...ids, item.id] : ids.filter((id) => id !== item.id)))
            }
          >
            {item.name}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();

    // A press on "some" selects everything; another clears it.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Wool rug' })).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Desk lamp' })).not.toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Linen throw' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { children: 'I accept the terms of sale', isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of sale' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me about offers' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
