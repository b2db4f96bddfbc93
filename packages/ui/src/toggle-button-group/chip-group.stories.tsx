import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip, ChipGroup } from '.';

const meta = {
  title: 'UI/ChipGroup',
  component: ChipGroup,
  tags: ['autodocs'],
  args: {
    label: 'Category',
    disallowEmptySelection: true,
    defaultSelectedKeys: ['all'],
    onSelectionChange: fn(),
    children: ['All', 'Accessories', 'Clothing', 'Electronics', 'Home'].map((name) => (
      <Chip key={name} id={name.toLowerCase()}>
        {name}
      </Chip>
    )),
  },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // A radio group named by its visible label; the chosen chip is checked and carries a check mark.
    const all = canvas.getByRole('radio', { name: 'All' });
    await expect(canvas.getByRole('radiogroup', { name: 'Category' })).toBeVisible();
    await expect(all).toBeChecked();
    await expect(all.querySelector('svg')).not.toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: 'Clothing' }));
    await expect(canvas.getByRole('radio', { name: 'Clothing' })).toBeChecked();
    await expect(all).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set(['clothing']));
  },
};

/** Arrow keys move between chips without choosing; Enter chooses the focused one. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Clothing' })).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Clothing' })).toBeChecked();
  },
};

/** With `disallowEmptySelection`, pressing the chosen chip again keeps it chosen. */
export const KeepsAChoice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Home' }));
    await expect(canvas.getByRole('radio', { name: 'Home' })).not.toBeChecked();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};
