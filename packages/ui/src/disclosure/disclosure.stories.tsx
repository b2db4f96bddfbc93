import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Disclosure } from '.';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: {
    title: 'Shipping and returns',
    children: 'Free shipping over $50. Return within 30 days for a full refund.',
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping and returns' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Free shipping/)).not.toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Free shipping/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Free shipping/)).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Shipping and returns' });
    await expect(trigger).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Shipping and returns' })).toBeDisabled();
  },
};

/** The collapsible menu of a small screen: a plain toggle (no heading) over a list of links. */
export const MobileMenu: Story = {
  args: {
    title: 'Menu',
    headingLevel: false,
    children: (
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {['Shop', 'Categories', 'Deals', 'Orders'].map((item) => (
            <li key={item}>
              <a className="block rounded-md px-2 py-2 text-foreground hover:bg-elevated" href={`#${item}`}>
                {item}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Deals' })).toBeVisible();
  },
};
