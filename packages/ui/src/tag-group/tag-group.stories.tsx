import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tag, TagGroup } from '.';

interface Category {
  id: string;
  name: string;
}

const categories: Category[] = [
  { id: 'all', name: 'All' },
  { id: 'outerwear', name: 'Outerwear' },
  { id: 'knitwear', name: 'Knitwear' },
  { id: 'accessories', name: 'Accessories' },
  { id: 'footwear', name: 'Footwear' },
];

const meta = {
  title: 'UI/TagGroup',
  component: TagGroup<Category>,
  tags: ['autodocs'],
  args: {
    label: 'Category',
    items: categories,
    selectionMode: 'single',
    disallowEmptySelection: true,
    defaultSelectedKeys: ['all'],
    onSelectionChange: fn(),
    children: (category) => <Tag id={category.id}>{category.name}</Tag>,
  },
} satisfies Meta<typeof TagGroup<Category>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryChips: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('grid', { name: 'Category' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('row', { name: 'Knitwear' }));
    await expect(canvas.getByRole('row', { name: 'Knitwear' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('row', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();

    // Clicking the chosen chip again keeps it chosen: one category always holds.
    await userEvent.click(canvas.getByRole('row', { name: 'Knitwear' }));
    await expect(canvas.getByRole('row', { name: 'Knitwear' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const all = canvas.getByRole('row', { name: 'All' });
    await expect(all).toHaveFocus();
    await expect(all).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(canvas.getByRole('row', { name: 'Knitwear' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    const chip = canvas.getByRole('row', { name: 'Footwear' });
    await userEvent.hover(chip);
    await expect(chip).toHaveAttribute('data-hovered');
  },
};

export const DisabledChip: Story = {
  args: { disabledKeys: ['footwear'], description: 'Footwear returns next season.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: 'Footwear' })).toHaveAttribute('aria-disabled', 'true');
  },
};
