import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from '.';

type SortOrder = 'relevance' | 'price-asc' | 'price-desc' | 'newest';

const sortOrders = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'newest', label: 'Newest' },
] as const satisfies readonly { id: SortOrder; label: string }[];

/** Holds the value as a screen would, so the story behaves like the real thing. */
function ControlledNativeSelect(props: NativeSelectProps<SortOrder>) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect<SortOrder>,
  tags: ['autodocs'],
  args: { label: 'Sort by', options: sortOrders, value: 'relevance', onChange: fn() },
  render: (args) => <ControlledNativeSelect {...args} />,
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect<SortOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // A native select is a combobox named by its label, showing the chosen option.
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Relevance');
    await expect(within(select).getAllByRole('option')).toHaveLength(sortOrders.length);

    await userEvent.selectOptions(select, 'Newest');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    await expect(select).toHaveDisplayValue('Newest');
  },
};

export const WithValue: Story = {
  args: { value: 'price-desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: high to low');
  },
};

/** Reached by Tab, with the store's focus ring; its keys are the browser's own. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '2px' });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
