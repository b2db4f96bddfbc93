import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: { label: 'Search', placeholder: 'Lamps, rugs, throws…', onSubmit: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing then Enter submits the text; there is no list to open. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', 'Lamps, rugs, throws…');
    await userEvent.type(input, 'desk lamp{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('desk lamp');
  },
};

/** Keyboard only: Tab reaches the box, which shows the focus ring; Escape clears what was typed. */
export const Keyboard: Story = {
  args: { defaultValue: 'rug' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Without a visible label, as in a header: the name comes from `aria-label`. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Search products', placeholder: 'Search products...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  },
};
