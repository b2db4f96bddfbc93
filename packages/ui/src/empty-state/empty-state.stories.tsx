import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { SearchIcon } from '../icons/control-icons';
import { EmptyState } from '.';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <SearchIcon />,
    title: 'No products found',
    description: 'Try another word, or clear the filters.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onClear = fn();

export const WithAction: Story = {
  args: { action: <Button onPress={onClear}>Clear filters</Button> },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No products found' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Your cart is empty', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
  },
};

export const WithoutAction: Story = {};
